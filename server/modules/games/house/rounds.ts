// House rounds: drawing an outcome from the committed seed, what the player may see of a round (a mines board or
// a crash point only once the round is over), and payouts (bet × multiplier, rounded half away from zero to the
// cent, capped at the 1,000,000 ETB payout limit of Ethiopia's directive — casino-protocols §5).
import type { HouseRound } from '../../../../schema/house-game.ts';
import { crashMultiplierAt, type HouseGameId, type HouseOutcome, minesMultiplier, outcomeFromFloats } from '../../../../domain/games/index.ts';
import { floatsNeededFor } from '../../../../domain/games/index.ts';
import { fairFloats } from './fair.ts';

export const MIN_BET_CENTS = 100;
export const MAX_BET_CENTS = 500_000;
export const MAX_WIN_CENTS = 100_000_000;
/** Free spins a scatter feature may chain at most in one round (a bound, never reached in practice). */
const MAX_FLOATS = 3 * 600;

export const payoutCents = (betCents: number, multiplier: number): number => Math.min(MAX_WIN_CENTS, Math.round(betCents * multiplier));

/** The outcome of a round with these (already parsed) settings; fruits draws floats until its free spins end. */
export function drawOutcome(game: HouseGameId, params: object, serverSeed: string, clientSeed: string, nonce: number): HouseOutcome {
  let count = floatsNeededFor(game, params);
  for (;;) {
    const outcome = outcomeFromFloats(game, params, fairFloats(serverSeed, clientSeed, nonce, count));
    if (typeof outcome === 'string') {
      throw new Error(`settings refused after parsing: ${outcome}`);
    }
    const left = (outcome as { freeSpinsLeft?: number }).freeSpinsLeft ?? 0;
    if (left === 0 || count >= MAX_FLOATS) {
      return outcome;
    }
    count = Math.min(MAX_FLOATS, count + 3 * left);
  }
}

export interface RoundRow {
  id: string;
  user_id: string;
  game: string;
  game_id: string;
  seed_id: string;
  nonce: number;
  bet_cents: string | number | bigint;
  free: boolean;
  params: unknown;
  outcome: unknown;
  progress: unknown;
  multiplier: string | number;
  payout_cents: string | number | bigint;
  status: 'open' | 'won' | 'lost';
  settled: boolean;
  created_at: Date;
  server_seed_hash: string;
  /** Never null for a round: none is drawn before the player's client seed is set. */
  client_seed: string | null;
}

export const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export interface MinesProgress {
  picks: number[];
}
/** What the page may see: while a round is open, only its own moves. */
function visible(row: RoundRow, nowMs: number): Record<string, unknown> {
  const outcome = json<Record<string, unknown>>(row.outcome);
  const params = json<Record<string, unknown>>(row.params);
  if (row.status !== 'open') {
    return { ...outcome, ...json<Record<string, unknown>>(row.progress) };
  }
  if (row.game === 'mines') {
    const picks = json<MinesProgress>(row.progress).picks;
    const mines = Number(params['mines']);
    return {
      picks,
      multiplier: picks.length === 0 ? 0 : minesMultiplier(mines, picks.length),
      next_multiplier: minesMultiplier(mines, picks.length + 1),
    };
  }
  if (row.game === 'crash') {
    const elapsed = Math.max(0, nowMs - row.created_at.getTime());
    return { autoCashout: params['autoCashout'], elapsed_ms: elapsed, multiplier_now: crashMultiplierAt(elapsed) };
  }
  return {};
}

export function presentRound(row: RoundRow, nowMs: number): HouseRound {
  return {
    id: row.id,
    game: row.game,
    bet: Number(row.bet_cents) / 100,
    free: row.free,
    params: json<Record<string, unknown>>(row.params),
    outcome: visible(row, nowMs),
    multiplier: Number(row.multiplier),
    payout: Number(row.payout_cents) / 100,
    status: row.status,
    server_seed_hash: row.server_seed_hash,
    client_seed: row.client_seed ?? '',
    nonce: row.nonce,
    created_at: row.created_at.toISOString(),
  };
}
