// Mines (issue 15): a 5×5 board (tiles 0–24, row by row) hides 1–24 mines placed at bet time from the round's floats
// (idx_i = floor(f_i·(25 − i)) taken out of the tiles left, fair.ts). The player reveals tiles one by one and may cash
// out after any safe one; a mine ends the round with nothing. After d safe picks the multiplier is
// 0.97·C(25,d)/C(25 − m,d) floored to 2 decimals: the fair price of surviving d picks less a 3 % edge, rounded down
// so that a shown multiplier is what is paid. So each strategy "pick d, then cash out" returns at most 97 %, a little
// less where the floor bites (MINES_RTP states the exact figure). A round with no safe pick pays nothing: the
// server refuses a cash-out before the first reveal.
import { drawWithoutReplacement } from './fair.ts';
import { choose, distinctInts, intIn, isRecord } from './params.ts';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export interface MinesParams {
  mines: number;
  /** Tiles revealed, in order (the last one may be the mine that ended the round). */
  picks: number[];
}

export interface MinesOutcome {
  /** Mine tiles, ascending. */
  mines: number[];
  picks: number[];
  /** The picked tile that was a mine, or null. */
  hit: number | null;
  multiplier: number;
}

const PICK_TEXTS = { range: 'Tiles are numbered 0 to 24', repeat: 'A tile can be revealed once', count: 'No safe tile is left to reveal' };

export function parseMinesParams(raw: unknown): MinesParams | string {
  const mines = isRecord(raw) ? intIn(raw['mines'], MINES_MIN, MINES_MAX) : null;
  if (!isRecord(raw) || mines === null) {
    return 'Choose between 1 and 24 mines';
  }
  const picks = raw['picks'] === undefined ? [] : distinctInts(raw['picks'], 0, MINES_TILES - 1, PICK_TEXTS, 0, MINES_TILES - mines);
  return typeof picks === 'string' ? picks : { mines, picks };
}

export const minesFloatsNeeded = (params: Pick<MinesParams, 'mines'>): number => params.mines;

/** The mine tiles of a round, ascending. */
export const minesBoard = (floats: readonly number[], mines: number): number[] =>
  drawWithoutReplacement(floats, MINES_TILES, mines).sort((a, b) => a - b);

/** The cash-out multiplier after `picks` safe tiles with `mines` mines, in integers: floor(97·C(25,d)/C(25−m,d))/100. */
export function minesMultiplier(mines: number, picks: number): number {
  const top = 97 * choose(MINES_TILES, picks);
  const bottom = choose(MINES_TILES - mines, picks);
  if (bottom === 0) {
    return 0;
  }
  return (top - (top % bottom)) / bottom / 100;
}

/** The chance that `picks` tiles are all safe: C(25 − m, d)/C(25, d). */
export const minesSafeChance = (mines: number, picks: number): number => choose(MINES_TILES - mines, picks) / choose(MINES_TILES, picks);

export function minesOutcome(floats: readonly number[], params: MinesParams): MinesOutcome {
  const mines = minesBoard(floats, params.mines);
  const hit = params.picks.find((tile) => mines.includes(tile)) ?? null;
  const multiplier = hit !== null || params.picks.length === 0 ? 0 : minesMultiplier(params.mines, params.picks.length);
  return { mines, picks: [...params.picks], hit, multiplier };
}

/** Exact RTP of "reveal d = picks.length tiles, then cash out": multiplier × chance, as one division of integers. */
export function MINES_RTP(params: MinesParams): number {
  return minesRtp(params.mines, params.picks.length);
}

export function minesRtp(mines: number, picks: number): number {
  if (picks === 0) {
    return 0;
  }
  const multiplierCents = Math.round(minesMultiplier(mines, picks) * 100);
  return (multiplierCents * choose(MINES_TILES - mines, picks)) / (100 * choose(MINES_TILES, picks));
}
