// The merchant's betting configuration (spec §3 'Betting config'), as GET /api/v1/betting-config answers it in
// `data` (the whole answer's struct is the endpoint's, schema/endpoints/reads.ts). Limits the client does not
// know default so an older server still decodes.
import { type, boolean, number, optional, defaulted, enums, record, string, type Infer } from 'superstruct';

export const BettingConfig = type({
  points_betting_enabled: boolean(),
  points_to_money_rate: number(),
  points_min_stake: number(),
  points_max_stake: number(),
  points_min_selections: defaulted(number(), 1),
  points_max_selections: number(),
  points_min_odds_per_selection: number(),
  points_min_total_odds: number(),
  points_max_total_odds: number(),
  points_max_potential_win: number(),
  points_max_daily_tickets: optional(number()),
  points_max_daily_stake: optional(number()),
  points_max_daily_win: optional(number()),
  /** The cashback ladder's conditions (issue 28); absent from an older server. */
  cashback_min_selections: optional(number()),
  cashback_min_odds_per_selection: optional(number()),
  cashback_max_stake_percent: optional(number()),
  cashback_max_per_ticket: optional(number()),
  cashback_max_per_player_day: optional(number()),
  /** Live betting (issue 32): how long a bet with an in-play leg is held, in seconds, by sport id; absent from an older server. */
  live_bet_delays: optional(record(string(), number())),
  /** What the house keeps of a ticket's fair value when it buys it back (percent). */
  cashout_margin_percent: optional(number()),
});
export type BettingConfig = Infer<typeof BettingConfig>;

/** Betting mode (spec §4): money, or points when signed in and points betting is enabled. */
export const BettingMode = enums(['money', 'points']);
export type BettingMode = Infer<typeof BettingMode>;
