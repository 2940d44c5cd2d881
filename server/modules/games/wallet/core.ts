// The seamless wallet's core (issue 15; casino-protocols §1 rules 1–4): every provider — house games, an
// aggregator, a virtual-sports supplier — debits, credits and rolls back through these three functions, keyed by
// (provider, provider tx id). Each call is ONE ledger transaction that claims the id (UNIQUE(provider,
// provider_tx_id)), checks the round, moves the money (player ↔ house:games:<provider>; never below zero) and stores
// the answer; a repeat gets the first answer, the same id with other data is refused (DUPLICATE_MISMATCH). A
// rollback reverses only its debit, once; when the debit is unknown it leaves a tombstone so a late debit with that
// id is refused. Wins and rollbacks never check a token (the adapters don't ask for one), but a win of money must
// name a staked round of its player and stay within that round's largest possible payout (win-cap.ts, issue 28).
// Amounts are cents.
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../../db/index.ts';
import { balanceCents, ledgerTransaction, LedgerError, playerAccountId } from '../../wallet/ledger.ts';
import { activeExclusion } from '../../responsible-gaming/exclusion.ts';
import { checkWin, type WinCap } from './win-cap.ts';

export const GAME_CURRENCY = 'ETB';
export const houseGamesAccount = (provider: string): string => `house:games:${provider}`;

export type WalletErrorCode =
  | 'INSUFFICIENT_FUNDS'
  | 'UNKNOWN_PLAYER'
  | 'WRONG_CURRENCY'
  | 'INVALID_AMOUNT'
  | 'DUPLICATE_MISMATCH'
  | 'TX_NOT_FOUND'
  | 'ROUND_CLOSED'
  | 'ROLLED_BACK'
  /** Responsible gaming (issue 18): a self-excluded player's bet, even in a game opened before the exclusion. */
  | 'PLAYER_EXCLUDED'
  /** Issue 28: a win of money in a round with no live stake of that player (or naming no round). */
  | 'NO_STAKE'
  /** Issue 28: a win beyond the round's largest possible payout (stakes × the game's maximum multiplier). */
  | 'WIN_OVER_CAP'
  /** Issue 33: a stake on a game (or a provider's game) the operator switched off — a page left open takes no more. */
  | 'GAME_SWITCHED_OFF';

/** A refusal the adapters translate into their provider's own error code. */
export class WalletError extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
    /** The player's balance when known (NOT_ENOUGH_MONEY answers carry it). */
    readonly balanceCents: number | null = null,
  ) {
    super(message);
  }
}

export interface GameTxRequest {
  provider: string;
  txId: string;
  userId: string;
  gameId: string | null;
  roundId: string | null;
  amountCents: number;
  currency: string;
  /** The provider says this call ends the round: no later debit or credit in it is accepted. */
  roundClosed?: boolean;
}

export interface RollbackRequest {
  provider: string;
  txId: string;
  /** The provider tx id of the debit to reverse. */
  originalTxId: string;
  userId: string;
  roundId?: string | null;
  gameId?: string | null;
}

export interface WalletAnswer {
  balanceCents: number;
  currency: string;
  operatorTxId: string;
  /** True when this answer is the stored answer of an earlier identical call. */
  replayed: boolean;
}

type Kind = 'bet' | 'win' | 'rollback' | 'tombstone';
type Trx = Transaction<Database>;

const fingerprintOf = (kind: Kind, r: { userId: string; amountCents: number; currency: string; roundId?: string | null; ref?: string }): string =>
  createHash('sha256')
    .update([kind, r.userId, r.amountCents, r.currency, r.roundId ?? '', r.ref ?? ''].join('\u0000'))
    .digest('hex');

async function playerBalance(trx: Trx, userId: string): Promise<number> {
  const balance = await balanceCents(trx, playerAccountId(userId));
  if (balance === null) {
    throw new WalletError('UNKNOWN_PLAYER', 'Player not found');
  }
  return balance;
}

