// Shared checks for the house games' parameter parsers: a parser takes what arrived on the wire (unknown) and
// returns the typed parameters or the refusal text, so the server and the game pages refuse with the same words.

export const isRecord = (raw: unknown): raw is Record<string, unknown> => typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/** A whole number within [min, max], else null. */
export const intIn = (raw: unknown, min: number, max: number): number | null =>
  typeof raw === 'number' && Number.isInteger(raw) && raw >= min && raw <= max ? raw : null;

/** Distinct whole numbers within [min, max], between minCount and maxCount of them; else the refusal. */
export function distinctInts(
  raw: unknown,
  min: number,
  max: number,
  texts: { range: string; repeat: string; count: string },
  minCount: number,
  maxCount: number,
): number[] | string {
  if (!Array.isArray(raw) || raw.length < minCount || raw.length > maxCount) {
    return texts.count;
  }
  const seen = new Set<number>();
  for (const value of raw) {
    if (intIn(value, min, max) === null) {
      return texts.range;
    }
    if (seen.has(value as number)) {
      return texts.repeat;
    }
    seen.add(value as number);
  }
  return [...seen];
}

/** C(n, k) as an exact integer (n ≤ 40 here, far below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) {
    return 0;
  }
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) {
    result = (result * (n - i + 1)) / i;
  }
  return result;
}

/** Hundredths of a table value (tables hold at most 2 decimals), so sums are exact integers. */
export const cents = (value: number): number => Math.round(value * 100);
