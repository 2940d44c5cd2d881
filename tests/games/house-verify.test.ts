// The verify view's computation (issue 15, casino-protocols §4): floats from HMAC-SHA256 in the browser library
// equal node:crypto's; known vectors (commitment, crash point, wheel segment); and for every house game the round
// replayed here equals the one the server draws from the same seeds — fruits with its free spins played out.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CrashParams, crashFloatsNeeded, crashOutcome, CRASH_RTP, parseCrashParams } from '../../domain/games/crash.ts';
import { type FruitsParams, fruitsFloatsNeeded, fruitsOutcome, FRUITS_RTP, parseFruitsParams } from '../../domain/games/fruits.ts';
import { HOUSE_GAMES, type HouseGameId, outcomeFromFloats, parseHouseParams, statedRtp, floatsNeededFor } from '../../domain/games/index.ts';
import { parseWheelParams, WHEEL_RTP, type WheelParams, wheelFloatsNeeded, wheelOutcome } from '../../domain/games/wheel.ts';
import { fairFloats, type GameMaths, gameMaths, replayRound, roundSettings, sha256Hex, verifyRound } from '../../games/shell/fair.ts';
import { drawOutcome } from '../../server/modules/games/house/rounds.ts';

const SEED = 'birrbet-test-server-seed';
const CLIENT = 'player-seed';

const crash = gameMaths<CrashParams>({ parse: parseCrashParams, floatsNeeded: crashFloatsNeeded, outcome: crashOutcome, rtp: CRASH_RTP });
const wheel = gameMaths<WheelParams>({ parse: parseWheelParams, floatsNeeded: wheelFloatsNeeded, outcome: wheelOutcome, rtp: WHEEL_RTP });
const fruits = gameMaths<FruitsParams>({ parse: parseFruitsParams, floatsNeeded: fruitsFloatsNeeded, outcome: fruitsOutcome, rtp: FRUITS_RTP });

/** Any game through domain/games/index.ts, as a page would pass its own module. */
const mathsOf = (game: HouseGameId): GameMaths => ({
  parse: (raw) => parseHouseParams(game, raw),
  floatsNeeded: (params) => floatsNeededFor(game, params),
  outcome: (floats, params) => outcomeFromFloats(game, params, floats) as { multiplier: number },
  rtp: (params) => Number(statedRtp(game, params)),
});

