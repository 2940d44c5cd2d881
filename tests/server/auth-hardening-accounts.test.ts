// Account hardening: the most common and all-blank passwords are refused at sign-up and on a password
// change (the spec's 6-character rule and text stay); a session cannot be refreshed beyond 30 days after
// it was opened; the development SMS outbox answers this machine or the operator token only, and is the
// ordinary 404 to anyone else.
import { describe, expect, it } from 'vitest';
import { MERCHANT_ID, NOW, useTestApp } from './helpers.ts';
import { PASSWORD, authed, latestCode, logIn, post, postFrom, signUp } from './auth-helpers.ts';

const DAY = 24 * 3_600_000;
const OPERATOR = 'operator-secret-hardening';
const t = useTestApp({ syncCatalog: false, operatorToken: OPERATOR });

const TOO_COMMON = { error: 'This password is too common. Please choose another one', code: 'PASSWORD_COMMON' };
const BLANK = { error: 'Password cannot be only spaces', code: 'PASSWORD_BLANK' };
const register = (phone: string, password: string) => post(t.app, '/api/v1/auth/register', { phone, password, merchant_id: MERCHANT_ID });

describe('passwords', () => {
  it('refuses common passwords, simple runs and repeats at sign-up, and blank ones; keeps the 6-character rule', async () => {
    t.clock.now = NOW;
    for (const password of ['123456', 'password', 'Qwerty123', '1q2w3e4r', 'iloveyou', '777777', '121212', 'abcdefg', '9876543', 'asdfghjk']) {
      const res = await register('+251977000001', password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual(TOO_COMMON);
    }
    for (const password of ['       ', ' \t \t \t ']) {
      const res = await register('+251977000001', password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BLANK);
    }
    expect((await register('+251977000001', '12345')).json()).toEqual({
      error: 'Password must be at least 6 characters long',
      code: 'PASSWORD_SHORT',
    });
    const long = await register('+251977000001', 'x'.repeat(129));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'Password must be at most 128 characters long', code: 'PASSWORD_TOO_LONG', max_length: 128 });
    expect(await t.app.db.selectFrom('sms_outbox').select('id').where('phone', '=', '+251977000001').execute()).toHaveLength(0);
    expect((await register('+251977000001', 'secret12')).statusCode).toBe(200);
  });

  it('refuses a common password on a password change', async () => {
    t.clock.now = NOW + DAY;
    const phone = '+251977000002';
    await signUp(t.app, phone);
    t.clock.now += 31_000;
    await post(t.app, '/api/v1/password/reset', { phone, merchant_id: MERCHANT_ID });
    const verified = await post(t.app, '/api/v1/password/verify-otp', { phone, otp: await latestCode(t.app, phone), merchant_id: MERCHANT_ID });
    const token = (verified.json() as { data: { token: string } }).data.token;
    const update = (newPassword: string) =>
      post(t.app, '/api/v1/password/update', { phone, token, new_password: newPassword, merchant_id: MERCHANT_ID });
    expect((await update('password1')).json()).toEqual(TOO_COMMON);
    expect((await update('        ')).json()).toEqual(BLANK);
    expect((await update('birr-new-secret-8')).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  it('refreshes up to 30 days after the login, and not a moment beyond', async () => {
    t.clock.now = NOW + 2 * DAY;
    const phone = '+251977000003';
    await signUp(t.app, phone);
    const opened = t.clock.now;
    const token = (await logIn(t.app, phone)).json().session.id as string;
    const refresh = () => authed(t.app, { method: 'POST', url: '/api/v1/auth/refresh', token });
    for (const day of [6, 12, 18, 22]) {
      t.clock.now = opened + day * DAY;
      const res = await refresh();
      expect(res.statusCode).toBe(200);
      expect(Date.parse(res.json().session.expires_at)).toBe(t.clock.now + 7 * DAY);
    }
    t.clock.now = opened + 28 * DAY;
    const last = await refresh();
    expect(Date.parse(last.json().session.expires_at)).toBe(opened + 30 * DAY);
    t.clock.now = opened + 30 * DAY - 1;
    expect((await authed(t.app, { url: '/api/v1/auth/verify', token })).statusCode).toBe(200);
    t.clock.now = opened + 30 * DAY;
    expect((await authed(t.app, { url: '/api/v1/auth/verify', token })).json().code).toBe('INVALID_SESSION');
    expect((await refresh()).statusCode).toBe(401);
  });
});

describe('development SMS outbox', () => {
  const phone = '+251977000009';
  const url = `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`;
  const NOT_FOUND = { error: 'Endpoint not found', code: 'NOT_FOUND' };

  it('answers the loopback interface and the operator token, and is an unknown endpoint to anyone else', async () => {
    t.clock.now = NOW + 40 * DAY;
    expect((await postFrom(t.app, '10.9.0.9', '/api/v1/auth/register', { phone, password: PASSWORD, merchant_id: MERCHANT_ID })).statusCode).toBe(
      200,
    );
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json().messages).toHaveLength(1);
    }
    const strangers = [
      { remoteAddress: '203.0.113.5' },
      { remoteAddress: '203.0.113.5', headers: { authorization: 'Bearer wrong-token' } },
      // Forwarded by a proxy on this machine for a remote client (TRUST_PROXY unset).
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } },
    ];
    for (const stranger of strangers) {
      const res = await t.app.inject({ method: 'GET', url, ...stranger });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    const malformed = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox', remoteAddress: '203.0.113.5' });
    expect(malformed.json()).toEqual(NOT_FOUND);
    const operator = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5', headers: { authorization: `Bearer ${OPERATOR}` } });
    expect(operator.statusCode).toBe(200);
    expect(operator.json().messages).toHaveLength(1);
  });
});
