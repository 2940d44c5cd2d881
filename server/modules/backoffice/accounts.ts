// Operator accounts (issue 33): separate from players (their own table, their own sign-in), named, with roles and a
// status. A new account gets a temporary password shown once to whoever created it, to be changed at first sign-in;
// TOTP is required of admin and finance roles always, and of anyone else unless the creating admin said otherwise.
// Password rules are stricter than a player's: 12+ characters, not a common one. Hashing (scrypt, ~0.6 s) happens
// before any transaction opens.
import { randomBytes, randomUUID } from 'node:crypto';
import { normalizePhone } from '../../../domain/phone.ts';
import { PASSWORD_REFUSALS } from '../../../schema/endpoints/backoffice-auth.ts';
import { isRole, permissionsOf, type Role, TOTP_REQUIRED_ROLES } from '../../../schema/operator-access.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { OperatorSessionStage, OperatorsTable } from '../../db/types-backoffice.ts';
import { declaredRefusal } from '../../plugins/errors.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/passwords.ts';
import { type Actor, appendAudit } from './audit.ts';

export const OPERATOR_PASSWORD_MIN = 12;

export type OperatorRow = Selectable<OperatorsTable>;

/** A login as typed → the column it names: an email (has '@') or an Ethiopian phone; null when it is neither. */
export function loginKey(login: string): { column: 'email' | 'phone'; value: string } | null {
  const text = login.trim();
  if (text.includes('@')) {
    return /^[^\s@]+@[^\s@]+$/.test(text) ? { column: 'email', value: text.toLowerCase() } : null;
  }
  const phone = normalizePhone(text);
  return phone === null ? null : { column: 'phone', value: phone };
}

/** The email (lower case) and phone (E.164) a new operator gives; null when one given is not what it says it is. */
export function newLogins(email: string | null, phone: string | null): { email: string | null; phone: string | null } | null {
  const emailKey = email === null ? null : loginKey(email.includes('@') ? email : '');
  const phoneKey = phone === null ? null : loginKey(phone.includes('@') ? '' : phone);
  if ((email !== null && emailKey === null) || (phone !== null && phoneKey === null)) {
    return null;
  }
  return { email: emailKey?.value ?? null, phone: phoneKey?.value ?? null };
}

/** True when another operator already signs in with this email or phone (the unique indexes decide a race). */
export async function loginTaken(db: Db, logins: { email: string | null; phone: string | null }): Promise<boolean> {
  const taken = await db
    .selectFrom('operators')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(logins.email === null ? [] : [eb(eb.fn('lower', ['email']), '=', logins.email)]),
        ...(logins.phone === null ? [] : [eb('phone', '=', logins.phone)]),
      ]),
    )
    .executeTakeFirst();
  return taken !== undefined;
}

export async function findOperatorByLogin(db: Db, login: string): Promise<OperatorRow | null> {
  const key = loginKey(login);
  if (key === null) {
    return null;
  }
  let query = db.selectFrom('operators').selectAll();
  query = key.column === 'email' ? query.where((eb) => eb(eb.fn('lower', ['email']), '=', key.value)) : query.where('phone', '=', key.value);
  return (await query.executeTakeFirst()) ?? null;
}

export const rolesOf = (row: Pick<OperatorRow, 'roles'>): Role[] => row.roles.filter(isRole);

export const needsTotp = (row: Pick<OperatorRow, 'roles' | 'totp_required'>): boolean =>
  row.totp_required || rolesOf(row).some((role) => TOTP_REQUIRED_ROLES.includes(role));

/** Where a session of this operator starts (or goes after a step is finished). */
export function stageOf(row: Pick<OperatorRow, 'roles' | 'totp_required' | 'totp_secret' | 'must_change_password'>): OperatorSessionStage {
  if (row.must_change_password) {
    return 'change_password';
  }
  return needsTotp(row) && row.totp_secret === null ? 'enrol_totp' : 'ready';
}

export function requireOperatorPassword(password: string): void {
  if (password.length < OPERATOR_PASSWORD_MIN || password.trim() === '' || isCommonPassword(password)) {
    throw declaredRefusal(PASSWORD_REFUSALS.PASSWORD_WEAK);
  }
}

/** A temporary password: 16 characters of base64url (96 bits), shown once. */
export const temporaryPassword = (): string => randomBytes(12).toString('base64url');

export interface NewOperator {
  name: string;
  email: string | null;
  phone: string | null;
  roles: Role[];
  totpRequired: boolean;
}

/** A new account's id and temporary password, hashed (slow: call before any transaction opens). */
export async function prepareOperator(): Promise<{ id: string; password: string; hash: string }> {
  const password = temporaryPassword();
  return { id: randomUUID(), password, hash: await hashPassword(password) };
}

/** Inserts a prepared account and its audit entry in `trx`. */
export async function insertOperator(
  trx: Db,
  prepared: { id: string; hash: string },
  input: NewOperator,
  actor: Actor,
  nowMs: number,
): Promise<void> {
  await trx
    .insertInto('operators')
    .values({
      id: prepared.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      password_hash: prepared.hash,
      roles: input.roles,
      totp_required: input.totpRequired,
      must_change_password: true,
      created_by: actor.kind === 'operator' ? actor.id : null,
      created_at: new Date(nowMs),
    })
    .execute();
  const after = { name: input.name, email: input.email, phone: input.phone, roles: input.roles, totp_required: input.totpRequired };
  await appendAudit(trx, actor, { action: 'operator.create', target: { kind: 'operator', id: prepared.id }, after }, nowMs);
}

/** Creates an account with a temporary password (returned, never stored in clear), audited in one transaction. */
export async function createOperator(db: Db, input: NewOperator, actor: Actor, nowMs: number): Promise<{ id: string; password: string }> {
  const prepared = await prepareOperator();
  await db.transaction().execute((trx) => insertOperator(trx, prepared, input, actor, nowMs));
  return { id: prepared.id, password: prepared.password };
}

/** The signed-in operator's view (OperatorMeAnswer). */
export function operatorView(row: OperatorRow, stage: OperatorSessionStage, idleUntil: number, creditMaxCents: number) {
  const roles = rolesOf(row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roles,
    permissions: [...permissionsOf(roles)].sort(),
    stage,
    totp_enrolled: row.totp_secret !== null,
    idle_until: new Date(idleUntil).toISOString(),
    credit_max: creditMaxCents / 100,
  };
}

export async function operatorById(db: Db, id: string): Promise<OperatorRow> {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
