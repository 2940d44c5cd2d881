// The account endpoints against their declarations (schema/endpoints/auth.ts, realtime.ts): each route is
// registered with its own declaration, a valid request (as spec §7 shows it) answers what the declared
// response struct for its status decodes, and malformed requests are 400s with the declared code that never
// echo what was sent (a token, code or password must not come back in an error text).
import type { LightMyRequestResponse } from 'fastify';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Auth from '../../schema/endpoints/auth.ts';
import { REALTIME_ENDPOINTS } from '../../schema/endpoints/realtime.ts';
import { ConnectionEstablished } from '../../schema/socket-message.ts';
import { authed, latestCode, PASSWORD, post } from './auth-helpers.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { expectDeclared } from './contract-helpers.ts';

const t = useTestApp({ syncCatalog: false });

function expectRefused(res: LightMyRequestResponse, code: string, text?: string, secret?: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { error: string; code: string };
  expect(body.code).toBe(code);
  if (text !== undefined) {
    expect(body.error).toBe(text);
  }
  if (secret !== undefined) {
    expect(res.body).not.toContain(secret);
  }
}

describe('declarations', () => {
  it('registers every account and socket route with its own declaration', () => {
    for (const endpoint of [...Auth.AUTH_ENDPOINTS, ...REALTIME_ENDPOINTS]) {
      const served = t.app.contractRoutes.find((r) => r.method === endpoint.method && r.url === endpoint.path);
      expect(served?.endpoint, endpoint.id).toBe(endpoint);
    }
  });
});

