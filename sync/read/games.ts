// The casino's read side (issue 15): the launch command's row (table gameLaunch) and a list's games read back
// from table gameListItems. Pure reads, and small: every game list needs them, never the game materializers,
// which load with the casino chunks.
import type { CasinoGame } from '../../schema/game.ts';
import type { AppStore } from '../store.ts';

/** The gameLaunch table's one row: one launch at a time. */
export const LAUNCH_ROW = 'current';

/** The games of a list in order, as the catalogue answered them (unreadable rows are skipped). */
export function listGames(store: AppStore, list: string): CasinoGame[] {
  return store
    .getRowIds('gameListItems')
    .filter((id) => store.getCell('gameListItems', id, 'list') === list)
    .sort((a, b) => (store.getCell('gameListItems', a, 'position') ?? 0) - (store.getCell('gameListItems', b, 'position') ?? 0))
    .flatMap((id) => {
      try {
        return [JSON.parse(store.getCell('gameListItems', id, 'data') ?? '') as CasinoGame];
      } catch {
        return [];
      }
    });
}
