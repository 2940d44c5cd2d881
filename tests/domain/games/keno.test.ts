// Keno (domain/games/keno.ts): the draw, hits and pays, the exact hypergeometric RTP per pick count, refusals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatsFromBytes } from '../../../domain/games/fair.ts';
import {
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_PAYTABLE,
  KENO_RTP,
  kenoDraw,
  kenoFloatsNeeded,
  kenoHitChance,
  kenoOutcome,
  parseKenoParams,
} from '../../../domain/games/keno.ts';

/** Σ C(p,h)·C(40−p,10−h)·mult[h] / C(40,10), worked out independently as fractions. */
const SUMS: Record<number, number> = {
  1: 24 / 25,
  2: 24 / 25,
  3: 729 / 760,
  4: 35097 / 36556,
  5: 675 / 703,
  6: 70131 / 73112,
  7: 2984017 / 3107260,
  8: 630801 / 657305,
  9: 131271109 / 136719440,
  10: 1016920877 / 1059575660,
};
const picksOf = (p: number) => Array.from({ length: p }, (_, i) => 4 * i + 1);

describe('keno', () => {
  it('draws 10 numbers by idx_i = floor(f_i·(40 − i)) out of the numbers left', () => {
    expect([KENO_NUMBERS, KENO_DRAWN, KENO_MAX_PICKS]).toEqual([40, 10, 10]);
    expect(kenoFloatsNeeded()).toBe(10);
    expect(kenoDraw(Array(10).fill(0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(kenoDraw(Array(10).fill(0.999))).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
    expect(kenoDraw(Array(10).fill(0.5))).toEqual([21, 20, 22, 19, 23, 18, 24, 17, 25, 16]);
  });

  it('pays by the number of picks drawn', () => {
    const floats = Array(10).fill(0);
    expect(kenoOutcome(floats, { picks: [1, 2, 3, 40, 39] })).toEqual({ drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: [1, 2, 3], multiplier: 3.8 });
    expect(kenoOutcome(floats, { picks: [11] }).multiplier).toBe(0);
    expect(kenoOutcome(floats, { picks: [10] }).multiplier).toBe(3.84);
  });

  it('every pick count returns about 96 %: exactly the stated fraction', () => {
    for (let p = 1; p <= 10; p += 1) {
      expect(KENO_PAYTABLE[p]).toHaveLength(p + 1);
      expect(KENO_RTP({ picks: picksOf(p) })).toBe(SUMS[p]);
      expect(Math.abs(KENO_RTP({ picks: picksOf(p) }) - 0.96)).toBeLessThanOrEqual(0.001);
      const total = Array.from({ length: p + 1 }, (_, h) => kenoHitChance(p, h)).reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(1, 12);
    }
  });

  it('draws 10 distinct numbers in 1–40; hits are the drawn picks; same floats, same round', () => {
    const picks = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), picks, (bytes, chosen) => {
        const out = kenoOutcome(floatsFromBytes(bytes), { picks: chosen });
        const again = kenoOutcome(floatsFromBytes(bytes), { picks: chosen });
        return (
          new Set(out.drawn).size === 10 &&
          out.drawn.every((n) => n >= 1 && n <= 40) &&
          out.hits.every((n) => chosen.includes(n) && out.drawn.includes(n)) &&
          out.multiplier === KENO_PAYTABLE[chosen.length]![out.hits.length] &&
          JSON.stringify(out) === JSON.stringify(again)
        );
      }),
    );
  });

  it('refuses 0 or more than 10 picks, numbers outside 1–40 and repeats', () => {
    expect(parseKenoParams({ picks: [5, 40] })).toEqual({ picks: [5, 40] });
    expect(parseKenoParams({ picks: [] })).toBe('Pick between 1 and 10 numbers');
    expect(parseKenoParams({ picks: picksOf(10).concat(2) })).toBe('Pick between 1 and 10 numbers');
    expect(parseKenoParams({})).toBe('Pick between 1 and 10 numbers');
    expect(parseKenoParams({ picks: [0] })).toBe('Numbers go from 1 to 40');
    expect(parseKenoParams({ picks: [41] })).toBe('Numbers go from 1 to 40');
    expect(parseKenoParams({ picks: [3, 3] })).toBe('A number can be picked once');
  });
});
