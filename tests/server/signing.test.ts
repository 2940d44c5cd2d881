// The request-signing guard (spec §7): every refusal is a 401 with its code and runs no handler, a GET
// signature may be reused, a state-changing signature only once — also across instances sharing a database.
// What goes unsigned comes from the endpoint declarations (access 'public' under /api/v1/).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, MEMORY_DATA_DIR, type DbHandle } from '../../server/db/index.ts';
import { unsignedRoutes } from '../../server/plugins/signing.ts';
import { endpoint } from '../../schema/endpoint.ts';
import { ENDPOINTS } from '../../schema/endpoints/index.ts';
import { MERCHANT_ID, createTestApp, signRequest, signed, type TestApp } from './helpers.ts';

const MINUTE = 60_000;
let t: TestApp;
let second: TestApp;
let shared: DbHandle;
const echoed: unknown[] = [];

function addEcho(app: FastifyInstance): void {
  app.post('/api/v1/test/echo', async (request) => {
    echoed.push(request.body);
    return { echo: request.body, merchant: request.merchantId };
  });
}

beforeAll(async () => {
  shared = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
  t = await createTestApp({ db: shared, beforeReady: addEcho });
  second = await createTestApp({ db: shared, syncCatalog: false, beforeReady: addEcho });
});
afterAll(async () => {
  await t.app.close();
  await second.app.close();
  await shared.close();
});

const expect401 = async (res: { statusCode: number; json: () => unknown }, code: string): Promise<void> => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code, error: expect.any(String) });
};

describe('refusals', () => {
  it('refuses a request without the signature headers', async () => {
    await expect401(await t.app.inject({ method: 'GET', url: '/api/v1/sports' }), 'SIGNATURE_REQUIRED');
    const partial = signRequest(t.app, { url: '/api/v1/sports' });
    const { 'x-signature': _dropped, ...headers } = partial.headers as Record<string, string>;
    await expect401(await t.app.inject({ ...partial, headers }), 'SIGNATURE_REQUIRED');
  });

  it('refuses an unknown merchant', async () => {
    await expect401(await signed(t.app, { url: '/api/v1/sports', merchantId: 'nobody' }), 'UNKNOWN_MERCHANT');
  });

  it('refuses a wrong key with the spec text', async () => {
    const res = await signed(t.app, { url: '/api/v1/sports', key: 'not-the-key' });
    await expect401(res, 'INVALID_SIGNATURE');
    expect(res.json()).toMatchObject({ error: 'Invalid signature. Please try again' });
  });

  it('refuses a tampered body and runs no handler', async () => {
    const options = signRequest(t.app, { method: 'POST', url: '/api/v1/test/echo', body: { stake: 10 } });
    const before = echoed.length;
    await expect401(await t.app.inject({ ...options, payload: '{"stake":1000}' }), 'INVALID_SIGNATURE');
    expect(echoed.length).toBe(before);
  });

  it('refuses timestamps 6 minutes old or 6 minutes ahead, and malformed ones', async () => {
    await expect401(await signed(t.app, { url: '/api/v1/sports', timestamp: t.app.now() - 6 * MINUTE }), 'TIMESTAMP_EXPIRED');
    await expect401(await signed(t.app, { url: '/api/v1/sports', timestamp: t.app.now() + 6 * MINUTE }), 'TIMESTAMP_EXPIRED');
    await expect401(await signed(t.app, { url: '/api/v1/sports', timestamp: 'yesterday' }), 'TIMESTAMP_EXPIRED');
    expect((await signed(t.app, { url: '/api/v1/sports', timestamp: t.app.now() - 4 * MINUTE })).statusCode).toBe(200);
  });

  it('leaves /api/health unsigned', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // A single server always runs the jobs (health says so for a load balancer's operator).
    expect(res.json()).toEqual({ ok: true, leader: true });
  });
});

describe('replays', () => {
  it('accepts the same GET signature twice', async () => {
    const options = signRequest(t.app, { url: '/api/v1/sports?active=true' });
    expect((await t.app.inject(options)).statusCode).toBe(200);
    expect((await t.app.inject(options)).statusCode).toBe(200);
  });

  it('accepts a POST signature once; the replay is refused before the handler', async () => {
    const options = signRequest(t.app, { method: 'POST', url: '/api/v1/test/echo', body: { stake: 10, note: 'first' } });
    const first = await t.app.inject(options);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ echo: { stake: 10, note: 'first' }, merchant: MERCHANT_ID });
    const before = echoed.length;
    await expect401(await t.app.inject(options), 'SIGNATURE_REPLAYED');
    expect(echoed.length).toBe(before);
  });

  it('refuses a replay on another instance sharing the database', async () => {
    const options = signRequest(t.app, { method: 'POST', url: '/api/v1/test/echo', body: { n: 1 } });
    expect((await t.app.inject(options)).statusCode).toBe(200);
    await expect401(await second.app.inject(options), 'SIGNATURE_REPLAYED');
  });

  it('answers invalid JSON with 400 VALIDATION_FAILED', async () => {
    const options = signRequest(t.app, { method: 'POST', url: '/api/v1/test/echo', body: '{"stake":' });
    const res = await t.app.inject(options);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid JSON body', code: 'VALIDATION_FAILED' });
  });

  it('treats a bodiless POST as the empty string', async () => {
    const res = await signed(t.app, { method: 'POST', url: '/api/v1/test/echo' });
    expect(res.statusCode).toBe(200);
  });
});

describe('unsigned routes come from the declarations', () => {
  it('leaves unsigned exactly the endpoints declared public under /api/v1/', () => {
    expect([...unsignedRoutes(ENDPOINTS, '/api/v1/')].sort()).toEqual([
      '/api/v1/auth/ws',
      '/api/v1/auth/ws/',
      '/api/v1/betting-config',
      // Issue 18: a shared booking code opens from a plain link (its picks and prices only, nothing of anyone), and the
      // support line is shown before any sign-in.
      '/api/v1/booking-codes/:code',
      '/api/v1/responsible-gaming/support',
      // Gateways sign their callbacks their own way (or not at all), never with our merchant key.
      '/api/v1/webhooks/arifpay',
      '/api/v1/webhooks/santimpay',
    ]);
    const declared = [
      endpoint({ id: 'a', method: 'GET', path: '/api/v1/new-public', tag: 't', access: 'public', summary: '', responses: {} }),
      endpoint({ id: 'b', method: 'GET', path: '/api/v1/new-signed', tag: 't', access: 'signed', summary: '', responses: {} }),
      endpoint({ id: 'c', method: 'GET', path: '/api/health-like', tag: 't', access: 'public', summary: '', responses: {} }),
    ];
    expect([...unsignedRoutes(declared, '/api/v1/')]).toEqual(['/api/v1/new-public']);
  });

  it('answers the betting configuration unsigned (spec §7 does not sign it) and still guards a signed read', async () => {
    const config = await t.app.inject({ method: 'GET', url: `/api/v1/betting-config?merchant_id=${MERCHANT_ID}` });
    expect(config.statusCode, config.body).toBe(200);
    expect(config.json()).toMatchObject({ success: true, data: { merchant_id: MERCHANT_ID } });
    await expect401(await t.app.inject({ method: 'GET', url: '/api/v1/sports' }), 'SIGNATURE_REQUIRED');
  });
});
