// Secrets stay secret: across sign-up, login, failures and a password restore, no log line carries a
// password, code, token or hash, no answer carries a password, code or hash, and the database holds no
// token or code in plain form. The development SMS outbox does not exist in production.
import type { LightMyRequestResponse } from 'fastify';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, ResetTokenResponse } from '../../schema/session.ts';
import { MERCHANT_ID, type TestApp } from './helpers.ts';
import { authed, captureOutput, createAppWith, latestCode, post } from './auth-helpers.ts';

const PHONE = '+251911445566';
const FIRST = 'first-Secret-pass';
const SECOND = 'second-Secret-pass';
const WRONG = 'wrong-Secret-pass';
/** A code as a number of its own (not 6 digits inside a timestamp). */
const standalone = (code: string): RegExp => new RegExp(`(^|\\D)${code}(\\D|$)`);

describe('nothing secret in logs, answers or rows', () => {
  let t: TestApp;
  const capture = captureOutput();
  const answers: LightMyRequestResponse[] = [];
  const codes: string[] = [];
  const tokens: string[] = [];
  const call = async (res: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> => {
    const r = await res;
    answers.push(r);
    return r;
  };

  beforeAll(async () => {
    t = await createAppWith('development', true);
    await call(post(t.app, '/api/v1/auth/register', { phone: PHONE, password: FIRST, merchant_id: MERCHANT_ID }));
    codes.push(await latestCode(t.app, PHONE));
    await call(post(t.app, '/api/v1/auth/verify', { phone: PHONE, otp: '000000' === codes[0] ? '000001' : '000000', merchant_id: MERCHANT_ID }));
    const verified = await call(post(t.app, '/api/v1/auth/verify', { phone: PHONE, otp: codes[0], merchant_id: MERCHANT_ID }));
    tokens.push(create(verified.json(), LoginResponse).session.id);
    await call(post(t.app, '/api/v1/auth/login', { phone: PHONE, password: WRONG, merchant_id: MERCHANT_ID }));
    await call(post(t.app, '/api/v1/auth/register', { phone: PHONE, password: WRONG, merchant_id: MERCHANT_ID }));
    await call(authed(t.app, { url: '/api/v1/auth/verify', token: tokens[0] }));
    t.clock.now += 31_000;
    await call(post(t.app, '/api/v1/password/reset', { phone: PHONE, merchant_id: MERCHANT_ID }));
    codes.push(await latestCode(t.app, PHONE));
    const reset = await call(post(t.app, '/api/v1/password/verify-otp', { phone: PHONE, otp: codes[1], merchant_id: MERCHANT_ID }));
    tokens.push(create(reset.json(), ResetTokenResponse).data.token);
    await call(post(t.app, '/api/v1/password/update', { phone: PHONE, new_password: SECOND, token: tokens[1], merchant_id: MERCHANT_ID }));
    const login = await call(post(t.app, '/api/v1/auth/login', { phone: PHONE, password: SECOND, merchant_id: MERCHANT_ID }));
    tokens.push(create(login.json(), LoginResponse).session.id);
    await call(authed(t.app, { method: 'POST', url: '/api/v1/auth/logout', token: tokens[2] }));
    capture.stop();
  });
  afterAll(async () => {
    capture.stop();
    await t.app.close();
  });

  async function storedHashes(): Promise<string[]> {
    const db = t.app.db;
    return [
      ...(await db.selectFrom('users').select('password_hash as h').execute()),
      ...(await db.selectFrom('otp_codes').select('code_hash as h').execute()),
      ...(await db.selectFrom('sessions').select('token_hash as h').execute()),
      ...(await db.selectFrom('reset_tokens').select('token_hash as h').execute()),
    ].map((r) => r.h);
  }

  it('ran the flow it scans', () => {
    expect(codes).toHaveLength(2);
    expect(tokens).toHaveLength(3);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 200, 401, 409, 200, 200, 200, 200, 200, 200]);
  });

  it('logs the SMS with a masked phone and nothing secret', async () => {
    const log = capture.lines.join('');
    expect(log).toContain('SMS queued for +25191****66');
    expect(log).not.toContain(PHONE);
    for (const secret of [FIRST, SECOND, WRONG, ...tokens, ...(await storedHashes()), 'scrypt$']) {
      expect(log).not.toContain(secret);
    }
    for (const code of codes) {
      expect(log).not.toMatch(standalone(code));
    }
  });

  it('answers no password, code or hash (tokens only where they are the answer)', async () => {
    const hashes = await storedHashes();
    for (const res of answers) {
      for (const secret of [FIRST, SECOND, WRONG, ...hashes, 'scrypt$', 'password_hash', 'token_hash']) {
        expect(res.body).not.toContain(secret);
      }
      for (const code of codes) {
        expect(res.body).not.toMatch(standalone(code));
      }
    }
    const tokenAnswers = answers.filter((r) => tokens.some((tok) => r.body.includes(tok)));
    expect(tokenAnswers).toHaveLength(4);
  });

  it('stores no token or code in plain form', async () => {
    const dump = JSON.stringify(
      await Promise.all(
        ['users', 'sessions', 'otp_codes', 'reset_tokens', 'pending_registrations'].map((table) =>
          t.app.db
            .selectFrom(table as 'users')
            .selectAll()
            .execute(),
        ),
      ),
    );
    for (const secret of [FIRST, SECOND, ...tokens, ...codes.map((c) => `"${c}"`)]) {
      expect(dump).not.toContain(secret);
    }
  });
});

describe('the development SMS outbox', () => {
  it('is a 404 in production like any unknown path', async () => {
    const prod = await createAppWith('production');
    try {
      const res = await prod.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${encodeURIComponent(PHONE)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Endpoint not found', code: 'NOT_FOUND' });
    } finally {
      await prod.app.close();
    }
  });
});
