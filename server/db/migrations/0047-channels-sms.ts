// Issue 34's SMS channel. sms_inbound: each gateway message id once (a gateway that posts twice acts once; a row
// claimed but never handled — the server died mid-message — may be claimed again after a while). sms_confirmations:
// the one-time code a bet or a STOP waits on (`YES 4821`), bound to the phone and the exact action, single use,
// two minutes. sms_receipts: each receipt SMS once (settled ticket, paid cash-out, completed payment), whichever
// instance sees it first. All three are kept a day (purged by the SMS module). Three indexes serve the receipts' scan.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sms_inbound (
      merchant_id text not null,
      message_id text not null,
      phone text not null,
      claimed_at timestamptz not null,
      handled_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (merchant_id, message_id)
    )`.execute(db);
  await sql`create index sms_inbound_created_idx on sms_inbound (created_at)`.execute(db);
  await sql`
    create table sms_confirmations (
      id uuid primary key,
      merchant_id text not null,
      phone text not null,
      code text not null,
      action jsonb not null,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sms_confirmations_phone_idx on sms_confirmations (merchant_id, phone, created_at)`.execute(db);
  await sql`
    create table sms_receipts (
      key text primary key,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sms_receipts_created_idx on sms_receipts (created_at)`.execute(db);
  // The receipts' scan (core/notify.ts) reads what settled, was cashed out or completed since its last run.
  await sql`create index tickets_settled_at_idx on tickets (settled_at) where settled_at is not null`.execute(db);
  await sql`create index ticket_cashouts_created_idx on ticket_cashouts (created_at)`.execute(db);
  await sql`create index payments_completed_idx on payments (updated_at) where state = 'completed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payments_completed_idx`.execute(db);
  await sql`drop index ticket_cashouts_created_idx`.execute(db);
  await sql`drop index tickets_settled_at_idx`.execute(db);
  await sql`drop table sms_receipts`.execute(db);
  await sql`drop table sms_confirmations`.execute(db);
  await sql`drop table sms_inbound`.execute(db);
}
