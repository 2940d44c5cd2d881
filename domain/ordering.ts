// The orderings of spec §9: the sport strip, categories (Ethiopia first), the top-sports tournament
// grid, and international-tournament priority. Names are compared case-insensitively; unknown names
// fall back to alphabetical order after the listed ones.

export const SPORT_STRIP_ORDER = ['soccer', 'basketball', 'tennis', 'baseball', 'ice hockey', 'american football', 'rugby', 'volleyball'];
export const CATEGORY_ORDER = ['ethiopia', 'england', 'spain', 'germany', 'italy', 'france', 'portugal'];
export const TOURNAMENT_GRID_ORDER = ['premier league', 'laliga', 'bundesliga', 'serie a', 'ligue 1', 'champions league', 'europa league'];
const INTERNATIONAL = ['uefa champions league', 'uefa europa league', 'uefa europa conference league', 'copa libertadores'];
const BIG_FIVE = ['premier league', 'laliga', 'bundesliga', 'serie a', 'ligue 1'];
const SECOND_DIVISIONS = ['championship', 'laliga 2', '2. bundesliga', 'serie b', 'ligue 2'];

const norm = (s: string): string => s.trim().toLowerCase().replace(/^football$/, 'soccer');

function rankIn(list: readonly string[], name: string): number {
  const i = list.indexOf(norm(name));
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}

/** Sorts by a listed order first, then alphabetically; stable for equal names. */
export function byListedOrder<T>(items: readonly T[], name: (t: T) => string, order: readonly string[]): T[] {
  return [...items].sort((a, b) => rankIn(order, name(a)) - rankIn(order, name(b)) || name(a).localeCompare(name(b)));
}

export const sortSportsForStrip = <T>(items: readonly T[], name: (t: T) => string): T[] => byListedOrder(items, name, SPORT_STRIP_ORDER);
export const sortCategories = <T>(items: readonly T[], name: (t: T) => string): T[] => byListedOrder(items, name, CATEGORY_ORDER);
export const sortTournamentGrid = <T>(items: readonly T[], name: (t: T) => string): T[] => byListedOrder(items, name, TOURNAMENT_GRID_ORDER);

/** International 0–3, big five 4–8, second divisions 9–13, others 999 (spec §9). */
export function tournamentPriority(name: string): number {
  const n = norm(name);
  for (const [list, base] of [[INTERNATIONAL, 0], [BIG_FIVE, 4], [SECOND_DIVISIONS, 9]] as const) {
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
