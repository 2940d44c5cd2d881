// Opens the operator database: embedded PGlite (a data directory, or memory:// for tests) when no
// DATABASE_URL is configured, real PostgreSQL through a pg Pool otherwise. PGlite has one connection:
// kysely's PGlite adapter declares that, so kysely hands it to one caller (query or transaction) at a time.
// A data directory is locked for the handle's lifetime (data-dir-lock.ts): one server per embedded database.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import type { ServerConfig } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { namingPool } from './prepared.ts';
import type { Database } from './types.ts';

export type { Database, NewMarket, NewMatch, NewOutcome } from './types.ts';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  /** 'pglite (memory)', 'pglite (<dir>)' or 'postgresql': printed at start-up. */
  mode: string;
  /** Closes the pool or the PGlite instance; safe to call more than once. */
  close: () => Promise<void>;
}

export const MEMORY_DATA_DIR = 'memory://';

/** The PGlite instance behind a database opened here (created on first use), for LISTEN without kysely. */
const pglites = new WeakMap<Db, { instance?: PGlite }>();
export const pgliteOf = (db: Db): PGlite | undefined => pglites.get(db)?.instance;

function pgliteDb(create: () => PGlite): Db {
  const holder: { instance?: PGlite } = {};
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: () => (holder.instance = create()) }) });
  pglites.set(db, holder);
  return db;
}

function handle(db: Db, mode: string, afterClose: () => void = () => {}): DbHandle {
  let closing: Promise<void> | null = null;
  return { db, mode, close: () => (closing ??= db.destroy().finally(afterClose)) };
}

/** Inside a transaction callback use the transaction's handle: a query on `db` would wait for the transaction to end. */
function openPGlite(dataDir: string): DbHandle {
  if (dataDir === MEMORY_DATA_DIR) {
    return handle(
      pgliteDb(() => new PGlite()),
      'pglite (memory)',
    );
  }
  const dir = resolve(dataDir);
  // PGlite fails on a data directory whose parent does not exist yet.
  mkdirSync(dirname(dir), { recursive: true });
  // Before PGlite touches the files: a second server on this directory stops here with the reason.
  const lock = acquireDataDirLock(dir, dataDir);
  const db = pgliteDb(() => new PGlite(dir));
  return handle(db, `pglite (${dir})`, lock.release);
}

function openPostgres(connectionString: string): DbHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return handle(new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) }), 'postgresql');
}

/** Opens (lazily connects) the database the configuration names; migrations are run separately. */
export function createDb(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): DbHandle {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPGlite(config.dataDir);
}
