// The odds formats of issue 29 (domain/odds-format.ts): exact conversions of the prices players see, the nearest
// bookmaker fraction, American lines on a ±100 base, and properties over every two-decimal price.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { americanToDecimal, formatOdds, parseOddsFormat, toAmerican, toFraction } from '../../domain/odds-format.ts';

/** Every price a feed sends: two decimals, 1.01 to 1000.00. */
const price = fc.integer({ min: 101, max: 100_000 }).map((h) => h / 100);

describe('decimal', () => {
  it('keeps the spec’s two decimals, and is the default', () => {
    expect(formatOdds(2.5)).toBe('2.50');
    expect(formatOdds(1.9, 'decimal')).toBe('1.90');
    expect(formatOdds(12.345)).toBe('12.35');
  });
});

describe('fractional: the nearest common bookmaker fraction', () => {
  it.each([
    [2.5, '3/2'],
    [1.91, '10/11'],
    [2.0, '1/1'],
    [1.5, '1/2'],
    [3.0, '2/1'],
    [1.44, '4/9'],
    [1.8, '4/5'],
    [1.67, '2/3'],
    [2.38, '11/8'],
    [2.88, '15/8'],
    [3.75, '11/4'],
    [4.33, '10/3'],
    [1.07, '1/14'],
    [1.01, '1/100'],
    [11.0, '10/1'],
    [29.0, '28/1'],
    [151.0, '150/1'],
    [2.3, '5/4'],
  ])('%s → %s', (decimal, text) => {
    expect(formatOdds(decimal, 'fractional')).toBe(text);
  });
  it('a price that pays nothing over the stake keeps its decimal form', () => {
    expect(formatOdds(1, 'fractional')).toBe('1.00');
    expect(formatOdds(0, 'fractional')).toBe('0.00');
  });
  it('every ladder price reads back as itself: a bookmaker’s 13/8 (2.63) is 13/8', () => {
    for (const [n, d] of [
      [13, 8],
      [8, 13],
      [4, 11],
      [2, 7],
      [1, 16],
      [8, 15],
      [10, 3],
      [17, 2],
    ] as const) {
      expect(toFraction(Number((1 + n / d).toFixed(2)))).toEqual([n, d]);
    }
  });
  it('is never further from the price than the ladder step around it (property)', () => {
    fc.assert(
      fc.property(price, (decimal) => {
        const [n, d] = toFraction(decimal);
        const x = decimal - 1;
        // the ladder is densest odds-on (steps under 0.1 up to evens) and whole numbers above 10/1
        const bound = x <= 1 ? 0.05 : x <= 3 ? 0.125 + 1e-9 : 0.5 + 1e-9;
        return n > 0 && d > 0 && Math.abs(n / d - x) <= bound && Number.isInteger(n) && Number.isInteger(d);
      }),
      { numRuns: 5000 },
    );
  });
  it('keeps the order of prices: a longer price never shows a shorter fraction (property)', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [fa, fb] = [toFraction(Math.min(a, b)), toFraction(Math.max(a, b))];
        return fa[0] / fa[1] <= fb[0] / fb[1];
      }),
      { numRuns: 2000 },
    );
  });
});

describe('American on a ±100 base', () => {
  it.each([
    [2.5, '+150'],
    [1.5, '-200'],
    [2.0, '+100'],
    [1.91, '-110'],
    [3.4, '+240'],
    [1.25, '-400'],
    [1.01, '-10000'],
    [1.99, '-101'],
    [101, '+10000'],
  ])('%s → %s', (decimal, text) => {
    expect(formatOdds(decimal, 'american')).toBe(text);
  });
  it('a price that pays nothing over the stake keeps its decimal form', () => {
    expect(formatOdds(1, 'american')).toBe('1.00');
  });
  it('reads back to the same two-decimal price (property)', () => {
    fc.assert(
      fc.property(price, (decimal) => Number(americanToDecimal(toAmerican(decimal)).toFixed(2)) === decimal),
      { numRuns: 5000 },
    );
  });
  it('is +100 or more from evens up and -100 or less below (property)', () => {
    fc.assert(fc.property(price, (decimal) => (decimal >= 2 ? toAmerican(decimal) >= 100 : toAmerican(decimal) < -100)));
  });
});

describe('parseOddsFormat', () => {
  it('reads the three formats; anything else is decimal', () => {
    expect(parseOddsFormat('fractional')).toBe('fractional');
    expect(parseOddsFormat('american')).toBe('american');
    expect(parseOddsFormat('decimal')).toBe('decimal');
    expect(parseOddsFormat('Fractional')).toBe('decimal');
    expect(parseOddsFormat(null)).toBe('decimal');
    expect(parseOddsFormat(undefined)).toBe('decimal');
  });
});
