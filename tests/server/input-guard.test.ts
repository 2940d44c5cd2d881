// Client mistakes the fuzzer found answering 500 are 4xx refusals in the {error, code} shape: a NUL character
// anywhere it could reach SQL (PostgreSQL and PGlite refuse it in text), paging values Ajv lets through
// (Infinity), a path that cannot be percent-decoded. Also the operator's ledger check the fuzz and chaos
// scripts read their invariants from.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { NUL_REFUSAL, SURROGATE_REFUSAL } from '../../server/plugins/input-guard.ts';
import { authed, post, signUp } from './auth-helpers.ts';
import { createTestApp, signed, useTestApp } from './helpers.ts';

const TOKEN = 'input-guard-operator-token';
const t = useTestApp({ operatorToken: TOKEN });

const expectRefusal = (res: { statusCode: number; json: () => unknown }, error: string | RegExp = NUL_REFUSAL): void => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: string; code: string };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.error).toMatch(error);
};

describe('lone surrogates (PostgreSQL refuses them in JSON: the fuzzer found a 500 on a promotion body)', () => {
  it('are refused in a body string and a key; a paired surrogate (an emoji) and Ethiopic pass the guard', async () => {
    expectRefusal(await post(t.app, '/api/v1/auth/login', { phone: '0911223344', password: 'what\ud800ever1' }), SURROGATE_REFUSAL);
    expectRefusal(await post(t.app, '/api/v1/auth/login', { ['ph\udc00one']: '0911223344', password: 'whatever1' }), SURROGATE_REFUSAL);
    const fine = await post(t.app, '/api/v1/auth/login', { phone: '0911223344', password: 'ሰላም\u{1F600}pass1' });
    expect(fine.json()).not.toMatchObject({ error: SURROGATE_REFUSAL });
  });
});

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

  it('are looked for without overflowing the stack: a 500,000-element array and JSON 10,000 levels deep are plain 400s', async () => {
    const flat = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/banners',
      payload: `[${'0,'.repeat(499_999)}0]`,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    });
    expect(flat.statusCode).toBe(400);
    // An operator route: player routes refuse a body this size (20 KB) before parsing it, with a 413.
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/banners',
      payload: `{"selections":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    });
    expect(deep.statusCode).toBe(400);
    expect((deep.json() as { code: string }).code).toBe('VALIDATION_FAILED');
  });

  it('leave the same request without the NUL answered normally', async () => {
    const res = await signed(t.app, { url: '/api/v1/matches?tournament_id=sr%3Atournament%3A17' });
    expect(res.statusCode).toBe(200);
  });
});

describe('paging values', () => {
  const paged = [
    '/api/v1/sports/1/categories?',
    '/api/v1/matches?tournament_id=sr%3Atournament%3A17&',
    '/api/v1/top-sports?',
    '/api/v1/express-matches?',
    '/api/v1/express-matches/upcoming?',
    '/api/v1/express-matches/filtered?',
  ];

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

/** Writes raw bytes to a listening server and reads the answer until the server closes the connection. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from(bytes, 'latin1')));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('requests Node refuses before Fastify sees them', () => {
  it('a malformed request line, an unknown method, a control character in a header and CONNECT answer {error, code}', async () => {
    const { app } = await createTestApp({ syncCatalog: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const cases: Array<[string, number]> = [
        ['GET /api/v1/sports HTTP/1.1 extra\r\nHost: x\r\n\r\n', 400],
        ['FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 400],
        ['GET /api/health HTTP/1.1\r\nHost: x\r\nX-Auth-Token: a\x00b\r\n\r\n', 400],
        ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
      ];
      for (const [request, status] of cases) {
        const answer = await rawExchange(port, request);
        expect(answer.split('\r\n')[0], JSON.stringify(request)).toBe(`HTTP/1.1 ${status} ${status === 405 ? 'Method Not Allowed' : 'Bad Request'}`);
        const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
        expect(Object.keys(body).sort()).toEqual(['code', 'error']);
      }
    } finally {
      await app.close();
    }
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
