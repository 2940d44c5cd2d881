// Accounts end to end: register → code from the SMS outbox → verify (user + wallet + session) → login →
// GET verify → refresh → logout, every answer decoded with schema/; plus the register validations, a taken
// phone, a replaced pending sign-up, the body merchant check and mark-unlock on one's own account only.
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../schema/api-error.ts';
import { LoginResponse, OkResponse, RegisterResponse } from '../../schema/session.ts';
import { setHashCostForTests } from '../../server/modules/auth/passwords.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { PASSWORD, authed, latestCode, logIn, post, signUp } from './auth-helpers.ts';

const t = useTestApp({ syncCatalog: false });
// This file checks the server's real hashing cost (OWASP's N=2^17), which the other test files lower.
beforeAll(() => setHashCostForTests(undefined));
afterAll(() => setHashCostForTests(2 ** 12));

const error = (res: { json: () => unknown }) => create(res.json(), ApiError);

describe('the whole account path', () => {
  const phone = '+251911223344';
  let token = '';

  it('registers with a typed phone and answers the canonical one', async () => {
    const res = await post(t.app, '/api/v1/auth/register', {
      phone: '0911 22 33 44',
      password: PASSWORD,
      merchant_id: MERCHANT_ID,
      promo_code: ' welcome10 ',
    });
    expect(res.statusCode).toBe(200);
    expect(create(res.json(), RegisterResponse)).toEqual({ success: true, message: 'Verification code sent', phone });
    const users = await t.app.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(0);
    const pending = await t.app.db.selectFrom('pending_registrations').selectAll().executeTakeFirstOrThrow();
    expect(pending.promo_code).toBe('WELCOME10');
    expect(pending.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{43}\$[\w-]{86}$/);
  });

  it('verifies the code: user, wallet and session in one answer', async () => {
    const otp = await latestCode(t.app, phone);
    const res = await post(t.app, '/api/v1/auth/verify', { phone, otp, merchant_id: MERCHANT_ID });
    expect(res.statusCode).toBe(200);
    const login = create(res.json(), LoginResponse);
    expect(login.user).toEqual({ id: expect.stringMatching(/^\d{8}$/), phone });
    expect(login.session.merchant_id).toBe(MERCHANT_ID);
    expect(login.session.id).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(login.session.expires_at ?? '')).toBe(t.clock.now + 7 * 24 * 3_600_000);
    expect(login.wallet.balance).toBe(100);
    expect(login.has_seen_unlock_notification).toBe(false);
    const user = await t.app.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.promo_code).toBe('WELCOME10');
    expect(await t.app.db.selectFrom('pending_registrations').selectAll().execute()).toHaveLength(0);
    const session = await t.app.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(session.token_hash).not.toContain(login.session.id);
    expect(session.id).not.toBe(login.session.id);
  });

  it('logs in with the password and answers a new session', async () => {
    const res = await logIn(t.app, '911223344');
    expect(res.statusCode).toBe(200);
    const login = create(res.json(), LoginResponse);
    expect(login.user.phone).toBe(phone);
    expect(login.wallet.balance).toBe(100);
    token = login.session.id;
  });

  it('logs in with the user id too (the form speaks of username or ID)', async () => {
    const user = await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    expect((await logIn(t.app, user.id)).statusCode).toBe(200);
  });

  it('GET verify answers the session itself with a fresh wallet', async () => {
    const res = await authed(t.app, { url: '/api/v1/auth/verify', token });
    expect(res.statusCode).toBe(200);
    const login = create(res.json(), LoginResponse);
    expect(login.session.id).toBe(token);
    expect(login.user.phone).toBe(phone);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refresh extends the expiry by 7 days from now', async () => {
    t.clock.now += 60 * 60_000;
    const res = await authed(t.app, { method: 'POST', url: '/api/v1/auth/refresh', token });
    expect(res.statusCode).toBe(200);
    const login = create(res.json(), LoginResponse);
    expect(Date.parse(login.session.expires_at ?? '')).toBe(t.clock.now + 7 * 24 * 3_600_000);
  });

  it('marks the unlock notification seen for its own user, refuses another user id', async () => {
    const me = await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const other = await signUp(t.app, '+251722000111');
    const refused = await authed(t.app, { method: 'POST', url: `/api/v1/user/mark-unlock-notification-seen?user_id=${other.user.id}`, token });
    expect(refused.statusCode).toBe(403);
    expect(error(refused).code).toBe('FORBIDDEN');
    const ok = await authed(t.app, { method: 'POST', url: `/api/v1/user/mark-unlock-notification-seen?user_id=${me.id}`, token });
    expect(ok.statusCode).toBe(200);
    expect(create(ok.json(), OkResponse)).toEqual({ success: true });
    const again = create((await authed(t.app, { url: '/api/v1/auth/verify', token })).json(), LoginResponse);
    expect(again.has_seen_unlock_notification).toBe(true);
    const otherSeen = await t.app.db
      .selectFrom('users')
      .select('has_seen_unlock_notification')
      .where('id', '=', other.user.id)
      .executeTakeFirstOrThrow();
    expect(otherSeen.has_seen_unlock_notification).toBe(false);
  });

  it('logout revokes the session: the token is refused afterwards', async () => {
    const res = await authed(t.app, { method: 'POST', url: '/api/v1/auth/logout', token });
    expect(res.statusCode).toBe(200);
    expect(create(res.json(), OkResponse)).toEqual({ success: true, message: 'Logout completed' });
    const after = await authed(t.app, { url: '/api/v1/auth/verify', token });
    expect(after.statusCode).toBe(401);
    expect(error(after)).toEqual({ error: 'Invalid session', code: 'INVALID_SESSION' });
  });
});

