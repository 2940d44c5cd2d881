// The six house games (issue 15), one per curated casino category, and one entry point to replay any round from its
// floats (the verify view and the server call it; they compute the HMAC bytes, fair.ts turns them into floats).
// Each game's maths, tables and exact RTP live in its own module.
import { CRASH_RTP, type CrashParams, crashFloatsNeeded, crashOutcome, parseCrashParams } from './crash.ts';
import { FRUITS_RTP, type FruitsParams, fruitsFloatsNeeded, fruitsOutcome, parseFruitsParams } from './fruits.ts';
import { KENO_RTP, type KenoParams, kenoFloatsNeeded, kenoOutcome, parseKenoParams } from './keno.ts';
import { MINES_RTP, type MinesParams, minesFloatsNeeded, minesOutcome, parseMinesParams } from './mines.ts';
import { PLINKO_RTP, type PlinkoParams, parsePlinkoParams, plinkoFloatsNeeded, plinkoOutcome } from './plinko.ts';
import { parseWheelParams, WHEEL_RTP, type WheelParams, wheelFloatsNeeded, wheelOutcome } from './wheel.ts';

export type HouseGameId = 'crash' | 'keno' | 'fruits' | 'plinko' | 'mines' | 'wheel';

/** Any game's outcome: plain JSON with at least the multiplier paid on the bet. */
export type HouseOutcome = { multiplier: number } & object;

interface GameMaths {
  parse(raw: unknown): object | string;
  floatsNeeded(params: object): number;
  outcome(floats: readonly number[], params: object): HouseOutcome;
  rtp(params: object): number;
}

/** Typed per game here; callers pass parsed params back to the same game, so the casts below cannot mix games. */
const maths = <P extends object>(m: {
  parse(raw: unknown): P | string;
  floatsNeeded(params: P): number;
  outcome(floats: readonly number[], params: P): HouseOutcome;
  rtp(params: P): number;
}): GameMaths => m as unknown as GameMaths;

const MATHS: Readonly<Record<HouseGameId, GameMaths>> = {
  crash: maths<CrashParams>({ parse: parseCrashParams, floatsNeeded: crashFloatsNeeded, outcome: crashOutcome, rtp: CRASH_RTP }),
  keno: maths<KenoParams>({ parse: parseKenoParams, floatsNeeded: kenoFloatsNeeded, outcome: kenoOutcome, rtp: KENO_RTP }),
  fruits: maths<FruitsParams>({ parse: parseFruitsParams, floatsNeeded: fruitsFloatsNeeded, outcome: fruitsOutcome, rtp: FRUITS_RTP }),
  plinko: maths<PlinkoParams>({ parse: parsePlinkoParams, floatsNeeded: plinkoFloatsNeeded, outcome: plinkoOutcome, rtp: PLINKO_RTP }),
  mines: maths<MinesParams>({ parse: parseMinesParams, floatsNeeded: minesFloatsNeeded, outcome: minesOutcome, rtp: MINES_RTP }),
  wheel: maths<WheelParams>({ parse: parseWheelParams, floatsNeeded: wheelFloatsNeeded, outcome: wheelOutcome, rtp: WHEEL_RTP }),
};

export interface HouseGame {
  id: HouseGameId;
  name: string;
  /** The curated casino category it stands for (the same word). */
  category: HouseGameId;
  /** Settings a new player starts with. */
  defaultParams: object;
  /** Floats the default round needs (fruits: its paid spin; free spins take 3 more each). */
  floatsNeeded: number;
  /** The stated RTP of the default settings, e.g. 0.97. */
  rtp: number;
}

const DEFAULTS: Readonly<Record<HouseGameId, { name: string; params: object }>> = {
  crash: { name: 'Crash', params: { autoCashout: 2 } satisfies CrashParams },
  keno: { name: 'Keno', params: { picks: [3, 7, 12, 21, 33] } },
  fruits: { name: 'Fruits', params: {} },
  plinko: { name: 'Plinko', params: { rows: 12, risk: 'medium' } },
  mines: { name: 'Mines', params: { mines: 3, picks: [] } },
  wheel: { name: 'Wheel', params: { risk: 'medium', segments: 20 } },
};

export const HOUSE_GAME_IDS: readonly HouseGameId[] = ['crash', 'keno', 'fruits', 'plinko', 'mines', 'wheel'];

export const HOUSE_GAMES: readonly HouseGame[] = HOUSE_GAME_IDS.map((id) => {
  const { name, params } = DEFAULTS[id];
  const game = MATHS[id];
  // Mines' default has no picks yet: its headline is the 97 % every strategy approaches before flooring.
  const rtp = id === 'mines' ? 0.97 : game.rtp(params);
  return { id, name, category: id, defaultParams: params, floatsNeeded: game.floatsNeeded(params), rtp };
});

export const isHouseGameId = (id: string): id is HouseGameId => (HOUSE_GAME_IDS as readonly string[]).includes(id);

/** The game's settings checked as the server checks a bet: the parsed params, or the refusal text. */
export const parseHouseParams = (game: HouseGameId, raw: unknown): object | string => MATHS[game].parse(raw);

/** Floats a round with these (raw) settings needs; 0 when the settings are refused. */
export function floatsNeededFor(game: HouseGameId, raw: unknown): number {
  const params = MATHS[game].parse(raw);
  return typeof params === 'string' ? 0 : MATHS[game].floatsNeeded(params);
}

/** A round replayed from its floats: the outcome, or the refusal text when the settings are not allowed. */
export function outcomeFromFloats(game: HouseGameId, raw: unknown, floats: readonly number[]): HouseOutcome | string {
  const params = MATHS[game].parse(raw);
  return typeof params === 'string' ? params : MATHS[game].outcome(floats, params);
}

/** The exact stated RTP of a game with these (raw) settings, or the refusal text. */
export function statedRtp(game: HouseGameId, raw: unknown): number | string {
  const params = MATHS[game].parse(raw);
  return typeof params === 'string' ? params : MATHS[game].rtp(params);
}

export * from './crash.ts';
export * from './fair.ts';
export * from './fruits.ts';
export * from './keno.ts';
export * from './mines.ts';
export * from './plinko.ts';
export * from './wheel.ts';
