// Responsible gaming (issue 18): the player's age confirmation (21 or older, Ethiopian rules) on the account and
// on the sign-up that waits for its code; deposit limits per day, week and month (the value in force, and a raise
// or removal waiting out its 24-hour cooling-off); self-exclusions (until null = permanent; rows are only ever
// added, never shortened); and an audit row for every change a player makes to either.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('age_confirmed_at', 'timestamptz').execute();
  await db.schema.alterTable('pending_registrations').addColumn('age_confirmed_at', 'timestamptz').execute();

  await db.schema
    .createTable('deposit_limits')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('day', 'week', 'month')`))
    // null: no limit in force for this period.
    .addColumn('limit_cents', 'bigint', (c) => c.check(sql`limit_cents > 0`))
    // A raise or removal waiting for pending_effective_at: pending_set says one waits (pending_cents null = removal).
    .addColumn('pending_set', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pending_cents', 'bigint', (c) => c.check(sql`pending_cents > 0`))
    .addColumn('pending_effective_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('deposit_limits_pk', ['user_id', 'period'])
    .addCheckConstraint('deposit_limits_pending_ck', sql`pending_set = (pending_effective_at is not null)`)
    .execute();

  await db.schema
    .createTable('self_exclusions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('24h', '7d', '30d', '6mo', 'permanent')`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('self_exclusions_user_idx').on('self_exclusions').columns(['user_id', 'starts_at']).execute();

  await db.schema
    .createTable('responsible_gaming_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('responsible_gaming_audit_user_idx').on('responsible_gaming_audit').columns(['user_id', 'created_at']).execute();
  // The rolling sums of a deposit limit read a player's recent deposits.
  await sql`create index payments_user_deposits_idx on payments (user_id, created_at) where flow = 'deposit'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payments_user_deposits_idx`.execute(db);
  await db.schema.dropTable('responsible_gaming_audit').execute();
  await db.schema.dropTable('self_exclusions').execute();
  await db.schema.dropTable('deposit_limits').execute();
  await db.schema.alterTable('pending_registrations').dropColumn('age_confirmed_at').execute();
  await db.schema.alterTable('users').dropColumn('age_confirmed_at').execute();
}
