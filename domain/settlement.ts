// Ticket settlement (spec §4 statuses, interpretations in docs/decisions/betting-and-settlement.md): a ticket settles once
// every leg is settled. All legs void → VOID, the whole stake back. Any leg lost → LOST, with the cashback of
// cashback.ts (spec §9's ladder under the merchant's conditions; the safe defaults when none are given) when it
// lost exactly one counted leg. Otherwise it won: the maths are redone over the non-void legs (a void leg
// counts as odds 1.00 and leaves the bonus ladder), WON when no leg was void, else PARTIALLY_WON.
import { betBreakdown, MAX_GROSS_WIN_CENTS, type BetBreakdown } from './bet-math.ts';
import { cashbackCents, DEFAULT_CASHBACK_RULES, type CashbackRules } from './cashback.ts';

export type LegStatus = 'PENDING' | 'WON' | 'LOST' | 'VOID';
/** EXPIRED: a cashier ticket never paid at a shop before its first kick-off (docs/decisions/betting-and-settlement.md); never settled.
 *  CASHED_OUT: bought back in full before it settled (issue 32, domain/cashout.ts); never settled. */
export type TicketStatus = 'PENDING' | 'WON' | 'LOST' | 'VOID' | 'PARTIALLY_WON' | 'EXPIRED' | 'CASHED_OUT';

export interface Leg {
  oddsHundredths: number;
  status: LegStatus;
}

export interface Settlement {
  status: TicketStatus;
  /** Money paid to the player: net win, the refunded stake of a void ticket, or 0. */
  payoutCents: number;
  cashbackCents: number;
  /** The maths over the counted legs, when the ticket won. */
  breakdown: BetBreakdown | null;
}

export function settleTicket(stakeCents: number, legs: readonly Leg[], rules: Readonly<CashbackRules> = DEFAULT_CASHBACK_RULES): Settlement {
  const none = { payoutCents: 0, cashbackCents: 0, breakdown: null };
  if (legs.length === 0 || legs.some((l) => l.status === 'PENDING')) {
    return { status: 'PENDING', ...none };
  }
  const counted = legs.filter((l) => l.status !== 'VOID');
  if (counted.length === 0) {
    return { status: 'VOID', payoutCents: stakeCents, cashbackCents: 0, breakdown: null };
  }
  const lost = counted.filter((l) => l.status === 'LOST').length;
  if (lost > 0) {
    const cashback = cashbackCents(stakeCents, legs, rules);
    return { status: 'LOST', payoutCents: cashback, cashbackCents: cashback, breakdown: null };
  }
  const breakdown = betBreakdown(
    stakeCents,
    counted.map((l) => l.oddsHundredths),
    counted.length,
  );
  // Voids only lower the odds, so this never binds for a ticket accepted under the cap; it is a guard.
  const payout = Math.min(breakdown.netWinCents, MAX_GROSS_WIN_CENTS);
  return { status: counted.length === legs.length ? 'WON' : 'PARTIALLY_WON', payoutCents: payout, cashbackCents: 0, breakdown };
}

/** Settled means not PENDING; won means WON or PARTIALLY_WON (spec §4). */
export const isSettled = (s: TicketStatus): boolean => s !== 'PENDING';
export const isWon = (s: TicketStatus): boolean => s === 'WON' || s === 'PARTIALLY_WON';
