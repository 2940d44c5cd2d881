// The Games screen's part of the back office store (issue 33). `gameProviders` holds every provider, a row each in
// the server's order (`position`), with the sync's state (`active`) beside the operator's switch; `games` holds each
// game read, a row per game id; `gameLists` keeps each filter's page as its own list (the ids in the server's order,
// a JSON list, and the total), so a late answer to an earlier filter never stands in for the one shown. A switch's
// answer replaces its provider or game row (the lists that name it show it at once); `gameSettings` holds each
// merchant's real-money switch, replaced whole by a read or by the answer to a change.
import type { Store } from 'tinybase/store';
import { cellsOf } from './cells.ts';
import type { GameCatalogFilter, Outcome } from './events.ts';

export const GAME_TABLES = ['gameProviders', 'games', 'gameLists', 'gameSettings'] as const;

/** The filter as the server reads it: a blank search is none, page 1 is the default. */
export function gameFilter(filter: GameCatalogFilter): GameCatalogFilter {
  const q = filter.q?.trim() ?? '';
  const provider = filter.provider ?? '';
  const page = filter.page !== undefined && Number.isInteger(filter.page) && filter.page > 1 ? filter.page : undefined;
  return { ...(provider === '' ? {} : { provider }), ...(q === '' ? {} : { q: q.slice(0, 100) }), ...(page === undefined ? {} : { page }) };
}

/** A filter's row id in `gameLists`: the same filter, however typed, is one list. */
export const gameListKey = (filter: GameCatalogFilter): string => {
  const f = gameFilter(filter);
  return JSON.stringify([f.provider ?? '', f.q ?? '', f.page ?? 1]);
};

/** Applies a Games screen outcome (inside applyOutcome's transaction); other outcomes are not this module's. */
export function applyGameOutcome(store: Store, outcome: Outcome): void {
  switch (outcome.type) {
    case 'GameCatalogLoaded':
      store.setTable('gameProviders', Object.fromEntries(outcome.providers.map((p, position) => [p.id, cellsOf({ ...p, position })])));
      for (const game of outcome.games) {
        store.setRow('games', game.id, cellsOf(game));
      }
      store.setRow('gameLists', gameListKey(outcome.filter), {
        ids: JSON.stringify(outcome.games.map((g) => g.id)),
        total: outcome.total,
        per_page: outcome.perPage,
      });
      break;
    case 'GameProviderSwitched': {
      const position = store.getCell('gameProviders', outcome.provider.id, 'position') ?? store.getRowCount('gameProviders');
      store.setRow('gameProviders', outcome.provider.id, cellsOf({ ...outcome.provider, position }));
      break;
    }
    case 'GameSwitched':
      store.setRow('games', outcome.game.id, cellsOf(outcome.game));
      break;
    case 'GameSettingsLoaded':
      store.setTable('gameSettings', Object.fromEntries(outcome.rows.map((r) => [r.merchant_id, { real_money: r.real_money }])));
      break;
  }
}
