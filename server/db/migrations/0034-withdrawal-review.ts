// Four-eyes review of large withdrawals (issue 33): a withdrawal above WITHDRAWAL_REVIEW_ABOVE is held from the
// balance as any other, but its payout is not asked of the gateway until a finance person approves it.
// payments.review: null (no review), 'awaiting' (a person must decide), 'approved' (the poller will ask for the
// payout), 'sent' (asked; the gateway's answers apply as usual), 'refused' (failed, the hold returned).
// A player's request has no operator behind it: approvals.requested_by becomes nullable and requested_by_player
// names the player instead (exactly one of the two is set).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments add column review text check (review in ('awaiting', 'approved', 'sent', 'refused'))`.execute(db);
  await sql`create index payments_review_idx on payments (created_at) where review in ('awaiting', 'approved')`.execute(db);
  await sql`alter table approvals alter column requested_by drop not null`.execute(db);
  await sql`alter table approvals add column requested_by_player text references users (id)`.execute(db);
  await sql`alter table approvals add constraint approvals_one_requester check ((requested_by is null) <> (requested_by_player is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table approvals drop constraint approvals_one_requester`.execute(db);
  await sql`alter table approvals drop column requested_by_player`.execute(db);
  await sql`alter table approvals alter column requested_by set not null`.execute(db);
  await sql`drop index payments_review_idx`.execute(db);
  await sql`alter table payments drop column review`.execute(db);
}
