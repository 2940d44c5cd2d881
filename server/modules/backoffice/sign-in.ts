// The back office's sign-in routes (schema/endpoints/backoffice-auth.ts): login with password and TOTP, the session
// cookie, who am I, sign-out, password change and authenticator enrolment. Each attempt is counted before the
// password is checked (per account and per address, atomically across instances), and a right one takes the
// account's count back. An unknown login costs the same scrypt time as a known one. Every success is audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as E from '../../../schema/endpoints/backoffice-auth.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { declaredRefusal as refuse } from '../../plugins/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { clear, hitEach, type Limit } from '../auth/rate-limit.ts';
import { operatorOf } from './access.ts';
import { findOperatorByLogin, loginKey, type OperatorRow, operatorById, operatorView, stageOf } from './accounts.ts';
import { appendAudit, type Actor } from './audit.ts';
import { passwordRoutes } from './password.ts';
import { createOperatorSession, revokeOperatorSessions, setOperatorCookie } from './sessions.ts';
import { totpRoutes } from './totp-routes.ts';
import { verifyTotp } from './totp.ts';
import { unseal } from './totp-seal.ts';

/** 5 failed sign-ins per account in 15 minutes; 30 per address (a shared office NAT holds several operators). */
export const OPERATOR_LOGIN_LIMITS = {
  account: { name: 'op-login-account', windowMs: 15 * 60_000, max: 5 },
  address: { name: 'op-login-ip', windowMs: 15 * 60_000, max: 30 },
} as const satisfies Record<string, Limit>;

export const actorOfRow = (row: Pick<OperatorRow, 'id' | 'name'>, request: FastifyRequest): Actor => ({
  kind: 'operator',
  id: row.id,
  name: row.name,
  address: request.ip,
});

export function signInRoutes(app: FastifyInstance, db: Db, now: () => number, config: ServerConfig): void {
  route(app, E.OperatorLogin, async (request, reply) => {
    const nowMs = now();
    const key = loginKey(request.body.login);
    const accountKey = key === null ? `?${request.body.login.toLowerCase()}` : `${key.column}:${key.value}`;
    const { account, address } = OPERATOR_LOGIN_LIMITS;
    await hitEach(
      db,
      [
        [account, accountKey],
        [address, request.ip],
      ],
      nowMs,
      E.SIGN_IN_REFUSALS.TOO_MANY_ATTEMPTS.text,
      E.SIGN_IN_REFUSALS.TOO_MANY_ATTEMPTS.code,
    );
    const row = await findOperatorByLogin(db, request.body.login);
    const passwordOk =
      row === null ? await verifyAgainstDummy(request.body.password) : await verifyPassword(request.body.password, row.password_hash);
    if (row === null || !passwordOk) {
      request.log.warn({ address: request.ip }, 'operator sign-in refused: wrong login or password');
      throw refuse(E.SIGN_IN_REFUSALS.OPERATOR_CREDENTIALS);
    }
    if (row.status !== 'active') {
      throw refuse(E.SIGN_IN_REFUSALS.ACCOUNT_DISABLED);
    }
    if (row.totp_secret !== null) {
      await checkCode(db, row, request.body.code, nowMs);
    }
    await clear(db, account, accountKey);
    const stage = stageOf(row);
    const session = await db.transaction().execute(async (trx) => {
      const opened = await createOperatorSession(
        trx,
        { operatorId: row.id, stage, address: request.ip, userAgent: String(request.headers['user-agent'] ?? ''), idleMs: config.operatorIdleMs },
        nowMs,
      );
      await trx
        .updateTable('operators')
        .set({ last_sign_in_at: new Date(nowMs) })
        .where('id', '=', row.id)
        .execute();
      await appendAudit(
        trx,
        actorOfRow(row, request),
        { action: 'operator.sign_in', target: { kind: 'session', id: opened.sessionId }, after: { stage } },
        nowMs,
      );
      return opened;
    });
    setOperatorCookie(request, reply, session.token);
    return operatorView(row, stage, nowMs + config.operatorIdleMs, config.operatorCreditMaxCents);
  });

  route(app, E.OperatorMe, async (request) => {
    const me = operatorOf(request);
    const row = await operatorById(db, me.id ?? '');
    return operatorView(row, me.stage, now() + config.operatorIdleMs, config.operatorCreditMaxCents);
  });

  route(app, E.OperatorLogout, async (request, reply) => {
    const me = operatorOf(request);
    const nowMs = now();
    await db.transaction().execute(async (trx) => {
      await revokeOperatorSessions(trx, { sessionId: me.sessionId ?? '' }, nowMs);
      await appendAudit(trx, me.actor, { action: 'operator.sign_out', target: { kind: 'session', id: me.sessionId ?? '' } }, nowMs);
    });
    setOperatorCookie(request, reply, null);
    return { success: true as const };
  });

  passwordRoutes(app, db, now, config);
  totpRoutes(app, db, now, config);
}

/** The sign-in's second factor: 401 TOTP_REQUIRED without a code, INVALID_TOTP for a wrong or replayed one. */
async function checkCode(db: Db, row: OperatorRow, code: string | undefined, nowMs: number): Promise<void> {
  if (code === undefined) {
    throw refuse(E.SIGN_IN_REFUSALS.TOTP_REQUIRED);
  }
  const secret = await unseal(db, row.totp_secret ?? '');
  const step = secret === null ? null : verifyTotp(secret, code, nowMs, row.totp_last_step === null ? null : Number(row.totp_last_step));
  // Taken once: the step moves forward only if no concurrent sign-in took this code first.
  const taken =
    step !== null &&
    (
      await db
        .updateTable('operators')
        .set({ totp_last_step: step })
        .where('id', '=', row.id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst()
    ).numUpdatedRows > 0n;
  if (!taken) {
    throw refuse(E.SIGN_IN_REFUSALS.INVALID_TOTP);
  }
}
