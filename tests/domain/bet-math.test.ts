// The bet maths of spec §9 with worked examples and the invariants as properties (fast-check).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  betBreakdown,
  netStake,
  effectiveStakeCents,
  betTypeFor,
  divRound,
  oddsToHundredths,
  MAX_GROSS_WIN_CENTS,
  INCOME_TAX_THRESHOLD_CENTS,
  DEFAULT_STAKE_CENTS,
} from '../../domain/bet-math.ts';
import { bonusPercent, cashbackMultiplier } from '../../domain/ladders.ts';

const odds = (...o: number[]): number[] => o.map(oddsToHundredths);

describe('worked examples', () => {
  it('stake 10 on 1.50 × 2.00 × 3.00: VAT 1.30, net 8.70, total odds 9.00, bonus 5%, gross 82.22, no tax', () => {
    expect(betBreakdown(1_000, odds(1.5, 2, 3))).toEqual({
      stakeCents: 1_000,
      vatCents: 130,
      netStakeCents: 870,
      totalOddsHundredths: 900,
      bonusPercent: 5,
      basicWinCents: 7_830,
      bonusCents: 392,
      grossWinCents: 8_222,
      incomeTaxCents: 0,
      netWinCents: 8_222,
      exceedsCap: false,
    });
  });

  it('stake 100 on four legs at total odds 20: bonus 8%, gross 1,878.34, income tax 281.75, net 1,596.59', () => {
    const b = betBreakdown(10_000, odds(2, 2, 2.5, 2));
    expect(b).toMatchObject({
      vatCents: 1_304,
      netStakeCents: 8_696,
      totalOddsHundredths: 2_000,
      bonusPercent: 8,
      basicWinCents: 173_920,
      bonusCents: 13_914,
      grossWinCents: 187_834,
      incomeTaxCents: 28_175,
      netWinCents: 159_659,
    });
  });

  it('a single has no bonus; tax starts only above 1,000 ETB gross', () => {
    const at = betBreakdown(115_000, odds(1.0));
    expect(at).toMatchObject({ netStakeCents: 100_000, grossWinCents: 100_000, incomeTaxCents: 0, bonusPercent: 0 });
    const above = betBreakdown(115_002, odds(1.0));
    expect(above.grossWinCents).toBe(100_002);
    expect(above.incomeTaxCents).toBe(15_000);
  });

  it('flags a gross potential win above 1,000,000 ETB', () => {
    expect(betBreakdown(100_000, odds(1000, 12)).exceedsCap).toBe(true);
    expect(betBreakdown(1_000, odds(2, 2)).exceedsCap).toBe(false);
  });

  it('keeps 40 legs exact (no float drift in the odds product)', () => {
    const b = betBreakdown(
      1_000,
      Array.from({ length: 40 }, () => 110),
    );
    expect(b.bonusPercent).toBe(1000);
    // 8.70 × 1.1^40 = 393.7555…: computed exactly, then rounded once.
    expect(b.basicWinCents).toBe(39_376);
  });
});

describe('ladders', () => {
  it('bonus by selections: <3 none, 3→5, 10→30, 24→100, 38→500, 40→1000, more stays 1000', () => {
    expect([1, 2, 3, 4, 5, 10, 24, 25, 37, 38, 39, 40, 55].map(bonusPercent)).toEqual([0, 0, 5, 8, 9, 30, 100, 110, 340, 500, 600, 1000, 1000]);
  });
  it('cashback multiplier by total odds: 25+ 1×, 50+ 2×, 100+ 5×, 500+ 10×, 1000+ 20×, 2000+ 100×', () => {
    expect([2_499, 2_500, 5_000, 9_999, 10_000, 50_000, 100_000, 199_999, 200_000].map(cashbackMultiplier)).toEqual([0, 1, 2, 2, 5, 10, 20, 20, 100]);
  });
});

