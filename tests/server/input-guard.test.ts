// Client mistakes the fuzzer found answering 500 are 4xx refusals in the {error, code} shape: a NUL character
// anywhere it could reach SQL (PostgreSQL and PGlite refuse it in text), paging values Ajv lets through
// (Infinity), a path that cannot be percent-decoded. Also the operator's ledger check the fuzz and chaos
// scripts read their invariants from.
import { describe, expect, it } from 'vitest';
import { NUL_REFUSAL } from '../../server/plugins/input-guard.ts';
import { authed, post, signUp } from './auth-helpers.ts';
import { signed, useTestApp } from './helpers.ts';

const TOKEN = 'input-guard-operator-token';
const t = useTestApp({ operatorToken: TOKEN });

const expectRefusal = (res: { statusCode: number; json: () => unknown }, error: string | RegExp = NUL_REFUSAL): void => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: string; code: string };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.error).toMatch(error);
};

describe('NUL characters', () => {
  it('are refused in a body string, at the top and nested', async () => {
    expectRefusal(await post(t.app, '/api/v1/auth/login', { phone: '0911\u0000223344', password: 'whatever1' }));
    expectRefusal(await post(t.app, '/api/v1/tickets/cashier/anonymous', { selections: [{ match_id: 'sr:match:1\u0000' }], stake: 10 }));
  });

  it('are refused in an object key', async () => {
    expectRefusal(await post(t.app, '/api/v1/auth/login', { 'ph\u0000one': '0911223344', password: 'whatever1' }));
    expectRefusal(await post(t.app, '/api/v1/auth/register', { phone: '0911223344', password: 'whatever1', extra: { 'a\u0000': 1 } }));
  });

  it('are refused in a query value and in a path parameter', async () => {
    expectRefusal(await signed(t.app, { url: '/api/v1/matches?tournament_id=sr%3Atournament%3A17%00' }));
    expectRefusal(await signed(t.app, { url: '/api/v1/matches/sr:match:1%00/markets' }));
    expectRefusal(await signed(t.app, { url: '/api/v1/tickets/reference/AB%00CD' }));
  });

  it('are refused in a header the server reads, before the session is looked up', async () => {
    expectRefusal(await authed(t.app, { url: '/api/v1/auth/verify', token: 'abc\u0000def' }));
  });

  it('leave the same request without the NUL answered normally', async () => {
    const res = await signed(t.app, { url: '/api/v1/matches?tournament_id=sr%3Atournament%3A17' });
    expect(res.statusCode).toBe(200);
  });
});

describe('paging values', () => {
  const paged = ['/api/v1/sports/1/categories?', '/api/v1/matches?tournament_id=sr%3Atournament%3A17&', '/api/v1/top-sports?',
    '/api/v1/express-matches?', '/api/v1/express-matches/upcoming?', '/api/v1/express-matches/filtered?'];

  it('Infinity, -Infinity, 1e308 and NaN as page or page_size are 400s on every paged catalogue route', async () => {
    for (const base of paged) {
      for (const value of ['Infinity', '-Infinity', '1e308', 'NaN']) {
        const res = await signed(t.app, { url: `${base}page=${value}` });
        expect(res.statusCode, `${base}page=${value}`).toBe(400);
        expect((res.json() as { code: string }).code).toBe('VALIDATION_FAILED');
      }
      for (const value of ['Infinity', '-Infinity', 'NaN']) {
        const res = await signed(t.app, { url: `${base}page_size=${value}` });
        expect(res.statusCode, `${base}page_size=${value}`).toBe(400);
      }
    }
    expect((await signed(t.app, { url: '/api/v1/composite/homepage-data?page_size=Infinity' })).statusCode).toBe(400);
  });

  it('a huge finite page_size is still lowered to the maximum, not refused', async () => {
    const res = await signed(t.app, { url: '/api/v1/top-sports?page_size=1e308' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { pagination: { page_size: number } }).pagination.page_size).toBe(100);
  });
});

describe('URLs', () => {
  it('a path that cannot be percent-decoded is a 400 in the {error, code} shape', async () => {
    const res = await signed(t.app, { url: '/api/v1/matches/%zz/markets' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid request: the URL is not validly percent-encoded', code: 'VALIDATION_FAILED' });
  });

  it('a HEAD of an unknown API path is a 404 without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('');
  });
});

describe('GET /api/admin/v1/ledger/check', () => {
  it('answers the ledger invariants to the operator only', async () => {
    await signUp(t.app, '0911000111');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/v1/ledger/check' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/v1/ledger/check', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    const check = res.json() as Record<string, number | boolean>;
    expect(check).toMatchObject({ ok: true, postings_sum_cents: 0, unbalanced_transactions: 0, negative_player_accounts: 0, mismatched_accounts: 0 });
    expect(check['accounts']).toBeGreaterThan(0);
  });

  it('reports a broken invariant', async () => {
    await t.app.db.updateTable('ledger_accounts').set({ balance_cents: 123 }).where('code', '=', 'house:operator').execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/v1/ledger/check', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.json()).toMatchObject({ ok: false, mismatched_accounts: 1 });
  });
});
