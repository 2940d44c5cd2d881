// Test helpers of the back office: operators made straight in the database with a known password (and an enrolled
// authenticator when asked), signed in through the real login route; their cookie and the X-Backoffice header
// every changing request needs; and the current TOTP code of a secret.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../schema/operator-access.ts';
import { createOperator } from '../../server/modules/backoffice/accounts.ts';
import { hotp, base32Decode, newTotpSecret, stepAt } from '../../server/modules/backoffice/totp.ts';
import { seal } from '../../server/modules/backoffice/totp-seal.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';

export const OPERATOR_PASSWORD = 'correct horse battery staple';

export interface TestOperator {
  id: string;
  login: string;
  secret: string | null;
  cookie: string;
}

let serial = 0;

export function codeAt(secret: string, nowMs: number, stepOffset = 0): string {
  return hotp(base32Decode(secret) ?? Buffer.alloc(0), stepAt(nowMs) + stepOffset);
}

/** An operator with `roles`, password OPERATOR_PASSWORD, TOTP enrolled unless `totp: false`, signed in. */
export async function makeOperator(app: FastifyInstance, roles: Role[], options: { totp?: boolean; name?: string } = {}): Promise<TestOperator> {
  serial += 1;
  const login = `op${serial}-${roles.join('-')}@test.birrbet`;
  const actor = { kind: 'system' as const, id: null, name: 'test', address: null };
  const { id } = await createOperator(
    app.db,
    { name: options.name ?? `Operator ${serial}`, email: login, phone: null, roles, totpRequired: options.totp !== false },
    actor,
    app.now(),
  );
  const secret = options.totp === false ? null : newTotpSecret();
  await app.db
    .updateTable('operators')
    .set({
      password_hash: await hashPassword(OPERATOR_PASSWORD),
      must_change_password: false,
      totp_secret: secret === null ? null : await seal(app.db, secret),
    })
    .where('id', '=', id)
    .execute();
  const cookie = await signIn(app, login, secret);
  return { id, login, secret, cookie };
}

/** Signs in through POST /api/admin/v1/auth/login; returns the Cookie header value. */
export async function signIn(app: FastifyInstance, login: string, secret: string | null, password = OPERATOR_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/v1/auth/login',
    payload: { login, password, ...(secret === null ? {} : { code: codeAt(secret, app.now()) }) },
  });
  if (res.statusCode !== 200) {
    throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  }
  return cookieOf(res);
}

export function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const text = Array.isArray(header) ? header[0] : header;
  const pair = text?.split(';')[0];
  if (pair === undefined) {
    throw new Error('no session cookie');
  }
  return pair;
}

/** A request as the back office sends it: the session cookie, and X-Backoffice on every call. */
export function asOperator(
  app: FastifyInstance,
  op: Pick<TestOperator, 'cookie'>,
  o: { method?: InjectOptions['method']; url: string; payload?: unknown },
) {
  return app.inject({
    method: o.method ?? 'GET',
    url: o.url,
    headers: { cookie: op.cookie, 'x-backoffice': '1' },
    ...(o.payload === undefined ? {} : { payload: o.payload as object }),
  });
}
