// League badges (spec §3 "Reference data": league-to-logo map): a short label and a badge per league, from the
// table in league-table.ts. Unknown leagues get a mark from their words on a colour derived from the name.
import { coloursFromName, readablePair } from './colour.ts';
import { findLeague, keyOf } from './league-table.ts';
import { teamAbbreviation } from './teams.ts';

/** Short label of a league ('Premier League' → 'EPL', 'UEFA Champions League' → 'UCL'), else its name. */
export function leagueLabel(name: string, category?: string | null): string {
  return findLeague(name, category)?.label ?? name;
}

/** What a league badge shows: its mark and colour, or an abbreviation on a colour derived from the name. */
export function leagueLook(name: string, category?: string | null): { mark: string; fill: string; text: string } {
  const league = findLeague(name, category);
  const colour = league?.colour ?? coloursFromName(keyOf(name ?? '', category)).primary;
  const { fill, text } = readablePair(colour, '#ffffff');
  return { mark: league?.mark ?? teamAbbreviation(name), fill, text };
}
