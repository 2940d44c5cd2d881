// The operator's back office (issue 33): operator accounts (separate from players), their sessions, the append-only
// audit log with its hash chain (audit_head holds the chain's last link; taking it FOR UPDATE orders every entry),
// and four-eyes approval requests. Triggers refuse UPDATE and DELETE on audit_log, so even the server's own code
// cannot rewrite history; someone with the database's owner rights still could, and the chain then shows it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table operators (
    id text primary key,
    name text not null,
    email text,
    phone text,
    password_hash text not null,
    roles text[] not null,
    status text not null default 'active' check (status in ('active', 'disabled')),
    totp_required boolean not null default true,
    totp_secret text,
    totp_pending_secret text,
    totp_last_step bigint,
    must_change_password boolean not null default true,
    created_by text references operators (id),
    created_at timestamptz not null default now(),
    last_sign_in_at timestamptz,
    check (email is not null or phone is not null),
    check (cardinality(roles) > 0)
  )`.execute(db);
  await sql`create unique index operators_email_idx on operators (lower(email)) where email is not null`.execute(db);
  await sql`create unique index operators_phone_idx on operators (phone) where phone is not null`.execute(db);

  await sql`create table operator_sessions (
    id text primary key,
    operator_id text not null references operators (id),
    token_hash text not null unique,
    stage text not null check (stage in ('change_password', 'enrol_totp', 'ready')),
    address text not null,
    user_agent text not null default '',
    created_at timestamptz not null,
    idle_until timestamptz not null,
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create index operator_sessions_operator_idx on operator_sessions (operator_id) where revoked_at is null`.execute(db);

  await sql`create table audit_log (
    seq bigint primary key,
    at timestamptz not null,
    actor_kind text not null check (actor_kind in ('operator', 'machine', 'system')),
    actor_id text,
    actor_name text not null,
    address text,
    action text not null,
    target_kind text,
    target_id text,
    before text,
    after text,
    reason text,
    prev_hash text not null,
    hash text not null
  )`.execute(db);
  await sql`create index audit_log_at_idx on audit_log (at)`.execute(db);
  await sql`create index audit_log_target_idx on audit_log (target_kind, target_id)`.execute(db);
  await sql`create function audit_log_append_only() returns trigger language plpgsql as $$ begin
    raise exception 'audit_log is append-only';
  end $$`.execute(db);
  await sql`create trigger audit_log_no_rewrite before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`create table audit_head (
    id integer primary key check (id = 1),
    seq bigint not null,
    hash text not null
  )`.execute(db);
  await sql`insert into audit_head (id, seq, hash) values (1, 0, repeat('0', 64))`.execute(db);

  await sql`create table approvals (
    id text primary key,
    kind text not null,
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
    merchant_id text not null,
    target_kind text not null,
    target_id text not null,
    amount_cents bigint,
    payload text not null,
    reason text not null,
    requested_by text not null references operators (id),
    requested_at timestamptz not null,
    decided_by text references operators (id),
    decided_at timestamptz,
    decision_note text,
    result text,
    check ((status = 'pending') = (decided_by is null))
  )`.execute(db);
  await sql`create index approvals_pending_idx on approvals (requested_at) where status = 'pending'`.execute(db);
  // Today's money flow (the dashboard, /metrics) reads the day's postings by time.
  await sql`create index ledger_postings_created_idx on ledger_postings (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_postings_created_idx`.execute(db);
  await sql`drop table approvals`.execute(db);
  await sql`drop table audit_head`.execute(db);
  await sql`drop table audit_log`.execute(db);
  await sql`drop function audit_log_append_only()`.execute(db);
  await sql`drop table operator_sessions`.execute(db);
  await sql`drop table operators`.execute(db);
}
