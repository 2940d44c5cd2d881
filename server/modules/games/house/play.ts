// Playing a house round (POST /api/games/house/play). Checked first: the token, the settings (the game's own
// rules, domain/games), the bet (1–5,000 ETB, whole cents; a free spin stakes the grant's bet). Then: the nonce is
// taken and the outcome drawn from the committed seed, and the round stored (one transaction); the stake goes
// through the seamless wallet (its own transaction, which never overdraws — a refusal removes the round); a
// one-shot round is then paid. A retry with the same request_id answers the first round.
import { randomUUID } from 'node:crypto';
import { HOUSE_GAMES, parseHouseParams } from '../../../../domain/games/index.ts';
import type { HousePlayed } from '../../../../schema/house-game.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { switchedOff, walletBalance } from '../wallet/index.ts';
import { refuseIfExcluded } from '../../responsible-gaming/exclusion.ts';
import { fairState, gameSwitchedOff, houseGrant, type HouseDeps, type HouseGrant, loadRound, refuse, roundOpen, walletRefusal } from './context.ts';
import { playableSeed } from './fair.ts';
import { betTx, payRound, voidRound } from './finish.ts';
import { drawOutcome, MAX_BET_CENTS, MIN_BET_CENTS, payoutCents, presentRound, type RoundRow } from './rounds.ts';

export interface PlayInput {
  token: string;
  bet: number;
  params?: Record<string, unknown>;
  free?: boolean;
  request_id?: string;
}

/** Games whose round stays open for the player's moves. */
const MULTI_STEP = new Set(['mines', 'crash']);

const isUniqueViolation = (err: unknown, constraint: string): boolean =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: string }).code === '23505' &&
  String((err as { constraint?: string; message?: string }).constraint ?? (err as Error).message).includes(constraint);

function stakeCents(bet: number): number {
  const cents = Math.round(bet * 100);
  if (Math.abs(cents - bet * 100) > 1e-6 || cents < MIN_BET_CENTS || cents > MAX_BET_CENTS) {
    throw refuse(400, 'BET_OUT_OF_RANGE', 'Bet must be between the minimum and the maximum');
  }
  return cents;
}

function settingsOf(grant: HouseGrant, raw: Record<string, unknown> | undefined): object {
  const defaults = HOUSE_GAMES.find((g) => g.id === grant.game)?.defaultParams ?? {};
  // A mines round starts with no tile revealed, whatever was sent.
  const given = grant.game === 'mines' ? { ...(raw ?? defaults), picks: [] } : (raw ?? defaults);
  const params = parseHouseParams(grant.game, given);
  if (typeof params === 'string') {
    throw refuse(400, 'INVALID_PARAMS', params);
  }
  return params;
}

async function storeRound(deps: HouseDeps, grant: HouseGrant, params: object, stake: number | 'free', requestId: string | null): Promise<RoundRow> {
  const nowMs = deps.now();
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    // Responsible gaming (issue 18): no round for a self-excluded player, free spins included, even in a game
    // opened before the exclusion; checked in the transaction that stores the round.
    await refuseIfExcluded(trx, grant.userId, nowMs);
    // Back office (issue 33): a game switched off since this page opened starts no new round; one in play finishes.
    if (await switchedOff(trx, 'house', grant.gameId)) {
      throw gameSwitchedOff();
    }
    let betCents = stake === 'free' ? 0 : stake;
    if (stake === 'free') {
      const grantRow = await trx
        .updateTable('free_spins')
        .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
        .where('id', '=', (qb) =>
          qb
            .selectFrom('free_spins')
            .select('id')
            .where('user_id', '=', grant.userId)
            .where('game_id', '=', grant.gameId)
            .where('remaining', '>', 0)
            .where('end_date', '>', new Date(nowMs))
            .orderBy('end_date')
            .limit(1),
        )
        .where('remaining', '>', 0)
        .returning('bet_cents')
        .executeTakeFirst();
      if (grantRow === undefined) {
        throw refuse(400, 'INVALID_ACTION', 'That move is not possible now');
      }
      betCents = Number(grantRow.bet_cents);
    }
    // Under the seed row's lock (seed-lock.ts): the nonce is this round's alone; refused before a client seed is chosen.
    const seed = await playableSeed(trx, grant.userId, grant.game, nowMs);
    await trx
      .updateTable('house_seeds')
      .set({ next_nonce: seed.nextNonce + 1 })
      .where('id', '=', seed.id)
      .execute();
    const outcome = drawOutcome(grant.game, params, seed.serverSeed, seed.clientSeed, seed.nextNonce);
    const open = MULTI_STEP.has(grant.game);
    const multiplier = open ? 0 : outcome.multiplier;
    await trx
      .insertInto('house_rounds')
      .values({
        id,
        user_id: grant.userId,
        game: grant.game,
        game_id: grant.gameId,
        seed_id: seed.id,
        nonce: seed.nextNonce,
        bet_cents: betCents,
        free: stake === 'free',
        params: JSON.stringify(params),
        outcome: JSON.stringify(outcome),
        progress: JSON.stringify(grant.game === 'mines' ? { picks: [] } : {}),
        multiplier,
        payout_cents: open ? 0 : payoutCents(betCents, multiplier),
        status: open ? 'open' : multiplier > 0 ? 'won' : 'lost',
        request_id: requestId,
        created_at: new Date(nowMs),
      })
      .execute();
  });
  const row = await loadRound(deps.db, id);
  if (row === null) {
    throw new Error(`house round ${id} vanished after insert`);
  }
  return row;
}

