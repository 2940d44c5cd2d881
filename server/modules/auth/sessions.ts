// Player sessions: a 32-byte random bearer token (base64url) of which only the SHA-256 is stored, valid
// 7 days, extended by refresh but never beyond 30 days after it was opened, revoked by logout or a password
// change (a revocation is announced on the event bus: every instance closes the session's sockets).
// authenticate() turns a token into the principal; requireSession() is the preHandler of
// session-authenticated routes (spec §7).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database, Db } from '../../db/index.ts';
import { publish, revokedEvents } from '../realtime/bus.ts';
import { NO_DEVICE, type SessionDevice } from './device.ts';

export interface Principal {
  sessionId: string;
  userId: string;
  merchantId: string;
  phone: string;
  /** The player's stored odds-change setting for live bets (users.odds_policy), read with the session. */
  oddsPolicy?: 'ask' | 'higher' | 'any';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player of a session-authenticated route (set by requireSession), else null. */
    principal: Principal | null;
  }
}

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The absolute lifetime: a stolen token that keeps refreshing still dies. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type Conn = Kysely<Database> | Transaction<Database>;

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Opens a session for the user (with its device, when told); the token is returned once and only its hash is kept. */
export async function createSession(
  db: Conn,
  userId: string,
  merchantId: string,
  nowMs: number,
  device: SessionDevice = NO_DEVICE,
): Promise<IssuedSession> {
  const token = newToken();
  const sessionId = randomBytes(12).toString('base64url');
  const expiresAt = new Date(nowMs + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      token_hash: sha256Hex(token),
      user_id: userId,
      merchant_id: merchantId,
      created_at: new Date(nowMs),
      expires_at: expiresAt,
      device_hash: device.device_hash,
      user_agent: device.user_agent,
    })
    .execute();
  return { token, sessionId, expiresAt };
}

/** A valid, unrevoked, unexpired session token → its principal; anything else → null. */
export async function authenticate(db: Db, token: string, nowMs: number): Promise<Principal | null> {
  if (!TOKEN_PATTERN.test(token)) {
    return null;
  }
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.user_id as userId',
      'sessions.merchant_id as merchantId',
      'users.phone as phone',
      'users.odds_policy as oddsPolicy',
    ])
    .where('sessions.token_hash', '=', sha256Hex(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date(nowMs))
    .where('sessions.created_at', '>', new Date(nowMs - SESSION_MAX_AGE_MS))
    .where('users.blocked_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** Moves a live session's expiry to now + 7 days, at most 30 days after it was opened; returns the new expiry. */
export async function refreshSession(db: Db, sessionId: string, nowMs: number): Promise<Date> {
  const row = await db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
  const expiresAt = new Date(Math.min(nowMs + SESSION_TTL_MS, row.created_at.getTime() + SESSION_MAX_AGE_MS));
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  return expiresAt;
}

/** Until when the session is valid (unrevoked, unexpired), or null when it no longer is (socket watch). */
export async function sessionLiveUntil(db: Db, sessionId: string, nowMs: number): Promise<Date | null> {
  const row = await db.selectFrom('sessions').select(['expires_at', 'created_at', 'revoked_at']).where('id', '=', sessionId).executeTakeFirst();
  if (row === undefined || row.revoked_at !== null) {
    return null;
  }
  const until = Math.min(row.expires_at.getTime(), row.created_at.getTime() + SESSION_MAX_AGE_MS);
  return until > nowMs ? new Date(until) : null;
}

export async function sessionExpiry(db: Db, sessionId: string): Promise<Date | null> {
  const row = await db.selectFrom('sessions').select('expires_at').where('id', '=', sessionId).executeTakeFirst();
  return row?.expires_at ?? null;
}

/** Revokes one session and announces it (its sockets close on every instance). */
export async function revokeSession(db: Db, sessionId: string, nowMs: number, onError?: (err: unknown) => void): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(nowMs) })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  await announceRevoked(db, [sessionId], onError);
}

/**
 * Revokes every live session of the user but `keep` (the one changing its password); returns their ids for
 * announceRevoked() once committed.
 */
export async function revokeUserSessions(db: Conn, userId: string, nowMs: number, keep?: string): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(nowMs) })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keep !== undefined, (q) => q.where('id', '!=', keep ?? ''))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Tells every instance (event bus) that these sessions are revoked: call after the revocation committed. */
export async function announceRevoked(db: Db, sessionIds: string[], onError?: (err: unknown) => void): Promise<void> {
  await publish(db, revokedEvents(sessionIds), onError);
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

/**
 * preHandler for session-authenticated routes: 401 SESSION_REQUIRED (no token) or INVALID_SESSION, 403
 * MERCHANT_MISMATCH, else request.principal.
 */
export function requireSession(opts: { db: Db; now: () => number }): preHandlerAsyncHookHandler {
  return async function sessionGuard(request: FastifyRequest, reply: FastifyReply) {
    const token = tokenOf(request);
    if (token === undefined) {
      return refuse(reply, 401, 'SESSION_REQUIRED', 'Authentication required');
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
