// One small move of a market's prices, the way a trader nudges a line: a random step of one outcome's
// probability (in log-odds), pulled gently back towards the feed's own price of that market, the other
// outcomes rescaled so the book keeps the feed's margin. Pure: randomness and the anchor are passed in.
// Invariants:
// - the overround Σ 1/odds is the anchor's (the feed's, margin.ts), read at the middle of each 0.01 rounding
//   step (the feed rounds DOWN), so moves never creep the margin; without an anchor the current book is kept;
// - the pull back (PULL per step) keeps prices near the model's: no week-long drift to absurd odds;
// - every price stays within the feed's MIN_ODDS..MAX_ODDS; a market pinned at a bound is left alone;
// - the result differs from the input in at least one price, or the move is null.
import { MAX_ODDS, MIN_ODDS } from '../catalog/feed/index.ts';

/** Standard deviation of one step, in log-odds of the moved outcome (≈ ±1.2 probability points at 50%). */
const STEP = 0.05;
/** Share of the distance to the anchor (in log-odds) taken back at each step. */
const PULL = 0.1;
export const MIN_HUNDREDTHS = Math.round(MIN_ODDS * 100);
export const MAX_HUNDREDTHS = Math.round(MAX_ODDS * 100);

/** A standard normal draw (Box–Muller) from a uniform generator. */
function gaussian(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  const v = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Implied probabilities of prices in hundredths, read at the middle of each rounding step. */
const implied = (hundredths: readonly number[]): number[] => hundredths.map((h) => 100 / (h + 0.5));

/** The overround (Σ implied probabilities) of a market. */
export function overround(hundredths: readonly number[]): number {
  return implied(hundredths).reduce((sum, q) => sum + q, 0);
}

const logit = (p: number): number => Math.log(p / (1 - p));
const movable = (hundredths: readonly number[]): boolean =>
  hundredths.length >= 2 && hundredths.every((h) => Number.isInteger(h) && h > MIN_HUNDREDTHS && h < MAX_HUNDREDTHS);

/**
 * New prices (hundredths, same order as given) after one step; `anchor` holds the feed's prices of the same
 * outcomes in the same order (null when unknown). Null when the market should not move: fewer than two
 * outcomes, a price at a bound, a step that would leave the bounds, or nothing changing after rounding.
 */
export function walkMarket(hundredths: readonly number[], anchor: readonly number[] | null, rand: () => number, step = STEP): number[] | null {
  if (!movable(hundredths)) {
    return null;
  }
  const useAnchor = anchor !== null && anchor.length === hundredths.length && anchor.every((h) => Number.isInteger(h) && h >= MIN_HUNDREDTHS);
  const q = implied(hundredths);
  const current = q.reduce((s, x) => s + x, 0);
  const book = useAnchor ? overround(anchor) : current;
  const p = q.map((x) => x / current);
  const j = Math.min(p.length - 1, Math.floor(rand() * p.length));
  const pj = p[j] ?? 0.5;
  const target = useAnchor ? logit(100 / ((anchor[j] ?? 0) + 0.5) / book) : logit(pj);
  const moved = 1 / (1 + Math.exp(-(logit(pj) + PULL * (target - logit(pj)) + gaussian(rand) * step)));
  const scale = (1 - moved) / (1 - pj);
  const next = p.map((x, i) => Math.floor(100 / ((i === j ? moved : x * scale) * book) + 1e-9));
  if (next.some((h) => !Number.isFinite(h) || h <= MIN_HUNDREDTHS || h >= MAX_HUNDREDTHS)) {
    return null;
  }
  return next.some((h, i) => h !== hundredths[i]) ? next : null;
}
