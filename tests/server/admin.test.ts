// Operator endpoints: without OPERATOR_TOKEN a bearer is a 401 (people sign in to the back office); with it a wrong
// or missing bearer (or a player's session token) is a 401, and the token acts only within its roles (403); credits go through the ledger once per
// Idempotency-Key with edge validation; banners are created by the operator and listed signed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { MEMORY_DATA_DIR } from '../../server/db/index.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { openWallet } from '../../server/modules/wallet/service.ts';
import { MERCHANT_ID, MERCHANT_KEY, NOW, createTestApp, signed, type TestApp } from './helpers.ts';

const TOKEN = 'operator-secret-0123456789';
let app: FastifyInstance;
let bare: TestApp;
let userId: string;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: MEMORY_DATA_DIR,
    MERCHANT_ID,
    MERCHANT_API_KEY: MERCHANT_KEY,
    STATIC_DIR: '/nonexistent/birrbet-dist',
    OPERATOR_TOKEN: TOKEN,
    // Scoped like a role (issue 33): credits need finance's wallet.adjust, banners marketing's content.manage.
    OPERATOR_TOKEN_ROLES: 'finance,marketing',
  });
  app = buildApp({ config, now: () => NOW, syncCatalog: false });
  bare = await createTestApp({ syncCatalog: false });
  await app.ready();
  const user = await app.db
    .insertInto('users')
    .values({ merchant_id: MERCHANT_ID, phone: '+251911223344', password_hash: 'x', created_at: new Date(NOW) })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
  await app.db.transaction().execute((trx) => openWallet(trx, userId, MERCHANT_ID));
});
afterAll(async () => {
  await app.close();
  await bare.app.close();
});

const auth = { authorization: `Bearer ${TOKEN}` };
const credit = (payload: unknown, headers: Record<string, string> = auth) =>
  app.inject({ method: 'POST', url: '/api/admin/v1/wallets/credit', headers, payload: payload as object });

