// Golden Race's wallet callbacks (schema/endpoints/supplier-wallets.ts; casino-protocols §1, §3, [C]) mapped onto
// the seamless core. The fingerprint is checked first, over the parsed values of the raw body; our answers carry
// ours. `sessionId` (`token` at login) is our launch token: login, balance and debit need it live and for this
// player and game; credit and rollback never look at it (a ticket settles after the session may have expired).
// One debit per game cycle (a ticket): another transactionId in a cycle that has its debit is refused 115 — checked
// before the core's transaction, so two different debits racing on one cycle could both pass; Golden Race sends
// one debit per ticket, and its retries reuse the transactionId, which the core replays. A rollback's
// transactionId names the debit it reverses ([C]); its own core id is `rollback:<that id>`. A closed cycle refuses
// its rollback (118). Cycles are scoped by player (supplier-units.ts).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { GOLDEN_RACE_ENDPOINTS, type GoldenRaceAction } from '../../../../schema/endpoints/supplier-wallets.ts';
import type { GoldenRaceLive } from '../../../config-suppliers.ts';
import type { Db } from '../../../db/index.ts';
import { route } from '../../../plugins/contract.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { GOLDENRACE, md5 } from '../adapters/goldenrace.ts';
import { resolveLaunchToken } from '../launch/tokens.ts';
import { credit, debit, GAME_CURRENCY, rollback, walletBalance, WalletError, type WalletErrorCode, type WinCap } from '../wallet/index.ts';
import { centsOf, idText, playerRound, unitsOf } from './supplier-units.ts';

export interface GoldenRaceWallet {
  db: Db;
  now: () => number;
  live: GoldenRaceLive | null;
  /** What its credits may pay (issue 28): the configured multiple of the cycle's debit. */
  winCap: WinCap;
}

type Fields = Record<string, unknown>;

/** MD5 of every value in order (the fingerprint's own as ""), each as compact JSON, quotes stripped, + the key. */
export function goldenRaceFingerprint(values: Fields, apiKey: string): string {
  const joined = Object.entries(values)
    .map(([k, v]) => (k === 'fingerprint' ? '' : (JSON.stringify(v) ?? '')))
    .join('');
  return md5(`${joined}${apiKey}`.replace(/"/g, ''));
}

/** Golden Race's return codes ([C]); an invalid fingerprint is treated as an invalid secure token. */
export const GR_CODES = {
  OK: 0,
  INTERNAL: 101,
  PLATFORM: 102,
  MALFORMED: 103,
  INVALID_TOKEN: 106,
  NO_FUNDS: 107,
  TX_FAILED: 110,
  GAME: 111,
  NO_CYCLE: 112,
  PLAYER: 114,
  CYCLE_EXISTS: 115,
  TX_EXISTS: 116,
  NO_TX: 117,
  CYCLE_CLOSED: 118,
} as const;

const CODE_OF: Record<WalletErrorCode, number> = {
  INSUFFICIENT_FUNDS: GR_CODES.NO_FUNDS,
  UNKNOWN_PLAYER: GR_CODES.PLAYER,
  WRONG_CURRENCY: GR_CODES.MALFORMED,
  INVALID_AMOUNT: GR_CODES.MALFORMED,
  DUPLICATE_MISMATCH: GR_CODES.TX_EXISTS,
  TX_NOT_FOUND: GR_CODES.NO_TX,
  ROUND_CLOSED: GR_CODES.CYCLE_CLOSED,
  ROLLED_BACK: GR_CODES.TX_FAILED,
  PLAYER_EXCLUDED: GR_CODES.PLAYER,
  NO_STAKE: GR_CODES.NO_CYCLE,
  WIN_OVER_CAP: GR_CODES.TX_FAILED,
  GAME_SWITCHED_OFF: GR_CODES.TX_FAILED,
};

class Refused extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly balanceCents: number | null = null,
  ) {
    super(message);
  }
}

const need = <T>(value: T | null, message: string): T => {
  if (value === null) {
    throw new Refused(GR_CODES.MALFORMED, message);
  }
  return value;
};

/** The live session behind a token: its player and our game id (goldenrace:<code>). */
async function session(w: GoldenRaceWallet, b: Fields): Promise<{ userId: string; gameId: string; token: string }> {
  const token = idText(b['sessionId']) ?? idText(b['token']);
  const grant = token === null ? null : await resolveLaunchToken(w.db, token, w.now());
  if (token === null || grant === null || !grant.gameId.startsWith(`${GOLDENRACE}:`)) {
    throw new Refused(GR_CODES.INVALID_TOKEN, 'Invalid or expired session');
  }
  const player = idText(b['playerId']);
  if (player !== null && player !== grant.userId) {
    throw new Refused(GR_CODES.PLAYER, 'This session belongs to another player');
  }
  const game = idText(b['gameId']);
  if (game !== null && grant.gameId !== `${GOLDENRACE}:${game}`) {
    throw new Refused(GR_CODES.GAME, 'This session is for another game');
  }
  return { userId: grant.userId, gameId: grant.gameId, token };
}

async function hasDebit(w: GoldenRaceWallet, roundId: string, otherThan?: string): Promise<boolean> {
  let q = w.db
    .selectFrom('game_transactions')
    .select('id')
    .where('provider', '=', GOLDENRACE)
    .where('round_id', '=', roundId)
    .where('kind', '=', 'bet');
  if (otherThan !== undefined) {
    q = q.where('provider_tx_id', '<>', otherThan);
  }
  return (await q.executeTakeFirst()) !== undefined;
}

