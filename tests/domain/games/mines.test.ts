// Mines (domain/games/mines.ts): the board from floats, the floored multiplier, exact RTP per strategy, refusals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatsFromBytes } from '../../../domain/games/fair.ts';
import {
  MINES_MAX,
  MINES_MIN,
  MINES_RTP,
  MINES_TILES,
  minesBoard,
  minesFloatsNeeded,
  minesMultiplier,
  minesOutcome,
  minesRtp,
  minesSafeChance,
  parseMinesParams,
} from '../../../domain/games/mines.ts';

describe('mines', () => {
  it('places mines by idx_i = floor(f_i·(25 − i)) out of the tiles left', () => {
    expect([MINES_TILES, MINES_MIN, MINES_MAX]).toEqual([25, 1, 24]);
    expect(minesFloatsNeeded({ mines: 3 })).toBe(3);
    expect(minesBoard([0.5, 0.5, 0.5], 3)).toEqual([11, 12, 13]);
    expect(minesBoard([0, 0, 0, 0], 4)).toEqual([0, 1, 2, 3]);
    expect(minesBoard([0.99, 0.99], 2)).toEqual([23, 24]);
  });

  it('3 mines, 5 safe picks: 0.97·C(25,5)/C(22,5) = 1.9570… floored to 1.95', () => {
    expect(minesMultiplier(3, 5)).toBe(1.95);
    expect(minesSafeChance(3, 5)).toBe(26_334 / 53_130);
    expect(MINES_RTP({ mines: 3, picks: [0, 1, 2, 3, 4] })).toBe((195 * 26_334) / (100 * 53_130));
    expect(minesMultiplier(3, 3)).toBe(1.44);
    expect(minesRtp(3, 3)).toBe((144 * 1_540) / (100 * 2_300));
    expect(minesMultiplier(1, 1)).toBe(1.01);
    expect(minesMultiplier(24, 1)).toBe(24.25);
    expect(minesMultiplier(1, 24)).toBe(24.25);
    expect(minesMultiplier(12, 13)).toBe(5_044_291);
  });

  it('every strategy returns at most 97 %, at least 96.25 % (the floor costs at most 0.75 pp)', () => {
    for (let m = 1; m <= 24; m += 1) {
      for (let d = 1; d <= 25 - m; d += 1) {
        expect(minesRtp(m, d)).toBeLessThanOrEqual(0.97);
        expect(minesRtp(m, d)).toBeGreaterThanOrEqual(0.9625);
      }
    }
    expect(minesRtp(3, 0)).toBe(0);
  });

  it('a mine ends the round with nothing; safe picks pay the multiplier; no pick pays nothing', () => {
    const floats = [0.5, 0.5, 0.5];
    expect(minesOutcome(floats, { mines: 3, picks: [0, 24, 13] })).toEqual({ mines: [11, 12, 13], picks: [0, 24, 13], hit: 13, multiplier: 0 });
    expect(minesOutcome(floats, { mines: 3, picks: [0, 24] }).multiplier).toBe(minesMultiplier(3, 2));
    expect(minesOutcome(floats, { mines: 3, picks: [] }).multiplier).toBe(0);
  });

  it('boards have exactly m distinct mines on the board; same floats, same board', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 96, maxLength: 96 }), fc.integer({ min: 1, max: 24 }), (bytes, m) => {
        const board = minesBoard(floatsFromBytes(bytes), m);
        const again = minesBoard(floatsFromBytes(bytes), m);
        return board.length === m && new Set(board).size === m && board.every((t) => t >= 0 && t < 25) && board.join() === again.join();
      }),
    );
  });

  it('multipliers are never negative and grow with each safe pick', () => {
    for (let m = 1; m <= 24; m += 1) {
      let last = 0;
      for (let d = 1; d <= 25 - m; d += 1) {
        expect(minesMultiplier(m, d)).toBeGreaterThanOrEqual(last);
        last = minesMultiplier(m, d);
      }
    }
  });

  it('refuses a mine count out of 1–24 and bad picks', () => {
    expect(parseMinesParams({ mines: 3 })).toEqual({ mines: 3, picks: [] });
    expect(parseMinesParams({ mines: 3, picks: [4, 0] })).toEqual({ mines: 3, picks: [4, 0] });
    expect(parseMinesParams({ mines: 0 })).toBe('Choose between 1 and 24 mines');
    expect(parseMinesParams({ mines: 25 })).toBe('Choose between 1 and 24 mines');
    expect(parseMinesParams({ mines: 2.5 })).toBe('Choose between 1 and 24 mines');
    expect(parseMinesParams('3')).toBe('Choose between 1 and 24 mines');
    expect(parseMinesParams({ mines: 3, picks: [25] })).toBe('Tiles are numbered 0 to 24');
    expect(parseMinesParams({ mines: 3, picks: [1, 1] })).toBe('A tile can be revealed once');
    expect(parseMinesParams({ mines: 24, picks: [1, 2] })).toBe('No safe tile is left to reveal');
  });
});
