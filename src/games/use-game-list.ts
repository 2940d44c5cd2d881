// Store reads every game list shares (issue 15): a list's games as tiles (the one game shape of sync/read/games.ts,
// read through the store so a landed page re-renders), the tile of a game, and a typed search settled a
// moment after the last key (the lists that ask the server for a search wait for it).
import { useEffect, useMemo, useState } from 'react';
import type { CasinoGame } from '../../schema/game.ts';
import { listGames } from '../../sync/read/games.ts';
import { useStore, useTable } from '../data/hooks.ts';
import type { GameView } from './GameTile.tsx';

/** A game as its tile shows it. */
export const gameView = (g: CasinoGame): GameView => ({
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

/** The games of one list id as tiles, in the list's order; `toView` must be a stable (module-level) function. */
export function useListGames(list: string, toView: (g: CasinoGame) => GameView = gameView): GameView[] {
  const items = useTable('gameListItems');
  const store = useStore();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list items are read through the store; their table re-renders
  return useMemo(() => (store ? listGames(store, list).map(toView) : []), [store, items, list, toView]);
}

/** `value` once it has stood still for `ms` (a search asked of the server after the last key). */
export function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
