// Plinko (issue 15): a ball falls through 8, 12 or 16 rows of pegs; at each row it goes right if that row's float is
// above 0.5, and lands in the slot counting its rights (0…rows), so slot k has chance C(n,k)/2^n (a float is above 0.5 with chance 1/2 − 2^-32: a
// difference far below any stated digit). The page animates
// this path; it runs no physics. Each table is symmetric and tuned so Σ C(n,k)/2^n · mult[k] is 97 % ± 0.05 pp
// (PLINKO_RTP gives the exact sum, e.g. 12 rows medium: 19867/20480 = 97.0068 %).
import { choose, cents, isRecord } from './params.ts';

export type PlinkoRows = 8 | 12 | 16;
export type PlinkoRisk = 'low' | 'medium' | 'high';

export const PLINKO_ROWS: readonly PlinkoRows[] = [8, 12, 16];
export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];

export interface PlinkoParams {
  rows: PlinkoRows;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  /** One entry per row: 1 = the ball went right, 0 = left. */
  path: number[];
  slot: number;
  multiplier: number;
}

/** Slot multipliers, left to right; exact sums in the comments (as fractions of 1). */
export const PLINKO_TABLES: Readonly<Record<PlinkoRisk, Readonly<Record<PlinkoRows, readonly number[]>>>> = {
  low: {
    8: [5.7, 2.2, 1.1, 1, 0.4, 1, 1.1, 2.2, 5.7], // 1241/1280 = 96.953 %
    12: [9.8, 2.9, 1.7, 1.4, 1.1, 1, 0.4, 1, 1.1, 1.4, 1.7, 2.9, 9.8], // 19861/20480 = 96.978 %
    16: [16, 8.8, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.4, 1, 1.1, 1.2, 1.4, 1.4, 2, 8.8, 16], // 79483/81920 = 97.025 %
  },
  medium: {
    8: [13, 2.7, 1.3, 0.7, 0.4, 0.7, 1.3, 2.7, 13], // 621/640 = 97.031 %
    12: [32, 11, 3.9, 2, 1.1, 0.5, 0.4, 0.5, 1.1, 2, 3.9, 11, 32], // 19867/20480 = 97.007 %
    16: [108, 40, 9.8, 4.9, 2.9, 1.6, 0.9, 0.5, 0.3, 0.5, 0.9, 1.6, 2.9, 4.9, 9.8, 40, 108], // 63585/65536 = 97.023 %
  },
  high: {
    8: [28, 3.8, 1.5, 0.3, 0.2, 0.3, 1.5, 3.8, 28], // 621/640 = 97.031 %
    12: [167, 24, 7.9, 2.1, 0.6, 0.2, 0.2, 0.2, 0.6, 2.1, 7.9, 24, 167], // 9931/10240 = 96.982 %
    16: [980, 127, 25, 8.8, 3.8, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 3.8, 8.8, 25, 127, 980], // 158843/163840 = 96.950 %
  },
};

export function parsePlinkoParams(raw: unknown): PlinkoParams | string {
  if (!isRecord(raw) || !PLINKO_ROWS.includes(raw['rows'] as PlinkoRows)) {
    return 'Choose 8, 12 or 16 rows';
  }
  if (!PLINKO_RISKS.includes(raw['risk'] as PlinkoRisk)) {
    return 'Choose low, medium or high risk';
  }
  return { rows: raw['rows'] as PlinkoRows, risk: raw['risk'] as PlinkoRisk };
}

export const plinkoFloatsNeeded = (params: PlinkoParams): number => params.rows;

export function plinkoOutcome(floats: readonly number[], params: PlinkoParams): PlinkoOutcome {
  const path = Array.from({ length: params.rows }, (_, row) => ((floats[row] ?? 0) > 0.5 ? 1 : 0));
  const slot = path.reduce<number>((sum, right) => sum + right, 0);
  return { path, slot, multiplier: PLINKO_TABLES[params.risk][params.rows][slot] ?? 0 };
}

/** Exact RTP: Σ C(n,k)·mult[k] / 2^n, summed in hundredths and divided once. */
export function PLINKO_RTP(params: PlinkoParams): number {
  const table = PLINKO_TABLES[params.risk][params.rows];
  const sum = table.reduce((acc, mult, k) => acc + choose(params.rows, k) * cents(mult), 0);
  return sum / (100 * 2 ** params.rows);
}
