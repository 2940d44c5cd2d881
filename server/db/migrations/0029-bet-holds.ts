// Live bets held for their delay (issue 32): a bet with an in-play leg is stored here with its request and the stake
// reserved (player → house:bet-holds, ledger key 'hold:<id>') before the delay starts, then decided once: accepted
// (the ticket placed, the reservation released into its stake, in one transaction) or refused (the reservation
// released back). A restart loses nothing: a held row past its accept_at is decided by the next instance that sees
// it. (user_id, idempotency_key) finds a retried request's hold. house:bet-holds is sharded like house:stakes.
import { sql, type Kysely } from 'kysely';

/** Fixed here so the migration never changes; modules/wallet/shards.ts HOUSE_SHARDS must equal it. */
const SHARDS = 16;
const HOLDS = 'house:bet-holds';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bet_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('odds_policy', 'text', (c) => c.notNull().check(sql`odds_policy in ('ask', 'higher', 'any')`))
    .addColumn('stake_cents', 'bigint', (c) => c.notNull().check(sql`stake_cents > 0`))
    .addColumn('accept_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('held').check(sql`status in ('held', 'accepted', 'refused')`))
    .addColumn('ticket_id', 'text')
    .addColumn('refusal', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('bet_holds_user_key', ['user_id', 'idempotency_key'])
    .execute();
  await sql`create index bet_holds_due on bet_holds (accept_at) where status = 'held'`.execute(db);
  const rows = [HOLDS, ...Array.from({ length: SHARDS }, (_, i) => `${HOLDS}#${String(i).padStart(2, '0')}`)].map(
    (id) => sql`(${id}, 'house', ${id})`,
  );
  await sql`insert into ledger_accounts (id, kind, code) values ${sql.join(rows)} on conflict (id) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bet_holds').execute();
  await sql`delete from ledger_accounts where id like 'house:bet-holds%'`.execute(db);
}
