// The embedded basketball engine: lays out a match's timeline from the final result settlement already drew, so the
// score players watch is the score that settles. Each side's score is split into baskets of 3, 2 and 1 points that
// sum exactly to it, placed at distinct random instants of the game clock, at least 1 s clear of a quarter's edges
// (so no basket ever shares an instant with a quarter's start or end). The clock runs in real time within a quarter and
// stands still in the breaks: 2 min after quarters 1 and 3, 15 min at half-time. Pure: all chance comes from `rand`.
import type { LiveEvent, Side, Timeline } from './timeline.ts';

export interface BasketballFormat {
  quarters: number;
  /** Length of a quarter on the game clock (ms). */
  quarterMs: number;
}

const MINUTE = 60_000;
export const NBA_FORMAT: BasketballFormat = { quarters: 4, quarterMs: 12 * MINUTE };
export const FIBA_FORMAT: BasketballFormat = { quarters: 4, quarterMs: 10 * MINUTE };

const SHORT_BREAK_MS = 2 * MINUTE;
const HALF_TIME_MS = 15 * MINUTE;
/** A basket is never within this of a quarter's start or end: a score on the buzzer would tie with the period event. */
const EDGE_MS = 1000;

/** Shares of baskets by value: about 30 % threes, 55 % twos, 15 % free throws. */
const BASKET_WEIGHTS: readonly (readonly [points: number, weight: number])[] = [
  [3, 0.3],
  [2, 0.55],
  [1, 0.15],
];

/** The break after quarter `q` (from 1): half-time in the middle of the game, a short one otherwise. */
function breakAfter(q: number, quarters: number): number {
  return quarters % 2 === 0 && q === quarters / 2 ? HALF_TIME_MS : SHORT_BREAK_MS;
}

/**
 * `total` points as baskets. Each value is drawn among those that still fit, with the weights renormalised, so the
 * baskets always sum exactly to `total` (the last point or two of a score are free throws or a two more often).
 */
function baskets(total: number, rand: () => number): number[] {
  const out: number[] = [];
  let left = total;
  while (left > 0) {
    const fits = BASKET_WEIGHTS.filter(([p]) => p <= left);
    let u = rand() * fits.reduce((sum, [, w]) => sum + w, 0);
    let points = fits[fits.length - 1]?.[0] ?? 1;
    for (const [p, w] of fits) {
      u -= w;
      if (u < 0) {
        points = p;
        break;
      }
    }
    out.push(points);
    left -= points;
  }
  return out;
}

function checkScore(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`basketball: the ${name} score must be a whole number ≥ 0, not ${n}`);
  }
}

export function playBasketball(result: { home: number; away: number }, format: BasketballFormat, rand: () => number): Timeline {
  checkScore('home', result.home);
  checkScore('away', result.away);
  const { quarters, quarterMs } = format;
  if (!Number.isInteger(quarters) || quarters < 1 || !Number.isInteger(quarterMs) || quarterMs <= 2 * EDGE_MS) {
    throw new Error(`basketball: a format needs whole quarters ≥ 1 longer than ${2 * EDGE_MS} ms, not ${quarters} × ${quarterMs} ms`);
  }

  // Real time at the start of each quarter: the game clock before it plus the breaks before it.
  const startAt: number[] = [];
  for (let q = 1, at = 0; q <= quarters; q++) {
    startAt.push(at);
    at += quarterMs + (q < quarters ? breakAfter(q, quarters) : 0);
  }
  const atOf = (q: number, clock: number): number => (startAt[q - 1] ?? 0) + clock - (q - 1) * quarterMs;

  // The usable instants: in each quarter the whole ms strictly more than EDGE_MS from both edges, numbered across
  // the game. Distinct instants keep two baskets from sharing an `at` (the order of a tie would be arbitrary).
  const perQuarter = quarterMs - 2 * EDGE_MS - 1;
  const usable = quarters * perQuarter;
  const all: { side: Side; points: number }[] = [
    ...baskets(result.home, rand).map((points) => ({ side: 'home' as const, points })),
    ...baskets(result.away, rand).map((points) => ({ side: 'away' as const, points })),
  ];
  if (all.length > usable) {
    throw new Error(`basketball: ${all.length} baskets do not fit in ${quarters} × ${quarterMs} ms`);
  }
  const taken = new Set<number>();
  const placed = all.map((b) => {
    // An instant already taken moves on to the next free one, so even a degenerate `rand` ends.
    let i = Math.min(usable - 1, Math.floor(rand() * usable));
    while (taken.has(i)) {
      i = (i + 1) % usable;
    }
    taken.add(i);
    const q = Math.floor(i / perQuarter) + 1;
    return { ...b, q, clock: (q - 1) * quarterMs + EDGE_MS + 1 + (i % perQuarter) };
  });
  placed.sort((a, b) => a.clock - b.clock);

  const events: LiveEvent[] = [];
  const push = (e: Omit<LiveEvent, 'seq' | 'at'>) => events.push({ seq: events.length + 1, at: atOf(e.period, e.clock), ...e });
  let next = 0;
  for (let q = 1; q <= quarters; q++) {
    push({ kind: 'period_start', side: null, period: q, clock: (q - 1) * quarterMs, points: 1 });
    for (let b = placed[next]; b !== undefined && b.q === q; b = placed[++next]) {
      push({ kind: 'score', side: b.side, period: q, clock: b.clock, points: b.points });
    }
    push({ kind: 'period_end', side: null, period: q, clock: q * quarterMs, points: 1 });
  }
  push({ kind: 'match_end', side: null, period: quarters, clock: quarters * quarterMs, points: 1 });
  return { sport: 'basketball', events, endsAt: events[events.length - 1]?.at ?? 0 };
}
