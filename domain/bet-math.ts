// The bet maths of spec §9 in integer cents, exact: VAT 15% on the stake (net stake = stake / 1.15),
// basic win = net stake × product of odds, bonus = basic × ladder %, gross = basic + bonus, income tax
// 15% of gross only when gross exceeds 1,000 ETB, net = gross − tax; each step rounded to the cent half
// away from zero. The odds product is taken exactly (BigInt over hundredths), never from a rounded total.
import { bonusPercent } from './ladders.ts';

const VAT_PERCENT = 15;
const INCOME_TAX_PERCENT = 15;
/** Income tax applies only when gross winnings exceed this (1,000 ETB). */
export const INCOME_TAX_THRESHOLD_CENTS = 100_000;
/** The largest gross potential win a ticket may have (1,000,000 ETB). */
export const MAX_GROSS_WIN_CENTS = 100_000_000;
export const DEFAULT_STAKE_CENTS = 1_000;

/** a / b rounded to the nearest integer, halves away from zero (b > 0). */
export function divRound(a: bigint, b: bigint): bigint {
  const q = a / b;
  const r = a % b;
  if (r * 2n >= b) {
    return q + 1n;
  }
  if (r * 2n <= -b) {
    return q - 1n;
  }
  return q;
}

/** Decimal odds (2 decimals on the wire) → integer hundredths: 2.35 → 235. */
export function oddsToHundredths(odds: number): number {
  return Math.round(odds * 100);
}

export interface BetBreakdown {
  stakeCents: number;
  vatCents: number;
  netStakeCents: number;
  /** Product of the odds, rounded to 2 decimals, in hundredths (the 'total odds' shown). */
  totalOddsHundredths: number;
  bonusPercent: number;
  basicWinCents: number;
  bonusCents: number;
  grossWinCents: number;
  incomeTaxCents: number;
  netWinCents: number;
  /** Gross above 1,000,000 ETB: such a ticket is refused. */
  exceedsCap: boolean;
}

/** Net stake after VAT: stake / 1.15 to the cent. */
export function netStake(stakeCents: number): number {
  return Number(divRound(BigInt(stakeCents) * 100n, BigInt(100 + VAT_PERCENT)));
}

/**
 * The whole breakdown for a stake and the odds of its selections (hundredths). `bonusSelections` is
 * how many legs count for the ladder (all of them at placement; the non-void ones at settlement).
 */
export function betBreakdown(stakeCents: number, oddsHundredths: readonly number[], bonusSelections = oddsHundredths.length): BetBreakdown {
  if (!Number.isInteger(stakeCents) || stakeCents < 0) {
    throw new RangeError(`stake must be whole cents ≥ 0, got ${stakeCents}`);
  }
  const net = netStake(stakeCents);
  const product = oddsHundredths.reduce((p, o) => p * BigInt(o), 1n);
  const scale = 100n ** BigInt(oddsHundredths.length);
  const basic = Number(divRound(BigInt(net) * product, scale));
  const percent = bonusPercent(bonusSelections);
  const bonus = Number(divRound(BigInt(basic) * BigInt(percent), 100n));
  const gross = basic + bonus;
  const tax = gross > INCOME_TAX_THRESHOLD_CENTS ? Number(divRound(BigInt(gross) * BigInt(INCOME_TAX_PERCENT), 100n)) : 0;
  return {
    stakeCents,
    vatCents: stakeCents - net,
    netStakeCents: net,
    totalOddsHundredths: Number(divRound(product * 100n, scale)),
    bonusPercent: percent,
    basicWinCents: basic,
    bonusCents: bonus,
    grossWinCents: gross,
    incomeTaxCents: tax,
    netWinCents: gross - tax,
    exceedsCap: gross > MAX_GROSS_WIN_CENTS,
  };
}

/** Stake rule of spec §5: an empty, unreadable or zero stake counts as the default 10 ETB. */
export function effectiveStakeCents(input: string | number | null | undefined): number {
  const value =
    typeof input === 'number'
      ? input
      : Number(
          String(input ?? '')
            .trim()
            .replace(',', '.'),
        );
  if (!Number.isFinite(value) || value <= 0) {
    return DEFAULT_STAKE_CENTS;
  }
  return Math.round(value * 100);
}

export type BetType = 'SINGLE' | 'MULTIPLE';

/** SINGLE for one selection, otherwise MULTIPLE (spec §5). */
export function betTypeFor(selectionCount: number): BetType {
  return selectionCount === 1 ? 'SINGLE' : 'MULTIPLE';
}