describe('register refusals', () => {
  const cases: [string, Record<string, unknown>, number, string, string][] = [
    ['an invalid phone', { phone: '12345', password: PASSWORD }, 400, 'INVALID_PHONE', 'Please enter a valid phone number'],
    ['an empty phone', { phone: ' ', password: PASSWORD }, 400, 'PHONE_REQUIRED', 'Please enter your phone number'],
    ['a short password', { phone: '+251911000002', password: '12345' }, 400, 'PASSWORD_SHORT', 'Password must be at least 6 characters long'],
    ['a blank password', { phone: '+251911000002', password: '        ' }, 400, 'PASSWORD_BLANK', 'Password cannot be only spaces'],
    [
      'a common password',
      { phone: '+251911000002', password: 'password1' },
      400,
      'PASSWORD_COMMON',
      'This password is too common. Please choose another one',
    ],
    [
      'a long promo code',
      { phone: '+251911000002', password: PASSWORD, promo_code: 'X'.repeat(21) },
      400,
      'INVALID_PROMO_CODE',
      'Promo code must be at most 20 characters',
    ],
    ['a number for the password', { phone: '+251911000002', password: 123456 }, 400, 'VALIDATION_FAILED', 'Invalid request: password is not valid'],
    ['a missing password', { phone: '+251911000002' }, 400, 'VALIDATION_FAILED', 'Invalid request: password is required'],
    [
      'another merchant in the body',
      { phone: '+251911000002', password: PASSWORD, merchant_id: 'someone-else' },
      403,
      'MERCHANT_MISMATCH',
      'merchant_id does not match the signed merchant',
    ],
    ['a taken phone', { phone: '+251911223344', password: PASSWORD }, 409, 'PHONE_TAKEN', 'An account with this phone number already exists'],
  ];
  it.each(cases)('refuses %s', async (_name, body, status, code, text) => {
    const res = await post(t.app, '/api/v1/auth/register', { merchant_id: MERCHANT_ID, ...body });
    expect(res.statusCode).toBe(status);
    expect(error(res)).toEqual({ error: text, code });
  });

  it('refuses a body that is not an object', async () => {
    for (const body of ['[]', '"x"', 'null']) {
      const res = await post(t.app, '/api/v1/auth/register', body);
      expect(res.statusCode).toBe(400);
      expect(error(res).code).toBe('VALIDATION_FAILED');
    }
  });

  it('replaces a pending sign-up: the new password and the new code count', async () => {
    const phone = '+251911000003';
    expect((await post(t.app, '/api/v1/auth/register', { phone, password: 'first-pass', merchant_id: MERCHANT_ID })).statusCode).toBe(200);
    const first = await latestCode(t.app, phone);
    t.clock.now += 31_000;
    expect((await post(t.app, '/api/v1/auth/register', { phone, password: 'second-pass', merchant_id: MERCHANT_ID })).statusCode).toBe(200);
    const second = await latestCode(t.app, phone);
    if (first !== second) {
      const stale = await post(t.app, '/api/v1/auth/verify', { phone, otp: first, merchant_id: MERCHANT_ID });
      expect(error(stale).code).toBe('INVALID_OTP');
    }
    expect((await post(t.app, '/api/v1/auth/verify', { phone, otp: second, merchant_id: MERCHANT_ID })).statusCode).toBe(200);
    expect((await logIn(t.app, phone, 'first-pass')).statusCode).toBe(401);
    const ok = await logIn(t.app, phone, 'second-pass');
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