describe('valid requests answer their declared shapes', () => {
  const phone = '+251911500001';
  let token = '';
  let userId = '';

  it('signs up: register, the code from the outbox, verify', async () => {
    expectDeclared(
      Auth.Register,
      await post(t.app, '/api/v1/auth/register', { phone, password: PASSWORD, merchant_id: MERCHANT_ID, promo_code: 'welcome10' }),
    );
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` });
    expectDeclared(Auth.DevSmsOutbox, outbox);
    const otp = await latestCode(t.app, phone);
    const login = expectDeclared(Auth.VerifyRegistration, await post(t.app, '/api/v1/auth/verify', { phone, otp, merchant_id: MERCHANT_ID }));
    token = (login['session'] as { id: string }).id;
    userId = (login['user'] as { id: string }).id;
  });

  it('logs in', async () => {
    expectDeclared(Auth.Login, await post(t.app, '/api/v1/auth/login', { phone, password: PASSWORD, merchant_id: MERCHANT_ID }));
  });

  it('answers the session calls with the token in X-Auth-Token or, as spec §7 also sends it, in the query', async () => {
    expectDeclared(Auth.SessionAnswer, await authed(t.app, { url: '/api/v1/auth/verify', token }));
    const query = `session_token=${encodeURIComponent(token)}&merchant_id=${MERCHANT_ID}`;
    expectDeclared(Auth.SessionAnswer, await authed(t.app, { url: `/api/v1/auth/verify?${query}` }));
    expectDeclared(Auth.RefreshSession, await authed(t.app, { method: 'POST', url: `/api/v1/auth/refresh?${query}` }));
    expectDeclared(
      Auth.MarkUnlockSeen,
      await authed(t.app, { method: 'POST', url: `/api/v1/user/mark-unlock-notification-seen?user_id=${userId}`, token }),
    );
  });

  it('restores a password: reset, verify-otp, update', async () => {
    t.clock.now += 31_000;
    expectDeclared(Auth.RequestPasswordReset, await post(t.app, '/api/v1/password/reset', { phone, merchant_id: MERCHANT_ID }));
    const otp = await latestCode(t.app, phone);
    const verified = expectDeclared(Auth.VerifyResetCode, await post(t.app, '/api/v1/password/verify-otp', { phone, otp, merchant_id: MERCHANT_ID }));
    const reset = (verified['data'] as { token: string }).token;
    expectDeclared(
      Auth.UpdatePassword,
      await post(t.app, '/api/v1/password/update', { phone, new_password: 'birr-newer-88', token: reset, merchant_id: MERCHANT_ID }),
    );
  });

  it('logs out', async () => {
    const fresh = (await post(t.app, '/api/v1/auth/login', { phone, password: 'birr-newer-88', merchant_id: MERCHANT_ID })).json();
    expectDeclared(Auth.Logout, await authed(t.app, { method: 'POST', url: '/api/v1/auth/logout', token: fresh.session.id }));
  });

  it("upgrades the socket, a careless client's user_id=null counting as absent; a plain GET is the declared 426", async () => {
    const [socket] = REALTIME_ENDPOINTS;
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const ws = new WebSocket(`${base}/api/v1/auth/ws/?user_id=null&session_token=&merchant_id=${MERCHANT_ID}`);
    const message = await new Promise<unknown>((resolve, reject) => {
      ws.once('message', (data) => resolve(JSON.parse(String(data))));
      ws.once('error', reject);
    });
    ws.close();
    expect(validate(message, ConnectionEstablished)[0]).toBeUndefined();
    expect(message).toEqual({ type: 'CONNECTION_ESTABLISHED', user_id: null, merchant_id: MERCHANT_ID });
    expectDeclared(socket, await t.app.inject({ method: 'GET', url: '/api/v1/auth/ws/' }), 426);
  });
});

describe('malformed requests are 400s with their code, echoing nothing', () => {
  it('refuses a body that is not an object, a field of the wrong type and a missing field', async () => {
    expectRefused(await post(t.app, '/api/v1/auth/login', '"x"'), 'VALIDATION_FAILED', 'Invalid request: a JSON object body is required');
    expectRefused(
      await post(t.app, '/api/v1/auth/login', { phone: '0911500002', password: { secret: 'hunter22-secret' } }),
      'VALIDATION_FAILED',
      'Invalid request: password is not valid',
      'hunter22-secret',
    );
    expectRefused(await post(t.app, '/api/v1/auth/verify', { phone: '0911500002' }), 'VALIDATION_FAILED', 'Invalid request: otp is required');
    expectRefused(
      await post(t.app, '/api/v1/password/update', { phone: '0911500002', new_password: PASSWORD, token: 12345678 }),
      'VALIDATION_FAILED',
      'Invalid request: token is not valid',
      '12345678',
    );
    expectRefused(await post(t.app, '/api/v1/password/reset', { phone: '0'.repeat(33) }), 'VALIDATION_FAILED', 'Invalid request: phone is not valid');
  });

  it("keeps the account rules' own codes and texts behind the shape", async () => {
    expectRefused(
      await post(t.app, '/api/v1/auth/register', { phone: '12345', password: PASSWORD }),
      'INVALID_PHONE',
      'Please enter a valid phone number',
    );
    expectRefused(
      await post(t.app, '/api/v1/auth/verify', { phone: '0911500002', otp: '12ab56' }),
      'OTP_FORMAT',
      'Please enter a valid 6-digit code',
    );
    expectRefused(
      await post(t.app, '/api/v1/auth/login', { phone: ' ', password: '' }),
      'CREDENTIALS_REQUIRED',
      'Please enter your phone number and password',
    );
  });

  it('refuses a repeated or overlong session parameter before the session is looked up, without echoing it', async () => {
    const token = 'T'.repeat(43);
    expectRefused(
      await authed(t.app, { url: `/api/v1/auth/verify?session_token=${token}&session_token=${token}` }),
      'VALIDATION_FAILED',
      'Invalid request: session_token is not valid',
      token,
    );
    expectRefused(
      await authed(t.app, { method: 'POST', url: `/api/v1/user/mark-unlock-notification-seen?user_id=${'u'.repeat(65)}`, token }),
      'VALIDATION_FAILED',
      'Invalid request: user_id is not valid',
    );
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/ws/?user_id=a&user_id=b' }),
      'VALIDATION_FAILED',
      'Invalid request: user_id is not valid',
    );
  });

  it('refuses the outbox without a phone, on this machine only', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' }), 'VALIDATION_FAILED', 'Invalid request: phone is required');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=12' }), 'INVALID_PHONE', 'Please enter a valid phone number');
  });
});
