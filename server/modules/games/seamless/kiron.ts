// Kiron's wallet callbacks (schema/endpoints/supplier-wallets.ts; casino-protocols §1, §3, [C]) mapped onto the
// seamless core. Kiron signs nothing: the caller's address (request.ip, which honours TRUST_PROXY) must be on
// KIRON_ALLOWED_IPS, or the answer is 403 and nothing is read. PlayerToken is our launch token: activateSession,
// getBalance and debit need it live, for this player and a Kiron game; credit, finalizeRound and rollback never
// look at it. A debit answers our TransactionID; a credit names its debit by PreviousTransactionID (that id, or
// Kiron's own BetManTransactionID of the debit) and is paid in the debit's round. finalizeRound closes the player's
// round with a 0 credit (`finalize:<round>`): its open bets are lost, later credits and rollbacks in it refused.
// A rollback's BetManTransactionID names the debit it reverses ([C]); its own core id is `rollback:<that id>`.
import type { FastifyInstance } from 'fastify';
import { KIRON_ENDPOINTS, type KironAction } from '../../../../schema/endpoints/supplier-wallets.ts';
import type { KironLive } from '../../../config-suppliers.ts';
import type { Db } from '../../../db/index.ts';
import { route } from '../../../plugins/contract.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { KIRON_ADAPTER } from '../adapters/kiron.ts';
import { resolveLaunchToken } from '../launch/tokens.ts';
import { credit, debit, GAME_CURRENCY, rollback, walletBalance, WalletError, type WalletErrorCode, type WinCap } from '../wallet/index.ts';
import { centsOf, idText, playerRound, unitsOf } from './supplier-units.ts';

export interface KironWallet {
  db: Db;
  now: () => number;
  live: KironLive | null;
  /** What its credits may pay (issue 28): the configured multiple of the round's debits. */
  winCap: WinCap;
}

type Fields = Record<string, unknown>;

/** Kiron's error codes ([C]). */
export const KIRON_CODES = {
  OK: 0,
  INVALID_TOKEN: 100,
  INVALID_CURRENCY: 120,
  NO_FUNDS: 121,
  ALREADY_PROCESSED: 123,
  NOT_FOUND: 131,
  INTERNAL: 500,
} as const;

const CODE_OF: Record<WalletErrorCode, number> = {
  INSUFFICIENT_FUNDS: KIRON_CODES.NO_FUNDS,
  UNKNOWN_PLAYER: KIRON_CODES.INVALID_TOKEN,
  WRONG_CURRENCY: KIRON_CODES.INVALID_CURRENCY,
  INVALID_AMOUNT: KIRON_CODES.INTERNAL,
  DUPLICATE_MISMATCH: KIRON_CODES.ALREADY_PROCESSED,
  TX_NOT_FOUND: KIRON_CODES.NOT_FOUND,
  ROUND_CLOSED: KIRON_CODES.ALREADY_PROCESSED,
  ROLLED_BACK: KIRON_CODES.ALREADY_PROCESSED,
  // Kiron has no 'player blocked' code: the player cannot play, as with a token no longer valid.
  PLAYER_EXCLUDED: KIRON_CODES.INVALID_TOKEN,
  NO_STAKE: KIRON_CODES.NOT_FOUND,
  // Kiron has no code for a win beyond the round's largest payout: an internal refusal it must take up with us.
  WIN_OVER_CAP: KIRON_CODES.INTERNAL,
  // No code for a game switched off: the game cannot be played, as with a token no longer valid.
  GAME_SWITCHED_OFF: KIRON_CODES.INVALID_TOKEN,
};

class Refused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const required = (v: unknown, name: string): string => {
  const id = idText(v);
  if (id === null) {
    throw new Refused(KIRON_CODES.INTERNAL, `${name} is required`);
  }
  return id;
};

/** The live token's player (who must be PlayerID when given) and its Kiron game. */
async function session(w: KironWallet, b: Fields): Promise<{ userId: string; gameId: string; language: string }> {
  const token = idText(b['PlayerToken']);
  const grant = token === null ? null : await resolveLaunchToken(w.db, token, w.now());
  const player = idText(b['PlayerID']);
  if (grant === null || !grant.gameId.startsWith(`${KIRON_ADAPTER}:`) || (player !== null && player !== grant.userId)) {
    throw new Refused(KIRON_CODES.INVALID_TOKEN, 'Invalid or expired token');
  }
  return { userId: grant.userId, gameId: grant.gameId, language: grant.language };
}

