// Cashier sessions: a bearer token 'csh_' + 32 random bytes (base64url) in the X-Cashier-Token header, of which
// only the SHA-256 is stored in cashier_sessions — a table of its own, so a cashier token is never a player session
// (the player guard reads X-Auth-Token against `sessions` and its 43-character pattern refuses the prefix) and a
// player token is never a cashier session. Valid 12 hours (a shift), revoked by sign-out or by disabling the cashier
// (the back office's shops desk; a disabled cashier's session is refused even if a row were left unrevoked).
// requireCashier() is the preHandler of every counter route; it also refuses a token of another merchant's cashier as
// invalid.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/index.ts';
import { sha256Hex } from '../auth/sessions.ts';

export interface CashierPrincipal {
  sessionId: string;
  cashierId: string;
  username: string;
  shopId: string;
  shopName: string;
  merchantId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in cashier of a counter route (set by requireCashier), else null. */
    cashier: CashierPrincipal | null;
  }
}

export const CASHIER_SESSION_MS = 12 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^csh_[A-Za-z0-9_-]{43}$/;

export async function createCashierSession(db: Db, cashierId: string, nowMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = `csh_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(nowMs + CASHIER_SESSION_MS);
  await db
    .insertInto('cashier_sessions')
    .values({
      id: randomBytes(12).toString('base64url'),
      token_hash: sha256Hex(token),
      cashier_id: cashierId,
      created_at: new Date(nowMs),
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

export async function authenticateCashier(db: Db, token: string, nowMs: number): Promise<CashierPrincipal | null> {
  if (!TOKEN_PATTERN.test(token)) {
    return null;
  }
  const row = await db
    .selectFrom('cashier_sessions as s')
    .innerJoin('cashiers as c', 'c.id', 's.cashier_id')
    .innerJoin('shops as h', 'h.id', 'c.shop_id')
    .select(['s.id as sessionId', 'c.id as cashierId', 'c.username', 'h.id as shopId', 'h.name as shopName', 'c.merchant_id as merchantId'])
    .where('s.token_hash', '=', sha256Hex(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date(nowMs))
    // A disabled cashier's session stops working at once (its rows are also revoked when disabled: belt and braces).
    .where('c.disabled_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** Ends every live session of one cashier (disabling them); `trx` is the disabling transaction. */
export async function revokeCashierSessions(trx: Db, cashierId: string, nowMs: number): Promise<number> {
  const ended = await trx
    .updateTable('cashier_sessions')
    .set({ revoked_at: new Date(nowMs) })
    .where('cashier_id', '=', cashierId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

export async function revokeCashierSession(db: Db, sessionId: string, nowMs: number): Promise<void> {
  await db
    .updateTable('cashier_sessions')
    .set({ revoked_at: new Date(nowMs) })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

const refuse = (reply: FastifyReply, status: number, code: string, error: string): FastifyReply =>
  reply.code(status).header('cache-control', 'no-store').send({ error, code });

/** preHandler of the counter routes: 401 CASHIER_SESSION_REQUIRED / INVALID_CASHIER_SESSION, else request.cashier. */
export function requireCashier(opts: { db: Db; now: () => number }): preHandlerAsyncHookHandler {
  return async function cashierGuard(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers['x-cashier-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (token === undefined || token === '') {
      return refuse(reply, 401, 'CASHIER_SESSION_REQUIRED', 'Cashier sign-in required');
    }
    const cashier = await authenticateCashier(opts.db, token, opts.now());
    // A cashier of another merchant than the signed one is as good as no cashier here.
    if (cashier === null || (request.merchantId !== null && request.merchantId !== cashier.merchantId)) {
      return refuse(reply, 401, 'INVALID_CASHIER_SESSION', 'Cashier session is not valid. Please sign in again');
    }
    request.cashier = cashier;
  };
}

/** The cashier requireCashier put on the request (a route without the guard is a programming error). */
export function cashierOf(request: { cashier: CashierPrincipal | null }): CashierPrincipal {
  if (request.cashier === null) {
    throw new Error('route is missing the requireCashier preHandler');
  }
  return request.cashier;
}
