// The store survives a visit (issue 17): the catalogue (sports … outcomes, list items, banners), their cache rows
// and the signed-in player's wallet are kept in browser storage under one key, and read back at start as ONE
// v1.StoreRestored event through the pipeline (the recorder sees it; materializers/store-restored.ts applies it).
// Invariants, decided here:
// - Envelope {format, schema, savedAt, userId, tables}: a value that is not JSON, not that shape, of another format
//   or schema hash (TABLES_SCHEMA + VALUES_SCHEMA), saved in the future (> 5 min of clock skew) or more than 24 h ago
//   is removed and the app starts clean. Reading never throws. Matches that kicked off since stay: the screens and
//   the refetch already handle them; 24 h old odds are not worth a paint.
// - A cache row keeps its own fetched_at: the TTL refetches an old copy, and a failed refetch shows it as stale.
// - Never kept: commands, forms, placements, lookups, payments, history, any value (the session token lives only in
//   auth-persistence.ts). The wallet comes back only when the stored sign-in is the same player's; that sign-in
//   (applied right after) then writes its own, newer wallet over it.
// - Writes: at most one per THROTTLE_MS after a change (never one per odds tick), at once when the page is hidden
//   (pagehide, visibilitychange) or the player signs out; a snapshot over MAX_CHARS is not written (the older one
//   stays); a failed write is ignored. The writer (a TinyBase persister, store-snapshot-writer.ts) loads as its own chunk
//   at the first change, off the home route's first bytes.
import { is } from 'superstruct';
import type { AppEvent } from '../schema/event.ts';
import { StoredSnapshot, type SnapshotTables } from '../schema/store-snapshot.ts';
import { TABLES_SCHEMA, VALUES_SCHEMA } from '../schema/store-schema.ts';
import type { SyncEngine } from './engine.ts';
import type { AppData } from './store.ts';
import { restoreAuth } from './auth-persistence.ts';
import { writeQuietly } from './storage.ts';
import { isPersisted } from './families/runtime.ts';

export const STORE_SNAPSHOT_KEY = 'store-snapshot';
export const SNAPSHOT_FORMAT = 1;
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60_000;
const MAX_SKEW_MS = 5 * 60_000;
export const SNAPSHOT_MAX_CHARS = 1_500_000;
export const THROTTLE_MS = 5_000;

export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let hash = '';
/** FNV-1a of the store's schemas: any change to a table or value makes older copies unreadable. */
export function schemaHash(): string {
  if (!hash) {
    const text = JSON.stringify([TABLES_SCHEMA, VALUES_SCHEMA]);
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
      h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    }
    hash = (h >>> 0).toString(36);
  }
  return hash;
}

/** The stored snapshot when it is usable now; otherwise its key is removed and null returned. */
export function readSnapshot(storage: SnapshotStorage, nowMs: number): StoredSnapshot | null {
  let value: unknown = null;
  try {
    const text = storage.getItem(STORE_SNAPSHOT_KEY);
    if (text === null) {
      return null;
    }
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  if (
    is(value, StoredSnapshot) &&
    value.format === SNAPSHOT_FORMAT &&
    value.schema === schemaHash() &&
    value.savedAt <= nowMs + MAX_SKEW_MS &&
    nowMs - value.savedAt <= SNAPSHOT_MAX_AGE_MS
  ) {
    return value;
  }
  writeQuietly(() => storage.removeItem(STORE_SNAPSHOT_KEY));
  return null;
}

/** The stored snapshot as a StoreRestored event (the wallet only for the player whose sign-in is stored), or null. */
export function restoreStore(storage: SnapshotStorage, merchantId: string, nowMs: number): Extract<AppEvent, { type: 'v1.StoreRestored' }> | null {
  const snapshot = readSnapshot(storage, nowMs);
  if (!snapshot) {
    return null;
  }
  const auth = restoreAuth(storage, merchantId, nowMs);
  const same = snapshot.userId !== '' && auth.kind === 'signed-in' && auth.event.payload.user.id === snapshot.userId;
  const { wallet, inactiveBonuses, ...catalogue } = snapshot.tables;
  const tables: SnapshotTables = same && wallet ? { ...catalogue, wallet, inactiveBonuses: inactiveBonuses ?? {} } : catalogue;
  return {
    type: 'v1.StoreRestored',
    at: nowMs,
    source: 'system',
    payload: { savedAt: snapshot.savedAt, userId: same ? snapshot.userId : '', tables },
  };
}

export interface SnapshotWriter {
  save(): Promise<unknown>;
}

export interface PersistStoreOptions {
  now?: () => number;
  /** Runs `run` after `ms`; returns its cancel (default: setTimeout). */
  later?: (run: () => void, ms: number) => () => void;
  /** Where pagehide and visibilitychange are heard (default: window), and whether the page is hidden now. */
  page?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  hidden?: () => boolean;
  /** The writer (default: the TinyBase persister of store-snapshot-writer.ts, loaded as its own chunk). */
  writer?: () => Promise<SnapshotWriter>;
}

const defaultLater = (run: () => void, ms: number): (() => void) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/** Keeps the snapshot in storage (see the header for when). flush() writes a pending change now. */
export function persistStore(
  engine: SyncEngine,
  data: AppData,
  storage: SnapshotStorage,
  options: PersistStoreOptions = {},
): { flush(): Promise<void>; stop(): void } {
  const now = options.now ?? Date.now;
  const later = options.later ?? defaultLater;
  const page = options.page ?? (typeof window === 'undefined' ? undefined : window);
  const hidden = options.hidden ?? (() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  const load = options.writer ?? (() => import('./store-snapshot-writer.ts').then((m) => m.createSnapshotPersister(data.store, storage, now)));
  let writer: Promise<SnapshotWriter | null> | null = null;
  const getWriter = (): Promise<SnapshotWriter | null> => {
    writer ??= load().catch(() => {
      writer = null;
      return null;
    });
    return writer;
  };
  let cancel: (() => void) | null = null;
  let dirty = false;
  const flush = async (): Promise<void> => {
    cancel?.();
    cancel = null;
    if (dirty) {
      dirty = false;
      await (await getWriter())?.save().catch(() => undefined);
    }
  };
  const changed = (type: string): void => {
    dirty = true;
    void getWriter();
    if (type === 'v1.SignedOut') {
      void flush();
    } else if (!cancel) {
      cancel = later(() => {
        cancel = null;
        void flush();
      }, THROTTLE_MS);
    }
  };
  const sub = engine.events$.subscribe((event) => {
    // Events that change what the snapshot holds, as their families declare (persisted.store): the catalogue's answers,
    // live prices, the wallet, sign-in and sign-out.
    if (isPersisted('store', event.type)) {
      changed(event.type);
    }
  });
  // What the store already holds (a server-rendered page's events, applied before this) is written too.
  if (data.store.hasTable('resources')) {
    changed('');
  }
  const onHide = (): void => void flush();
  const onVisibility = (): void => {
    if (hidden()) {
      void flush();
    }
  };
  page?.addEventListener('pagehide', onHide);
  page?.addEventListener('visibilitychange', onVisibility);
  return {
    flush,
    stop: () => {
      sub.unsubscribe();
      cancel?.();
      page?.removeEventListener('pagehide', onHide);
      page?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
