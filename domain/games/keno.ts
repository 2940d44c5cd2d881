// Keno (issue 15): the player picks 1–10 numbers of 1–40; the round draws 10 distinct numbers from the round's floats
// (idx_i = floor(f_i·(40 − i)) taken out of the numbers left, fair.ts) and pays by how many picks were drawn. The
// chance of h hits with p picks is hypergeometric, C(p,h)·C(40−p,10−h)/C(40,10); each pick count's table is tuned
// to about 96 % (KENO_RTP gives the exact sum, e.g. 5 picks: 675/703 = 96.017 %).
import { drawWithoutReplacement } from './fair.ts';
import { choose, cents, distinctInts, isRecord } from './params.ts';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

export interface KenoParams {
  /** The player's numbers, 1–40. */
  picks: number[];
}

export interface KenoOutcome {
  /** The 10 numbers drawn, in draw order. */
  drawn: number[];
  /** The picks that were drawn, in pick order. */
  hits: number[];
  multiplier: number;
}

/** Multiplier by hits (index 0…p), per pick count p. */
export const KENO_PAYTABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 3.84], // 24/25 = 96.000 %
  2: [0, 1.8, 4.64], // 96.000 %
  3: [0, 1, 2.9, 10.1], // 729/760 = 95.921 %
  4: [0, 0.9, 1.5, 4.9, 20], // 35097/36556 = 96.009 %
  5: [0, 0.4, 1.4, 3.8, 10, 20], // 675/703 = 96.017 %
  6: [0, 0, 0.9, 3.7, 7.1, 15, 35], // 70131/73112 = 95.923 %
  7: [0, 0, 0.6, 2.7, 4.3, 12, 30, 55], // 2984017/3107260 = 96.034 %
  8: [0, 0, 0, 2.2, 4, 10.9, 20, 50, 65], // 630801/657305 = 95.968 %
  9: [0, 0, 0, 1.6, 2.9, 6.9, 14, 40, 55, 80], // 131271109/136719440 = 96.015 %
  10: [0, 0, 0, 1.3, 2.3, 4.3, 8, 16, 45, 75, 100], // 1016920877/1059575660 = 95.974 %
};

const PICK_TEXTS = { range: 'Numbers go from 1 to 40', repeat: 'A number can be picked once', count: 'Pick between 1 and 10 numbers' };

export function parseKenoParams(raw: unknown): KenoParams | string {
  const picks = isRecord(raw) ? distinctInts(raw['picks'], 1, KENO_NUMBERS, PICK_TEXTS, 1, KENO_MAX_PICKS) : PICK_TEXTS.count;
  return typeof picks === 'string' ? picks : { picks };
}

export const kenoFloatsNeeded = (_params?: KenoParams): number => KENO_DRAWN;

/** The 10 numbers drawn (1–40), in draw order. */
export const kenoDraw = (floats: readonly number[]): number[] => drawWithoutReplacement(floats, KENO_NUMBERS, KENO_DRAWN).map((i) => i + 1);

export function kenoOutcome(floats: readonly number[], params: KenoParams): KenoOutcome {
  const drawn = kenoDraw(floats);
  const hits = params.picks.filter((n) => drawn.includes(n));
  return { drawn, hits, multiplier: KENO_PAYTABLE[params.picks.length]?.[hits.length] ?? 0 };
}

/** The chance of `hits` hits with `picks` picks. */
export const kenoHitChance = (picks: number, hits: number): number =>
  (choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / choose(KENO_NUMBERS, KENO_DRAWN);

/** Exact RTP for the pick count: Σ C(p,h)·C(40−p,10−h)·mult[h] / C(40,10), summed in hundredths, divided once. */
export function KENO_RTP(params: KenoParams): number {
  const p = params.picks.length;
  const table = KENO_PAYTABLE[p] ?? [];
  const sum = table.reduce((acc, mult, h) => acc + choose(p, h) * choose(KENO_NUMBERS - p, KENO_DRAWN - h) * cents(mult), 0);
  return sum / (100 * choose(KENO_NUMBERS, KENO_DRAWN));
}
