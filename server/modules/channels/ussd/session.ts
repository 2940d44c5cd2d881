// USSD sessions in the database (ussd_sessions, migration 0046): shared by every instance behind the balancer. A
// session belongs to the phone that opened it (another phone with its id is refused), lives 180 s from its first
// request (as gateways end theirs), and is written with optimistic concurrency (version): two requests of one
// session racing each other cannot both store their state; the loser answers what the winner stored.
import { sql } from 'kysely';
import type { Db } from '../../../db/index.ts';
import type { UssdState } from './flow.ts';

export const SESSION_MS = 180_000;

export interface SessionRow {
  sessionId: string;
  merchantId: string;
  phone: string;
  path: string;
  state: UssdState;
  screen: string;
  version: number;
  expiresAt: Date;
}

export async function loadSession(db: Db, sessionId: string): Promise<SessionRow | null> {
  const row = await db.selectFrom('ussd_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
  if (row === undefined) {
    return null;
  }
  const state = (typeof row.state === 'string' ? JSON.parse(row.state) : row.state) as UssdState;
  return {
    sessionId: row.session_id,
    merchantId: row.merchant_id,
    phone: row.phone,
    path: row.path,
    state,
    screen: row.screen,
    version: row.version,
    expiresAt: new Date(row.expires_at),
  };
}

/** Opens a session for the phone; null when the id was taken meanwhile (the caller loads that one). */
export async function openSession(
  db: Db,
  s: { sessionId: string; merchantId: string; phone: string; state: UssdState; nowMs: number },
): Promise<SessionRow | null> {
  const at = new Date(s.nowMs);
  const expiresAt = new Date(s.nowMs + SESSION_MS);
  const inserted = await db
    .insertInto('ussd_sessions')
    .values({
      session_id: s.sessionId,
      merchant_id: s.merchantId,
      phone: s.phone,
      state: JSON.stringify(s.state),
      created_at: at,
      updated_at: at,
      expires_at: expiresAt,
    })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .returning('session_id')
    .executeTakeFirst();
  return inserted === undefined
    ? null
    : { sessionId: s.sessionId, merchantId: s.merchantId, phone: s.phone, path: '', state: s.state, screen: '', version: 0, expiresAt };
}

/** Stores the session's new path, state and screen if nobody else did since `version`; false when someone did. */
export async function saveSession(
  db: Db,
  row: SessionRow,
  next: { path: string; state: UssdState; screen: string; nowMs: number },
): Promise<boolean> {
  const result = await db
    .updateTable('ussd_sessions')
    .set({ path: next.path, state: JSON.stringify(next.state), screen: next.screen, version: row.version + 1, updated_at: new Date(next.nowMs) })
    .where('session_id', '=', row.sessionId)
    .where('version', '=', row.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets sessions that ended over an hour ago (a bounded batch; called now and then by the endpoint). */
export async function purgeSessions(db: Db, nowMs: number): Promise<void> {
  await sql`delete from ussd_sessions where session_id in (
    select session_id from ussd_sessions where expires_at < ${new Date(nowMs - 3_600_000)} limit 500)`.execute(db);
}
