// Pure rules of the desktop sports area (spec §2, §4, §9): which sport is shown, which categories start
// expanded, what the category list shows when it has no rows, and how each click rewrites the address.
// The address is the only selection state, so returning to /desktop-sports with no search resets it
// (spec §2 "Returning to … desktop-sports-view route resets the selection").
import type { DesktopSportsSearch } from '../../search.ts';
import { isDefaultSport } from '../../../domain/ordering.ts';

/** Spec §9: the first 4 categories start expanded in the desktop browser. */
export const EXPANDED_AT_START = 4;

/**
 * The sport the sports view shows: the requested one when it is listed, else soccer/football (the spec's
 * default), else the first of the strip. '' only when there is no sport at all.
 */
export function pickSport(orderedIds: readonly string[], nameOf: (id: string) => string, requested?: string): string {
  if (requested && orderedIds.includes(requested)) {
    return requested;
  }
  return orderedIds.find((id) => isDefaultSport(nameOf(id))) ?? orderedIds[0] ?? '';
}

/** Categories open before the player has touched the accordion: the first four in display order. */
export function expandedAtStart(orderedIds: readonly string[]): Set<string> {
  return new Set(orderedIds.slice(0, EXPANDED_AT_START));
}

/**
 * Opens or closes one category. `current` is null until the player's first click (the start state then
 * follows the list as it loads); from the first click on, the player's own set is kept.
 */
export function toggleCategory(current: ReadonlySet<string> | null, orderedIds: readonly string[], id: string): Set<string> {
  const next = new Set(current ?? expandedAtStart(orderedIds));
  if (next.has(id)) {
    next.delete(id);
  } else {
    next.add(id);
  }
  return next;
}

export type ListView = 'list' | 'loading' | 'error' | 'empty';

/**
 * What a list area shows: its rows when it has any (a stale copy included), else the loading text while
 * a request is under way, the error box when it failed, or the empty text. An empty list never spins for
 * ever: 'ready' with no rows is 'empty'.
 */
export function listView(rowCount: number, status: string): ListView {
  if (rowCount > 0) {
    return 'list';
  }
  if (status === 'error') {
    return 'error';
  }
  return status === 'loading' || status === 'idle' ? 'loading' : 'empty';
}

/**
 * The category list's text when it has no rows (spec §2): 'Loading categories...' while they load, 'Select
 * a sport to view categories' when no sport is chosen or the sport has none.
 */
export function categoriesView(sportId: string, rowCount: number, status: string): ListView {
  return sportId ? listView(rowCount, status) : 'empty';
}

/** A search without its empty fields, so the address never carries `?match=undefined`. */
const compact = (s: DesktopSportsSearch): DesktopSportsSearch =>
  Object.fromEntries(Object.entries(s).filter(([, v]) => typeof v === 'string' && v !== '')) as DesktopSportsSearch;

// Address transitions. Choosing a sport closes any open tournament (spec §2: clicking a sport goes to the
// sports view); opening a tournament starts with no match chosen; Back keeps the sport the player was on.
export const chooseSport = (sportId: string): DesktopSportsSearch => compact({ sport: sportId });

export const openTournament = (tournamentId: string, sportId?: string): DesktopSportsSearch => compact({ sport: sportId, tournament: tournamentId });

export const selectMatch = (search: DesktopSportsSearch, matchId: string | undefined): DesktopSportsSearch =>
  compact({ sport: search.sport, tournament: search.tournament, match: matchId });

export const closeTournament = (search: DesktopSportsSearch): DesktopSportsSearch => compact({ sport: search.sport });
