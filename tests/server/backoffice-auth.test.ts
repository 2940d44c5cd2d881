// Back-office sign-in (issue 33) through the real routes: a temporary password must be changed first, an admin must
// enrol an authenticator before anything else opens, then every sign-in needs a fresh code (a replayed one is
// refused); failures are limited per account; a session ends when idle, at sign-out and when its operator is
// disabled; the cookie is HttpOnly and SameSite=Strict; a changing request without X-Backoffice is refused.
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../server/modules/backoffice/accounts.ts';
import { asOperator, codeAt, cookieOf, makeOperator, OPERATOR_PASSWORD } from './backoffice-helpers.ts';
import { signRequest, useTestApp } from './helpers.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';

const t = useTestApp({ syncCatalog: false });
const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/v1/auth/login', payload });
const system = { kind: 'system' as const, id: null, name: 'test', address: null };

describe('first sign-in of a new admin', () => {
  it('changes the temporary password, enrols TOTP, then reaches the back office', async () => {
    const { app } = t;
    const { password } = await createOperator(
      app.db,
      { name: 'Hana', email: 'hana@birrbet.et', phone: null, roles: ['admin'], totpRequired: false },
      system,
      app.now(),
    );
    const first = await login({ login: 'HANA@birrbet.et', password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Hana', roles: ['admin'], stage: 'change_password', totp_enrolled: false });
    const cookie = first.headers['set-cookie'] as string;
    expect(cookie).toMatch(/^bb_operator=[\w-]{40,}; Path=\/api\/admin; HttpOnly; SameSite=Strict$/);
    const op = { cookie: cookieOf(first) };

    const blocked = await asOperator(app, op, { url: '/api/admin/v1/operators' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const weak = await asOperator(app, op, {
      method: 'POST',
      url: '/api/admin/v1/auth/password',
      payload: { current_password: password, new_password: 'short' },
    });
    expect(weak.json().code).toBe('PASSWORD_WEAK');
    const changed = await asOperator(app, op, {
      method: 'POST',
      url: '/api/admin/v1/auth/password',
      payload: { current_password: password, new_password: OPERATOR_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    // Admin is a TOTP role whatever totp_required says.
    expect(changed.json().stage).toBe('enrol_totp');
    expect((await asOperator(app, op, { url: '/api/admin/v1/audit' })).json().code).toBe('TOTP_ENROLMENT_REQUIRED');

    const setup = await asOperator(app, op, { method: 'POST', url: '/api/admin/v1/auth/totp/setup' });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri } = setup.json();
    expect(otpauth_uri).toContain(`secret=${secret}`);
    const wrong = await asOperator(app, op, {
      method: 'POST',
      url: '/api/admin/v1/auth/totp/confirm',
      payload: { code: codeAt(secret, app.now(), 5) },
    });
    expect(wrong.json().code).toBe('INVALID_TOTP');
    const confirmed = await asOperator(app, op, {
      method: 'POST',
      url: '/api/admin/v1/auth/totp/confirm',
      payload: { code: codeAt(secret, app.now()) },
    });
    expect(confirmed.json()).toMatchObject({ stage: 'ready', totp_enrolled: true });
    expect((await asOperator(app, op, { url: '/api/admin/v1/operators' })).statusCode).toBe(200);
    // The secret is sealed at rest, never stored as the app shows it.
    const row = await app.db
      .selectFrom('operators')
      .select(['totp_secret', 'password_hash'])
      .where('email', '=', 'hana@birrbet.et')
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);

    // Signing in again asks for a code; the one just used is refused; the next step's code works.
    t.clock.now += 1_000;
    expect((await login({ login: 'hana@birrbet.et', password: OPERATOR_PASSWORD })).json().code).toBe('TOTP_REQUIRED');
    const replay = await login({ login: 'hana@birrbet.et', password: OPERATOR_PASSWORD, code: codeAt(secret, app.now()) });
    expect(replay.json().code).toBe('INVALID_TOTP');
    t.clock.now += 30_000;
    expect((await login({ login: 'hana@birrbet.et', password: OPERATOR_PASSWORD, code: codeAt(secret, app.now()) })).json().stage).toBe('ready');
  });
});

describe('sign-in refusals', () => {
  it('answers a wrong password and an unknown login alike, and locks the account after 5 failures', async () => {
    const op = await makeOperator(t.app, ['support'], { totp: false });
    const unknown = await login({ login: 'nobody@birrbet.et', password: 'whatever-it-is' });
    const wrong = await login({ login: op.login, password: 'not the password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: 'Wrong email, phone or password', code: 'OPERATOR_CREDENTIALS' });
    for (let i = 0; i < 4; i++) {
      await login({ login: op.login, password: 'not the password' });
    }
    // The 5th failure was the last allowed: even the right password now waits.
    const locked = await login({ login: op.login, password: OPERATOR_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.now += 15 * 60_000;
    expect((await login({ login: op.login, password: OPERATOR_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses garbage and NUL bytes at the edge with 400, never a 500', async () => {
    for (const payload of [
      {},
      { login: 'a' },
      { login: 'a\u0000b', password: 'x' },
      { login: 'a@b.c', password: 'x', code: '12ab56' },
      { login: ['x'], password: 1 },
    ]) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses a disabled operator', async () => {
    const op = await makeOperator(t.app, ['marketing'], { totp: false });
    await t.app.db.updateTable('operators').set({ status: 'disabled' }).where('id', '=', op.id).execute();
    expect((await login({ login: op.login, password: OPERATOR_PASSWORD })).json().code).toBe('ACCOUNT_DISABLED');
    // …and their session ended with it.
    expect((await asOperator(t.app, op, { url: '/api/admin/v1/auth/me' })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('ends after 30 idle minutes, and each request moves the deadline', async () => {
    const op = await makeOperator(t.app, ['marketing'], { totp: false });
    t.clock.now += 20 * 60_000;
    expect((await asOperator(t.app, op, { url: '/api/admin/v1/auth/me' })).statusCode).toBe(200);
    t.clock.now += 20 * 60_000;
    expect((await asOperator(t.app, op, { url: '/api/admin/v1/auth/me' })).statusCode).toBe(200);
    t.clock.now += 31 * 60_000;
    expect((await asOperator(t.app, op, { url: '/api/admin/v1/auth/me' })).statusCode).toBe(401);
  });

  it('ends at sign-out, and the cookie is cleared', async () => {
    const op = await makeOperator(t.app, ['marketing'], { totp: false });
    const out = await asOperator(t.app, op, { method: 'POST', url: '/api/admin/v1/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toContain('Max-Age=0');
    expect((await asOperator(t.app, op, { url: '/api/admin/v1/auth/me' })).statusCode).toBe(401);
  });

  it('refuses a changing request without X-Backoffice (another site cannot forge one)', async () => {
    const op = await makeOperator(t.app, ['marketing'], { totp: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/v1/auth/logout', headers: { cookie: op.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BACKOFFICE_HEADER_REQUIRED');
    expect((await asOperator(t.app, op, { url: '/api/admin/v1/auth/me' })).statusCode).toBe(200);
  });

  it('keeps player and operator credentials apart', async () => {
    const op = await makeOperator(t.app, ['finance']);
    // An operator cookie on a player's endpoint is no session; a player's token on an operator endpoint is refused.
    const signed = signRequest(t.app, { url: '/api/v1/wallet/statement' });
    const res = await t.app.inject({ ...signed, headers: { ...(signed.headers as object), cookie: op.cookie } });
    expect(res.statusCode).toBe(401);
    const player = await t.app.inject({
      method: 'GET',
      url: '/api/admin/v1/auth/me',
      headers: { 'x-session-token': 'player-token', authorization: 'Bearer player-token' },
    });
    expect(player.statusCode).toBe(401);
  });

  it('signs in with a phone number as the login, typed any usual way', async () => {
    const { app } = t;
    const { id } = await createOperator(
      app.db,
      { name: 'Abebe', email: null, phone: '+251911000111', roles: ['support'], totpRequired: false },
      system,
      app.now(),
    );
    await app.db
      .updateTable('operators')
      .set({ must_change_password: false, password_hash: await hashPassword(OPERATOR_PASSWORD) })
      .where('id', '=', id)
      .execute();
    expect((await login({ login: '0911000111', password: 'wrong password here' })).json().code).toBe('OPERATOR_CREDENTIALS');
    expect((await login({ login: '0911 000 111', password: OPERATOR_PASSWORD })).json()).toMatchObject({ id, phone: '+251911000111' });
  });
});
