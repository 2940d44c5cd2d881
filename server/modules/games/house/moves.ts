// The rest of the house game server: a move in an open round (mines reveal/cash-out, crash cash-out — decided by
// one guarded UPDATE, so two cash-outs cannot both pay), the session a page starts with, and seed rotation (which
// reveals the old server seed and activates the committed next one, fair.ts; refused while a round is open, since
// its outcome is drawn from that seed).
import { type CrashOutcome, CRASH_MIN_CASHOUT, crashMultiplierAt, MINES_TILES, minesMultiplier } from '../../../../domain/games/index.ts';
import type { HousePlayed, HouseSession } from '../../../../schema/house-game.ts';
import { walletBalance } from '../wallet/index.ts';
import { fairState, houseGrant, type HouseDeps, invalidAction, loadRound, refuse, roundClosed, roundOpen, roundQuery } from './context.ts';
import { activeSeed, rotateLockedSeed } from './fair.ts';
import { closeCrashIfDue, payRound } from './finish.ts';
import { json, MAX_BET_CENTS, MIN_BET_CENTS, type MinesProgress, payoutCents, presentRound, type RoundRow } from './rounds.ts';

export interface ActInput {
  token: string;
  round_id: string;
  action: 'reveal' | 'cashout';
  tile?: number;
}

interface Decision {
  status: 'open' | 'won' | 'lost';
  multiplier: number;
  progress: object;
}

function decideMines(row: RoundRow, input: ActInput): Decision {
  const mines = json<{ mines: number[] }>(row.outcome).mines;
  const count = Number(json<{ mines: number }>(row.params).mines);
  const picks = json<MinesProgress>(row.progress).picks;
  if (input.action === 'cashout') {
    if (picks.length === 0) {
      throw invalidAction();
    }
    return { status: 'won', multiplier: minesMultiplier(count, picks.length), progress: { picks } };
  }
  if (input.tile === undefined || picks.includes(input.tile)) {
    throw invalidAction();
  }
  const next = [...picks, input.tile];
  if (mines.includes(input.tile)) {
    return { status: 'lost', multiplier: 0, progress: { picks: next, hit: input.tile } };
  }
  const cleared = next.length === MINES_TILES - count;
  return { status: cleared ? 'won' : 'open', multiplier: cleared ? minesMultiplier(count, next.length) : 0, progress: { picks: next } };
}

function decideCrash(row: RoundRow, input: ActInput, nowMs: number): Decision {
  if (input.action !== 'cashout') {
    throw invalidAction();
  }
  const outcome = json<CrashOutcome>(row.outcome);
  const at = crashMultiplierAt(nowMs - row.created_at.getTime());
  if (at < CRASH_MIN_CASHOUT) {
    throw invalidAction();
  }
  if (at >= outcome.crashPoint) {
    return { status: 'lost', multiplier: 0, progress: {} };
  }
  const paid = Math.min(at, outcome.autoCashout);
  return { status: 'won', multiplier: paid, progress: { cashedOutAt: paid } };
}

export async function actInRound(deps: HouseDeps, input: ActInput): Promise<HousePlayed> {
  const grant = await houseGrant(deps, input.token);
  let row = await loadRound(deps.db, input.round_id);
  if (row === null || row.user_id !== grant.userId || row.game !== grant.game) {
    throw refuse(404, 'ROUND_NOT_FOUND', 'Round not found');
  }
  if (await closeCrashIfDue(deps, row)) {
    row = (await loadRound(deps.db, row.id)) as RoundRow;
  }
  if (row.status !== 'open') {
    throw roundClosed();
  }
  const nowMs = deps.now();
  const decision = row.game === 'mines' ? decideMines(row, input) : decideCrash(row, input, nowMs);
  const payout = payoutCents(Number(row.bet_cents), decision.multiplier);
  const changed = await deps.db
    .updateTable('house_rounds')
    .set({
      status: decision.status,
      multiplier: decision.multiplier,
      payout_cents: payout,
      progress: JSON.stringify(decision.progress),
      closed_at: decision.status === 'open' ? null : new Date(nowMs),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'open')
    .where('progress', '=', JSON.stringify(json(row.progress)))
    .returning('id')
    .executeTakeFirst();
  if (changed === undefined) {
    throw roundClosed();
  }
  if (decision.status !== 'open') {
    await payRound(deps, { ...row, payout_cents: payout });
  }
  const after = (await loadRound(deps.db, row.id)) as RoundRow;
  return {
    success: true,
    round: presentRound(after, deps.now()),
    balance: (await walletBalance(deps.db, grant.userId)) / 100,
    fair: await fairState(deps.db, grant.userId, grant.game),
  };
}

const HISTORY = 20;

export async function startSession(deps: HouseDeps, token: string): Promise<HouseSession> {
  const grant = await houseGrant(deps, token);
  const nowMs = deps.now();
  await deps.db.transaction().execute((trx) => activeSeed(trx, grant.userId, grant.game, nowMs));
  const open = await roundQuery(deps.db)
    .where('r.user_id', '=', grant.userId)
    .where('r.game', '=', grant.game)
    .where('r.status', '=', 'open')
    .executeTakeFirst();
  if (open !== undefined) {
    await closeCrashIfDue(deps, { ...open, created_at: new Date(open.created_at) });
  }
  const rows = await roundQuery(deps.db)
    .where('r.user_id', '=', grant.userId)
    .where('r.game', '=', grant.game)
    .orderBy('r.created_at', 'desc')
    .limit(HISTORY + 1)
    .execute();
  const rounds = rows.map((r) => presentRound({ ...r, created_at: new Date(r.created_at) }, nowMs));
  const spins = await deps.db
    .selectFrom('free_spins')
    .select(['remaining', 'bet_cents', 'end_date'])
    .where('user_id', '=', grant.userId)
    .where('game_id', '=', grant.gameId)
    .where('remaining', '>', 0)
    .where('end_date', '>', new Date(nowMs))
    .orderBy('end_date')
    .execute();
  const first = spins[0];
  return {
    success: true,
    session: {
      game: grant.game,
      mode: 'real',
      currency: grant.currency,
      balance: (await walletBalance(deps.db, grant.userId)) / 100,
      min_bet: MIN_BET_CENTS / 100,
      max_bet: MAX_BET_CENTS / 100,
      fair: await fairState(deps.db, grant.userId, grant.game),
      free_spins:
        first === undefined
          ? null
          : {
              remaining: spins.reduce((n, s) => n + s.remaining, 0),
              bet: Number(first.bet_cents) / 100,
              end_date: new Date(first.end_date).toISOString(),
            },
      open_round: rounds.find((r) => r.status === 'open') ?? null,
      history: rounds.filter((r) => r.status !== 'open').slice(0, HISTORY),
    },
  };
}

export async function rotateSeed(deps: HouseDeps, token: string, clientSeed: string | undefined) {
  const grant = await houseGrant(deps, token);
  const nowMs = deps.now();
  const revealed = await deps.db.transaction().execute(async (trx) => {
    // The seed row's lock first: a play in flight finishes its round (and nonce) before this reveals the seed.
    const seed = await activeSeed(trx, grant.userId, grant.game, nowMs);
    const open = await trx
      .selectFrom('house_rounds')
      .select('id')
      .where('user_id', '=', grant.userId)
      .where('game', '=', grant.game)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (open !== undefined) {
      throw roundOpen();
    }
    return rotateLockedSeed(trx, seed, grant.userId, grant.game, clientSeed, nowMs);
  });
  return { success: true as const, revealed, fair: await fairState(deps.db, grant.userId, grant.game) };
}

export { payRound };
