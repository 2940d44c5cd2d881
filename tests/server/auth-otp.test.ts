// Phone codes and password restore: a wrong, malformed, expired or reused code creates nothing; 5 wrong
// tries from one address stop the code there (429; other addresses: auth-hardening-codes.test.ts); sends
// are limited per phone (1 per 30 s, 5 per hour, 429 with Retry-After); the restore path (reset →
// verify-otp → update) revokes old sessions and uses its token once; an unknown phone is not revealed.
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../schema/api-error.ts';
import { OkResponse, ResetTokenResponse } from '../../schema/session.ts';
import { MERCHANT_ID, NOW, useTestApp } from './helpers.ts';
import { PASSWORD, authed, latestCode, logIn, post, signUp } from './auth-helpers.ts';

const HOUR = 3_600_000;
const t = useTestApp({ syncCatalog: false });

const error = (res: { json: () => unknown }) => create(res.json(), ApiError);
const register = (phone: string) => post(t.app, '/api/v1/auth/register', { phone, password: PASSWORD, merchant_id: MERCHANT_ID });
const verify = (phone: string, otp: string) => post(t.app, '/api/v1/auth/verify', { phone, otp, merchant_id: MERCHANT_ID });
const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const SENT = 'If this number has an account, a code was sent';
const EXPIRED = { error: 'Verification expired. Please verify your phone number again', code: 'OTP_EXPIRED' };

