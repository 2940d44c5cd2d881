// What TOP SPORTS shows (spec §2, §4): the sport tab from the address, else the first sport by numeric id;
// the tournament from the address, else — once the grid has settled — the grid's first cell, which is the
// first tournament by the §9 priority. Before that auto-pick can be made the table shows its skeleton; a
// sport whose grid settles empty shows 'No Matches Available' (or the error of the grid's sources).
import type { ResourceState } from '../../../data/hooks.ts';
import type { HomeSearch } from '../../../search.ts';
import type { GridTournament } from './home-rules.ts';
import { useSportTabs } from './use-home-data.ts';
import { useTournamentGrid } from './use-grid.ts';

export interface HomePick {
  sportIds: string[];
  sportsState: ResourceState;
  sportId: string;
  grid: GridTournament[];
  gridSettled: boolean;
  gridState: ResourceState;
  tournamentId: string;
}

export function useHomePick(search: HomeSearch): HomePick {
  const tabs = useSportTabs();
  const sportId = search.sport && tabs.ids.includes(search.sport) ? search.sport : (tabs.ids[0] ?? '');
  const grid = useTournamentGrid(sportId);
  // A tournament in the address counts only with its own sport (a hand-edited mix falls back to the auto-pick).
  const chosen = search.sport === sportId ? search.tournament : undefined;
  const tournamentId = chosen ?? (grid.settled ? (grid.items[0]?.id ?? '') : '');
  return {
    sportIds: tabs.ids,
    sportsState: tabs.state,
    sportId,
    grid: grid.items,
    gridSettled: grid.settled,
    gridState: grid.state,
    tournamentId,
  };
}
