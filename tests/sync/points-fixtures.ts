// The demo merchant's points rules (as GET betting-config answers them) and a signed-in session line, shared by the
// points data-layer tests.
import { readFileSync } from 'node:fs';

export const signedIn = readFileSync(new URL('../streams/account-session.jsonl', import.meta.url), 'utf8').split('\n')[0] ?? '';
export const DEMO = {
  merchant_id: 'birrbet-demo',
  points_betting_enabled: true,
  points_to_money_rate: 0.1,
  points_min_stake: 30,
  points_max_stake: 10_000,
  points_min_selections: 5,
  points_max_selections: 20,
  points_min_odds_per_selection: 1.45,
  points_min_total_odds: 10,
  points_max_total_odds: 2000,
  points_max_potential_win: 1000,
  points_max_daily_tickets: 20,
  points_max_daily_stake: 50_000,
  points_max_daily_win: 5000,
};
