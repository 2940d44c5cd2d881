// Fruits (domain/games/fruits.ts): reels and lines from stops, the free-spin feature played from the float stream,
// and the exact RTP by enumeration with the free spins solved as V = B/(1 − 10p).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatsFromBytes } from '../../../domain/games/fair.ts';
import {
  FRUITS_CHERRY_PAYS,
  FRUITS_FLOATS_PER_SPIN,
  FRUITS_FREE_SPINS,
  FRUITS_LINES,
  FRUITS_PAYS,
  FRUITS_RTP,
  FRUITS_STRIPS,
  fruitsFloatsNeeded,
  fruitsOutcome,
  fruitsRtpParts,
  fruitsSpinFromFloats,
  fruitsSpinFromStops,
  parseFruitsParams,
} from '../../../domain/games/fruits.ts';

/** Floats that stop the reels at these stops (the middle of each stop's float range). */
const floatsFor = (...spins: number[][]) => spins.flatMap((stops) => stops.map((s, r) => (s + 0.5) / FRUITS_STRIPS[r]!.length));
const TRIGGER = [3, 3, 6]; // a scatter on the top row of every reel
const BLANK = [6, 0, 0]; // no line win, no scatter (checked below)

describe('fruits', () => {
  it('strips have 20–32 stops and never show two scatters on one reel', () => {
    for (const reel of FRUITS_STRIPS) {
      expect(reel.length).toBeGreaterThanOrEqual(20);
      expect(reel.length).toBeLessThanOrEqual(32);
      reel.forEach((_, s) => {
        const window = [0, 1, 2].map((row) => reel[(s + row) % reel.length]);
        expect(window.filter((sym) => sym === 'scatter').length).toBeLessThanOrEqual(1);
      });
    }
  });

  it('pays each of the 5 lines in line bets: stops 0,0,0 show 3 cherries down the diagonal and one cherry on top', () => {
    const spin = fruitsSpinFromStops([0, 0, 0]);
    expect(spin.window).toEqual([
      ['cherry', 'lemon', 'orange'],
      ['lemon', 'cherry', 'plum'],
      ['orange', 'lemon', 'cherry'],
    ]);
    expect(spin.lineWins).toEqual([
      { line: 0, symbol: 'cherry', count: 1, pay: 2 },
      { line: 3, symbol: 'cherry', count: 3, pay: 8 },
    ]);
    expect(spin.pay).toBe(10);
    expect(spin.multiplier).toBe(2);
    expect(fruitsSpinFromStops(BLANK)).toMatchObject({ lineWins: [], scatters: 0, pay: 0, multiplier: 0 });
  });

  it('the paytable: 5 lines over the 3 rows and 2 diagonals, 3 of a kind, 1 or 2 cherries, 10 free spins', () => {
    expect(FRUITS_LINES).toEqual([
      [0, 0, 0],
      [1, 1, 1],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ]);
    expect(FRUITS_PAYS).toEqual({ cherry: 8, lemon: 8, orange: 10, plum: 15, bell: 20, bar: 40, seven: 50 });
    expect(FRUITS_CHERRY_PAYS).toEqual([0, 2, 6]);
    expect([FRUITS_FREE_SPINS, FRUITS_FLOATS_PER_SPIN]).toEqual([10, 3]);
  });

  it('reel stop = floor(f·strip length)', () => {
    expect(fruitsFloatsNeeded()).toBe(3);
    expect(fruitsSpinFromFloats([0, 0.5, 0.999]).stops).toEqual([0, 12, 23]);
    expect(fruitsSpinFromFloats([0.1, 0.1, 0, 0, 0, 0], 3).stops).toEqual([0, 0, 0]);
  });

  it('3 scatters win 10 free spins played from the next floats, and they retrigger', () => {
    expect(fruitsSpinFromStops(TRIGGER)).toMatchObject({ scatters: 3, freeSpinsWon: 10 });
    const once = fruitsOutcome(floatsFor(TRIGGER, ...Array(10).fill(BLANK)));
    expect(once).toMatchObject({ freeSpinsAwarded: 10, freeSpinsLeft: 0, floatsUsed: 33 });
    expect(once.spins).toHaveLength(11);
    const again = fruitsOutcome(floatsFor(TRIGGER, BLANK, TRIGGER, ...Array(25).fill(BLANK)));
    expect(again).toMatchObject({ freeSpinsAwarded: 20, freeSpinsLeft: 0, floatsUsed: 63 });
    expect(again.spins).toHaveLength(21);
    const pays = again.spins.reduce((sum, spin) => sum + spin.pay, 0);
    expect(again.multiplier).toBe(pays / 5);
  });

  it('too few floats leave free spins to play: the caller asks for more and replays', () => {
    const short = fruitsOutcome(floatsFor(TRIGGER, BLANK));
    expect(short).toMatchObject({ freeSpinsAwarded: 10, freeSpinsLeft: 9, floatsUsed: 6 });
  });

  it('exact RTP: 61,250 line bets over 13,824 combinations, 108 of them with 3 scatters → 6125/6372', () => {
    expect(fruitsRtpParts()).toEqual({ combos: 13_824, payUnits: 61_250, triggers: 108 });
    // B = 61250/(5·13824), p = 108/13824 = 1/128; V = B + 10p·V ⇒ V = B/(1 − 10p).
    const base = 61_250 / (5 * 13_824);
    const p = 108 / 13_824;
    expect(p).toBe(1 / 128);
    expect(FRUITS_RTP()).toBe(6125 / 6372);
    expect(FRUITS_RTP()).toBeCloseTo(base / (1 - 10 * p), 14);
    // The solution is the limit of playing out the feature to any depth: V_d = B + 10p·V_{d−1}.
    let v = base;
    for (let depth = 0; depth < 60; depth += 1) {
      v = base + 10 * p * v;
    }
    expect(v).toBeCloseTo(FRUITS_RTP(), 14);
    expect(Math.abs(FRUITS_RTP() - 0.96)).toBeLessThanOrEqual(0.003);
  });

  it('same floats, same round; multipliers never negative; spins add up', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 96, maxLength: 96 }), (bytes) => {
        const out = fruitsOutcome(floatsFromBytes(bytes));
        const again = fruitsOutcome(floatsFromBytes(bytes));
        return (
          JSON.stringify(out) === JSON.stringify(again) &&
          out.multiplier >= 0 &&
          out.spins.length === 1 + out.freeSpinsAwarded - out.freeSpinsLeft &&
          out.spins.every((spin) => spin.stops.every((s, r) => s >= 0 && s < FRUITS_STRIPS[r]!.length))
        );
      }),
    );
  });

  it('takes no settings', () => {
    expect(parseFruitsParams(undefined)).toEqual({});
    expect(parseFruitsParams({})).toEqual({});
    expect(parseFruitsParams({ lines: 3 })).toBe('The fruit slot takes no settings');
  });
});
