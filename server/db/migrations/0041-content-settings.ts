// The content desk's settings (issue 33 "Content"): whether a promotion may open in the players' promo popup
// (promotions.in_popup, every existing one yes), the popup itself per merchant (on or off, the hours between two
// showings: 1–720, the spec's 24 h when no row), and the points-betting config per merchant (spec §3 'Betting
// config'; no row: the demo values of tickets/config.ts). Amounts are integers: points and ETB in hundredths
// (_cents), odds in hundredths, the points-to-money rate in ten-thousandths (_bp, at most 4 decimals).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotions add column in_popup boolean not null default true`.execute(db);
  await sql`create table promo_popup_settings (
    merchant_id text primary key references merchants(id),
    enabled boolean not null,
    cooldown_hours integer not null check (cooldown_hours between 1 and 720),
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create table points_betting_configs (
    merchant_id text primary key references merchants(id),
    points_betting_enabled boolean not null,
    points_to_money_rate_bp integer not null check (points_to_money_rate_bp > 0),
    points_min_stake_cents bigint not null check (points_min_stake_cents > 0),
    points_max_stake_cents bigint not null check (points_max_stake_cents >= points_min_stake_cents),
    points_min_selections integer not null check (points_min_selections >= 1),
    points_max_selections integer not null check (points_max_selections >= points_min_selections),
    points_min_odds_per_selection_hundredths integer not null check (points_min_odds_per_selection_hundredths > 100),
    points_min_total_odds_hundredths integer not null check (points_min_total_odds_hundredths > 100),
    points_max_total_odds_hundredths bigint not null check (points_max_total_odds_hundredths >= points_min_total_odds_hundredths),
    points_max_potential_win_cents bigint not null check (points_max_potential_win_cents > 0),
    points_max_daily_tickets integer not null check (points_max_daily_tickets >= 1),
    points_max_daily_stake_cents bigint not null check (points_max_daily_stake_cents > 0),
    points_max_daily_win_cents bigint not null check (points_max_daily_win_cents > 0),
    updated_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table points_betting_configs`.execute(db);
  await sql`drop table promo_popup_settings`.execute(db);
  await sql`alter table promotions drop column in_popup`.execute(db);
}
