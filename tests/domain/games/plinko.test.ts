// Plinko (domain/games/plinko.ts): the path rule, the tables' exact sums (worked out independently as fractions) and
// their shape, refusals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatsFromBytes } from '../../../domain/games/fair.ts';
import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  PLINKO_RTP,
  PLINKO_TABLES,
  parsePlinkoParams,
  plinkoFloatsNeeded,
  plinkoOutcome,
} from '../../../domain/games/plinko.ts';

/** Σ C(n,k)/2^n · mult[k] for each table, as exact fractions. */
const SUMS: Record<string, number> = {
  '8 low': 1241 / 1280,
  '12 low': 19861 / 20480,
  '16 low': 79483 / 81920,
  '8 medium': 621 / 640,
  '12 medium': 19867 / 20480,
  '16 medium': 63585 / 65536,
  '8 high': 621 / 640,
  '12 high': 9931 / 10240,
  '16 high': 158843 / 163840,
};

describe('plinko', () => {
  it('goes right when the row float is above 0.5; the slot counts the rights', () => {
    expect(plinkoFloatsNeeded({ rows: 12, risk: 'medium' })).toBe(12);
    const allLeft = plinkoOutcome(Array(12).fill(0.5), { rows: 12, risk: 'medium' });
    expect(allLeft).toEqual({ path: Array(12).fill(0), slot: 0, multiplier: 32 });
    const floats = [0.9, 0.1, 0.6, 0.4, 0.5000001, 0.2, 0.3, 0.7];
    expect(plinkoOutcome(floats, { rows: 8, risk: 'low' })).toEqual({ path: [1, 0, 1, 0, 1, 0, 0, 1], slot: 4, multiplier: 0.4 });
  });

  it('every table returns 97 % ± 0.05 pp, exactly the stated fraction', () => {
    for (const risk of PLINKO_RISKS) {
      for (const rows of PLINKO_ROWS) {
        const rtp = PLINKO_RTP({ rows, risk });
        expect(rtp).toBe(SUMS[`${rows} ${risk}`]);
        expect(Math.abs(rtp - 0.97)).toBeLessThanOrEqual(0.0005);
      }
    }
  });

  it('tables have rows + 1 slots, are symmetric, and pay more towards the edges', () => {
    for (const risk of PLINKO_RISKS) {
      for (const rows of PLINKO_ROWS) {
        const table = PLINKO_TABLES[risk][rows];
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        for (let k = 0; k < rows / 2; k += 1) {
          expect(table[k]).toBeGreaterThanOrEqual(table[k + 1]!);
        }
      }
    }
  });

  it('outcomes stay within the board and repeat for the same floats', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        fc.constantFrom(...PLINKO_ROWS),
        fc.constantFrom(...PLINKO_RISKS),
        (bytes, rows, risk) => {
          const a = plinkoOutcome(floatsFromBytes(bytes), { rows, risk });
          const b = plinkoOutcome(floatsFromBytes(bytes), { rows, risk });
          return a.slot >= 0 && a.slot <= rows && a.path.length === rows && a.multiplier > 0 && JSON.stringify(a) === JSON.stringify(b);
        },
      ),
    );
  });

  it('refuses other rows or risks', () => {
    expect(parsePlinkoParams({ rows: 16, risk: 'high' })).toEqual({ rows: 16, risk: 'high' });
    expect(parsePlinkoParams({ rows: 10, risk: 'high' })).toBe('Choose 8, 12 or 16 rows');
    expect(parsePlinkoParams({ rows: '8', risk: 'high' })).toBe('Choose 8, 12 or 16 rows');
    expect(parsePlinkoParams({ rows: 8, risk: 'extreme' })).toBe('Choose low, medium or high risk');
  });
});
