// The snapshot's writer (issue 17): a TinyBase custom persister over the app's store whose save() keeps only what
// store-persistence.ts says survives a visit — the catalogue tables, the catalogue's cache rows that hold a copy
// fetched within the last 24 h (fetched_at and outdated only: a restored row is 'ready'), and the wallet while a
// player is signed in — in the versioned envelope, skipped when over SNAPSHOT_MAX_CHARS, a failed write ignored.
// Its load() reads the same envelope back (checked as readSnapshot checks it); the app never loads into its own
// store with it (restoring goes through the pipeline as v1.StoreRestored), a scratch store may. Loaded as its own
// chunk at the first change, so the persister's code is not in the home route's first bytes.
import { createCustomPersister, type Persister } from 'tinybase/persisters/with-schemas';
import type { Content } from 'tinybase/store/with-schemas';
import type { SnapshotTables, StoredSnapshot } from '../schema/store-snapshot.ts';
import type { AppStore, Schemas } from './store.ts';
import { CATALOGUE_TABLES, WALLET_TABLES, isCatalogueKey } from './materializers/store-restored.ts';
import {
  SNAPSHOT_FORMAT,
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_MAX_CHARS,
  STORE_SNAPSHOT_KEY,
  readSnapshot,
  schemaHash,
  type SnapshotStorage,
} from './store-persistence.ts';
import { writeQuietly } from './storage.ts';

/** The envelope of a store's content as of nowMs (pure). */
export function snapshotOf(tables: Record<string, SnapshotTables[string] | undefined>, userId: string, nowMs: number): StoredSnapshot {
  const kept: SnapshotTables = {};
  for (const id of userId ? [...CATALOGUE_TABLES, ...WALLET_TABLES] : CATALOGUE_TABLES) {
    const rows = tables[id];
    if (rows && Object.keys(rows).length > 0) {
      kept[id] = rows;
    }
  }
  const resources: SnapshotTables[string] = {};
  for (const [key, row] of Object.entries(tables.resources ?? {})) {
    const at = row.fetched_at;
    if (isCatalogueKey(key) && typeof at === 'number' && at > 0 && nowMs - at <= SNAPSHOT_MAX_AGE_MS) {
      resources[key] = { fetched_at: at, outdated: row.outdated === true };
    }
  }
  kept.resources = resources;
  return { format: SNAPSHOT_FORMAT, schema: schemaHash(), savedAt: nowMs, userId, tables: kept };
}

export function createSnapshotPersister(store: AppStore, storage: SnapshotStorage, now: () => number): Persister<Schemas> {
  return createCustomPersister<Schemas, 0>(
    store,
    async () => {
      const snapshot = readSnapshot(storage, now());
      return snapshot ? ([snapshot.tables, {}] as unknown as Content<Schemas, true>) : undefined;
    },
    async (getContent) => {
      const [tables, values] = getContent();
      const text = JSON.stringify(snapshotOf(tables as Record<string, SnapshotTables[string]>, values.user_id ?? '', now()));
      if (text.length <= SNAPSHOT_MAX_CHARS) {
        writeQuietly(() => storage.setItem(STORE_SNAPSHOT_KEY, text));
      }
    },
    // Nothing else writes this key: no listening for outside changes.
    () => 0,
    () => undefined,
  );
}
