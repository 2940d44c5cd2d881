// The double-entry ledger (accounts, transactions, postings), wallets with their points, deposit-locked
// bonuses and banners. A player account can never go below zero (CHECK, and the guarded UPDATE of
// modules/wallet/ledger.ts); house accounts are the counterparties and may. House accounts are seeded.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('player', 'house')`))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('ETB'))
    .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ledger_accounts_not_negative', sql`kind = 'house' or balance_cents >= 0`)
    .addCheckConstraint('ledger_accounts_owner', sql`(kind = 'house') = (user_id is null)`)
    .execute();

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ledger_postings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'text', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents <> 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ledger_postings_transaction_idx').on('ledger_postings').column('transaction_id').execute();
  await db.schema.createIndex('ledger_postings_account_idx').on('ledger_postings').columns(['account_id', 'id']).execute();

  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('ETB'))
    .addColumn('ledger_account_id', 'text', (c) => c.notNull().unique().references('ledger_accounts.id'))
    .addColumn('points_balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('active_points_cents', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`active_points_cents >= 0`))
    .addColumn('inactive_points_cents', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`inactive_points_cents >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('wallets_points_total', sql`points_balance_cents = active_points_cents + inactive_points_cents`)
    .execute();

  await db.schema
    .createTable('bonuses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('bonus_type', 'text', (c) => c.notNull())
    .addColumn('bonus_amount_cents', 'bigint', (c) => c.notNull().check(sql`bonus_amount_cents > 0`))
    .addColumn('required_deposit_cents', 'bigint', (c) => c.notNull().check(sql`required_deposit_cents >= 0`))
    .addColumn('deposited_so_far_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('inactive', 'active')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('activated_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bonuses_user_status_idx').on('bonuses').columns(['user_id', 'status', 'created_at']).execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('banner_type', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('click_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('banners_merchant_type_idx').on('banners').columns(['merchant_id', 'banner_type', 'sort_order']).execute();

  // The counterparties of every movement; their balances are the negated sum of what they paid out.
  await sql`insert into ledger_accounts (id, kind, code) values
    ('house:welcome', 'house', 'house:welcome'), ('house:operator', 'house', 'house:operator')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['banners', 'bonuses', 'wallets', 'ledger_postings', 'ledger_transactions', 'ledger_accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
