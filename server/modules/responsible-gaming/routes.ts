// The responsible-gaming routes (schema/endpoints/responsible-gaming.ts). Every player route is behind the
// session guard and acts on request.principal only: nothing in a body or query can name another player. Each
// change writes an audit row (who, which session, what) in the transaction that makes it.
import type { FastifyInstance } from 'fastify';
import { toCents } from '../../../domain/money.ts';
import { LIMIT_PERIODS, type LimitCents, type LimitPeriod } from '../../../domain/responsible-gaming.ts';
import {
  ConfirmAge,
  LIMIT_INVALID,
  PlaySessionSummary,
  ResponsibleGamingRead,
  SelfExclude,
  SetDepositLimits,
  SupportLine,
} from '../../../schema/endpoints/responsible-gaming.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { principalOf } from '../auth/routes.ts';
import { requireSession } from '../auth/sessions.ts';
import type { ModuleOptions } from '../module-options.ts';
import { addExclusion } from './exclusion.ts';
import { setLimits } from './limits.ts';
import { sessionSummary, statusOf } from './status.ts';

/** The largest limit accepted (10 million ETB): far above any real deposit, far below 2^53 cents. */
const MAX_LIMIT_CENTS = 1_000_000_000;

/** An ETB limit as sent (null = none) → cents; at least 1 ETB, at most 2 decimals, at most `maxCents`, else `refusal`. */
export function limitCentsWithin(value: number | null, maxCents: number, refusal: { status: number; code: string; text: string }): number | null {
  if (value === null) {
    return null;
  }
  const c = toCents(value);
  if (Math.abs(c - value * 100) > 1e-6 || c < 100 || c > maxCents) {
    throw new HttpError(refusal.status, refusal.code, refusal.text);
  }
  return c;
}

/** A deposit limit as sent (null = none) → cents. */
export const limitCents = (value: number | null): LimitCents => limitCentsWithin(value, MAX_LIMIT_CENTS, LIMIT_INVALID);

/** A line of the player's responsible-gaming log (what the player did, or an operator did at their request: sessionId null). */
export async function audit(db: Db, userId: string, sessionId: string | null, action: string, detail: unknown, nowMs: number): Promise<void> {
  await db
    .insertInto('responsible_gaming_audit')
    .values({ user_id: userId, session_id: sessionId, action, detail: JSON.stringify(detail), created_at: new Date(nowMs) })
    .execute();
}

export function responsibleGamingRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  const session = { preHandler: requireSession({ db, now }) };
  const noStore = (reply: { header: (k: string, v: string) => unknown }) => reply.header('cache-control', 'no-store');

  route(
    app,
    ResponsibleGamingRead,
    async (request, reply) => {
      noStore(reply);
      return statusOf(db, principalOf(request).userId, now());
    },
    session,
  );

  route(
    app,
    SetDepositLimits,
    async (request, reply) => {
      const { userId, sessionId } = principalOf(request);
      const wanted: Partial<Record<LimitPeriod, LimitCents>> = {};
      for (const period of LIMIT_PERIODS) {
        const value = request.body[period];
        if (value !== undefined) {
          wanted[period] = limitCents(value);
        }
      }
      const nowMs = now();
      await db.transaction().execute(async (trx) => {
        const changes = await setLimits(trx, userId, wanted, nowMs);
        if (changes.length > 0) {
          await audit(trx, userId, sessionId, 'deposit_limits', changes, nowMs);
        }
      });
      noStore(reply);
      return statusOf(db, userId, nowMs);
    },
    session,
  );

  route(
    app,
    SelfExclude,
    async (request, reply) => {
      const { userId, sessionId } = principalOf(request);
      const nowMs = now();
      await db.transaction().execute(async (trx) => {
        await addExclusion(trx, userId, request.body.period, nowMs);
        await audit(trx, userId, sessionId, 'self_exclusion', { period: request.body.period }, nowMs);
      });
      noStore(reply);
      return statusOf(db, userId, nowMs);
    },
    session,
  );

  route(
    app,
    ConfirmAge,
    async (request, reply) => {
      const { userId, sessionId } = principalOf(request);
      const nowMs = now();
      // The first confirmation is kept: a repeat changes nothing.
      const updated = await db
        .updateTable('users')
        .set({ age_confirmed_at: new Date(nowMs) })
        .where('id', '=', userId)
        .where('age_confirmed_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) {
        await audit(db, userId, sessionId, 'age_confirmed', { minimum_age: 21 }, nowMs);
      }
      noStore(reply);
      return statusOf(db, userId, nowMs);
    },
    session,
  );

  route(
    app,
    PlaySessionSummary,
    async (request, reply) => {
      const { userId, sessionId } = principalOf(request);
      noStore(reply);
      return sessionSummary(db, sessionId, userId);
    },
    session,
  );

  route(app, SupportLine, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { success: true as const, support_phone: opts.config.supportPhone, minimum_age: 21 };
  });
}
