// The admin's routes over operator accounts (schema/endpoints/backoffice-operators.ts). Each change is one
// transaction with its audit entry (before and after); disabling or resetting an operator ends their sessions in
// that transaction. The last active admin is counted under a lock on the admins' rows, so two admins demoting each
// other at once cannot leave the book with none.
import type { FastifyInstance } from 'fastify';
import { type Selectable, sql } from 'kysely';
import { OPERATOR_REFUSAL, CreateOperator, ListOperators, ResetOperator, UpdateOperator } from '../../../schema/endpoints/backoffice-operators.ts';
import type { Db } from '../../db/index.ts';
import type { OperatorsTable } from '../../db/types-backoffice.ts';
import { route } from '../../plugins/contract.ts';
import { declaredRefusal as refuse } from '../../plugins/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { operatorOf } from './access.ts';
import { createOperator, loginTaken, newLogins, temporaryPassword } from './accounts.ts';
import { appendAudit } from './audit.ts';
import { revokeOperatorSessions } from './sessions.ts';

export function summaryOf(row: Selectable<OperatorsTable>) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roles: row.roles,
    status: row.status,
    totp_required: row.totp_required,
    totp_enrolled: row.totp_secret !== null,
    must_change_password: row.must_change_password,
    created_at: row.created_at.toISOString(),
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
  };
}

/** What the audit keeps of an account (never a secret). */
const audited = (row: Selectable<OperatorsTable>) => ({ name: row.name, roles: row.roles, status: row.status, totp_required: row.totp_required });

export function operatorRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  route(app, ListOperators, async () => {
    const rows = await db.selectFrom('operators').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
    return { data: rows.map(summaryOf) };
  });

  route(app, CreateOperator, async (request, reply) => {
    const me = operatorOf(request);
    const logins = newLogins(request.body.email ?? null, request.body.phone ?? null);
    if (logins === null || (logins.email === null && logins.phone === null)) {
      throw refuse(OPERATOR_REFUSAL.LOGIN_REQUIRED);
    }
    if (await loginTaken(db, logins)) {
      throw refuse(OPERATOR_REFUSAL.LOGIN_TAKEN);
    }
    const roles = [...new Set(request.body.roles)];
    const created = await createOperator(
      db,
      {
        name: request.body.name,
        email: logins.email,
        phone: logins.phone,
        roles,
        totpRequired: request.body.totp_required ?? true,
      },
      me.actor,
      now(),
    ).catch((err: unknown) => {
      // Two admins creating the same login at once: the unique index decides.
      throw /unique|duplicate/i.test(String((err as Error).message)) ? refuse(OPERATOR_REFUSAL.LOGIN_TAKEN) : err;
    });
    const row = await db.selectFrom('operators').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    reply.code(201);
    return { operator: summaryOf(row), temporary_password: created.password };
  });

  route(app, UpdateOperator, async (request) => {
    const me = operatorOf(request);
    const { id } = request.params;
    const { reason, ...change } = request.body;
    const nowMs = now();
    const row = await db.transaction().execute(async (trx) => {
      // Lock the admins first (always in this order), then the target: the last-admin count cannot race.
      const admins = await trx
        .selectFrom('operators')
        .select(['id'])
        .where('status', '=', 'active')
        .where(sql<boolean>`'admin' = any(roles)`)
        .orderBy('id')
        .forUpdate()
        .execute();
      const before = await trx.selectFrom('operators').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (before === undefined) {
        throw refuse(OPERATOR_REFUSAL.NOT_FOUND);
      }
      const demoted = change.roles !== undefined && before.roles.includes('admin') && !change.roles.includes('admin');
      const disabled = change.status === 'disabled' && before.status === 'active';
      if (id === me.id && (demoted || disabled)) {
        throw refuse(OPERATOR_REFUSAL.SELF_CHANGE);
      }
      if ((demoted || disabled) && before.roles.includes('admin') && admins.length <= 1) {
        throw refuse(OPERATOR_REFUSAL.LAST_ADMIN);
      }
      const after = await trx
        .updateTable('operators')
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.roles === undefined ? {} : { roles: [...new Set(change.roles)] }),
          ...(change.status === undefined ? {} : { status: change.status }),
          ...(change.totp_required === undefined ? {} : { totp_required: change.totp_required }),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (after.status === 'disabled' || change.roles !== undefined) {
        // New roles take effect at the next sign-in; a disabled account's sessions end now.
        await revokeOperatorSessions(trx, { operatorId: id }, nowMs);
      }
      await appendAudit(
        trx,
        me.actor,
        { action: 'operator.update', target: { kind: 'operator', id }, before: audited(before), after: audited(after), reason },
        nowMs,
      );
      return after;
    });
    return { operator: summaryOf(row) };
  });

  route(app, ResetOperator, async (request) => {
    const me = operatorOf(request);
    const { id } = request.params;
    if (id === me.id) {
      throw refuse(OPERATOR_REFUSAL.SELF_CHANGE);
    }
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    const nowMs = now();
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('operators')
        .set({ password_hash: hash, must_change_password: true, totp_secret: null, totp_pending_secret: null, totp_last_step: null })
        .where('id', '=', id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) {
        throw refuse(OPERATOR_REFUSAL.NOT_FOUND);
      }
      await revokeOperatorSessions(trx, { operatorId: id }, nowMs);
      await appendAudit(trx, me.actor, { action: 'operator.reset', target: { kind: 'operator', id }, reason: request.body.reason }, nowMs);
    });
    return { success: true as const, temporary_password: password };
  });
}
