// Cash-out (issue 32): a pending money ticket bought back before it settles. tickets.open_stake_cents is the stake
// still live (null: the whole stake; a partial cash-out lowers it, and settlement pays on it); cashed_out_cents what
// its cash-outs paid; auto_cashout_cents the player's automatic cash-out value (taken in full once the offer reaches
// it: tickets/cashout-auto.ts); a ticket cashed out in full is 'CASHED_OUT' (final: never graded into a payout, settled or
// rolled back). ticket_cashouts lists each cash-out (its part of the stake and what it paid; (ticket_id,
// idempotency_key) makes a retry find it). cashout_blocks switches cash-out off per merchant, sport or market ('' =
// any): the operator's switch.
import { sql, type Kysely } from 'kysely';

const WITH_CASHED_OUT = sql`status in ('PENDING', 'WON', 'LOST', 'VOID', 'PARTIALLY_WON', 'EXPIRED', 'CASHED_OUT')`;
const WITHOUT_CASHED_OUT = sql`status in ('PENDING', 'WON', 'LOST', 'VOID', 'PARTIALLY_WON', 'EXPIRED')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tickets drop constraint tickets_status_check`.execute(db);
  await sql`alter table tickets add constraint tickets_status_check check (${WITH_CASHED_OUT})`.execute(db);
  await sql`alter table tickets add column open_stake_cents bigint check (open_stake_cents >= 0)`.execute(db);
  await sql`alter table tickets add column cashed_out_cents bigint not null default 0 check (cashed_out_cents >= 0)`.execute(db);
  await sql`alter table tickets add column auto_cashout_cents bigint check (auto_cashout_cents > 0)`.execute(db);
  await sql`create index tickets_auto_cashout on tickets (id) where auto_cashout_cents is not null and status = 'PENDING'`.execute(db);
  await db.schema
    .createTable('ticket_cashouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id'))
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('part_cents', 'bigint', (c) => c.notNull().check(sql`part_cents > 0`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('full', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ticket_cashouts_key', ['ticket_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createTable('cashout_blocks')
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('sport_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('market_id', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('cashout_blocks_pk', ['merchant_id', 'sport_id', 'market_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cashout_blocks').execute();
  await db.schema.dropTable('ticket_cashouts').execute();
  await sql`alter table tickets drop column auto_cashout_cents`.execute(db);
  await sql`alter table tickets drop column cashed_out_cents`.execute(db);
  await sql`alter table tickets drop column open_stake_cents`.execute(db);
  await sql`alter table tickets drop constraint tickets_status_check`.execute(db);
  await sql`alter table tickets add constraint tickets_status_check check (${WITHOUT_CASHED_OUT})`.execute(db);
}