/** The stored answer of an earlier call with this id (replayed), or a refusal when it carried other data. */
async function earlier(trx: Trx, provider: string, txId: string, kind: Kind, fingerprint: string): Promise<WalletAnswer | null> {
  const row = await trx
    .selectFrom('game_transactions')
    .select(['kind', 'fingerprint', 'answer', 'user_id'])
    .where('provider', '=', provider)
    .where('provider_tx_id', '=', txId)
    .executeTakeFirst();
  if (row === undefined) {
    return null;
  }
  if (row.kind === 'tombstone' && kind === 'bet') {
    throw new WalletError('ROLLED_BACK', 'This transaction was rolled back before it arrived');
  }
  if (row.kind !== kind || row.fingerprint !== fingerprint) {
    throw new WalletError('DUPLICATE_MISMATCH', 'This transaction id was used with other data');
  }
  const answer = (typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer) as Omit<WalletAnswer, 'replayed'>;
  // The balance now, not then: providers show it to the player.
  return { ...answer, balanceCents: await playerBalance(trx, row.user_id), replayed: true };
}

async function checkRound(trx: Trx, provider: string, roundId: string | null, userId: string, nowMs: number): Promise<void> {
  if (roundId === null) {
    return;
  }
  await trx
    .insertInto('game_rounds')
    .values({ provider, round_id: roundId, user_id: userId, created_at: new Date(nowMs) })
    .onConflict((oc) => oc.columns(['provider', 'round_id']).doNothing())
    .execute();
  const round = await trx
    .selectFrom('game_rounds')
    .select(['closed', 'user_id'])
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (round.user_id !== userId) {
    throw new WalletError('DUPLICATE_MISMATCH', 'This round belongs to another player');
  }
  if (round.closed) {
    throw new WalletError('ROUND_CLOSED', 'This round is closed');
  }
}

async function closeRound(trx: Trx, provider: string, roundId: string | null): Promise<void> {
  if (roundId !== null) {
    await trx.updateTable('game_rounds').set({ closed: true }).where('provider', '=', provider).where('round_id', '=', roundId).execute();
  }
}

export interface Claim {
  provider: string;
  txId: string;
  kind: Kind;
  fingerprint: string;
  userId: string;
  gameId: string | null;
  roundId: string | null;
  amountCents: number;
  refTxId: string | null;
  nowMs: number;
  /** Checks that run only when the id is new (after the replay check, before the claim). */
  beforeClaim?: () => Promise<void>;
}

/**
 * Claims a provider's transaction id for this call, or answers an earlier call's answer (a replay, or a refusal when
 * it carried other data). The id is claimed by inserting its row first: a concurrent copy waits on it and then finds
 * this call's answer. The row's answer is written by the caller once the money has moved.
 */
