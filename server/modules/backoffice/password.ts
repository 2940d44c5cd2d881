// POST /api/admin/v1/auth/password: the signed-in operator changes their password — a temporary one must be changed
// before anything else opens. The current password is checked (counted like a sign-in, per account), the new one
// must pass the operator rules and differ; every other session of the operator ends, and this one moves on to its
// next stage (enrol an authenticator, or ready). Audited without either password.
import type { FastifyInstance } from 'fastify';
import * as E from '../../../schema/endpoints/backoffice-auth.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hitEach } from '../auth/rate-limit.ts';
import { operatorOf } from './access.ts';
import { operatorById, operatorView, requireOperatorPassword, stageOf } from './accounts.ts';
import { appendAudit } from './audit.ts';
import { declaredRefusal as refuse } from '../../plugins/errors.ts';
import { revokeOperatorSessions, setSessionStage } from './sessions.ts';
import { OPERATOR_LOGIN_LIMITS } from './sign-in.ts';

export function passwordRoutes(app: FastifyInstance, db: Db, now: () => number, config: ServerConfig): void {
  route(app, E.OperatorChangePassword, async (request) => {
    const me = operatorOf(request);
    const row = await operatorById(db, me.id ?? '');
    const { current_password: current, new_password: next } = request.body;
    await hitEach(
      db,
      [[OPERATOR_LOGIN_LIMITS.account, `id:${row.id}`]],
      now(),
      E.SIGN_IN_REFUSALS.TOO_MANY_ATTEMPTS.text,
      E.SIGN_IN_REFUSALS.TOO_MANY_ATTEMPTS.code,
    );
    if (!(await verifyPassword(current, row.password_hash))) {
      throw refuse(E.PASSWORD_REFUSALS.WRONG_PASSWORD);
    }
    requireOperatorPassword(next);
    if (next === current) {
      throw refuse(E.PASSWORD_REFUSALS.PASSWORD_UNCHANGED);
    }
    const hash = await hashPassword(next);
    const nowMs = now();
    const stage = stageOf({ ...row, must_change_password: false });
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('operators').set({ password_hash: hash, must_change_password: false }).where('id', '=', row.id).execute();
      await revokeOperatorSessions(trx, { operatorId: row.id, keep: me.sessionId ?? '' }, nowMs);
      await setSessionStage(trx, me.sessionId ?? '', stage);
      await appendAudit(trx, me.actor, { action: 'operator.password_change', target: { kind: 'operator', id: row.id } }, nowMs);
    });
    return operatorView({ ...row, must_change_password: false }, stage, nowMs + config.operatorIdleMs, config.operatorCreditMaxCents);
  });
}
