// Player sessions: a 32-byte random bearer token (base64url) of which only the SHA-256 is stored, valid
// 7 days, extended by refresh, revoked by logout or a password change. authenticate() turns a token into
// the principal; requireSession() is the preHandler of session-authenticated routes (spec §7).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database, Db } from '../../db/index.ts';

export interface Principal { sessionId: string; userId: string; merchantId: string; phone: string }

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player of a session-authenticated route (set by requireSession), else null. */
    principal: Principal | null;
  }
}

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type Conn = Kysely<Database> | Transaction<Database>;

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

export interface IssuedSession { token: string; sessionId: string; expiresAt: Date }

/** Opens a session for the user; the token is returned once and only its hash is kept. */
export async function createSession(db: Conn, userId: string, merchantId: string, nowMs: number): Promise<IssuedSession> {
  const token = newToken();
  const sessionId = randomBytes(12).toString('base64url');
  const expiresAt = new Date(nowMs + SESSION_TTL_MS);
  await db.insertInto('sessions').values({
    id: sessionId, token_hash: sha256Hex(token), user_id: userId, merchant_id: merchantId,
    created_at: new Date(nowMs), expires_at: expiresAt,
  }).execute();
  return { token, sessionId, expiresAt };
}

/** A valid, unrevoked, unexpired session token → its principal; anything else → null. */
export async function authenticate(db: Db, token: string, nowMs: number): Promise<Principal | null> {
  if (!TOKEN_PATTERN.test(token)) {
    return null;
  }
  const row = await db.selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'sessions.user_id as userId', 'sessions.merchant_id as merchantId', 'users.phone as phone'])
    .where('sessions.token_hash', '=', sha256Hex(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date(nowMs))
    .executeTakeFirst();
  return row ?? null;
}

/** Moves a live session's expiry to now + 7 days; returns the new expiry. */
export async function refreshSession(db: Db, sessionId: string, nowMs: number): Promise<Date> {
  const expiresAt = new Date(nowMs + SESSION_TTL_MS);
  await db.updateTable('sessions').set({ expires_at: expiresAt })
    .where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  return expiresAt;
}

export async function sessionExpiry(db: Db, sessionId: string): Promise<Date | null> {
  const row = await db.selectFrom('sessions').select('expires_at').where('id', '=', sessionId).executeTakeFirst();
  return row?.expires_at ?? null;
}

export async function revokeSession(db: Db, sessionId: string, nowMs: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date(nowMs) })
    .where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeUserSessions(db: Conn, userId: string, nowMs: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date(nowMs) })
    .where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

const firstString = (value: unknown): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v !== '' ? v : undefined;
};

/** The bearer token: X-Auth-Token header, else the session_token query parameter. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return firstString(request.headers['x-auth-token']) ?? firstString(query['session_token']);
}

/** The claimed merchant: the signed one, else X-Merchant-ID, else the merchant_id query parameter. */
export function claimedMerchantOf(request: FastifyRequest): string | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return request.merchantId ?? firstString(request.headers['x-merchant-id']) ?? firstString(query['merchant_id']);
}

const refuse = (reply: FastifyReply, status: number, code: string, error: string): FastifyReply =>
  reply.code(status).header('cache-control', 'no-store').send({ error, code });

/** preHandler for session-authenticated routes: 401 INVALID_SESSION, 403 MERCHANT_MISMATCH, else request.principal. */
export function requireSession(opts: { db: Db; now: () => number }): preHandlerAsyncHookHandler {
  return async function sessionGuard(request: FastifyRequest, reply: FastifyReply) {
    const token = tokenOf(request);
    if (token === undefined) {
      return refuse(reply, 401, 'INVALID_SESSION', 'Authentication required');
    }
    const principal = await authenticate(opts.db, token, opts.now());
    if (principal === null) {
      return refuse(reply, 401, 'INVALID_SESSION', 'Invalid session');
    }
    const merchant = claimedMerchantOf(request);
    if (merchant !== undefined && merchant !== principal.merchantId) {
      return refuse(reply, 403, 'MERCHANT_MISMATCH', 'Session does not belong to this merchant');
    }
    request.principal = principal;
  };
}
