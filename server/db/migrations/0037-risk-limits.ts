// Risk limits (issue 33): the most one ticket may stake, and the most it may win, per player, per match or per
// market (match/market/specifier). The lowest limit that applies to a ticket binds; none: the general stake and win
// caps only. Checked inside the transaction that stores the ticket (tickets/risk-limits.ts). Payments' phone gets an
// index for the risk desk's "one payment account, several players" flag.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table risk_limits (
    scope text not null check (scope in ('player', 'match', 'market')),
    scope_id text not null,
    max_stake_cents bigint check (max_stake_cents > 0),
    max_win_cents bigint check (max_win_cents > 0),
    reason text not null,
    updated_by text not null,
    updated_at timestamptz not null,
    primary key (scope, scope_id),
    check (max_stake_cents is not null or max_win_cents is not null)
  )`.execute(db);
  await sql`create index payments_phone_idx on payments (phone, user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payments_phone_idx`.execute(db);
  await sql`drop table risk_limits`.execute(db);
}
