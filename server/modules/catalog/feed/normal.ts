// Normal-distribution helpers for points sports, where score margins and totals are close to
// Gaussian. Abramowitz–Stegun 7.1.26 is accurate to ~1e-7, far below the 0.01 odds granularity.

function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const ax = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * ax);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-ax * ax);
  return sign * y;
}

/** P(X <= x) for X ~ N(mean, sd²). */
export function normCdf(x: number, mean = 0, sd = 1): number {
  return 0.5 * (1 + erf((x - mean) / (sd * Math.SQRT2)));
}

/** P(X > x) for X ~ N(mean, sd²). */
export function normAbove(x: number, mean: number, sd: number): number {
  return 1 - normCdf(x, mean, sd);
}

/** The .5 line next to x (floor(x) + 0.5): no push is possible and the price stays near evens. */
export function halfLine(x: number): number {
  return Math.floor(x) + 0.5;
}
