// The orderings of spec §9: the sport strip, categories (Ethiopia first), the top-sports tournament
// grid, and international-tournament priority. Names are compared case-insensitively; unknown names
// fall back to alphabetical order after the listed ones. The grid is the one place that knows which
// feed names are the spec's 'Premier League' … 'Europa League' (see gridRank).

const SPORT_STRIP_ORDER = ['soccer', 'basketball', 'tennis', 'baseball', 'ice hockey', 'american football', 'rugby', 'volleyball'];
const CATEGORY_ORDER = ['ethiopia', 'england', 'spain', 'germany', 'italy', 'france', 'portugal'];
const INTERNATIONAL = ['uefa champions league', 'uefa europa league', 'uefa europa conference league', 'copa libertadores'];
const BIG_FIVE = ['premier league', 'laliga', 'bundesliga', 'serie a', 'ligue 1'];
const SECOND_DIVISIONS = ['championship', 'laliga 2', '2. bundesliga', 'serie b', 'ligue 2'];

const norm = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/^football$/, 'soccer');

function rankIn(list: readonly string[], name: string): number {
  const i = list.indexOf(norm(name));
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}

/** Sorts by a listed order first, then alphabetically; stable for equal names. */
function byListedOrder<T>(items: readonly T[], name: (t: T) => string, order: readonly string[]): T[] {
  return [...items].sort((a, b) => rankIn(order, name(a)) - rankIn(order, name(b)) || name(a).localeCompare(name(b)));
}

export const sortSportsForStrip = <T>(items: readonly T[], name: (t: T) => string): T[] => byListedOrder(items, name, SPORT_STRIP_ORDER);
export const sortCategories = <T>(items: readonly T[], name: (t: T) => string): T[] => byListedOrder(items, name, CATEGORY_ORDER);

/**
 * Spec §9's top-sports grid: Premier League, LaLiga, Bundesliga, Serie A, Ligue 1, Champions League, Europa
 * League. A big-five name counts only in its own country when the country is known (Ethiopia's and Kenya's
 * Premier League, Brazil's Serie A are other leagues); 'UEFA ' and spacing do not matter ('La Liga', 'UEFA
 * Champions League'), nor accents or case.
 */
export const TOURNAMENT_GRID: ReadonlyArray<{ key: string; country?: string }> = [
  { key: 'premierleague', country: 'england' },
  { key: 'laliga', country: 'spain' },
  { key: 'bundesliga', country: 'germany' },
  { key: 'seriea', country: 'italy' },
  { key: 'ligue1', country: 'france' },
  { key: 'championsleague' },
  { key: 'europaleague' },
];

const gridKey = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/^uefa/, '');

/** A tournament's place in the grid (0–6), or the length of the list for every other tournament. */
export function gridRank(name: string, country = ''): number {
  const key = gridKey(name);
  const place = gridKey(country);
  const i = TOURNAMENT_GRID.findIndex((g) => g.key === key && (g.country === undefined || place === '' || g.country === place));
  return i < 0 ? TOURNAMENT_GRID.length : i;
}

/**
 * The grid order of a sport's tournaments: the listed seven, then A–Z by name, then by country (two leagues of one
 * name, e.g. Kenya's and Ethiopia's Premier League when neither is England's); stable for full ties.
 */
export function sortTournamentGrid<T>(items: readonly T[], name: (t: T) => string, country: (t: T) => string = () => ''): T[] {
  return [...items].sort(
    (a, b) => gridRank(name(a), country(a)) - gridRank(name(b), country(b)) || name(a).localeCompare(name(b)) || country(a).localeCompare(country(b)),
  );
}

/** International 0–3, big five 4–8, second divisions 9–13, others 999 (spec §9). */
export function tournamentPriority(name: string): number {
  const n = norm(name);
  for (const [list, base] of [
    [INTERNATIONAL, 0],
    [BIG_FIVE, 4],
    [SECOND_DIVISIONS, 9],
  ] as const) {
    const i = list.indexOf(n);
    if (i >= 0) {
      return base + i;
    }
  }
  return 999;
}

/** Sports with the default first: soccer or football is the default sport (spec §2). */
export function isDefaultSport(name: string): boolean {
  return norm(name) === 'soccer';
}

/** A category's tournaments by spec §9 priority (international, big five, second divisions), then A–Z; stable. */
export function sortTournamentsByPriority<T>(items: readonly T[], name: (t: T) => string): T[] {
  return [...items].sort((a, b) => tournamentPriority(name(a)) - tournamentPriority(name(b)) || name(a).localeCompare(name(b)));
}
