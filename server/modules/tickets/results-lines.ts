// Building blocks shared by every sport's grading and result drawing: reading a line out of a specifier,
// over/under and two-way handicaps (a whole line hit exactly is a push: VOID), result-of-three outcomes, and
// seeded Poisson and normal draws. Pure: the random source is always passed in.
import type { LegStatus } from '../../../domain/settlement.ts';

export interface Score {
  home: number;
  away: number;
}

/** What a leg bet on: market, specifier ('' when none) and outcome ids as stored. */
export interface LegPick {
  market_id: string;
  specifier: string;
  outcome_id: string;
}

export const won = (yes: boolean): LegStatus => (yes ? 'WON' : 'LOST');

/** The status of `outcomeId` in a table of outcome → status; an outcome the market does not have is VOID. */
export const pick = (outcomeId: string, table: Record<string, LegStatus>): LegStatus => table[outcomeId] ?? 'VOID';

/** A numeric `key=` value of a specifier ('total=2.5', 'hcp=-1.5'), or null. */
export function specValue(specifier: string, key: string): number | null {
  const raw = new RegExp(`(?:^|\\|)${key}=([^|]+)`).exec(specifier)?.[1];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Over (12) / under (13) a line: a push (a whole line hit exactly) or a missing line is VOID. */
export function overUnder(outcomeId: string, value: number, line: number | null): LegStatus {
  if (line === null || value === line) {
    return 'VOID';
  }
  return pick(outcomeId, { '12': won(value > line), '13': won(value < line) });
}

/** Two-way handicap 1714 (home with `hcp`) / 1715 (away): the margin plus the line decides; 0 is a push. */
export function handicap(outcomeId: string, margin: number, hcp: number | null): LegStatus {
  if (hcp === null || margin + hcp === 0) {
    return 'VOID';
  }
  return pick(outcomeId, { '1714': won(margin + hcp > 0), '1715': won(margin + hcp < 0) });
}

/** 0 home win, 1 draw, 2 away win. */
export const resultIndex = (s: Score): 0 | 1 | 2 => (s.home > s.away ? 0 : s.home === s.away ? 1 : 2);

/** 1X2 with the outcome ids 1 / 2 (draw) / 3. */
export const threeWay = (outcomeId: string, s: Score): LegStatus => {
  const r = resultIndex(s);
  return pick(outcomeId, { '1': won(r === 0), '2': won(r === 1), '3': won(r === 2) });
};

/** Double chance 9 (1X) / 10 (12) / 11 (X2). */
export const doubleChance = (outcomeId: string, s: Score): LegStatus => {
  const r = resultIndex(s);
  return pick(outcomeId, { '9': won(r !== 2), '10': won(r !== 1), '11': won(r !== 0) });
};

/** Draw no bet 4 / 5: a draw is VOID. */
export const drawNoBet = (outcomeId: string, s: Score): LegStatus =>
  resultIndex(s) === 1 ? 'VOID' : pick(outcomeId, { '4': won(s.home > s.away), '5': won(s.away > s.home) });

/** A two-way winner with outcome ids 1 / 2; a level score (impossible where it is offered) is VOID. */
export const winner = (outcomeId: string, s: Score): LegStatus =>
  s.home === s.away ? 'VOID' : pick(outcomeId, { '1': won(s.home > s.away), '2': won(s.away > s.home) });

/** Odd (70) / even (72) total. */
export const oddEven = (outcomeId: string, total: number): LegStatus => pick(outcomeId, { '70': won(total % 2 === 1), '72': won(total % 2 === 0) });

const MAX_POISSON = 30;

/** A Poisson(lambda) count by multiplying uniforms (Knuth), capped. */
export function poissonDraw(lambda: number, rand: () => number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rand();
  while (p > limit && k < MAX_POISSON) {
    k += 1;
    p *= rand();
  }
  return k;
}

/** A standard normal draw (Box–Muller; 1 − u keeps the logarithm finite). */
export function normalDraw(rand: () => number): number {
  const u = 1 - rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}