async function claimTx(trx: Trx, c: Claim): Promise<{ operatorTxId: string } | WalletAnswer> {
  const replay = await earlier(trx, c.provider, c.txId, c.kind, c.fingerprint);
  if (replay !== null) {
    return replay;
  }
  await c.beforeClaim?.();
  const operatorTxId = randomUUID();
  const claimed = await trx
    .insertInto('game_transactions')
    .values({
      id: operatorTxId,
      provider: c.provider,
      provider_tx_id: c.txId,
      kind: c.kind,
      user_id: c.userId,
      game_id: c.gameId,
      round_id: c.roundId,
      amount_cents: c.amountCents,
      currency: GAME_CURRENCY,
      fingerprint: c.fingerprint,
      ref_tx_id: c.refTxId,
      answer: '{}',
      created_at: new Date(c.nowMs),
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_tx_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (claimed !== undefined) {
    return { operatorTxId };
  }
  const raced = await earlier(trx, c.provider, c.txId, c.kind, c.fingerprint);
  if (raced === null) {
    throw new Error('game transaction claim lost without a stored row');
  }
  return raced;
}

/** The answer of a new call (the balance after it), stored on its claimed row so a repeat gets it again. */
async function answerOnce(trx: Trx, userId: string, operatorTxId: string): Promise<WalletAnswer> {
  const answer = { balanceCents: await playerBalance(trx, userId), currency: GAME_CURRENCY, operatorTxId };
  await trx
    .updateTable('game_transactions')
    .set({ answer: JSON.stringify(answer) })
    .where('id', '=', operatorTxId)
    .execute();
  return { ...answer, replayed: false };
}

function checkAmount(r: GameTxRequest): void {
  if (!Number.isSafeInteger(r.amountCents) || r.amountCents < 0) {
    throw new WalletError('INVALID_AMOUNT', 'Amount must be a whole number of cents, 0 or more');
  }
  if (r.currency !== GAME_CURRENCY) {
    throw new WalletError('WRONG_CURRENCY', `Games are played in ${GAME_CURRENCY}`);
  }
}

/**
 * Whether the operator switched this game off, or its provider (back office, migration 0039). A supplier names the
 * game by our id (the launch grant's) or by its own code under its adapter; a game it names that we do not list is
 * not refused here (the launch already checked it).
 */
export async function switchedOff(trx: Trx | Db, provider: string, gameId: string | null): Promise<boolean> {
  if (gameId === null) {
    return false;
  }
  const { rows } = await sql<{ off: boolean }>`
    select true as off from games g join game_providers p on p.id = g.provider_id
    where (g.id = ${gameId} or (g.external_code = ${gameId} and (p.adapter = ${provider} or p.id = ${provider})))
      and (g.switched_off or p.switched_off)
    limit 1`.execute(trx);
  return rows.length > 0;
}

/** A debit (bet) or credit (win): the shared body; `sign` is -1 for a debit. */
async function move(db: Db, kind: 'bet' | 'win', r: GameTxRequest, nowMs: number, cap?: WinCap): Promise<WalletAnswer> {
  checkAmount(r);
  const fingerprint = fingerprintOf(kind, r);
  try {
    return await ledgerTransaction(db, async ({ trx, post }) => {
      await playerBalance(trx, r.userId);
      const claim = await claimTx(trx, {
        provider: r.provider,
        txId: r.txId,
        kind,
        fingerprint,
        userId: r.userId,
        gameId: r.gameId,
        roundId: r.roundId,
        amountCents: r.amountCents,
        refTxId: null,
        nowMs,
        // The round is checked only for a new call: a repeat answers as the first did, even once the round closed.
        // A win is weighed against its round's stakes once the round row is locked (checkRound): concurrent wins of
        // one round are counted one after the other.
        beforeClaim: async () => {
          await checkRound(trx, r.provider, r.roundId, r.userId, nowMs);
          if (kind === 'win') {
            await checkWin(trx, r.provider, r.userId, r.roundId, r.amountCents, cap ?? { maxMultiplier: () => 0 });
          }
        },
      });
      if ('replayed' in claim) {
        return claim;
      }
      const operatorTxId = claim.operatorTxId;
      // Checked in the transaction that stores the bet: a game launched before the exclusion takes no more stakes.
      if (kind === 'bet' && (await activeExclusion(trx, r.userId, nowMs)) !== null) {
        throw new WalletError('PLAYER_EXCLUDED', 'The player has excluded themselves from play');
      }
      // Likewise a game the operator switched off since the launch: its wins, rollbacks and round ends still settle.
      if (kind === 'bet' && (await switchedOff(trx, r.provider, r.gameId))) {
        throw new WalletError('GAME_SWITCHED_OFF', 'This game is switched off');
      }
      if (r.amountCents > 0) {
        const sign = kind === 'bet' ? -1 : 1;
        await post({
          idempotencyKey: `game:${r.provider}:${r.txId}`,
          kind: kind === 'bet' ? 'game_bet' : 'game_win',
          reason: `${r.provider} ${kind} ${r.gameId ?? ''} round ${r.roundId ?? ''}`.trim(),
          postings: [
            { accountId: playerAccountId(r.userId), amountCents: sign * r.amountCents },
            { accountId: houseGamesAccount(r.provider), amountCents: -sign * r.amountCents },
          ],
        });
      }
      if (r.roundClosed === true) {
        await closeRound(trx, r.provider, r.roundId);
      }
      return answerOnce(trx, r.userId, operatorTxId);
    });
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'INSUFFICIENT_BALANCE') {
      const balance = await balanceCents(db, playerAccountId(r.userId));
      throw new WalletError('INSUFFICIENT_FUNDS', 'Insufficient balance', balance);
    }
    throw err;
  }
}

export const debit = (db: Db, r: GameTxRequest, nowMs: number): Promise<WalletAnswer> => move(db, 'bet', r, nowMs);
/** A win: `cap` says how much the round's stakes can win (win-cap.ts); a repeat of a credited win replays. */
export const credit = (db: Db, r: GameTxRequest, nowMs: number, cap: WinCap): Promise<WalletAnswer> => move(db, 'win', r, nowMs, cap);

export { answerOnce, claimTx, fingerprintOf, playerBalance, type Trx };

/** The player's balance, for balance/info calls. */
export async function walletBalance(db: Db, userId: string): Promise<number> {
  const balance = await balanceCents(db, playerAccountId(userId));
  if (balance === null) {
    throw new WalletError('UNKNOWN_PLAYER', 'Player not found');
  }
  return balance;
}
