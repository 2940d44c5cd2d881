// The back office's shops desk (issue 33): a cashier can be disabled (and enabled again) by a shop manager, with the
// reason; while disabled_at is set the cashier cannot sign in and no session of theirs is valid (shops/sessions.ts
// reads the column on every counter call). The cashier's sessions get an index by cashier, for the desk's "last
// sign-in" and for revoking every session of one cashier in the disabling transaction.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cashiers add column disabled_at timestamptz`.execute(db);
  await sql`alter table cashiers add column disabled_reason text`.execute(db);
  // Set together: a disabled cashier always says why.
  await sql`alter table cashiers add constraint cashiers_disabled_together check ((disabled_at is null) = (disabled_reason is null))`.execute(db);
  await sql`create index cashier_sessions_cashier_idx on cashier_sessions (cashier_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index cashier_sessions_cashier_idx`.execute(db);
  await sql`alter table cashiers drop constraint cashiers_disabled_together`.execute(db);
  await sql`alter table cashiers drop column disabled_reason`.execute(db);
  await sql`alter table cashiers drop column disabled_at`.execute(db);
}
