// The search parameters of the sports routes (a tournament view, a selected match, the desktop home's
// section) — sections switched by state in the spec, kept in the address so Back works and a link can
// be shared. Each decoder keeps only well-formed strings, so a hand-edited address never breaks a screen.

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' && v.length <= 200 ? v : undefined);

/** /sports and /sports/$sportId: `t` = tournament ids joined by ',' (one: tournament view; several: 'Selected Tournaments'), `match` = the open match. */
export interface SportsSearch {
  t?: string;
  match?: string;
}
export const sportsSearch = (s: Record<string, unknown>): SportsSearch => ({ t: str(s.t), match: str(s.match) });

/** /desktop-sports: `sport` = the sports view's sport, `tournament` = the open tournament, `match` = its selected match. */
export interface DesktopSportsSearch {
  sport?: string;
  tournament?: string;
  match?: string;
}
export const desktopSportsSearch = (s: Record<string, unknown>): DesktopSportsSearch => ({
  sport: str(s.sport),
  tournament: str(s.tournament),
  match: str(s.match),
});

/**
 * / (desktop): `section` = 'top' | 'upcoming' (the full-markets view over that section's list), `sport` = the TOP SPORTS tab,
 * `tournament` = the TOP SPORTS grid's choice (whose list the 'top' view shows), `match` = the selected match.
 */
export interface HomeSearch {
  section?: 'top' | 'upcoming';
  sport?: string;
  tournament?: string;
  match?: string;
}
export const homeSearch = (s: Record<string, unknown>): HomeSearch => ({
  section: s.section === 'top' || s.section === 'upcoming' ? s.section : undefined,
  sport: str(s.sport),
  tournament: str(s.tournament),
  match: str(s.match),
});

/** /express: `match` = the match whose detail is open. */
export interface ExpressSearch {
  match?: string;
}
export const expressSearch = (s: Record<string, unknown>): ExpressSearch => ({ match: str(s.match) });

/** Tournament ids of the `t` parameter, without blanks or repeats. */
export const tournamentIdsOf = (t: string | undefined): string[] => [
  ...new Set(
    (t ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
];

/** /search (issue 29): `q` = the query as typed (at most 64 characters, the server's limit). */
export interface SearchViewSearch {
  q?: string;
}
export const searchViewSearch = (s: Record<string, unknown>): SearchViewSearch =>
  typeof s.q === 'string' && s.q.trim() !== '' ? { q: s.q.slice(0, 64) } : {};
