// Cash-out offers (issue 32), the same maths on the server (which pays) and the client (which shows). The offer for
// a pending ticket is its fair value now minus a margin: the net win it would pay if every undecided leg won —
// domain/settlement.ts over the open stake, decided-won legs as won, void legs at 1.00 — times the probability that
// they all win, each leg's fair probability read off its market's current prices with the overround taken out (the
// prices of all the market's outcomes: 1/odds, normalised). Then CASHOUT_MARGIN_PERCENT off, floored to the cent, and
// never more than that net win. No offer when a leg has lost, when nothing is left undecided (the ticket settles),
// or when an undecided leg's market is not open (suspended, or no price). A partial cash-out takes the share of the
// offer its part of the open stake is, and leaves the rest of the stake live: the ticket later settles on it.
import { settleTicket, type LegStatus } from './settlement.ts';

/** What the house keeps of a ticket's fair value when it buys it back. */
export const CASHOUT_MARGIN_PERCENT = 5;

export interface CashoutLeg {
  status: LegStatus;
  /** The leg's odds as taken on the ticket. */
  oddsHundredths: number;
  /** The leg's fair probability of winning now (null: its market takes no bets now). Ignored once decided. */
  fairProbability: number | null;
}

export type NoOffer = 'LEG_LOST' | 'ALL_DECIDED' | 'MARKET_CLOSED';
export type CashoutOffer = { available: true; offerCents: number; potentialCents: number } | { available: false; reason: NoOffer };

/** A market's fair probabilities from its prices (hundredths): 1/odds normalised to sum to 1. */
export function fairProbabilities(oddsHundredths: readonly number[]): number[] {
  const implied = oddsHundredths.map((h) => (h > 100 ? 100 / h : 1));
  const total = implied.reduce((a, b) => a + b, 0);
  return implied.map((p) => p / total);
}

/** The offer for a ticket with `openStakeCents` still live on these legs. */
export function cashoutOffer(openStakeCents: number, legs: readonly CashoutLeg[]): CashoutOffer {
  if (legs.some((l) => l.status === 'LOST')) {
    return { available: false, reason: 'LEG_LOST' };
  }
  const open = legs.filter((l) => l.status === 'PENDING');
  if (open.length === 0 || openStakeCents <= 0) {
    return { available: false, reason: 'ALL_DECIDED' };
  }
  if (open.some((l) => l.fairProbability === null || !(l.fairProbability > 0))) {
    return { available: false, reason: 'MARKET_CLOSED' };
  }
  const ifWon = settleTicket(
    openStakeCents,
    legs.map((l) => ({ oddsHundredths: l.oddsHundredths, status: l.status === 'PENDING' ? 'WON' : l.status })),
  );
  const potentialCents = ifWon.payoutCents;
  const p = open.reduce((acc, l) => acc * Math.min(1, l.fairProbability ?? 0), 1);
  const offerCents = Math.min(potentialCents, Math.floor((potentialCents * p * (100 - CASHOUT_MARGIN_PERCENT)) / 100));
  return { available: true, offerCents, potentialCents };
}

/** What cashing out `partCents` of `openStakeCents` pays of a whole offer: its share, floored to the cent. */
export function partialAmount(offerCents: number, openStakeCents: number, partCents: number): number {
  if (!Number.isInteger(partCents) || partCents <= 0 || partCents > openStakeCents) {
    throw new RangeError(`a partial cash-out takes 1 cent to the whole open stake, got ${partCents} of ${openStakeCents}`);
  }
  return Number((BigInt(offerCents) * BigInt(partCents)) / BigInt(openStakeCents));
}
