// Recomputes a ticket's figures from the stake and the STORED odds (domain/bet-math.ts) and compares the
// client's: each may differ by AMOUNT_TOLERANCE_CENTS. The legacy payload (every tax and bonus field 0)
// skips the comparison; either way the server's own figures are the ones stored.
import { betBreakdown, type BetBreakdown } from '../../../domain/bet-math.ts';
import { toCents } from '../../../domain/money.ts';
import { AMOUNT_TOLERANCE_CENTS } from '../../../domain/ticket-errors.ts';
import { ticketError } from './errors.ts';
import { checkSelections } from './check.ts';
import { checkRiskLimits } from './risk-limits.ts';
import type { ClientFigures, TicketInput } from './input.ts';
import type { Pricing } from './repo.ts';

/** Stake limits per money or cashier ticket (docs/decisions/betting-and-settlement.md). */
const MIN_STAKE_CENTS = 100;
const MAX_STAKE_CENTS = 10_000_000;

export function checkStake(stake: number): number {
  const cents = toCents(stake);
  if (cents < MIN_STAKE_CENTS || cents > MAX_STAKE_CENTS) {
    throw ticketError('VALIDATION_FAILED', 'Stake must be between 1.00 and 100,000.00 ETB');
  }
  return cents;
}

const isLegacy = (f: ClientFigures): boolean => f.stakeTax === 0 && f.winningsTax === 0 && f.bonusPercentage === 0 && f.bonusAmount === 0;

const off = (client: number, serverCents: number): boolean => Math.abs(toCents(client) - serverCents) > AMOUNT_TOLERANCE_CENTS;

/** The server's breakdown, after refusing client figures that disagree with it and a win above the cap. */
export function checkFigures(stakeCents: number, oddsHundredths: readonly number[], f: ClientFigures): BetBreakdown {
  const b = betBreakdown(stakeCents, oddsHundredths);
  if (!isLegacy(f)) {
    if (off(f.stakeTax, b.vatCents) || off(f.netStake, b.netStakeCents)) {
      throw ticketError('INVALID_VAT_CALCULATION');
    }
    if (Math.abs(f.bonusPercentage - b.bonusPercent) > 1e-9 || off(f.bonusAmount, b.bonusCents)) {
      throw ticketError('INVALID_BONUS_PERCENTAGE');
    }
    if (
      off(f.basicWin, b.basicWinCents) ||
      off(f.grossWin, b.grossWinCents) ||
      off(f.winningsTax, b.incomeTaxCents) ||
      off(f.netWin, b.netWinCents)
    ) {
      throw ticketError('MATHEMATICAL_INCONSISTENCY');
    }
  }
  if (b.exceedsCap) {
    throw ticketError('POTENTIAL_WIN_TOO_HIGH');
  }
  return b;
}

/**
 * The pricing of a money or cashier ticket, run by the transaction that stores it: the legs checked against the
 * stored prices and market states (check.ts holds their rows until commit), the stake, and the figures.
 */
export const priceTicket =
  (input: TicketInput, nowMs: number, startingSoonText?: string, userId?: string, inPlay = false): Pricing =>
  async (trx) => {
    const opts = {
      nowMs,
      inPlay,
      ...(startingSoonText === undefined ? {} : { startingSoonText }),
      ...(userId === undefined ? {} : { userId }),
    };
    const legs = await checkSelections(trx, input.selections, opts);
    const oddsHundredths = legs.map((l) => l.oddsHundredths);
    const breakdown = checkFigures(checkStake(input.stake), oddsHundredths, input.figures);
    await checkRiskLimits(trx, userId, legs, breakdown.stakeCents, breakdown.netWinCents);
    return { legs, breakdown };
  };
