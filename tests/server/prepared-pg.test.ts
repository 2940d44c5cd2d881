// Named prepared statements (server/db/prepared.ts): names per statement text up to a cap, a plan that a schema
// change invalidates costs one failed statement and its connection (the next use prepares afresh, on PostgreSQL:
// TEST_DATABASE_URL, skipped otherwise), and no ON CONFLICT arbiter predicate is a bound parameter (under a generic
// plan it would match no partial unique index: 'there is no unique or exclusion constraint matching').
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/index.ts';
import { MAX_NAMED, statementName } from '../../server/db/prepared.ts';
import { ADMIN_URL, scratchDatabase } from './pg-scratch.ts';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });

describe.skipIf(ADMIN_URL === undefined)('prepared statements on PostgreSQL', () => {
  it('a schema change under a prepared plan fails one statement; the connection is replaced and the next one works', async () => {
    const scratch = scratchDatabase('birrbet_prepared');
    await scratch.create();
    const handle = createDb({ databaseUrl: scratch.url(), dataDir: '' });
    try {
      const { db } = handle;
      await sql`create table probe (id int primary key, a text)`.execute(db);
      await sql`insert into probe values (1, 'one')`.execute(db);
      const read = () => sql<{ id: number }>`select * from probe where id = ${1}`.execute(db);
      for (let i = 0; i < 8; i += 1) {
        expect((await read()).rows).toEqual([{ id: 1, a: 'one' }]);
      }
      await sql`alter table probe add column b text default 'two'`.execute(db);
      // The pool has one idle connection holding the plan: the first read on it fails, the connection goes.
      const outcomes = await Promise.allSettled([read(), read()]);
      const failed = outcomes.filter((o) => o.status === 'rejected');
      expect(failed.map((o) => (o.reason as { code?: string }).code)).toEqual(['0A000']);
      // Both connections at once, again and again: a stale connection kept in the pool would fail here every time.
      for (let i = 0; i < 6; i += 1) {
        const rows = (await Promise.all([read(), read()])).map((r) => r.rows);
        expect(rows).toEqual([[{ id: 1, a: 'one', b: 'two' }], [{ id: 1, a: 'one', b: 'two' }]]);
      }
    } finally {
      await handle.close();
      await scratch.drop();
    }
  }, 60_000);
});

// Last: filling the names up to the cap leaves every later text unnamed.
describe('statement names', () => {
  it('names a parameterised text once, leaves parameterless ones unnamed, and stops naming at the cap', () => {
    const name = statementName('select $1::int', 1);
    expect(name).toMatch(/^bb\d+$/);
    expect(statementName('select $1::int', 1)).toBe(name);
    expect(statementName('begin', 0)).toBeUndefined();
    for (let i = 0; i < MAX_NAMED; i += 1) {
      statementName(`select ${i} + $1::int`, 1);
    }
    expect(statementName('select $1::text as past_the_cap', 1)).toBeUndefined();
    expect(statementName('select $1::int', 1)).toBe(name);
  });

  it('no ON CONFLICT of the server binds a parameter in its arbiter predicate', () => {
    const offenders = sources('server').flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return [...text.matchAll(/\.onConflict\(\(oc\) => oc[^;]*?\.(?:doNothing|doUpdateSet)/gs)]
        .filter((m) => /\.where\('/.test(m[0]) && !/\.where\('[^']+', 'is(?: not)?', null\)/.test(m[0]))
        .map((m) => `${path}: ${m[0]}`);
    });
    expect(offenders).toEqual([]);
  });
});
