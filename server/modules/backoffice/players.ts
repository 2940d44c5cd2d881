// The players desk's routes (schema/endpoints/backoffice-players.ts). Each change runs in one transaction with its
// audit entry (who, before/after, why), so a change is recorded exactly when it happened:
// - block / unblock: users.blocked_at and the reason; blocking also ends every session (their sockets close on
//   every instance once committed) and sign-in answers ACCOUNT_BLOCKED until unblocked;
// - sign out everywhere; a note (kept, never edited);
// - self-exclusion on the player's request, at once and under the player's own rule (it can only be extended), also
//   written to the responsible-gaming log so the player's history and the reports count it;
// - a deposit-limit change on the player's request becomes a player_limits approval: a second person with
//   limits.approve applies it under the player's own rules (approval-effects.ts), never the one who asked.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { LIMIT_PERIODS, type LimitPeriod } from '../../../schema/responsible-gaming.ts';
import {
  AddPlayerNote,
  BlockPlayer,
  ExcludePlayer,
  GetPlayer,
  NO_LIMITS,
  RequestPlayerLimits,
  SearchPlayers,
  SignOutPlayer,
} from '../../../schema/endpoints/backoffice-players.ts';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { announceRevoked, revokeUserSessions } from '../auth/sessions.ts';
import { addExclusion } from '../responsible-gaming/exclusion.ts';
import { audit, limitCents } from '../responsible-gaming/routes.ts';
import { operatorOf } from './access.ts';
import { requestApproval } from './approval-requests.ts';
import { appendAudit } from './audit.ts';
import { playerProfile, searchPlayers } from './player-profile.ts';

async function lockPlayer(trx: Transaction<Database>, userId: string) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'merchant_id', 'blocked_at', 'blocked_reason'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (user === undefined) {
    throw new HttpError(404, 'NOT_FOUND', 'Player not found');
  }
  return user;
}

export function playerRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  route(app, SearchPlayers, async (request) => ({ data: await searchPlayers(db, request.query.q) }));
  route(app, GetPlayer, async (request) => playerProfile(db, request.params.id, now()));

  route(app, BlockPlayer, async (request) => {
    const me = operatorOf(request);
    const { blocked, reason } = request.body;
    const nowMs = now();
    const revoked = await db.transaction().execute(async (trx) => {
      const user = await lockPlayer(trx, request.params.id);
      if ((user.blocked_at !== null) === blocked) return [];
      await trx
        .updateTable('users')
        .set(blocked ? { blocked_at: new Date(nowMs), blocked_reason: reason } : { blocked_at: null, blocked_reason: null })
        .where('id', '=', user.id)
        .execute();
      const ended = blocked ? await revokeUserSessions(trx, user.id, nowMs) : [];
      const before = { blocked: user.blocked_at !== null, reason: user.blocked_reason };
      const target = { kind: 'player', id: user.id };
      await appendAudit(
        trx,
        me.actor,
        { action: blocked ? 'player.block' : 'player.unblock', target, before, after: { blocked, sessions_ended: ended.length }, reason },
        nowMs,
      );
      return ended;
    });
    await announceRevoked(db, revoked, (err) => request.log.warn({ err }, 'announcing revoked sessions failed'));
    return playerProfile(db, request.params.id, nowMs);
  });

  route(app, SignOutPlayer, async (request) => {
    const me = operatorOf(request);
    const nowMs = now();
    const revoked = await db.transaction().execute(async (trx) => {
      const user = await lockPlayer(trx, request.params.id);
      const ended = await revokeUserSessions(trx, user.id, nowMs);
      await appendAudit(
        trx,
        me.actor,
        { action: 'player.sign_out', target: { kind: 'player', id: user.id }, after: { sessions_ended: ended.length }, reason: request.body.reason },
        nowMs,
      );
      return ended;
    });
    await announceRevoked(db, revoked, (err) => request.log.warn({ err }, 'announcing revoked sessions failed'));
    return playerProfile(db, request.params.id, nowMs);
  });

  route(app, AddPlayerNote, async (request) => {
    const me = operatorOf(request);
    const nowMs = now();
    if (me.id === null) {
      throw new HttpError(403, 'ROLE_FORBIDDEN', 'Your role does not allow this action');
    }
    const operatorId = me.id;
    await db.transaction().execute(async (trx) => {
      const user = await lockPlayer(trx, request.params.id);
      const note = { id: randomUUID(), user_id: user.id, operator_id: operatorId, text: request.body.text, created_at: new Date(nowMs) };
      await trx.insertInto('player_notes').values(note).execute();
      await appendAudit(
        trx,
        me.actor,
        { action: 'player.note', target: { kind: 'player', id: user.id }, after: { text: note.text }, reason: null },
        nowMs,
      );
    });
    return playerProfile(db, request.params.id, nowMs);
  });

  route(app, ExcludePlayer, async (request) => {
    const me = operatorOf(request);
    const { period, reason } = request.body;
    const nowMs = now();
    await db.transaction().execute(async (trx) => {
      const user = await lockPlayer(trx, request.params.id);
      await addExclusion(trx, user.id, period, nowMs);
      await audit(trx, user.id, null, 'self_exclusion', { period, by_operator: me.name }, nowMs);
      await appendAudit(
        trx,
        me.actor,
        { action: 'player.self_exclusion', target: { kind: 'player', id: user.id }, after: { period }, reason },
        nowMs,
      );
    });
    return playerProfile(db, request.params.id, nowMs);
  });

  route(app, RequestPlayerLimits, async (request, reply) => {
    const me = operatorOf(request);
    const { reason } = request.body;
    const wanted: Partial<Record<LimitPeriod, number | null>> = {};
    for (const period of LIMIT_PERIODS) {
      const value = request.body[period];
      if (value !== undefined) wanted[period] = limitCents(value);
    }
    if (Object.keys(wanted).length === 0) {
      throw new HttpError(NO_LIMITS.status, NO_LIMITS.code, NO_LIMITS.text);
    }
    const nowMs = now();
    const id = await db.transaction().execute(async (trx) => {
      const user = await lockPlayer(trx, request.params.id);
      const target = { kind: 'player', id: user.id };
      return requestApproval(
        trx,
        me,
        { kind: 'player_limits', merchantId: user.merchant_id, target, amountCents: null, payload: { limits_cents: wanted }, reason },
        nowMs,
      );
    });
    reply.code(202);
    return { approval_id: id };
  });
}
