// Opens the operator database: embedded PGlite (a data directory, or memory:// for tests) when no
// DATABASE_URL is configured, real PostgreSQL through a pg Pool otherwise. PGlite has one connection:
// kysely's PGlite adapter declares that, so kysely hands it to one caller (query or transaction) at a time.
// A data directory is locked for the handle's lifetime (data-dir-lock.ts): one server per embedded database.
// Every connection goes through the handle's Admission (admission.ts, gated-dialect.ts): under overload a request
// is refused before it waits for one.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { ServerConfig } from '../config.ts';
import { Admission } from './admission.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { gatedDialect } from './gated-dialect.ts';
import { preparedPGliteDialect } from './pglite-prepared.ts';
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
  /** Admits requests to the database (admission.ts); the app sets its bound and marks its requests. */
  admission: Admission;
}

export const MEMORY_DATA_DIR = 'memory://';

/** The PGlite instance behind a database opened here (created on first use), for LISTEN without kysely. */
const pglites = new WeakMap<Db, { instance?: PGlite }>();
export const pgliteOf = (db: Db): PGlite | undefined => pglites.get(db)?.instance;

function pgliteDb(create: () => PGlite, admission: Admission): Db {
  const holder: { instance?: PGlite } = {};
  const dialect = preparedPGliteDialect(() => (holder.instance = create()));
  const db = new Kysely<Database>({ dialect: gatedDialect(dialect, admission, true) });
  pglites.set(db, holder);
  return db;
}

function handle(db: Db, mode: string, admission: Admission, afterClose: () => void = () => {}): DbHandle {
  let closing: Promise<void> | null = null;
  return { db, mode, admission, close: () => (closing ??= db.destroy().finally(afterClose)) };
}

/** Inside a transaction callback use the transaction's handle: a query on `db` would wait for the transaction to end. */
function openPGlite(dataDir: string): DbHandle {
  const admission = new Admission(1);
  if (dataDir === MEMORY_DATA_DIR) {
    return handle(
      pgliteDb(() => new PGlite(), admission),
      'pglite (memory)',
      admission,
    );
  }
  const dir = resolve(dataDir);
  // PGlite fails on a data directory whose parent does not exist yet.
  mkdirSync(dirname(dir), { recursive: true });
  // Before PGlite touches the files: a second server on this directory stops here with the reason.
  const lock = acquireDataDirLock(dir, dataDir);
  const db = pgliteDb(() => new PGlite(dir), admission);
  return handle(db, `pglite (${dir})`, admission, lock.release);
}

/** An in-memory PGlite made by `create` (tests load a dumped data directory this way: tests/server/app-snapshot.ts). */
export function openPGliteFrom(create: () => PGlite): DbHandle {
  const admission = new Admission(1);
  return handle(pgliteDb(create, admission), 'pglite (memory)', admission);
}

function openPostgres(connectionString: string): DbHandle {
  const connections = 10;
  const pool = new pg.Pool({ connectionString, max: connections });
  const admission = new Admission(connections);
  const dialect = gatedDialect(new PostgresDialect({ pool: namingPool(pool) }), admission, false);
  return handle(new Kysely<Database>({ dialect }), 'postgresql', admission);
}

/** Opens (lazily connects) the database the configuration names; migrations are run separately. */
export function createDb(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): DbHandle {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPGlite(config.dataDir);
}
