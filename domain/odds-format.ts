// How a price is shown (issue 29, spec §5 'odds to 2 decimals by default; fractional and American display modes
// exist'): decimal '2.50', fractional '3/2' or American '+150'. Display only: every sum (stake × odds, potential
// win, caps, points rules) uses the decimal price, never these texts. One formatter for every screen.

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** A kept or sent value to a format; anything unknown is the default, decimal. */
export function parseOddsFormat(text: unknown): OddsFormat {
  return ODDS_FORMATS.includes(text as OddsFormat) ? (text as OddsFormat) : 'decimal';
}

/**
 * The fractions bookmakers print (profit over stake), odds-on to 10/1, in lowest terms (3/2, not 6/4). A price is
 * shown as the nearest of these — a table, not a continued fraction: a continued-fraction approximation with small
 * denominators gives fractions no bookmaker prints (1.44 → 7/16 where the ladder has 4/9). Above 10/1 the ladder's
 * steps are whole numbers, so the nearest is the profit rounded to a whole n/1 (29.00 → 28/1).
 */
// biome-ignore format: one ladder, read as a table
const LADDER: readonly (readonly [number, number])[] = [
  [1, 100], [1, 50], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 10], [1, 9], [1, 8], [1, 7], [1, 6],
  [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [2, 3],
  [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [11, 10], [6, 5], [5, 4], [11, 8], [7, 5], [3, 2], [8, 5], [13, 8],
  [7, 4], [9, 5], [15, 8], [2, 1], [11, 5], [9, 4], [12, 5], [5, 2], [13, 5], [11, 4], [3, 1], [10, 3], [7, 2], [4, 1],
  [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2], [9, 1], [10, 1],
];

/** A price that pays something over the stake; 1.00 or less (a void leg, nothing picked) has no fraction or line. */
const pays = (decimal: number): boolean => Number.isFinite(decimal) && decimal > 1;

/** The profit per 1 staked, on the price's own two decimals (2.499999 is 2.50). */
const profit = (decimal: number): number => Math.round((decimal - 1) * 100) / 100;

/** [numerator, denominator] of the nearest ladder fraction to the price (ties go to the shorter price). */
export function toFraction(decimal: number): [number, number] {
  const x = profit(decimal);
  if (x > 10.5) {
    return [Math.round(x), 1];
  }
  let best = LADDER[0] as readonly [number, number];
  for (const f of LADDER) {
    if (Math.abs(f[0] / f[1] - x) < Math.abs(best[0] / best[1] - x) - 1e-9) {
      best = f;
    }
  }
  return [best[0], best[1]];
}

/** The American line on a ±100 base: +150 wins 150 per 100 staked, -200 stakes 200 to win 100; 2.00 is +100. */
export function toAmerican(decimal: number): number {
  const x = profit(decimal);
  return x >= 1 ? Math.round(x * 100) : -Math.round(100 / x);
}

/** An American line back to the decimal price (for checks and tests). */
export function americanToDecimal(line: number): number {
  return line > 0 ? 1 + line / 100 : 1 + 100 / -line;
}

/** The price as the player chose to read it. Decimal keeps the spec's 2 decimals. */
export function formatOdds(decimal: number, format: OddsFormat = 'decimal'): string {
  if (format === 'decimal' || !pays(decimal)) {
    return decimal.toFixed(2);
  }
  if (format === 'fractional') {
    const [n, d] = toFraction(decimal);
    return `${n}/${d}`;
  }
  const line = toAmerican(decimal);
  return line > 0 ? `+${line}` : `-${-line}`;
}
