// Pure rules of the phone sports browser (spec §2): which sport a /sports address shows, which ids are
// not sports at all (the casino lobby's sections), which category is open, and the tick list behind
// 'Open Selected (n)'. No React and no store here, so each rule is tested on its own.
import { isDefaultSport } from '../../../domain/ordering.ts';

/** Ids a /sports/{id} address may carry that name casino lobby sections, never a sport (spec §2, companion §4). */
const NON_SPORT_SECTIONS = ['topmatches', 'crash', 'keno', 'fruits', 'plinko', 'mines', 'wheel'] as const;

export function isNonSportSection(id: string): boolean {
  return (NON_SPORT_SECTIONS as readonly string[]).includes(id.trim().toLowerCase());
}

/**
 * The sport shown: the address's own id when there is one (even an unknown one, which then shows the
 * empty state rather than silently another sport); without one, soccer/football, else the first sport
 * in strip order, else '' while the list is still empty.
 */
export function resolveSportId(param: string | undefined, orderedIds: readonly string[], name: (id: string) => string): string {
  if (param) {
    return param;
  }
  return orderedIds.find((id) => isDefaultSport(name(id))) ?? orderedIds[0] ?? '';
}

/**
 * The open category of the accordion. `choice` is undefined until the player touches the accordion —
 * then the first category is open (spec §2: auto-expanded); null means the player closed it. A choice
 * that is not in the list (categories reloaded without it) falls back to the first one.
 */
export function openCategory(choice: string | null | undefined, orderedIds: readonly string[]): string | null {
  if (choice === null) {
    return null;
  }
  if (choice !== undefined && orderedIds.includes(choice)) {
    return choice;
  }
  return orderedIds[0] ?? null;
}

/** Tapping a category header: the open one closes, any other opens (one open at a time). */
export function toggleCategory(open: string | null, tapped: string): string | null {
  return open === tapped ? null : tapped;
}

/** Ticks a tournament, or unticks it; ticks keep the order they were made in. */
export function toggleTick(ticked: readonly string[], id: string): string[] {
  return ticked.includes(id) ? ticked.filter((x) => x !== id) : [...ticked, id];
}

/** The `t` search value that opens tournaments: ids joined by ',', undefined when there is none. */
export function tournamentsParam(ids: readonly string[]): string | undefined {
  const unique = [...new Set(ids.filter((id) => id.trim() !== ''))];
  return unique.length > 0 ? unique.join(',') : undefined;
}
