// A scratch database on a real PostgreSQL for the *-pg tests (TEST_DATABASE_URL of a role that may create
// databases): created before the tests, dropped after them once the closed pools have let go.
// usePgHandles and usePgApps set one up for the describe they are called in (which skips itself when
// ADMIN_URL is undefined): several pools on one database stand for several server instances.
import { ROLES } from '../../schema/operator-access.ts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Env } from '../../server/config.ts';
import { createDb, type DbHandle } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { MERCHANT_ID, MERCHANT_KEY, NOW } from './helpers.ts';

export const ADMIN_URL = process.env['TEST_DATABASE_URL'];

export function scratchDatabase(prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (query: string): Promise<void> => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  return {
    name,
    admin,
    url(): string {
      const url = new URL(ADMIN_URL ?? '');
      url.pathname = `/${name}`;
      return url.toString();
    },
    create: () => admin(`create database ${name}`),
    /** Closed pools may still be closing their sockets: wait for them (killing them makes the clients throw). */
    async drop(): Promise<void> {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        try {
          await admin(`drop database if exists ${name}`);
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** `count` pools on one scratch database, migrated by the first; closed and the database dropped after the tests. */
export function usePgHandles(prefix: string, count = 2): DbHandle[] {
  const scratch = scratchDatabase(prefix);
  const handles: DbHandle[] = [];
  beforeAll(async () => {
    await scratch.create();
    for (let i = 0; i < count; i += 1) {
      handles.push(createDb({ databaseUrl: scratch.url(), dataDir: '' }));
    }
    await migrateToLatest(handles[0]!.db);
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await scratch.drop();
  });
  return handles;
}

export interface PgApps {
  /** One app per instance, each with its own pool, ready (and migrated). */
  apps: FastifyInstance[];
  /** Their ws:// bases, when they listen. */
  bases: string[];
  /** The scratch database, for a pool or an admin query of the test's own. */
  scratch: ReturnType<typeof scratchDatabase>;
}

/**
 * `count` apps (the test merchant, NOW, no catalog sync; `env` on top) on one scratch database, made ready one
 * after the other since each runs the migrations; with `listen`, on 127.0.0.1 with their ws:// bases. Closed
 * and the database dropped after the tests: a later afterAll of the describe (one that ends a pool of the
 * test's own) runs before this one, as vitest runs "after" hooks in reverse order.
 */
export function usePgApps(prefix: string, { count = 1, listen = false, env = {} }: { count?: number; listen?: boolean; env?: Env } = {}): PgApps {
  const scratch = scratchDatabase(prefix);
  const out: PgApps = { apps: [], bases: [], scratch };
  beforeAll(async () => {
    await scratch.create();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: scratch.url(),
      MERCHANT_ID,
      MERCHANT_API_KEY: MERCHANT_KEY,
      STATIC_DIR: '/nonexistent',
      // The token may do everything the tests drive (a real server scopes it: 'machine', the default).
      OPERATOR_TOKEN_ROLES: ROLES.join(','),
      ...env,
    });
    for (let i = 0; i < count; i += 1) {
      const app = buildApp({ config, now: () => NOW, syncCatalog: false });
      await app.ready();
      out.apps.push(app);
      if (listen) {
        out.bases.push((await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws'));
      }
    }
  });
  afterAll(async () => {
    await Promise.all(out.apps.map((a) => a.close()));
    await scratch.drop();
  });
  return out;
}