async function handle(w: GoldenRaceWallet, action: GoldenRaceAction, b: Fields): Promise<Fields> {
  const nowMs = w.now();
  if (action === 'login' || action === 'balance') {
    const s = await session(w, b);
    return { playerId: s.userId, currency: GAME_CURRENCY, balance: unitsOf(await walletBalance(w.db, s.userId)), sessionId: s.token };
  }
  if (action === 'logout') {
    return { sessionId: idText(b['sessionId']) ?? '' };
  }
  const txId = need(idText(b['transactionId']), 'transactionId is required');
  const cycle = idText(b['gameCycle']);
  if (action === 'debit') {
    const s = await session(w, b);
    if (b['transactionCategory'] !== undefined && b['transactionCategory'] !== 'bet') {
      throw new Refused(GR_CODES.MALFORMED, 'A debit is a bet');
    }
    const roundId = playerRound(s.userId, need(cycle, 'gameCycle is required'));
    if (await hasDebit(w, roundId, txId)) {
      throw new Refused(GR_CODES.CYCLE_EXISTS, 'This game cycle already has its debit');
    }
    const amountCents = need(centsOf(b['transactionAmount']), 'transactionAmount must be an amount in whole cents');
    const request = { provider: GOLDENRACE, txId, userId: s.userId, gameId: s.gameId, roundId, amountCents, currency: String(b['currency'] ?? '') };
    const a = await debit(w.db, { ...request, roundClosed: b['gameCycleClosed'] === true }, nowMs);
    return { playerId: s.userId, currency: a.currency, balance: unitsOf(a.balanceCents), transactionId: a.operatorTxId, sessionId: s.token };
  }
  const userId = idText(b['playerId']);
  if (userId === null) {
    throw new Refused(GR_CODES.PLAYER, 'playerId is required');
  }
  const game = idText(b['gameId']);
  const gameId = game === null ? null : `${GOLDENRACE}:${game}`;
  const sessionId = idText(b['sessionId']) ?? '';
  if (action === 'credit') {
    if (b['transactionCategory'] !== undefined && b['transactionCategory'] !== 'win' && b['transactionCategory'] !== 'jackpotwin') {
      throw new Refused(GR_CODES.MALFORMED, 'A credit is a win or a jackpot win');
    }
    const roundId = playerRound(userId, need(cycle, 'gameCycle is required'));
    if (!(await hasDebit(w, roundId))) {
      throw new Refused(GR_CODES.NO_CYCLE, 'This game cycle has no debit');
    }
    const amountCents = need(centsOf(b['transactionAmount']), 'transactionAmount must be an amount in whole cents');
    const request = { provider: GOLDENRACE, txId, userId, gameId, roundId, amountCents, currency: String(b['currency'] ?? '') };
    const a = await credit(w.db, { ...request, roundClosed: b['gameCycleClosed'] === true }, nowMs, w.winCap);
    return { playerId: userId, currency: a.currency, balance: unitsOf(a.balanceCents), transactionId: a.operatorTxId, sessionId };
  }
  const request = {
    provider: GOLDENRACE,
    txId: `rollback:${txId}`,
    originalTxId: txId,
    userId,
    roundId: cycle === null ? null : playerRound(userId, cycle),
    gameId,
  };
  const a = await rollback(w.db, request, nowMs);
  return { playerId: userId, currency: a.currency, balance: unitsOf(a.balanceCents), transactionId: a.operatorTxId, sessionId };
}

/** Verifies and handles one call; every outcome is an answer in Golden Race's shape, signed with our key. */
export async function goldenRaceCall(w: GoldenRaceWallet, live: GoldenRaceLive, action: GoldenRaceAction, rawBody: string): Promise<Fields> {
  let body: Fields = {};
  let result: Fields;
  try {
    const parsed = JSON.parse(rawBody) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Refused(GR_CODES.MALFORMED, 'A JSON object is required');
    }
    body = parsed as Fields;
    const expected = Buffer.from(goldenRaceFingerprint(body, live.apiKey));
    const given = Buffer.from(typeof body['fingerprint'] === 'string' ? body['fingerprint'].toLowerCase() : '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new Refused(GR_CODES.INVALID_TOKEN, 'Invalid fingerprint');
    }
    if (idText(body['siteId']) !== live.siteId) {
      throw new Refused(GR_CODES.PLATFORM, 'Unknown siteId');
    }
    result = { status: true, code: GR_CODES.OK, ...(await handle(w, action, body)) };
  } catch (err) {
    const refusal =
      err instanceof WalletError
        ? new Refused(CODE_OF[err.code], err.message, err.balanceCents)
        : err instanceof Refused
          ? err
          : err instanceof SyntaxError
            ? new Refused(GR_CODES.MALFORMED, 'Invalid JSON')
            : null;
    if (refusal === null) {
      throw err;
    }
    result = {
      status: false,
      code: refusal.code,
      message: refusal.message,
      ...(refusal.balanceCents === null ? {} : { currency: GAME_CURRENCY, balance: unitsOf(refusal.balanceCents) }),
    };
  }
  const answer: Fields = { ...result, requestId: idText(body['requestId']) ?? '', timestamp: new Date(w.now()).toISOString(), fingerprint: '' };
  answer['fingerprint'] = goldenRaceFingerprint(answer, live.apiKey);
  return answer;
}

/** Mounts Golden Race's callbacks; without its credentials each answers 404, as an unmounted path would. */
export function goldenRaceRoutes(app: FastifyInstance, w: GoldenRaceWallet): void {
  for (const [action, endpoint] of GOLDEN_RACE_ENDPOINTS) {
    route(app, endpoint, async (request, reply) => {
      if (w.live === null) {
        throw new HttpError(404, 'NOT_FOUND', 'Endpoint not found');
      }
      return reply.header('cache-control', 'no-store').send(await goldenRaceCall(w, w.live, action, request.rawBody));
    });
  }
}
