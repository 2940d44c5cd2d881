// The seamless-wallet protocol in the Hub88 shape (schema/endpoints/seamless-wallet.ts), one handler for every
// game server that speaks it: the signature is checked over the raw bytes first; a bet needs a live launch token
// for that player and game (casino-protocols §1: wins and rollbacks never check one); amounts arrive in 1/100000
// units and must be whole cents; a win is capped by the context's winCap (issue 28: a staked round of that player,
// at most its largest possible payout); the core's refusals become RS_ERROR_* statuses, always with HTTP 200.
import type { Infer } from 'superstruct';
import type { BalanceBody, RollbackBody, SeamlessStatus, TransactionBody } from '../../../../schema/endpoints/seamless-wallet.ts';
import type { Db } from '../../../db/index.ts';
import { resolveLaunchToken } from '../launch/tokens.ts';
import { credit, debit, GAME_CURRENCY, rollback, walletBalance, WalletError, type WalletErrorCode, type WinCap } from '../wallet/index.ts';

/** Hub88 amounts are integers of 1/100000 of the unit: 1 cent = 1000. */
export const UNITS_PER_CENT = 1000;

export interface SeamlessContext {
  db: Db;
  now: () => number;
  /** The provider id the core keys transactions by. */
  provider: string;
  /** True when the signature header matches the raw body. */
  verify: (rawBody: string, signature: string | undefined) => boolean;
  /** What this provider's wins may pay (the house games' maths, a supplier's configured cap). */
  winCap: WinCap;
}

export type SeamlessAction = 'user/balance' | 'user/info' | 'transaction/bet' | 'transaction/win' | 'transaction/rollback';

export interface SeamlessReply {
  status: SeamlessStatus;
  request_uuid?: string;
  user?: string;
  currency?: string;
  balance?: number;
}

const STATUS_OF: Record<WalletErrorCode, SeamlessStatus> = {
  INSUFFICIENT_FUNDS: 'RS_ERROR_NOT_ENOUGH_MONEY',
  UNKNOWN_PLAYER: 'RS_ERROR_INVALID_TOKEN',
  WRONG_CURRENCY: 'RS_ERROR_WRONG_CURRENCY',
  INVALID_AMOUNT: 'RS_ERROR_WRONG_TYPES',
  DUPLICATE_MISMATCH: 'RS_ERROR_DUPLICATE_TRANSACTION',
  TX_NOT_FOUND: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  ROUND_CLOSED: 'RS_ERROR_ROUND_CLOSED',
  ROLLED_BACK: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  PLAYER_EXCLUDED: 'RS_ERROR_USER_DISABLED',
  NO_STAKE: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  // Hub88 has no status for it: a refusal the provider must take up with us, not retry into success.
  WIN_OVER_CAP: 'RS_ERROR_UNKNOWN',
  // No status for a game switched off: the closest is the player's play being refused.
  GAME_SWITCHED_OFF: 'RS_ERROR_USER_DISABLED',
};

type Balance = Infer<typeof BalanceBody>;
type Transaction = Infer<typeof TransactionBody>;
type Rollback = Infer<typeof RollbackBody>;

const ok = (b: { user: string; request_uuid: string }, balanceCents: number): SeamlessReply => ({
  status: 'RS_OK',
  request_uuid: b.request_uuid,
  user: b.user,
  currency: GAME_CURRENCY,
  balance: balanceCents * UNITS_PER_CENT,
});

async function tokenValid(ctx: SeamlessContext, b: Balance): Promise<boolean> {
  if (b.token === undefined) {
    return false;
  }
  const grant = await resolveLaunchToken(ctx.db, b.token, ctx.now());
  // A supplier names its game by its own code; our id for it is the code, or "<provider>:<code>".
  const sameGame = b.game_code === undefined || grant?.gameId === b.game_code || grant?.gameId === `${ctx.provider}:${b.game_code}`;
  return grant !== null && grant.userId === b.user && sameGame;
}

async function handle(ctx: SeamlessContext, action: SeamlessAction, body: Balance | Transaction | Rollback): Promise<SeamlessReply> {
  const nowMs = ctx.now();
  if (action === 'user/balance' || action === 'user/info' || action === 'transaction/bet') {
    if (!(await tokenValid(ctx, body))) {
      return { status: 'RS_ERROR_INVALID_TOKEN', request_uuid: body.request_uuid, user: body.user };
    }
  }
  if (action === 'user/balance' || action === 'user/info') {
    return ok(body, await walletBalance(ctx.db, body.user));
  }
  if (action === 'transaction/rollback') {
    const r = body as Rollback;
    const answer = await rollback(
      ctx.db,
      {
        provider: ctx.provider,
        txId: r.transaction_uuid,
        originalTxId: r.reference_transaction_uuid,
        userId: r.user,
        roundId: r.round ?? null,
        gameId: r.game_code ?? null,
      },
      nowMs,
    );
    return ok(r, answer.balanceCents);
  }
  const t = body as Transaction;
  if (t.amount < 0 || t.amount % UNITS_PER_CENT !== 0) {
    return { status: 'RS_ERROR_WRONG_TYPES', request_uuid: t.request_uuid, user: t.user };
  }
  const request = {
    provider: ctx.provider,
    txId: t.transaction_uuid,
    userId: t.user,
    gameId: t.game_code ?? null,
    roundId: t.round,
    amountCents: t.amount / UNITS_PER_CENT,
    currency: t.currency,
    roundClosed: t.round_closed === true,
  };
  const answer = action === 'transaction/bet' ? await debit(ctx.db, request, nowMs) : await credit(ctx.db, request, nowMs, ctx.winCap);
  return ok(t, answer.balanceCents);
}

/** Verifies, then handles; a refusal of the core is an RS_ERROR_* answer carrying the balance when known. */
export async function seamlessCall(
  ctx: SeamlessContext,
  action: SeamlessAction,
  rawBody: string,
  body: Balance | Transaction | Rollback,
  signature: string | undefined,
): Promise<SeamlessReply> {
  if (!ctx.verify(rawBody, signature)) {
    return { status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: body.request_uuid };
  }
  try {
    return await handle(ctx, action, body);
  } catch (err) {
    if (err instanceof WalletError) {
      return {
        status: STATUS_OF[err.code],
        request_uuid: body.request_uuid,
        user: body.user,
        ...(err.balanceCents === null ? {} : { currency: GAME_CURRENCY, balance: err.balanceCents * UNITS_PER_CENT }),
      };
    }
    throw err;
  }
}
