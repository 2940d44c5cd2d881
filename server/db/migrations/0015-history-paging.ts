// Flat cost as data grows (issue 16). History pages and the wallet statement read their page's keys from covering
// indexes (index-only walks, a deferred join for the page's rows): tickets (user_id, kind, created_at, id) with the
// status, and ledger postings (account_id, created_at, id) with the amount. Each replaces the narrower index it
// supersedes, so a ticket or a posting costs no more index writes than before. The rest index the windows that
// periodic prunes delete by (modules/maintenance/prune.ts, auth's purges), so a prune never scans its table.
import { sql, type Kysely } from 'kysely';

/** Indexes of the prune windows: name, table, column. */
const WINDOWS: ReadonlyArray<readonly [string, string, string]> = [
  ['sessions_expires_idx', 'sessions', 'expires_at'],
  ['reset_tokens_expires_idx', 'reset_tokens', 'expires_at'],
  ['game_launches_expires_idx', 'game_launches', 'expires_at'],
  ['otp_codes_expires_idx', 'otp_codes', 'expires_at'],
  ['pending_registrations_expires_idx', 'pending_registrations', 'expires_at'],
  ['rate_limits_window_idx', 'rate_limits', 'window_start'],
  ['sms_outbox_created_idx', 'sms_outbox', 'created_at'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index tickets_history_idx on tickets (user_id, kind, created_at, id) include (status)`.execute(db);
  await sql`drop index if exists tickets_user_created_idx`.execute(db);
  await sql`create index ledger_postings_account_time_idx on ledger_postings (account_id, created_at, id) include (amount_cents)`.execute(db);
  await sql`drop index if exists ledger_postings_account_idx`.execute(db);
  for (const [name, table, column] of WINDOWS) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of WINDOWS) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await sql`create index if not exists ledger_postings_account_idx on ledger_postings (account_id, id)`.execute(db);
  await sql`drop index if exists ledger_postings_account_time_idx`.execute(db);
  await sql`create index if not exists tickets_user_created_idx on tickets (user_id, created_at)`.execute(db);
  await sql`drop index if exists tickets_history_idx`.execute(db);
}
