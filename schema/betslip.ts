// Betslip selections as the client keeps them (spec §3 'Selection'): the identity fields of the pick plus
// what the slip shows (teams, market, outcome, start time). Three slots (0, 1, 2) are kept side by side.
import { type, string, number, optional, nullable, defaulted, array, enums, type Infer } from 'superstruct';

export const SLIP_SLOTS = 3;

/** How the slip takes live price changes (issue 12): ask every time, take rises only, or take every change. */
export const ODDS_POLICIES = ['ask', 'higher', 'any'] as const;
export const OddsPolicy = enums(ODDS_POLICIES);
export type OddsPolicy = Infer<typeof OddsPolicy>;

export const SlipSelection = type({
  matchId: string(),
  marketId: string(),
  outcomeId: string(),
  odds: number(),
  specifier: defaulted(nullable(string()), null),
  variant: defaulted(nullable(string()), null),
  specialValue: defaulted(nullable(string()), null),
  variantValue: defaulted(nullable(string()), null),
  sport_name: defaulted(string(), ''),
  category: defaulted(string(), ''),
  categoryCode: defaulted(string(), ''),
  tournament: defaulted(string(), ''),
  matchName: string(),
  marketName: string(),
  outcomeName: string(),
  /** Start time of the match (ms). */
  timestamp: number(),
});
export type SlipSelection = Infer<typeof SlipSelection>;

/** A slot as persisted in browser storage: its picks, the stake typed, and when it last changed. */
export const StoredSlip = type({
  selections: array(SlipSelection),
  stake: defaulted(string(), ''),
  reference: defaulted(string(), ''),
  updatedAt: number(),
});
export type StoredSlip = Infer<typeof StoredSlip>;

/** All three slots, the one shown, and the odds policy (any text: an unknown one reads back as the default). */
export const StoredSlips = type({
  active: defaulted(number(), 0),
  slips: array(StoredSlip),
  savedAt: optional(number()),
  oddsPolicy: optional(string()),
});

/** A price the server says is current for a pick (ODDS_CHANGED refusals list them). */
export const CurrentOdds = type({
  match_id: string(),
  market_id: string(),
  outcome_id: string(),
  odds: number(),
  specifier: defaulted(nullable(string()), null),
});
export type CurrentOdds = Infer<typeof CurrentOdds>;
