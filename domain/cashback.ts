// The cashback of a lost multiple (spec §9's ladder: total odds 25+ 1× the stake … 2000+ 100×) under the conditions a
// real operator sets (issue 28): the ladder alone paid a two-leg correct-score multi at 1,973 twenty times its stake
// for one lost leg — about 125 % of the stake back on average at the book's own prices, 420 % one tick above 2,000.
// A ticket earns cashback only when it lost exactly one counted leg (void legs do not count, as for a win: they
// neither make up the leg count nor raise the total odds), has at least `minSelections` counted legs, each priced at
// least `minOddsHundredths`; the ladder's amount is then capped at `maxStakePercent` of the stake and at
// `maxTicketCents`. The per-player daily cap (`maxPlayerDayCents`) needs the day's earlier cashback: the settlement
// applies it (server/modules/tickets/settle.ts) inside the transaction that pays. scripts/bench-cashback.ts measures
// that under DEFAULT_CASHBACK_RULES the cashback never takes a slip above its stake on average.
import { betBreakdown } from './bet-math.ts';
import { cashbackMultiplier } from './ladders.ts';

export interface CashbackLeg {
  oddsHundredths: number;
  status: 'PENDING' | 'WON' | 'LOST' | 'VOID';
}

export interface CashbackRules {
  /** Counted (non-void) legs a ticket needs. */
  minSelections: number;
  /** The lowest price every counted leg must have, in hundredths (150 = odds 1.50). */
  minOddsHundredths: number;
  /** The cashback is at most this share of the stake (100 = the stake). */
  maxStakePercent: number;
  /** The most one ticket's cashback may be. */
  maxTicketCents: number;
  /** The most one player may get back in cashback per Addis Ababa day (applied at settlement). */
  maxPlayerDayCents: number;
}

/** The safe defaults a merchant gets without a cashback_rules row (docs/operations.md, 'Cashback ladder'). */
export const DEFAULT_CASHBACK_RULES: Readonly<CashbackRules> = {
  minSelections: 5,
  minOddsHundredths: 150,
  maxStakePercent: 100,
  maxTicketCents: 100_000,
  maxPlayerDayCents: 500_000,
};

/** Spec §9's ladder with no condition (what was paid before issue 28): for the benchmark's 'before' figures only. */
export const LADDER_ONLY_RULES: Readonly<CashbackRules> = {
  minSelections: 2,
  minOddsHundredths: 0,
  maxStakePercent: Number.POSITIVE_INFINITY,
  maxTicketCents: Number.POSITIVE_INFINITY,
  maxPlayerDayCents: Number.POSITIVE_INFINITY,
};

/** The cashback a settled ticket earns before the per-player daily cap; 0 unless it lost exactly one counted leg. */
export function cashbackCents(stakeCents: number, legs: readonly CashbackLeg[], rules: Readonly<CashbackRules>): number {
  const counted = legs.filter((l) => l.status !== 'VOID');
  if (legs.length < 2 || counted.some((l) => l.status === 'PENDING') || counted.filter((l) => l.status === 'LOST').length !== 1) {
    return 0;
  }
  if (counted.length < Math.max(2, rules.minSelections) || counted.some((l) => l.oddsHundredths < rules.minOddsHundredths)) {
    return 0;
  }
  const totalOdds = betBreakdown(
    stakeCents,
    counted.map((l) => l.oddsHundredths),
  ).totalOddsHundredths;
  const ladder = stakeCents * cashbackMultiplier(totalOdds);
  return Math.max(0, Math.min(ladder, Math.floor((stakeCents * rules.maxStakePercent) / 100), rules.maxTicketCents));
}

/** What is left of the player's daily cashback cap after `alreadyTodayCents`. */
export const withinDailyCap = (cents: number, alreadyTodayCents: number, rules: Readonly<CashbackRules>): number =>
  Math.max(0, Math.min(cents, rules.maxPlayerDayCents - alreadyTodayCents));