/** The debit a credit names: our TransactionID of it, or Kiron's BetManTransactionID of it. */
async function debitOf(w: KironWallet, ref: string, userId: string): Promise<{ round_id: string | null; game_id: string | null }> {
  let q = w.db.selectFrom('game_transactions').select(['round_id', 'game_id']).where('provider', '=', KIRON_ADAPTER).where('kind', '=', 'bet');
  q = UUID.test(ref) ? q.where((eb) => eb.or([eb('id', '=', ref), eb('provider_tx_id', '=', ref)])) : q.where('provider_tx_id', '=', ref);
  const row = await q.where('user_id', '=', userId).executeTakeFirst();
  if (row === undefined) {
    throw new Refused(KIRON_CODES.NOT_FOUND, 'The original transaction was not found');
  }
  return row;
}

const money = (b: Fields) => {
  const amountCents = centsOf(b['Amount']);
  if (amountCents === null) {
    throw new Refused(KIRON_CODES.INTERNAL, 'Amount must be an amount in whole cents');
  }
  return { amountCents, currency: String(b['CurrencyCode'] ?? '') };
};

async function handle(w: KironWallet, action: KironAction, b: Fields): Promise<Fields> {
  const nowMs = w.now();
  if (action === 'activateSession' || action === 'getBalance') {
    const s = await session(w, b);
    return action === 'activateSession'
      ? { PlayerID: s.userId, CurrencyCode: GAME_CURRENCY, LanguageCode: s.language === 'or' ? 'om' : s.language }
      : { Amount: unitsOf(await walletBalance(w.db, s.userId)) };
  }
  if (action === 'debit') {
    const s = await session(w, b);
    const txId = required(b['BetManTransactionID'], 'BetManTransactionID');
    const roundId = playerRound(s.userId, required(b['RoundID'], 'RoundID'));
    const a = await debit(w.db, { provider: KIRON_ADAPTER, txId, userId: s.userId, gameId: s.gameId, roundId, ...money(b) }, nowMs);
    return { TransactionID: a.operatorTxId };
  }
  const userId = required(b['PlayerID'], 'PlayerID');
  if (action === 'credit') {
    const txId = required(b['BetManTransactionID'], 'BetManTransactionID');
    const bet = await debitOf(w, required(b['PreviousTransactionID'], 'PreviousTransactionID'), userId);
    const a = await credit(w.db, { provider: KIRON_ADAPTER, txId, userId, gameId: bet.game_id, roundId: bet.round_id, ...money(b) }, nowMs, w.winCap);
    return { TransactionID: a.operatorTxId };
  }
  if (action === 'finalizeRound') {
    const round = required(b['RoundID'], 'RoundID');
    const request = {
      provider: KIRON_ADAPTER,
      txId: `finalize:${playerRound(userId, round)}`,
      userId,
      gameId: null,
      roundId: playerRound(userId, round),
      amountCents: 0,
      currency: GAME_CURRENCY,
      roundClosed: true,
    };
    const a = await credit(w.db, request, nowMs, w.winCap);
    return { TransactionID: a.operatorTxId };
  }
  const original = required(b['BetManTransactionID'], 'BetManTransactionID');
  const a = await rollback(w.db, { provider: KIRON_ADAPTER, txId: `rollback:${original}`, originalTxId: original, userId }, nowMs);
  return { TransactionID: a.operatorTxId };
}

/** Handles one allowed call; every outcome is an answer in Kiron's shape. */
export async function kironCall(w: KironWallet, action: KironAction, body: Fields): Promise<Fields> {
  try {
    return { Code: KIRON_CODES.OK, Status: 'OK', ...(await handle(w, action, body)) };
  } catch (err) {
    if (err instanceof WalletError) {
      return { Code: CODE_OF[err.code], Status: err.message };
    }
    if (err instanceof Refused) {
      return { Code: err.code, Status: err.message };
    }
    throw err;
  }
}

/** request.ip as the allow-list holds it (an IPv4 address arrives IPv4-mapped on a dual-stack socket). */
export function callerAllowed(live: KironLive, ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  return live.allowed.check(v4, v4.includes(':') ? 'ipv6' : 'ipv4');
}

/** Mounts Kiron's callbacks; without its credentials each answers 404, as an unmounted path would. */
export function kironRoutes(app: FastifyInstance, w: KironWallet): void {
  for (const [action, endpoint] of KIRON_ENDPOINTS) {
    route(app, endpoint, async (request, reply) => {
      if (w.live === null) {
        throw new HttpError(404, 'NOT_FOUND', 'Endpoint not found');
      }
      reply.header('cache-control', 'no-store');
      if (!callerAllowed(w.live, request.ip)) {
        return reply.code(403).send({ Code: KIRON_CODES.INTERNAL, Status: 'This address may not call the wallet' });
      }
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Fields;
      return reply.send(await kironCall(w, action, body));
    });
  }
}
