// Store reads of the virtual games page (issue 15, companion §2 'Virtual games page'): the chosen provider's list
// (cached 5 minutes, the stale copy kept when a refresh fails: the sync engine's), as tiles, searched here — a
// case-insensitive substring of the name (spec §5) over the provider's whole list, so every key shows its result.
import { useMemo } from 'react';
import type { CasinoGame } from '../../../schema/game.ts';
import { searchVirtualGames, virtualGamesResource, virtualListId } from '../../../sync/virtual-games.ts';
import { useResource, type ResourceState } from '../../data/hooks.ts';
import type { GameView } from '../../games/GameTile.tsx';
import { gameView, useListGames } from '../../games/use-game-list.ts';

const view = (g: CasinoGame): GameView => ({
  ...gameView(g),
  // The page has no demo button: a visitor is asked to log in (spec §4).
  hasDemo: false,
  isNew: false,
  is_popular: false,
  isJackpot: false,
});

export interface VirtualList {
  state: ResourceState;
  /** The provider's games, searched. */
  games: GameView[];
  /** The provider's list has games before the search (the empty text is the list's, not the search's). */
  total: number;
  /** A list has landed for the provider (possibly empty): the empty text may show. */
  loaded: boolean;
}

export function useVirtualGames(provider: string, search: string): VirtualList {
  const def = useMemo(() => virtualGamesResource(provider), [provider]);
  const state = useResource(def);
  const all = useListGames(virtualListId(provider), view);
  const games = useMemo(() => searchVirtualGames(all, search), [all, search]);
  return { state, games, total: all.length, loaded: state.fetchedAt > 0 };
}
