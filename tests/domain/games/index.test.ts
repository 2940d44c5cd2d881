// The house games list and outcomeFromFloats (domain/games/index.ts): one round per game replayed from real HMAC
// bytes (server seed, client seed, nonce) to fixed outcomes — the vectors a server or a verify view must reproduce —
// and, for any bytes and allowed settings, the same floats always give the same outcome with a multiplier ≥ 0.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blocksFor,
  crashFromHash,
  FRUITS_RTP,
  fairMessage,
  floatsFromBytes,
  floatsNeededFor,
  HOUSE_GAME_IDS,
  HOUSE_GAMES,
  type HouseGameId,
  isHouseGameId,
  parseHouseParams,
  outcomeFromFloats,
  statedRtp,
} from '../../../domain/games/index.ts';

const floatsOf = (serverSeed: string, clientSeed: string, nonce: number, count: number): number[] =>
  Array.from({ length: blocksFor(count) }, (_, cursor) =>
    floatsFromBytes(
      createHmac('sha256', serverSeed)
        .update(fairMessage(clientSeed, nonce, cursor))
        .digest(),
    ),
  ).flat();

const PARAMS: Record<HouseGameId, unknown> = {
  crash: { autoCashout: 2 },
  keno: { picks: [3, 7, 12, 21, 33] },
  fruits: {},
  plinko: { rows: 12, risk: 'medium' },
  mines: { mines: 3, picks: [0, 1, 2] },
  wheel: { risk: 'medium', segments: 20 },
};

describe('house games', () => {
  it('lists the six games, one per curated category', () => {
    expect(HOUSE_GAMES.map((g) => [g.id, g.category])).toEqual([
      ['crash', 'crash'],
      ['keno', 'keno'],
      ['fruits', 'fruits'],
      ['plinko', 'plinko'],
      ['mines', 'mines'],
      ['wheel', 'wheel'],
    ]);
    expect(HOUSE_GAMES.map((g) => g.floatsNeeded)).toEqual([2, 10, 3, 12, 3, 1]);
    expect(HOUSE_GAMES.find((g) => g.id === 'fruits')?.rtp).toBe(FRUITS_RTP());
    expect(isHouseGameId('mines')).toBe(true);
    expect(isHouseGameId('roulette')).toBe(false);
    expect(HOUSE_GAME_IDS).toHaveLength(6);
    expect(parseHouseParams('keno', { picks: [9] })).toEqual({ picks: [9] });
  });

  it('replays seed "birrbet-server-seed", client "player-seed", nonce 42 to fixed outcomes', () => {
    const hex = createHmac('sha256', 'birrbet-server-seed').update('player-seed:42:0').digest('hex');
    expect(hex.slice(0, 13)).toBe('5b29cdb146187');
    expect(crashFromHash(hex, 0.03)).toBe(1.5);
    const round = (game: HouseGameId) =>
      outcomeFromFloats(game, PARAMS[game], floatsOf('birrbet-server-seed', 'player-seed', 42, floatsNeededFor(game, PARAMS[game])));
    expect(round('crash')).toEqual({ crashPoint: 1.5, autoCashout: 2, multiplier: 0 });
    expect(round('keno')).toEqual({ drawn: [15, 11, 17, 38, 14, 18, 30, 29, 8, 34], hits: [], multiplier: 0 });
    expect(round('plinko')).toEqual({ path: [0, 0, 0, 1, 0, 0, 1, 1, 0, 1, 0, 1], slot: 5, multiplier: 0.5 });
    expect(round('mines')).toEqual({ mines: [6, 8, 10], picks: [0, 1, 2], hit: null, multiplier: 1.44 });
    expect(round('wheel')).toEqual({ segment: 7, multiplier: 2 });
    expect(round('fruits')).toMatchObject({
      spins: [
        {
          stops: [8, 6, 8],
          lineWins: [
            { line: 2, count: 1, pay: 2 },
            { line: 4, count: 2, pay: 6 },
          ],
          pay: 8,
        },
      ],
      multiplier: 1.6,
    });
  });

  it('refuses settings the game does not allow, with the game’s text', () => {
    expect(outcomeFromFloats('mines', { mines: 30 }, [])).toBe('Choose between 1 and 24 mines');
    expect(outcomeFromFloats('crash', {}, [])).toBe('Cash out between 1.01x and 1000x');
    expect(floatsNeededFor('keno', { picks: [] })).toBe(0);
    expect(statedRtp('plinko', { rows: 12, risk: 'medium' })).toBe(19867 / 20480);
    expect(statedRtp('wheel', { risk: 'x', segments: 10 })).toBe('Choose low, medium or high risk');
  });

  it('for any bytes: same floats, same outcome, multiplier never negative', () => {
    const settings = fc.constantFrom<[HouseGameId, unknown]>(
      ['crash', { autoCashout: 1.01 }],
      ['crash', { autoCashout: 1000 }],
      ['keno', { picks: [1, 40] }],
      ['fruits', {}],
      ['plinko', { rows: 16, risk: 'high' }],
      ['mines', { mines: 24, picks: [5] }],
      ['mines', { mines: 1, picks: [0, 1, 2, 3, 4, 5, 6, 7] }],
      ['wheel', { risk: 'low', segments: 50 }],
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 128, maxLength: 128 }), settings, (bytes, [game, params]) => {
        const a = outcomeFromFloats(game, params, floatsFromBytes(bytes));
        const b = outcomeFromFloats(game, params, floatsFromBytes(Uint8Array.from(bytes)));
        return typeof a !== 'string' && JSON.stringify(a) === JSON.stringify(b) && a.multiplier >= 0 && Number.isFinite(a.multiplier);
      }),
      { numRuns: 300 },
    );
  });
});
