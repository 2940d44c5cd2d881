// v1.StoreRestored: the catalogue, its cache rows and the player's wallet, as the last visit left them (issue 17,
// sync/store-persistence.ts). Only the tables listed here are taken (a crafted or older event names no other), and a
// row already in the store is never overwritten: whatever this visit loaded first is newer. A cache row comes back
// 'ready' with its own fetched_at and outdated flag, so the TTL (operators/ttl.ts) refetches an old copy and a
// failed refetch shows it as stale ('Offline — updated HH:mm'); never 'loading'. The wallet is taken only for the
// player the event names, and only while no other player is signed in. A table per step (sync/apply.ts), the cache
// rows last: a big snapshot never holds a cheap phone's main thread at once, and a copy is fresh only once all is in.
import type { Store } from 'tinybase/store';
import type { PayloadOf } from '../../schema/event.ts';
import type { AppData } from '../store.ts';

/** Catalogue tables kept between visits. */
export const CATALOGUE_TABLES = [
  'sports',
  'categories',
  'tournaments',
  'topLeagues',
  'matches',
  'markets',
  'outcomes',
  'listItems',
  'expressSports',
  'matchLists',
  'banners',
] as const;
/** The signed-in player's wallet snapshot (no token: the session stays in auth-persistence.ts). */
export const WALLET_TABLES = ['wallet', 'inactiveBonuses'] as const;
/** Cache keys of the catalogue's reads (sync/resources.ts, express.ts): only their rows are kept. */
const CATALOGUE_KEY = /^(sports|categories:|tournaments:|top-leagues|top-sports|matches:|matches-page:|markets:|homepage|express:|banners:)/;

export const isCatalogueKey = (key: string): boolean => CATALOGUE_KEY.test(key);

export function* storeRestored(data: AppData, p: PayloadOf<'v1.StoreRestored'>): Generator<void, void, void> {
  // The snapshot's table ids are checked here, not by the store's types.
  const store = data.store as unknown as Store;
  const user = store.getValue('user_id');
  // The wallet and its inactive bonuses are one answer of the server: when this visit already holds a wallet (a
  // fresher answer), none of the old copy is taken, or a bonus unlocked since would come back beside it.
  const wallet = p.userId !== '' && (!user || user === p.userId) && !store.hasRow('wallet', 'current');
  const tables: readonly string[] = wallet ? [...CATALOGUE_TABLES, ...WALLET_TABLES] : CATALOGUE_TABLES;
  for (const tableId of tables) {
    for (const [rowId, row] of Object.entries(p.tables[tableId] ?? {})) {
      if (!store.hasRow(tableId, rowId)) {
        store.setRow(tableId, rowId, row);
      }
    }
    yield;
  }
  for (const [key, row] of Object.entries(p.tables.resources ?? {})) {
    const fetchedAt = row.fetched_at;
    if (isCatalogueKey(key) && typeof fetchedAt === 'number' && fetchedAt > 0 && !store.hasRow('resources', key)) {
      store.setRow('resources', key, {
        status: 'ready',
        fetched_at: fetchedAt,
        code: '',
        http_status: 200,
        message: '',
        outdated: row.outdated === true,
      });
    }
  }
}
