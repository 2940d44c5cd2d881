// Payments (issue 13): deposits and withdrawals with their state machine, the gateways' answers we acted on, the
// differences reconciliation found, the merchant's gateway switches, and the state of the embedded gateway
// simulators (their "own database": it must survive a restart like a real gateway's, for the chaos test).
// House accounts: what each gateway owes us or we paid out through it, and the withdrawals held until paid.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('flow', 'text', (c) => c.notNull().check(sql`flow in ('deposit', 'withdrawal')`))
    .addColumn('gateway', 'text', (c) => c.notNull().check(sql`gateway in ('santimpay', 'arifpay')`))
    .addColumn('method_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('checkout', 'direct', 'inline', 'transfer')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'processing', 'completed', 'failed', 'cancelled', 'expired')`))
    .addColumn('gateway_status', 'text')
    .addColumn('gateway_txn_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('payment_url', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('polls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_poll_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').columns(['user_id', 'created_at']).execute();
  await sql`create index payments_due_idx on payments (next_poll_at) where state in ('pending', 'processing')`.execute(db);
  await sql`create unique index payments_idempotency_idx on payments (user_id, idempotency_key) where idempotency_key is not null`.execute(db);
  await sql`create unique index payments_session_idx on payments (gateway, session_id) where session_id is not null`.execute(db);

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text', (c) => c.notNull())
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('gateway_status', 'text')
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_events_payment_idx').on('payment_events').column('payment_id').execute();

  await db.schema
    .createTable('payment_discrepancies')
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ours', 'text', (c) => c.notNull())
    .addColumn('theirs', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('found_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_discrepancies_pk', ['payment_id', 'kind', 'theirs'])
    .execute();

  await db.schema
    .createTable('payment_preferences')
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('flow', 'text', (c) => c.notNull().check(sql`flow in ('deposit', 'withdrawal')`))
    .addColumn('gateways', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_preferences_pk', ['merchant_id', 'flow'])
    .execute();

  await db.schema
    .createTable('sim_transactions')
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('txn_id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('scenario', 'text', (c) => c.notNull())
    .addColumn('notify_url', 'text', (c) => c.notNull())
    .addColumn('urls', 'jsonb', (c) => c.notNull())
    .addColumn('resolve_at', 'timestamptz')
    .addColumn('callbacks_due', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sim_transactions_pk', ['gateway', 'ref'])
    .execute();
  await sql`create index sim_transactions_due_idx on sim_transactions (resolve_at) where resolve_at is not null`.execute(db);

  await sql`insert into ledger_accounts (id, kind, code) values
    ('house:gateway:santimpay', 'house', 'house:gateway:santimpay'),
    ('house:gateway:arifpay', 'house', 'house:gateway:arifpay'),
    ('house:withdrawals', 'house', 'house:withdrawals')`.execute(db);
  await sql`create index if not exists ledger_postings_account_idx on ledger_postings (account_id, created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sim_transactions', 'payment_preferences', 'payment_discrepancies', 'payment_events', 'payments']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`delete from ledger_accounts where id in ('house:gateway:santimpay', 'house:gateway:arifpay', 'house:withdrawals')`.execute(db);
}
