// Reports (issue 33): the book's figures kept per business day (East Africa Time) so a report over a year answers
// from a few thousand rows instead of millions of tickets and postings. A closed day is rolled up once by the job
// leader (modules/reports/rollup.ts) and never rewritten; report_rollup.rolled_through says how far. Days after it
// (today, or a backlog) are computed live from the same query, so a report never waits for the job.
// - report_days: money by merchant, product and channel (stakes, payouts, taxes, bonus, tickets placed).
// - report_counts: other counters by merchant (deposits/withdrawals by method, new players, responsible-gaming actions).
// - report_player_years: one row per player, product (and '*': any) and year whose bit d is set when the player
//   staked on day-of-year d, so "active players" over any range counts each player once by scanning players, not days.
// tickets gain what their settlement actually withheld and added (a partly void ticket's tax and bonus differ from
// the figures computed at placement), and the raw tables get the day indexes the roll-up reads by.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tickets add column settled_tax_cents bigint, add column settled_bonus_cents bigint`.execute(db);
  await sql`create index tickets_created_idx on tickets (created_at)`.execute(db);
  await sql`create index tickets_settled_idx on tickets (settled_at) where settled_at is not null`.execute(db);
  await sql`create index payments_updated_idx on payments (updated_at)`.execute(db);
  await sql`create index shop_tickets_accepted_at_idx on shop_tickets (accepted_at)`.execute(db);
  await sql`create index users_created_idx on users (created_at)`.execute(db);
  await sql`create index responsible_gaming_audit_created_idx on responsible_gaming_audit (created_at)`.execute(db);
  await sql`create table report_days (
    day date not null,
    merchant_id text not null,
    product text not null,
    channel text not null,
    tickets bigint not null default 0,
    stakes_cents bigint not null default 0,
    payouts_cents bigint not null default 0,
    vat_cents bigint not null default 0,
    income_tax_cents bigint not null default 0,
    bonus_cents bigint not null default 0,
    primary key (day, merchant_id, product, channel)
  )`.execute(db);
  await sql`create table report_counts (
    day date not null,
    merchant_id text not null,
    metric text not null,
    key text not null,
    count bigint not null default 0,
    cents bigint not null default 0,
    primary key (day, merchant_id, metric, key)
  )`.execute(db);
  await sql`create table report_player_years (
    merchant_id text not null,
    product text not null,
    user_id text not null,
    year integer not null,
    days bit(366) not null,
    primary key (merchant_id, product, user_id, year)
  )`.execute(db);
  await sql`create table report_rollup (
    id text primary key check (id = 'main'),
    rolled_through date not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table report_rollup, report_player_years, report_counts, report_days`.execute(db);
  await sql`drop index responsible_gaming_audit_created_idx, users_created_idx, shop_tickets_accepted_at_idx, payments_updated_idx, tickets_settled_idx, tickets_created_idx`.execute(
    db,
  );
  await sql`alter table tickets drop column settled_tax_cents, drop column settled_bonus_cents`.execute(db);
}
