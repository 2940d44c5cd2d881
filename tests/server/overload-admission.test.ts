// Admission to the database (issue 28, server/db/admission.ts and gated-dialect.ts): a request is refused at its
// first database call, before any statement of it runs, once the work admitted ahead of it would keep it waiting
// past the bound; work outside a request is never refused; an answered request makes room again.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, MEMORY_DATA_DIR } from '../../server/db/index.ts';
import { Overloaded } from '../../server/plugins/errors.ts';

const handle = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
afterAll(() => handle.close());

describe('database admission', () => {
  it('refuses a request before it runs a statement while the admitted work ahead is past the bound', async () => {
    const { db, admission } = handle;
    await sql`create table admitted (n int)`.execute(db);
    // Ten requests admitted and not answered: 10 × 20 ms (the first estimate of a request) over one connection.
    const ahead = Array.from({ length: 10 }, () => admission.run(() => admission.admit()));
    expect(admission.expectedWaitMs()).toBe(200);
    admission.boundMs = 100;

    let insert: Promise<unknown> = Promise.resolve();
    const refused = admission.run(() => {
      insert = sql`insert into admitted values (1)`.execute(db);
    });
    const error = await insert.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Overloaded);
    expect(error).toMatchObject({ statusCode: 503, code: 'OVERLOADED', retryAfterS: 1 });
    admission.finish(refused);
    // Outside a request (jobs, start-up) nothing is refused: the insert above never ran.
    expect((await sql<{ n: number }>`select count(*)::int as n from admitted`.execute(db)).rows[0]?.n).toBe(0);

    for (const load of ahead) {
      admission.finish(load);
    }
    expect(admission.expectedWaitMs()).toBeLessThan(100);
    let accepted: Promise<unknown> = Promise.resolve();
    admission.run(() => {
      accepted = sql`insert into admitted values (2)`.execute(db);
    });
    await accepted;
    expect((await sql<{ n: number }>`select count(*)::int as n from admitted`.execute(db)).rows[0]?.n).toBe(1);
  });
});
