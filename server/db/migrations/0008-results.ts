// Match results and server secrets. match_results holds one final result per match, entered by an operator
// or a feed (source 'operator') or drawn by the demo simulator at settlement (source 'simulator'); once a row
// exists it is the result forever, so a re-settlement after a rollback grades against the same score.
// server_secrets holds values that never leave the server; 'results-seed' (32 random bytes, hex) is created
// here, at the first start, and keys the simulator's draws (tickets/results-source.ts).
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

export const RESULTS_SEED = 'results-seed';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('match_results')
    .addColumn('match_id', 'text', (c) => c.primaryKey())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('operator', 'simulator')`))
    .addColumn('entered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  // Generated in this process, never printed; ON CONFLICT keeps a seed restored from a backup.
  await sql`insert into server_secrets (name, value) values (${RESULTS_SEED}, ${randomBytes(32).toString('hex')}) on conflict (name) do nothing`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropTable('match_results').execute();
}
