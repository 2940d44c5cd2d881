// The embedded database's driver with named prepared statements (server/db/pglite-prepared.ts): it answers what
// PGlite's own query() answers (types parsed alike), prepares a statement text once, keeps the connection usable
// after an error, prepares again a statement whose result columns DDL changed, honours transactions and savepoints,
// and keeps no more statements prepared than its bound.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, MEMORY_DATA_DIR, pgliteOf } from '../../server/db/index.ts';

let handle: DbHandle;
const db = () => handle.db as any;
const prepared = async (): Promise<string[]> =>
  ((await pgliteOf(handle.db)?.query<{ statement: string }>('select statement from pg_prepared_statements'))?.rows ?? []).map((r) => r.statement);

beforeAll(async () => {
  handle = createDb({ databaseUrl: '', dataDir: MEMORY_DATA_DIR });
  await sql`create table t (id int8 primary key, name text, at timestamptz, doc jsonb, tags text[], ok boolean, n numeric)`.execute(handle.db);
});
afterAll(async () => {
  await handle.close();
});

describe('the prepared PGlite driver', () => {
  it("answers rows as PGlite's query() does, with every type parsed alike", async () => {
    const at = new Date('2026-12-03T07:00:00.123Z');
    await sql`insert into t values (${1}, ${'ልዩ'}, ${at}, ${JSON.stringify({ a: [1, 'b'] })}::jsonb, ${['x', 'y']}, ${true}, ${'12.50'}), (2, null, null, null, null, null, null)`.execute(
      handle.db,
    );
    const ours = (await sql`select * from t order by id`.execute(handle.db)).rows;
    const theirs = (await pgliteOf(handle.db)?.query('select * from t order by id'))?.rows;
    expect(ours).toEqual(theirs);
    expect(ours[0]).toMatchObject({ name: 'ልዩ', at, doc: { a: [1, 'b'] }, tags: ['x', 'y'], ok: true });
    const updated = await db().updateTable('t').set({ name: 'b' }).where('id', 'in', [1, 2]).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
  });

  it('prepares a statement text once and runs it again with new values', async () => {
    const text = 'select "name" from "t" where "id" = $1';
    for (const id of [1, 2, 3]) {
      await db().selectFrom('t').select('name').where('id', '=', id).execute();
    }
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
  });

  it('stays usable after an error, and keeps no statement that failed to parse', async () => {
    await expect(sql`insert into t (id) values (${1})`.execute(handle.db)).rejects.toMatchObject({ code: '23505' });
    await expect(sql.raw('selec nothing').execute(handle.db)).rejects.toMatchObject({ code: '42601' });
    expect(await prepared()).not.toContain('selec nothing');
    expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(handle.db)).rows).toEqual([{ n: 2 }]);
  });

  it('prepares again a statement whose result columns DDL changed', async () => {
    const all = () => sql<Record<string, unknown>>`select * from t where id = ${1}`.execute(handle.db);
    expect(Object.keys((await all()).rows[0] ?? {})).not.toContain('extra');
    await sql`alter table t add column extra text default 'e'`.execute(handle.db);
    expect((await all()).rows[0]).toMatchObject({ id: 1, extra: 'e' });
  });

  it('commits, rolls back, and rolls back to a savepoint', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into t (id, name) values (10, 'kept')`.execute(trx);
    });
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into t (id, name) values (11, 'gone')`.execute(trx);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const trx = await handle.db.startTransaction().execute();
    await sql`insert into t (id, name) values (12, 'kept too')`.execute(trx);
    const sp = await trx.savepoint('before_13').execute();
    await sql`insert into t (id, name) values (13, 'undone')`.execute(sp);
    const back = await sp.rollbackToSavepoint('before_13').execute();
    await back.releaseSavepoint('before_13').execute();
    await trx.commit().execute();
    const ids = (await sql<{ id: string }>`select id from t where id >= 10 order by id`.execute(handle.db)).rows.map((r) => Number(r.id));
    expect(ids).toEqual([10, 12]);
  });

  it('keeps at most its bound of statements prepared', async () => {
    for (let i = 0; i < 1_050; i += 1) {
      await sql.raw(`select ${i} as n`).execute(handle.db);
    }
    expect((await prepared()).length).toBeLessThanOrEqual(1_000);
    expect((await sql.raw<{ n: number }>('select 7 as n').execute(handle.db)).rows).toEqual([{ n: 7 }]);
  });
});