async function answer(deps: HouseDeps, grant: HouseGrant, id: string): Promise<HousePlayed> {
  const row = await loadRound(deps.db, id);
  if (row === null) {
    throw new HttpError(404, 'ROUND_NOT_FOUND', 'Round not found');
  }
  return {
    success: true,
    round: presentRound(row, deps.now()),
    balance: (await walletBalance(deps.db, grant.userId)) / 100,
    fair: await fairState(deps.db, grant.userId, grant.game),
  };
}

/**
 * Takes the round's stake (the bet's transaction id is the round's, so a second call — a retry while the first still
 * waits — gets the same answer from the wallet, never a second debit) and pays a one-shot round. A refused stake
 * removes the round: no player is ever answered a round whose stake was not taken.
 */
async function stakeAndPay(deps: HouseDeps, grant: HouseGrant, row: RoundRow): Promise<void> {
  if (!row.free) {
    const reply = await deps.link.bet({
      userId: grant.userId,
      token: grant.token,
      gameCode: grant.gameId,
      roundId: row.id,
      txId: betTx(row.id),
      amountCents: Number(row.bet_cents),
    });
    if (reply.status !== 'RS_OK') {
      // A concurrent attempt (a retry with the same request_id) may have taken the stake meanwhile: the void
      // returns it, or finds the round completed — then that round is the answer, not the refusal.
      if (await voidRound(deps, row)) {
        // Excluded between the round's storing and its stake: the player's own refusal, not a wallet fault.
        if (reply.status === 'RS_ERROR_USER_DISABLED') {
          await refuseIfExcluded(deps.db, grant.userId, deps.now());
        }
        throw walletRefusal(reply);
      }
      return;
    }
  }
  if (row.status !== 'open' && !row.settled) {
    await payRound(deps, row);
  }
}

/** A retried play (same request_id): the first round, its stake and payment completed if the first attempt could not. */
async function resume(deps: HouseDeps, grant: HouseGrant, id: string): Promise<HousePlayed> {
  const row = await loadRound(deps.db, id);
  if (row === null) {
    throw new HttpError(404, 'ROUND_NOT_FOUND', 'Round not found');
  }
  if (!row.settled) {
    await stakeAndPay(deps, grant, row);
  }
  return answer(deps, grant, id);
}

export async function playRound(deps: HouseDeps, input: PlayInput): Promise<HousePlayed> {
  const grant = await houseGrant(deps, input.token);
  const params = settingsOf(grant, input.params);
  const stake = input.free === true ? ('free' as const) : stakeCents(input.bet);
  const requestId = input.request_id ?? null;
  if (requestId !== null) {
    const earlier = await deps.db
      .selectFrom('house_rounds')
      .select('id')
      .where('user_id', '=', grant.userId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    if (earlier !== undefined) {
      return resume(deps, grant, earlier.id);
    }
  }
  let row: RoundRow;
  try {
    row = await storeRound(deps, grant, params, stake, requestId);
  } catch (err) {
    if (isUniqueViolation(err, 'house_rounds_one_open')) {
      throw roundOpen();
    }
    if (requestId !== null && isUniqueViolation(err, 'house_rounds_request')) {
      const earlier = await deps.db
        .selectFrom('house_rounds')
        .select('id')
        .where('user_id', '=', grant.userId)
        .where('request_id', '=', requestId)
        .executeTakeFirstOrThrow();
      return resume(deps, grant, earlier.id);
    }
    throw err;
  }
  await stakeAndPay(deps, grant, row);
  return answer(deps, grant, row.id);
}