async function nothingCreated(phone: string): Promise<void> {
  expect(await t.app.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toHaveLength(0);
  expect(
    await t.app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('users.phone', '=', phone)
      .execute(),
  ).toHaveLength(0);
}

describe('sign-up codes', () => {
  it('refuses a malformed and a wrong code, and creates nothing', async () => {
    const phone = '+251911100001';
    expect((await register(phone)).statusCode).toBe(200);
    const code = await latestCode(t.app, phone);
    const malformed = await verify(phone, '12a4');
    expect(malformed.statusCode).toBe(400);
    expect(error(malformed).error).toBe('Please enter a valid 6-digit code');
    const bad = await verify(phone, wrong(code));
    expect(bad.statusCode).toBe(400);
    expect(error(bad)).toEqual({ error: 'Invalid OTP code', code: 'INVALID_OTP' });
    await nothingCreated(phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it('refuses a code after 5 minutes, and creates nothing', async () => {
    const phone = '+251911100002';
    await register(phone);
    const code = await latestCode(t.app, phone);
    t.clock.now += 5 * 60_000 + 1;
    const res = await verify(phone, code);
    expect(res.statusCode).toBe(400);
    expect(error(res)).toEqual(EXPIRED);
    await nothingCreated(phone);
  });

  it('refuses a code used once already', async () => {
    const phone = '+251911100003';
    await register(phone);
    const code = await latestCode(t.app, phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    const again = await verify(phone, code);
    expect(error(again)).toEqual(EXPIRED);
    expect(await t.app.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });

  it('stops a code at an address after 5 wrong tries from it, even for the right code', async () => {
    const phone = '+251911100004';
    await register(phone);
    const code = await latestCode(t.app, phone);
    for (let i = 0; i < 5; i++) {
      expect(error(await verify(phone, wrong(code))).code).toBe('INVALID_OTP');
    }
    const stopped = await verify(phone, code);
    expect(stopped.statusCode).toBe(429);
    expect(error(stopped)).toEqual({ error: 'Too many wrong codes. Please request a new code', code: 'CODE_TRIES' });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    await nothingCreated(phone);
  });

  it('limits sends per phone: 1 per 30 s and 5 per hour', async () => {
    t.clock.now = NOW + 3 * HOUR;
    const phone = '+251911100005';
    expect((await register(phone)).statusCode).toBe(200);
    const soon = await register(phone);
    expect(soon.statusCode).toBe(429);
    expect(error(soon)).toEqual({ error: 'Too many code requests. Please wait before requesting another code', code: 'CODE_REQUESTS' });
    expect(Number(soon.headers['retry-after'])).toBe(30);
    for (let i = 0; i < 4; i++) {
      t.clock.now += 30_000;
      expect((await register(phone)).statusCode).toBe(200);
    }
    t.clock.now += 30_000;
    const hourly = await register(phone);
    expect(hourly.statusCode).toBe(429);
    expect(Number(hourly.headers['retry-after'])).toBe(HOUR / 1000 - 150);
    expect((await register('+251911100006')).statusCode).toBe(200);
    t.clock.now = NOW + 4 * HOUR;
    expect((await register(phone)).statusCode).toBe(200);
  });
});

describe('password restore', () => {
  const phone = '+251933000001';
  const reset = (p: string) => post(t.app, '/api/v1/password/reset', { phone: p, merchant_id: MERCHANT_ID });
  const verifyOtp = (otp: string) => post(t.app, '/api/v1/password/verify-otp', { phone, otp, merchant_id: MERCHANT_ID });
  const update = (body: Record<string, unknown>) => post(t.app, '/api/v1/password/update', { phone, merchant_id: MERCHANT_ID, ...body });

  it('answers an unknown phone as a known one, and sends it nothing', async () => {
    const res = await reset('+251933999999');
    expect(res.statusCode).toBe(200);
    expect(create(res.json(), OkResponse)).toEqual({ success: true, message: SENT });
    expect(await t.app.db.selectFrom('sms_outbox').select('id').where('phone', '=', '+251933999999').execute()).toHaveLength(0);
  });

  it('goes phone → code → token → new password, and signs every old session out', async () => {
    t.clock.now = NOW + 6 * HOUR;
    const account = await signUp(t.app, phone);
    t.clock.now += 31_000;
    const sent = await reset(phone);
    expect(create(sent.json(), OkResponse)).toEqual({ success: true, message: SENT });
    const code = await latestCode(t.app, phone);
    expect(error(await verifyOtp(wrong(code))).code).toBe('INVALID_OTP');
    const verified = await verifyOtp(code);
    expect(verified.statusCode).toBe(200);
    const { token } = create(verified.json(), ResetTokenResponse).data;
    expect(error(await verifyOtp(code))).toEqual(EXPIRED);

    const missing = await update({ new_password: 'new-pass-1' });
    expect(error(missing)).toEqual({ error: 'Verification token is missing. Please verify your OTP again', code: 'TOKEN_MISSING' });
    expect(error(await update({ new_password: 'short', token })).error).toBe('Password must be at least 6 characters long');
    const forged = await update({ new_password: 'new-pass-1', token: 'A'.repeat(43) });
    expect(error(forged)).toEqual({ error: 'Verification expired. Please verify your phone number again', code: 'TOKEN_EXPIRED' });

    const done = await update({ new_password: 'new-pass-1', token });
    expect(create(done.json(), OkResponse)).toEqual({ success: true, message: 'Password updated' });
    expect(error(await update({ new_password: 'new-pass-2', token })).code).toBe('TOKEN_EXPIRED');
    expect((await authed(t.app, { url: '/api/v1/auth/verify', token: account.session.id })).statusCode).toBe(401);
    expect((await logIn(t.app, phone)).statusCode).toBe(401);
    expect((await logIn(t.app, phone, 'new-pass-1')).statusCode).toBe(200);
  });

  it('lets a reset token lapse after 10 minutes', async () => {
    t.clock.now += HOUR;
    await reset(phone);
    const { token } = create((await verifyOtp(await latestCode(t.app, phone))).json(), ResetTokenResponse).data;
    t.clock.now += 10 * 60_000 + 1;
    expect(error(await update({ new_password: 'new-pass-3', token })).code).toBe('TOKEN_EXPIRED');
  });

  it('keeps sign-up and reset codes apart', async () => {
    t.clock.now += HOUR;
    await reset(phone);
    const code = await latestCode(t.app, phone);
    expect(error(await verify(phone, code))).toEqual(EXPIRED);
  });
});
