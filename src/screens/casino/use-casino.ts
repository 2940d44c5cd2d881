// Store reads of the casino lobby (issue 15): the selection's games list (cached 5 minutes, stale on failure: the
// sync engine's), and while a search is typed the server's search list of the same selection (asked 300 ms after the
// last key); until that arrives the selection's own list is searched here, so every key shows its result at once.
// TOP keeps the featured games (domain/games-lobby.ts). The providers in spec §9's order for the layout.
import { useEffect, useMemo, useState } from 'react';
import { lobbyGames, orderProviders, selectionQuery, type LobbyProvider, type LobbySelection } from '../../../domain/games-lobby.ts';
import { gamesListId, gamesResource, providersResource } from '../../../sync/games.ts';
import { useResource, useRow, useStore, useTable, type ResourceState } from '../../data/hooks.ts';
import { listGames } from '../../../sync/materializers/games.ts';
import type { CasinoGame } from '../../../schema/game.ts';
import type { GameView } from '../../games/GameTile.tsx';

const SEARCH_DELAY_MS = 300;

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const view = (g: CasinoGame): GameView => ({
  id: g.id,
  name: g.name,
  thumbnail: g.thumbnail ?? '',
  provider: g.provider,
  providerName: g.provider_name,
  type: g.type,
  available: g.is_available,
  hasDemo: g.has_demo,
  isNew: g.is_new,
  is_popular: g.is_popular,
  isJackpot: g.is_jackpot,
});

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
  const items = useTable('gameListItems');
  const store = useStore();
  const searchedState = useRow('resources', searched?.key ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list items are read through the store; their table re-renders
  const games = useMemo(() => {
    if (!store) {
      return [];
    }
    const searchedReady = searched !== null && (searchedState.fetched_at ?? 0) > 0;
    const list = listGames(store, searchedReady ? gamesListId({ ...query, search: term }) : gamesListId(query));
    return lobbyGames(selection, list.map(view), search);
  }, [store, items, searched, searchedState.fetched_at, query, term, selection, search]);
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
