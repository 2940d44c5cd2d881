// Store reads of the casino lobby (issue 15): the selection's games list (cached 5 minutes, stale on failure: the
// sync engine's), and while a search is typed the server's search list of the same selection (asked 300 ms after the
// last key); until that arrives the selection's own list is searched here, so every key shows its result at once.
// TOP keeps the featured games until a term is typed; a search from TOP looks through them all (domain/games-lobby.ts).
// The providers in spec §9's order for the layout.
import { useMemo } from 'react';
import { lobbyGames, orderProviders, selectionQuery, type LobbyProvider, type LobbySelection } from '../../../domain/games-lobby.ts';
import { gamesListId, gamesResource, providersResource } from '../../../sync/games.ts';
import { useResource, useRow, useTable, type ResourceState } from '../../data/hooks.ts';
import type { GameView } from '../../games/GameTile.tsx';
import { useListGames, useSettled } from '../../games/use-game-list.ts';

const SEARCH_DELAY_MS = 300;

export interface LobbyList {
  state: ResourceState;
  games: GameView[];
  /** A list has landed for the selection (possibly empty): the empty texts may show. */
  loaded: boolean;
}

export function useLobbyGames(selection: LobbySelection, search: string): LobbyList {
  const query = useMemo(() => selectionQuery(selection), [selection]);
  const base = useMemo(() => gamesResource(query), [query]);
  const term = useSettled(search.trim().toLowerCase(), SEARCH_DELAY_MS);
  const searched = useMemo(() => (term ? gamesResource({ ...query, search: term }) : null), [query, term]);
  const state = useResource(base);
  useResource(searched);
  const searchedState = useRow('resources', searched?.key ?? '');
  // The server's search list once it has landed; until then the selection's own list, searched here.
  const searchedReady = searched !== null && (searchedState.fetched_at ?? 0) > 0;
  const listed = useListGames(searchedReady ? gamesListId({ ...query, search: term }) : gamesListId(query));
  const games = useMemo(() => lobbyGames(selection, listed, search), [selection, listed, search]);
  return { state, games, loaded: state.fetchedAt > 0 };
}

export function useProviders(layout: 'desktop' | 'mobile'): LobbyProvider[] {
  const def = useMemo(() => providersResource(), []);
  useResource(def);
  const table = useTable('gameProviders');
  return useMemo(() => {
    const listed = Object.entries(table)
      .sort(([, a], [, b]) => (a.position ?? 0) - (b.position ?? 0))
      .map(([id, p]) => ({ id, display_name: p.name ?? id, is_active: true }));
    return orderProviders(listed, layout);
  }, [table, layout]);
}
