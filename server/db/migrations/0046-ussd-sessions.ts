// Issue 34's USSD sessions: a gateway's session (its id) belongs to the phone that opened it; its menu state is
// kept here, not in memory, so several instances behind a load balancer continue each other's sessions. `path` is
// the gateway's accumulated text already answered and `screen` that answer: the same text again (a gateway's
// retry, a replayed final step) gets the same screen without doing its work twice. `version` lets two requests of
// one session race without a lock: the second one's write fails and it answers what the first one stored.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ussd_sessions (
      session_id text primary key,
      merchant_id text not null,
      phone text not null,
      path text not null default '',
      state jsonb not null,
      screen text not null default '',
      version integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index ussd_sessions_expires_idx on ussd_sessions (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ussd_sessions`.execute(db);
}