describe('stake and bet type rules', () => {
  it('an empty, unreadable or zero stake counts as 10', () => {
    expect(['', '0', 'abc', null, undefined, 0, -5].map((v) => effectiveStakeCents(v as never))).toEqual(Array(7).fill(DEFAULT_STAKE_CENTS));
    expect(effectiveStakeCents('25.5')).toBe(2_550);
    expect(effectiveStakeCents('12,75')).toBe(1_275);
  });
  it('SINGLE for one selection, else MULTIPLE', () => {
    expect([1, 2, 7].map(betTypeFor)).toEqual(['SINGLE', 'MULTIPLE', 'MULTIPLE']);
  });
  it('rounds halves away from zero', () => {
    expect([divRound(5n, 2n), divRound(-5n, 2n), divRound(7n, 3n), divRound(-7n, 3n)]).toEqual([3n, -3n, 2n, -2n]);
  });
});

const stakeArb = fc.integer({ min: 1, max: 10_000_000 });
const legsArb = fc.array(fc.integer({ min: 101, max: 5_000 }), { minLength: 1, maxLength: 40 });
/** Tickets a book would accept: their gross stays under the cap, where cents are exact in a float too. */
const realisticArb = fc
  .tuple(fc.integer({ min: 100, max: 5_000_000 }), fc.array(fc.integer({ min: 101, max: 400 }), { minLength: 1, maxLength: 8 }))
  .filter(([stake, legs]) => !betBreakdown(stake, legs).exceedsCap);

describe('invariants', () => {
  it('net stake + VAT = stake, and net stake is stake / 1.15 to the cent', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, (stake, legs) => {
        const b = betBreakdown(stake, legs);
        expect(b.netStakeCents + b.vatCents).toBe(stake);
        expect(Math.abs(b.netStakeCents * 1.15 - stake)).toBeLessThanOrEqual(0.575 + 1e-9);
        expect(b.netStakeCents).toBe(netStake(stake));
      }),
    );
  });

  it('bonus only from 3 selections; gross = basic + bonus; net = gross − tax', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, (stake, legs) => {
        const b = betBreakdown(stake, legs);
        expect(b.bonusCents > 0 ? legs.length >= 3 : true).toBe(true);
        expect(b.grossWinCents).toBe(b.basicWinCents + b.bonusCents);
        expect(b.netWinCents).toBe(b.grossWinCents - b.incomeTaxCents);
      }),
    );
  });

  it('income tax is 15% of gross (to the cent) exactly when gross exceeds 1,000 ETB, else 0', () => {
    fc.assert(
      fc.property(realisticArb, ([stake, legs]) => {
        const b = betBreakdown(stake, legs);
        if (b.grossWinCents > INCOME_TAX_THRESHOLD_CENTS) {
          expect(Math.abs(b.incomeTaxCents - b.grossWinCents * 0.15)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(b.incomeTaxCents).toBeGreaterThanOrEqual(15_000);
        } else {
          expect(b.incomeTaxCents).toBe(0);
        }
      }),
    );
  });

  it('exceedsCap is exactly gross above 1,000,000 ETB', () => {
    fc.assert(
      fc.property(stakeArb, legsArb, (stake, legs) => {
        const b = betBreakdown(stake, legs);
        expect(b.exceedsCap).toBe(b.grossWinCents > MAX_GROSS_WIN_CENTS);
      }),
    );
  });

  it('a higher stake never lowers the gross win, nor the net win on the same side of the tax threshold', () => {
    fc.assert(
      fc.property(stakeArb, fc.integer({ min: 1, max: 1_000 }), legsArb, (stake, extra, legs) => {
        const low = betBreakdown(stake, legs);
        const high = betBreakdown(stake + extra, legs);
        expect(high.grossWinCents).toBeGreaterThanOrEqual(low.grossWinCents);
        if (low.incomeTaxCents > 0 === high.incomeTaxCents > 0) {
          expect(high.netWinCents).toBeGreaterThanOrEqual(low.netWinCents);
        }
      }),
    );
  });

  it('the tax is a cliff: crossing 1,000 ETB gross can lower the net win (the spec’s rule, found by fast-check)', () => {
    const below = betBreakdown(23, [3863, 4792, 245]);
    const above = betBreakdown(24, [3863, 4792, 245]);
    expect(below.incomeTaxCents).toBe(0);
    expect(above.incomeTaxCents).toBeGreaterThan(0);
    expect(above.netWinCents).toBeLessThan(below.netWinCents);
  });
});
