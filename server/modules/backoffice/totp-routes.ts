// Enrolling an authenticator (issue 33): setup makes a secret (kept sealed as pending) and answers it with its
// otpauth:// URI for the app; confirm takes the app's current code, makes the secret the operator's, and moves the
// session on (every later sign-in asks for a code). Only an operator without an enrolled authenticator may enrol;
// replacing one is an admin's reset (operators.ts), audited there.
import type { FastifyInstance } from 'fastify';
import * as E from '../../../schema/endpoints/backoffice-auth.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { declaredRefusal } from '../../plugins/errors.ts';
import { operatorOf } from './access.ts';
import { operatorById, operatorView, stageOf } from './accounts.ts';
import { appendAudit } from './audit.ts';
import { setSessionStage } from './sessions.ts';
import { newTotpSecret, otpauthUri, verifyTotp } from './totp.ts';
import { seal, unseal } from './totp-seal.ts';

export function totpRoutes(app: FastifyInstance, db: Db, now: () => number, config: ServerConfig): void {
  route(app, E.OperatorTotpSetup, async (request) => {
    const me = operatorOf(request);
    const row = await operatorById(db, me.id ?? '');
    if (row.totp_secret !== null) {
      throw declaredRefusal(E.TOTP_REFUSALS.TOTP_ALREADY_ENROLLED);
    }
    const secret = newTotpSecret();
    await db
      .updateTable('operators')
      .set({ totp_pending_secret: await seal(db, secret) })
      .where('id', '=', row.id)
      .execute();
    return { secret, otpauth_uri: otpauthUri(secret, row.email ?? row.phone ?? row.name) };
  });

  route(app, E.OperatorTotpConfirm, async (request) => {
    const me = operatorOf(request);
    const row = await operatorById(db, me.id ?? '');
    if (row.totp_secret !== null) {
      throw declaredRefusal(E.TOTP_REFUSALS.TOTP_ALREADY_ENROLLED);
    }
    const pending = row.totp_pending_secret === null ? null : await unseal(db, row.totp_pending_secret);
    if (pending === null) {
      throw declaredRefusal(E.TOTP_REFUSALS.TOTP_NOT_STARTED);
    }
    const nowMs = now();
    const step = verifyTotp(pending, request.body.code, nowMs, null);
    if (step === null) {
      throw declaredRefusal(E.TOTP_REFUSALS.INVALID_TOTP);
    }
    const enrolled = { ...row, totp_secret: row.totp_pending_secret, totp_pending_secret: null };
    const stage = stageOf(enrolled);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('operators')
        .set({ totp_secret: row.totp_pending_secret, totp_pending_secret: null, totp_last_step: step })
        .where('id', '=', row.id)
        .where('totp_secret', 'is', null)
        .execute();
      await setSessionStage(trx, me.sessionId ?? '', stage);
      await appendAudit(trx, me.actor, { action: 'operator.totp_enrol', target: { kind: 'operator', id: row.id } }, nowMs);
    });
    return operatorView(enrolled, stage, nowMs + config.operatorIdleMs, config.operatorCreditMaxCents);
  });
}
