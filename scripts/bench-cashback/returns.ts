// The core of `bench:cashback` (issue 28 item 13), shared with tests/domain/cashback-returns.test.ts: what a slip
// returns on average at the book's own prices, with and without the cashback ladder. Legs are the demo feed's real
// outcomes; each outcome's chance is its implied probability with the market's margin taken out (1/odds over the
// market's Σ 1/odds, × 2 where two outcomes win at once), which is how the figures were reached (a two-leg
// correct-score multi at 1,973: about 125 % of the stake back under the ladder alone).
// A slip shape is a number of legs, a price band for its legs and, optionally, one leg from another band (the
// 'bankers plus a long shot' slip that exact-one-lost cashback rewards), at a stake. For each shape, tickets are
// drawn from the book's legs in those bands (seeded); each ticket's return is its exact expectation: P(all win) ×
// its net win (betBreakdown, refused above the cap) plus P(exactly one leg lost) × its cashback (domain/cashback.ts,
// the same function the settlement pays with). The per-player daily cap only ever lowers that, so it is left out.
import { betBreakdown } from '../../domain/bet-math.ts';
import { type CashbackLeg, type CashbackRules, cashbackCents } from '../../domain/cashback.ts';
import { allFixturesBetween, priceMatch } from '../../server/modules/catalog/feed/index.ts';
import { mulberry32 } from '../../server/modules/catalog/feed/rng.ts';

export interface BookLeg {
  oddsHundredths: number;
  /** The market's implied probability of this outcome, margin removed. */
  p: number;
  marketId: string;
}

/** Every priced outcome of the demo feed's fixtures kicking off in [fromMs, fromMs + days). */
export function bookLegs(fromMs: number, days: number): BookLeg[] {
  const legs: BookLeg[] = [];
  for (const fixture of allFixturesBetween(fromMs, fromMs + days * 86_400_000)) {
    for (const market of priceMatch(fixture)) {
      const inverse = market.outcomes.map((o) => 1 / o.odds);
      const overround = inverse.reduce((a, b) => a + b, 0);
      const winners = Math.max(1, Math.round(overround));
      market.outcomes.forEach((o, i) => {
        const p = ((inverse[i] ?? 0) * winners) / overround;
        if (p > 0 && p < 1 && o.odds > 1) {
          legs.push({ oddsHundredths: Math.round(o.odds * 100), p, marketId: market.marketId });
        }
      });
    }
  }
  return legs;
}

/** Price bands of a leg, in hundredths [from, to). */
export const BANDS: readonly (readonly [number, number])[] = [
  [101, 130],
  [130, 150],
  [150, 200],
  [200, 300],
  [300, 500],
  [500, 1_000],
  [1_000, 3_000],
  [3_000, 50_001],
];

export interface Shape {
  legs: number;
  band: number;
  /** One leg from this band instead (the long shot), or null for an even slip. */
  longShot: number | null;
  stakeCents: number;
}

export interface ShapeReturn {
  shape: Shape;
  tickets: number;
  /** Average return per unit staked, win alone and with the cashback. */
  alone: number;
  withCashback: number;
}

/** The expected payout of one ticket: its win alone and its cashback part (cents). */
export function expectedPayout(
  stakeCents: number,
  legs: readonly BookLeg[],
  rules: Readonly<CashbackRules>,
): { win: number; cashback: number } | null {
  const odds = legs.map((l) => l.oddsHundredths);
  const b = betBreakdown(stakeCents, odds);
  if (b.exceedsCap) {
    return null;
  }
  const allWin = legs.reduce((acc, l) => acc * l.p, 1);
  const exactlyOneLost = legs.reduce((acc, l, j) => acc + (1 - l.p) * legs.reduce((q, m, i) => (i === j ? q : q * m.p), 1), 0);
  // The ladder's amount does not depend on which leg lost (no leg is void): price it with the first one lost.
  const graded: CashbackLeg[] = legs.map((l, i) => ({ oddsHundredths: l.oddsHundredths, status: i === 0 ? 'LOST' : 'WON' }));
  return { win: allWin * b.netWinCents, cashback: exactlyOneLost * cashbackCents(stakeCents, graded, rules) };
}

/** Average returns of each shape over `tickets` drawn tickets (seeded), under `rules`. */
export function shapeReturns(
  book: readonly BookLeg[],
  shapes: readonly Shape[],
  rules: Readonly<CashbackRules>,
  tickets: number,
  seed: number,
): ShapeReturn[] {
  const pools = BANDS.map(([from, to]) => book.filter((l) => l.oddsHundredths >= from && l.oddsHundredths < to));
  const rand = mulberry32(seed);
  const pick = (pool: readonly BookLeg[]): BookLeg => pool[Math.floor(rand() * pool.length)] as BookLeg;
  return shapes.map((shape) => {
    const even = pools[shape.band] ?? [];
    const long = shape.longShot === null ? even : (pools[shape.longShot] ?? []);
    let staked = 0;
    let won = 0;
    let cashback = 0;
    let accepted = 0;
    for (let k = 0; k < tickets && even.length > 0 && long.length > 0; k += 1) {
      const legs = Array.from({ length: shape.legs }, (_, i) => pick(i === 0 && shape.longShot !== null ? long : even));
      const e = expectedPayout(shape.stakeCents, legs, rules);
      if (e !== null) {
        accepted += 1;
        staked += shape.stakeCents;
        won += e.win;
        cashback += e.cashback;
      }
    }
    return { shape, tickets: accepted, alone: staked === 0 ? 0 : won / staked, withCashback: staked === 0 ? 0 : (won + cashback) / staked };
  });
}

/** Every shape: 2–40 legs × each band, even or with one long shot from another band, at each stake. */
export function allShapes(stakesCents: readonly number[], legCounts: readonly number[]): Shape[] {
  const shapes: Shape[] = [];
  for (const stakeCents of stakesCents) {
    for (const legs of legCounts) {
      for (let band = 0; band < BANDS.length; band += 1) {
        for (let longShot = -1; longShot < BANDS.length; longShot += 1) {
          if (longShot !== band) {
            shapes.push({ legs, band, longShot: longShot < 0 ? null : longShot, stakeCents });
          }
        }
      }
    }
  }
  return shapes;
}

/** The slip: two correct-score legs priced `a` and `b` (hundredths) at the book's correct-score margin. */
export function correctScorePair(book: readonly BookLeg[], a: number, b: number): BookLeg[] {
  const scores = book.filter((l) => l.marketId === '45');
  // The chance × price of a correct-score leg is 1 / the market's overround: the same for every leg of the market.
  const value = scores.reduce((s, l) => s + (l.p * l.oddsHundredths) / 100, 0) / Math.max(1, scores.length);
  return [a, b].map((o) => ({ oddsHundredths: o, p: (value * 100) / o, marketId: '45' }));
}