describe('floats and commitments in the browser library', () => {
  it('HMAC floats equal node:crypto over "client seed:nonce:cursor", 4 big-endian bytes a float, across blocks', () => {
    const node: number[] = [];
    for (const cursor of [0, 1]) {
      const bytes = createHmac('sha256', SEED).update(`${CLIENT}:7:${cursor}`).digest();
      for (let at = 0; at < 32; at += 4) {
        node.push(bytes.readUInt32BE(at) / 2 ** 32);
      }
    }
    expect(fairFloats(SEED, CLIENT, 7, 12)).toEqual(node.slice(0, 12));
  });

  it('known vectors: the commitment, the crash point and the wheel segment of nonce 0', () => {
    expect(sha256Hex(SEED)).toBe('2055ec0010c49451e59821743f771f28c33a0bed45fb182a1e85b1464518e6ce');
    expect(sha256Hex(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
    // HMAC = c80fa7b8e9702…: X = 0xc80fa7b8e9702 / 2^52, crash = floor(97 / (1 − X)) / 100 = 4.43.
    expect(replayRound(crash, SEED, CLIENT, 0, { autoCashout: 2 })).toEqual({ crashPoint: 4.43, autoCashout: 2, multiplier: 2 });
    // f0 = 0xc80fa7b8 / 2^32 = 0.78148…, so segment floor(0.78148 · 20) = 15.
    expect(replayRound(wheel, SEED, CLIENT, 0, { risk: 'medium', segments: 20 })).toMatchObject({ segment: 15 });
  });
});

describe('verifyRound', () => {
  it('checks the published hash and recomputes the round', () => {
    const hash = sha256Hex(SEED);
    const good = verifyRound(crash, {
      serverSeed: SEED,
      clientSeed: CLIENT,
      nonce: 0,
      params: { autoCashout: 5 },
      publishedHash: ` ${hash.toUpperCase()} `,
    });
    expect(good).toEqual({ hash, hashMatches: true, outcome: { crashPoint: 4.43, autoCashout: 5, multiplier: 0 } });
    const other = verifyRound(crash, { serverSeed: `${SEED}x`, clientSeed: CLIENT, nonce: 0, params: { autoCashout: 5 }, publishedHash: hash });
    expect(other.hashMatches).toBe(false);
    expect(verifyRound(crash, { serverSeed: SEED, clientSeed: CLIENT, nonce: 0, params: { autoCashout: 5 } }).hashMatches).toBeNull();
  });

  it('settings a game refuses give its refusal text, not an outcome', () => {
    expect(verifyRound(wheel, { serverSeed: SEED, clientSeed: CLIENT, nonce: 0, params: { risk: 'wild', segments: 20 } }).outcome).toBeTypeOf(
      'string',
    );
    expect(verifyRound(crash, { serverSeed: SEED, clientSeed: CLIENT, nonce: 0, params: null }).outcome).toBe('Cash out between 1.01x and 1000x');
  });

  it('every game replays here exactly as the server draws it (30 nonces each)', () => {
    const settings: Record<HouseGameId, object[]> = {
      crash: [{ autoCashout: 1.5 }, { autoCashout: 100 }],
      mines: [
        { mines: 3, picks: [] },
        { mines: 24, picks: [] },
      ],
      plinko: [
        { rows: 8, risk: 'low' },
        { rows: 16, risk: 'high' },
      ],
      keno: [{ picks: [1] }, { picks: [2, 4, 8, 16, 32, 40, 39, 21, 11, 5] }],
      wheel: [
        { risk: 'high', segments: 50 },
        { risk: 'low', segments: 10 },
      ],
      fruits: [{}],
    };
    for (const game of HOUSE_GAMES.map((g) => g.id)) {
      for (const params of settings[game]) {
        for (let nonce = 0; nonce < 30; nonce += 1) {
          const parsed = parseHouseParams(game, params) as object;
          expect(replayRound(mathsOf(game), SEED, CLIENT, nonce, params)).toEqual(drawOutcome(game, parsed, SEED, CLIENT, nonce));
        }
      }
    }
  });

  it('a fruit round whose scatters won free spins replays them all (more HMAC blocks asked for)', () => {
    let nonce = 0;
    let outcome = replayRound(fruits, SEED, CLIENT, nonce, {}) as { freeSpinsAwarded: number; spins: unknown[]; freeSpinsLeft: number };
    while (outcome.freeSpinsAwarded === 0) {
      nonce += 1;
      outcome = replayRound(fruits, SEED, CLIENT, nonce, {}) as typeof outcome;
    }
    expect(outcome.spins.length).toBe(1 + outcome.freeSpinsAwarded);
    expect(outcome.freeSpinsLeft).toBe(0);
    expect(outcome).toEqual(drawOutcome('fruits', {}, SEED, CLIENT, nonce));
  });
});

describe('roundSettings: a finished round replayed as played (issue 29)', () => {
  it("adds a Mines round's picks and a Crash round's hand cash-out to its stored settings", () => {
    const mines = { params: { mines: 3, picks: [] }, outcome: { mines: [2, 9, 16], picks: [0, 1], hit: null } };
    expect(roundSettings(mines)).toEqual({ mines: 3, picks: [0, 1] });
    expect(mines.params.picks).toEqual([]);
    // Crash point 4.43 at nonce 0 (the vector above): cashed out by hand at 1.50 under an auto cash-out of 10.
    const crashRound = { params: { autoCashout: 10 }, outcome: { crashPoint: 4.43, autoCashout: 10, cashedOutAt: 1.5 } };
    expect(replayRound(crash, SEED, CLIENT, 0, roundSettings(crashRound))).toMatchObject({ multiplier: 1.5 });
    expect(replayRound(crash, SEED, CLIENT, 0, crashRound.params)).toMatchObject({ multiplier: 0 });
    expect(roundSettings({ params: { risk: 'low', segments: 10 }, outcome: { segment: 3 } })).toEqual({ risk: 'low', segments: 10 });
  });
});
