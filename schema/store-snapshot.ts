// The store's persisted snapshot (issue 17): the catalogue tables, their cache rows and the signed-in player's
// wallet, as browser storage keeps them between visits (sync/store-persistence.ts) and as the v1.StoreRestored
// event carries them back. Tables are plain TinyBase content (table → row → cell); a cell is a string, a finite
// number or a boolean — anything else fails the struct, and the store's own schema then drops cells it does not
// know or of the wrong type. Nothing here is secret: no token, no phone number.
import { type, define, record, string, number, type Infer } from 'superstruct';

const Cell = define<string | number | boolean>(
  'Cell',
  (v) => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)),
);
export const SnapshotTables = record(string(), record(string(), record(string(), Cell)));
export type SnapshotTables = Infer<typeof SnapshotTables>;

/** What the store is restored from: when the copy was saved, whose wallet it holds ('' when none) and the tables. */
export const StoreRestoredPayload = type({ savedAt: number(), userId: string(), tables: SnapshotTables });

/** The stored envelope: its format version and a hash of the store's schemas, so an older client's copy is dropped. */
export const StoredSnapshot = type({ format: number(), schema: string(), savedAt: number(), userId: string(), tables: SnapshotTables });
export type StoredSnapshot = Infer<typeof StoredSnapshot>;
