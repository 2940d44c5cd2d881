// Betting tickets (money, cashier, points) with their selections, and the house accounts stakes are paid
// into and payouts are paid from. A ticket stores the figures computed at placement (integer cents);
// (user_id, idempotency_key) is unique so a retried placement finds the first ticket.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference_id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('money', 'cashier', 'points')`))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('bet_type', 'text', (c) => c.notNull().check(sql`bet_type in ('SINGLE', 'MULTIPLE')`))
    .addColumn('stake_cents', 'bigint', (c) => c.notNull().check(sql`stake_cents > 0`))
    .addColumn('stake_tax_cents', 'bigint', (c) => c.notNull())
    .addColumn('net_stake_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_odds_hundredths', 'bigint', (c) => c.notNull())
    .addColumn('bonus_percent', 'integer', (c) => c.notNull())
    .addColumn('bonus_cents', 'bigint', (c) => c.notNull())
    .addColumn('basic_win_cents', 'bigint', (c) => c.notNull())
    .addColumn('gross_win_cents', 'bigint', (c) => c.notNull())
    .addColumn('winnings_tax_cents', 'bigint', (c) => c.notNull())
    .addColumn('net_win_cents', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'WON', 'LOST', 'VOID', 'PARTIALLY_WON')`))
    .addColumn('win_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cashback_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('tickets_owner', sql`(kind = 'cashier') = (user_id is null)`)
    .addUniqueConstraint('tickets_user_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('tickets_user_created_idx').on('tickets').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('tickets_pending_idx').on('tickets').column('status').where(sql.ref('status'), '=', 'PENDING').execute();

  await db.schema
    .createTable('ticket_selections')
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('specifier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('outcome_id', 'text', (c) => c.notNull())
    .addColumn('odds_hundredths', 'integer', (c) => c.notNull().check(sql`odds_hundredths > 100`))
    .addColumn('outcome_name', 'text', (c) => c.notNull())
    .addColumn('market_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'WON', 'LOST', 'VOID')`))
    .addPrimaryKeyConstraint('ticket_selections_pkey', ['ticket_id', 'position'])
    .execute();
  await db.schema.createIndex('ticket_selections_match_idx').on('ticket_selections').column('match_id').execute();

  await sql`insert into ledger_accounts (id, kind, code) values
    ('house:stakes', 'house', 'house:stakes'), ('house:payouts', 'house', 'house:payouts')
    on conflict (id) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_selections').ifExists().execute();
  await db.schema.dropTable('tickets').ifExists().execute();
  await sql`delete from ledger_accounts where id in ('house:stakes', 'house:payouts')
    and not exists (select 1 from ledger_postings p where p.account_id = ledger_accounts.id)`.execute(db);
}