describe('operator authentication', () => {
  it('without a token configured, refuses every bearer with 401 and keeps unknown admin paths 404', async () => {
    const unknown = await bare.app.inject({ method: 'GET', url: '/api/nothing-here' });
    for (const [method, url] of [
      ['POST', '/api/admin/v1/wallets/credit'],
      ['POST', '/api/admin/v1/banners'],
    ] as const) {
      const res = await bare.app.inject({ method, url, headers: auth, payload: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Operator authentication required', code: 'UNAUTHORIZED' });
    }
    const res = await bare.app.inject({ method: 'GET', url: '/api/admin/v1/x', headers: auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
  });

  it("refuses with 403 ROLE_FORBIDDEN what the token's roles do not grant (machine scope cannot credit)", async () => {
    const scoped = await createTestApp({ syncCatalog: false, operatorToken: TOKEN, env: { OPERATOR_TOKEN_ROLES: 'machine' } });
    try {
      const res = await scoped.app.inject({
        method: 'POST',
        url: '/api/admin/v1/wallets/credit',
        headers: auth,
        payload: { phone: '0911223344', amount: 5, reason: 'x' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Your role does not allow this action', code: 'ROLE_FORBIDDEN' });
    } finally {
      await scoped.app.close();
    }
  });

  it('refuses a missing, wrong or non-bearer token, and a player session token', async () => {
    const session = await createSession(app.db, userId, MERCHANT_ID, NOW);
    const body = { phone: '0911223344', amount: 10, reason: 'x' };
    const refused: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${session.token}` },
      { 'x-auth-token': session.token },
    ];
    for (const headers of refused) {
      const res = await credit(body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
    }
  });
});

describe('POST /api/admin/v1/wallets/credit', () => {
  it('credits a player found by normalised phone', async () => {
    const res = await credit({ phone: '+251 91 122 3344', amount: 250.5, reason: 'shop deposit' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: userId, phone: '+251911223344', balance: 350.5, wallet: { balance: 350.5, currency: 'ETB' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('credits once per Idempotency-Key and refuses the key for another amount', async () => {
    const headers = { ...auth, 'idempotency-key': 'shop-7-receipt-42' };
    const first = await credit({ phone: '0911223344', amount: 10, reason: 'r' }, headers);
    const again = await credit({ phone: '0911223344', amount: 10, reason: 'r' }, headers);
    expect(first.json().balance).toBe(360.5);
    expect(again.statusCode).toBe(200);
    expect(again.json().balance).toBe(360.5);
    const other = await credit({ phone: '0911223344', amount: 11, reason: 'r' }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('refuses bad amounts, phones, reasons and bodies with a 400', async () => {
    const base = { phone: '0911223344', amount: 10, reason: 'r' };
    const bad: unknown[] = [
      { ...base, amount: 0 },
      { ...base, amount: -5 },
      { ...base, amount: 1.005 },
      { ...base, amount: '10' },
      { ...base, amount: 1_000_000.01 },
      { ...base, amount: null },
      { phone: base.phone, reason: 'r' },
      { ...base, phone: '12345' },
      { ...base, phone: 42 },
      { ...base, reason: '' },
      { ...base, reason: 'x'.repeat(201) },
      [base],
    ];
    for (const payload of bad) {
      const res = await credit(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/wallets/credit',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
    const badKey = await credit(base, { ...auth, 'idempotency-key': 'has space' });
    expect(badKey.statusCode).toBe(400);
    // A well-formed 1,000,000 passes the edge and meets the server's OPERATOR_CREDIT_MAX (admin-credit-max.test.ts).
    expect((await credit({ ...base, amount: 1_000_000 })).json().code).toBe('CREDIT_NEEDS_APPROVAL');
  });

  it('answers 404 for a phone with no player of this merchant', async () => {
    const res = await credit({ phone: '0911000000', amount: 10, reason: 'r' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'User not found', code: 'NOT_FOUND' });
  });
});

describe('banners', () => {
  it('creates a banner and lists it, signed, for the merchant', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/banners',
      headers: auth,
      payload: { banner_type: 'HOMEPAGE_MOBILE', image_url: '/banners/derby.webp', click_url: 'https://example.com/derby', order: 2 },
    });
    expect(res.statusCode).toBe(201);
    const banner = res.json().banner;
    expect(banner).toEqual({
      id: expect.any(String),
      order: 2,
      image_url: '/banners/derby.webp',
      click_url: 'https://example.com/derby',
      banner_type: 'HOMEPAGE_MOBILE',
    });
    await app.inject({
      method: 'POST',
      url: '/api/admin/v1/banners',
      headers: auth,
      payload: { banner_type: 'HOMEPAGE_DESKTOP', image_url: '/b.webp' },
    });

    // Beside the 3 + 2 demo banners seeded at start-up.
    const list = await signed(app, { url: '/api/v1/promotions/banners?type=HOMEPAGE_MOBILE' });
    expect(list.statusCode).toBe(200);
    expect(list.json().banners).toHaveLength(4);
    expect(list.json().banners).toContainEqual(banner);
    expect((await signed(app, { url: '/api/v1/promotions/banners' })).json().banners).toHaveLength(7);
    expect((await app.inject({ method: 'GET', url: '/api/v1/promotions/banners?type=HOMEPAGE_MOBILE' })).statusCode).toBe(401);
  });

  it('refuses bad banner bodies and queries with a 400', async () => {
    for (const payload of [
      { banner_type: 'homepage', image_url: '/a.webp' },
      { banner_type: 'HOME' },
      { banner_type: 'HOME', image_url: 'javascript:alert(1)' },
      { banner_type: 'HOME', image_url: '/a.webp', order: -1 },
      { banner_type: 'HOME', image_url: '/a.webp', click_url: '//evil' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/admin/v1/banners', headers: auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await signed(app, { url: '/api/v1/promotions/banners?type=bad%20type' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid request parameters', code: 'VALIDATION_FAILED' });
  });

  it('takes only https: or same-origin banner links, never a path a browser reads as another host', async () => {
    const tricks = [
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      'http://evil.example/',
      'https://user:pw@evil.example/',
      'HTTPS:evil.example',
      'https:/\\evil.example',
      '/a b',
      '/ok\u0000',
      'data:text/html,x',
    ];
    for (const click of tricks) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/v1/banners',
        headers: auth,
        payload: { banner_type: 'HOME_TRICK', image_url: '/a.webp', click_url: click },
      });
      expect(res.statusCode, click).toBe(400);
      // A NUL is refused earlier, by the server-wide input guard, with its own text.
      expect(res.json().error, click).toBe(
        click.includes('\u0000')
          ? 'Invalid request: text may not contain NUL characters'
          : 'click_url must be an https URL or a path starting with /',
      );
    }
    for (const click of ['/sports/1?x=%2F', 'https://birrbet.example/promo']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/v1/banners',
        headers: auth,
        payload: { banner_type: 'HOME_OK', image_url: '/a.webp', click_url: click },
      });
      expect(res.statusCode, click).toBe(201);
    }
  });

  it('keeps the banner query refusal text', async () => {
    const res = await signed(app, { url: '/api/v1/promotions/banners?type=bad%20type' });
    expect(res.json()).toEqual({ error: 'Invalid request parameters', code: 'VALIDATION_FAILED' });
  });
});
