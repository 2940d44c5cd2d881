// Store reads of the desktop home, through the hooks of src/data/hooks.ts only: the sport tabs, the chosen
// tournament's matches (TOP SPORTS; its grid is use-grid.ts), the sport's 7-day list (UPCOMING) and the
// mixed top matches (TOP MATCHES). Each list comes back with its fetch state so the blocks can show the
// spec's loading, error and empty states.
import { useListMatchIds, useResource, useRowIds, useSliceRowIds, useStore, type ResourceState } from '../../../data/hooks.ts';
import { matchesResource, mixedTopSportsResource, sportsResource, topLeaguesResource, topSportsResource } from '../../../../sync/resources.ts';
import { INDEX, LIST } from '../../../../sync/store.ts';
import { isUpcoming, sortSportTabs, type TableMatch } from './home-rules.ts';

const sports = sportsResource();
const topLeagues = topLeaguesResource();
const topSports = topSportsResource();
const mixed = mixedTopSportsResource();

/** The mixed top matches are one list under the sport id the server gives it (docs/api.md). */
const MIXED_LIST = LIST.topSport('mixed', 'mixed');

export interface ListState {
  ids: string[];
  state: ResourceState;
}

/** Sport ids in numeric order; the first is the default tab. */
export function useSportTabs(): ListState {
  const state = useResource(sports);
  return { ids: sortSportTabs(useRowIds('sports')), state };
}

/** TOP SPORTS: the chosen tournament's matches, in kick-off order. */
export function useTournamentMatches(tournamentId: string): ListState {
  const state = useResource(tournamentId ? matchesResource(tournamentId) : null);
  return { ids: useListMatchIds(LIST.tournament(tournamentId)), state };
}

/** UPCOMING: the sport's top-sports list, kept to kick-offs from today to 7 days ahead. */
export function useUpcomingMatches(sportId: string): ListState {
  const store = useStore();
  const state = useResource(topSports);
  const now = Date.now();
  const ids = useListMatchIds(LIST.topSport('top', sportId)).filter((id) => isUpcoming(store?.getCell('matches', id, 'start_time') ?? 0, now));
  return { ids, state };
}

/** TOP MATCHES: the mixed list, and whether any top league exists (the carousel hides without one). */
export function useTopMatches(): ListState & { leagues: ResourceState; hasLeagues: boolean } {
  const state = useResource(mixed);
  const leagues = useResource(topLeagues);
  const leagueIds = useSliceRowIds(INDEX.topLeaguesAll, 'all');
  return { ids: useListMatchIds(MIXED_LIST), state, leagues, hasLeagues: leagueIds.length > 0 };
}

/** Table rows of shown matches: those without a main market are hidden (spec §5). */
export function useTableRows(ids: readonly string[]): TableMatch[] {
  const store = useStore();
  const rows: TableMatch[] = [];
  for (const id of ids) {
    if (!store?.getCell('matches', id, 'main_market')) {
      continue;
    }
    rows.push({
      id,
      start: store.getCell('matches', id, 'start_time') ?? 0,
      tournamentId: store.getCell('matches', id, 'tournament_id') ?? '',
      tournamentName: store.getCell('matches', id, 'tournament_name') ?? '',
      country: store.getCell('matches', id, 'category_name') ?? '',
      code: store.getCell('matches', id, 'country_code') ?? '',
    });
  }
  return rows;
}
