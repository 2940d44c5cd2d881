// Logins and session-authenticated requests: wrong credentials (same text for an unknown phone), login
// attempts limited per (phone, address) (5 / 15 min) and per client address (100 / 15 min; the rest of the
// scheme: auth-hardening-login.test.ts), session expiry, the token in the query string, and a session used
// with another merchant's signature.
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../schema/api-error.ts';
import { LoginResponse } from '../../schema/session.ts';
import { MERCHANT_ID, NOW, createTestApp, signRequest, type TestApp } from './helpers.ts';
import { PASSWORD, authed, logIn, post, signUp } from './auth-helpers.ts';

const OTHER = { id: 'birrbet-other', key: 'birrbet-other-key' };
const MINUTE = 60_000;
let t: TestApp;
let player: LoginResponse;
beforeAll(async () => {
  t = await createTestApp({ syncCatalog: false });
  // Before the first signed request: the signing guard caches the merchants table.
  await t.app.db.insertInto('merchants').values({ id: OTHER.id, name: 'Other', api_key: OTHER.key }).execute();
  player = await signUp(t.app, '+251944000001');
});
afterAll(async () => t.app.close());

const error = (res: { json: () => unknown }) => create(res.json(), ApiError);
const INVALID = { error: 'Invalid phone number or password', code: 'INVALID_CREDENTIALS' };

describe('login', () => {
  it('refuses a wrong password and an unknown phone alike, both after a full hash', async () => {
    let started = performance.now();
    const wrongPassword = await logIn(t.app, '+251944000001', 'not-the-password');
    const knownMs = performance.now() - started;
    started = performance.now();
    const unknown = await logIn(t.app, '+251944999999');
    const unknownMs = performance.now() - started;
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(error(res)).toEqual(INVALID);
    }
    expect(unknownMs).toBeGreaterThan(knownMs * 0.5);
  });

  it('refuses an empty password without hashing', async () => {
    const res = await logIn(t.app, '+251944000001', '');
    expect(res.statusCode).toBe(400);
  });

  it('answers 429 with Retry-After after 5 failures for one phone from one address, even with the right password', async () => {
    t.clock.now = NOW + 60 * MINUTE;
    const phone = '+251944000002';
    await signUp(t.app, phone);
    for (let i = 0; i < 5; i++) {
      expect((await logIn(t.app, phone, `wrong-${i}-pass`)).statusCode).toBe(401);
    }
    const limited = await logIn(t.app, phone);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'LOGIN_LOCKED', retry_after_minutes: 15 });
    expect(Number(limited.headers['retry-after'])).toBe(15 * 60);
    expect((await logIn(t.app, '+251944000001')).statusCode).toBe(200);
    t.clock.now += 15 * MINUTE;
    expect((await logIn(t.app, phone)).statusCode).toBe(200);
  });

  it('answers 429 after 100 attempts from one client address, other addresses still log in', async () => {
    t.clock.now = NOW + 120 * MINUTE;
    // 99 earlier attempts from 127.0.0.1 in this window (each real one costs a 0.6 s hash).
    await t.app.db
      .insertInto('rate_limits')
      .values({ key: 'login-ip:127.0.0.1', window_start: new Date(t.clock.now), count: 99 })
      .execute();
    expect((await logIn(t.app, '+251944777777')).statusCode).toBe(401);
    const limited = await logIn(t.app, '+251944000001');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const elsewhere = signRequest(t.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { phone: '+251944000001', password: PASSWORD, merchant_id: MERCHANT_ID },
    });
    expect((await t.app.inject({ ...elsewhere, remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
  });
});

describe('session-authenticated requests', () => {
  it('asks for authentication without a token, refuses a made-up one', async () => {
    const none = await authed(t.app, { url: '/api/v1/auth/verify' });
    expect(none.statusCode).toBe(401);
    expect(error(none)).toEqual({ error: 'Authentication required', code: 'SESSION_REQUIRED' });
    for (const token of ['nope', 'A'.repeat(43)]) {
      expect(error(await authed(t.app, { url: '/api/v1/auth/verify', token }))).toEqual({ error: 'Invalid session', code: 'INVALID_SESSION' });
    }
  });

  it('takes the token and merchant from the query string too', async () => {
    const url = `/api/v1/auth/verify?session_token=${player.session.id}&merchant_id=${MERCHANT_ID}`;
    const res = await authed(t.app, { url });
    expect(res.statusCode).toBe(200);
    expect(create(res.json(), LoginResponse).user).toEqual(player.user);
  });

  it('refuses a session of another merchant with 403 MERCHANT_MISMATCH', async () => {
    const res = await authed(t.app, { url: '/api/v1/auth/verify', token: player.session.id, merchantId: OTHER.id, key: OTHER.key });
    expect(res.statusCode).toBe(403);
    expect(error(res)).toEqual({ error: 'Session does not belong to this merchant', code: 'MERCHANT_MISMATCH' });
    const logout = await authed(t.app, {
      method: 'POST',
      url: '/api/v1/auth/logout',
      token: player.session.id,
      merchantId: OTHER.id,
      key: OTHER.key,
    });
    expect(logout.statusCode).toBe(403);
  });

  it('keeps accounts apart per merchant: the same phone signs up at another merchant', async () => {
    const res = await post(
      t.app,
      '/api/v1/auth/register',
      { phone: '+251944000001', password: PASSWORD, merchant_id: OTHER.id },
      OTHER.id,
      OTHER.key,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mismatch = await post(t.app, '/api/v1/auth/login', { phone: '+251944000001', password: PASSWORD, merchant_id: OTHER.id });
    expect(error(mismatch).code).toBe('MERCHANT_MISMATCH');
  });

  it('ends a session after 7 days unless refreshed', async () => {
    t.clock.now = NOW + 200 * MINUTE;
    const a = create((await logIn(t.app, '+251944000001')).json(), LoginResponse).session.id;
    const b = create((await logIn(t.app, '+251944000001')).json(), LoginResponse).session.id;
    t.clock.now += 6 * 24 * 60 * MINUTE;
    expect((await authed(t.app, { method: 'POST', url: '/api/v1/auth/refresh', token: b })).statusCode).toBe(200);
    t.clock.now += 24 * 60 * MINUTE;
    expect(error(await authed(t.app, { url: '/api/v1/auth/verify', token: a })).code).toBe('INVALID_SESSION');
    expect((await authed(t.app, { url: '/api/v1/auth/verify', token: b })).statusCode).toBe(200);
  });
});
