// Back-office sessions (issue 33): a random token in an HttpOnly, SameSite=Strict cookie scoped to /api/admin (the
// back office's API; players' pages never send it), stored only as its SHA-256. A session ends after
// OPERATOR_IDLE_MINUTES without a request, after 12 hours whatever happens, at sign-out, or when its operator is
// disabled. A session opened with a temporary password or without an enrolled authenticator starts at the stage
// that must be finished first (change_password, enrol_totp) and opens nothing else until then.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRole, type Role } from '../../../schema/operator-access.ts';
import type { Db } from '../../db/index.ts';
import type { OperatorSessionStage } from '../../db/types-backoffice.ts';
import { newToken, sha256Hex } from '../auth/sessions.ts';

export const OPERATOR_COOKIE = 'bb_operator';
/** However busy, a back-office session lasts at most this long. */
export const OPERATOR_SESSION_MAX_MS = 12 * 60 * 60_000;
/** The idle deadline is moved forward at most this often (not a write per request). */
const TOUCH_EVERY_MS = 30_000;

export interface OperatorSession {
  sessionId: string;
  operatorId: string;
  name: string;
  roles: Role[];
  stage: OperatorSessionStage;
  idleUntil: number;
}

export async function createOperatorSession(
  db: Db,
  input: { operatorId: string; stage: OperatorSessionStage; address: string; userAgent: string; idleMs: number },
  nowMs: number,
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const sessionId = randomUUID();
  await db
    .insertInto('operator_sessions')
    .values({
      id: sessionId,
      operator_id: input.operatorId,
      token_hash: sha256Hex(token),
      stage: input.stage,
      address: input.address,
      user_agent: input.userAgent.slice(0, 300),
      created_at: new Date(nowMs),
      idle_until: new Date(nowMs + input.idleMs),
      expires_at: new Date(nowMs + OPERATOR_SESSION_MAX_MS),
    })
    .execute();
  return { token, sessionId };
}

/** Sessions still live at `nowMs` (not revoked, idle or expired) with their active operator: one rule for every reader. */
const liveSessions = (db: Db, nowMs: number) => {
  const now = new Date(nowMs);
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .where('s.revoked_at', 'is', null)
    .where('s.idle_until', '>', now)
    .where('s.expires_at', '>', now)
    .where('o.status', '=', 'active');
};

/** Whether a session is still live, without moving its idle deadline (the dashboard socket's check). */
export async function operatorSessionLive(db: Db, sessionId: string, nowMs: number): Promise<boolean> {
  return (await liveSessions(db, nowMs).select('s.id').where('s.id', '=', sessionId).executeTakeFirst()) !== undefined;
}

/** The live session of this token with its active operator, its idle deadline moved forward; or null. */
export async function findOperatorSession(db: Db, token: string, nowMs: number, idleMs: number): Promise<OperatorSession | null> {
  const row = await liveSessions(db, nowMs)
    .select(['s.id', 's.operator_id', 's.stage', 's.idle_until', 'o.name', 'o.roles'])
    .where('s.token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (row === undefined) {
    return null;
  }
  let idleUntil = row.idle_until.getTime();
  if (nowMs + idleMs - idleUntil >= TOUCH_EVERY_MS) {
    idleUntil = nowMs + idleMs;
    await db
      .updateTable('operator_sessions')
      .set({ idle_until: new Date(idleUntil) })
      .where('id', '=', row.id)
      .execute();
  }
  return { sessionId: row.id, operatorId: row.operator_id, name: row.name, roles: row.roles.filter(isRole), stage: row.stage, idleUntil };
}

/** Ends the live sessions named: one, or all of an operator's but `keep`. */
export async function revokeOperatorSessions(
  db: Db,
  where: { sessionId?: string; operatorId?: string; keep?: string },
  nowMs: number,
): Promise<void> {
  let query = db
    .updateTable('operator_sessions')
    .set({ revoked_at: new Date(nowMs) })
    .where('revoked_at', 'is', null);
  if (where.keep !== undefined) {
    query = query.where('id', '!=', where.keep);
  }
  if (where.sessionId !== undefined) {
    query = query.where('id', '=', where.sessionId);
  }
  if (where.operatorId !== undefined) {
    query = query.where('operator_id', '=', where.operatorId);
  }
  await query.execute();
}

/** Moves a session on to the sign-in stage its operator has reached (after a password change or an enrolment). */
export async function setSessionStage(db: Db, sessionId: string, stage: OperatorSessionStage): Promise<void> {
  await db.updateTable('operator_sessions').set({ stage }).where('id', '=', sessionId).execute();
}

/** The session cookie's token, or undefined (the cookie header parsed by hand: one name, no library needed). */
export function operatorCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) {
    return undefined;
  }
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === OPERATOR_COOKIE) {
      const token = value.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
    }
  }
  return undefined;
}

export function setOperatorCookie(request: FastifyRequest, reply: FastifyReply, token: string | null): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const value = token === null ? `${OPERATOR_COOKIE}=; Max-Age=0` : `${OPERATOR_COOKIE}=${token}`;
  reply.header('set-cookie', `${value}; Path=/api/admin; HttpOnly; SameSite=Strict${secure}`);
}
