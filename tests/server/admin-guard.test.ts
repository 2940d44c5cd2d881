// The operator token cannot be guessed (issue 28, item 3), through HTTP on PGlite with the pinned clock: wrong
// credentials are held to 10 a minute per address (then 429 OPERATOR_AUTH_LOCKED with Retry-After, no comparison),
// and 30 an hour for whoever keeps going; the right token from another address is unaffected and an operator's
// own calls are never counted against it; a parallel burst gets no more comparisons than the limit; the same
// counters hold for a second instance on the same database and for every module mounting the guard; each wrong
// credential is logged with its address and never with the token. The PostgreSQL twin: admin-guard-pg.test.ts.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_AUTH_LOCKED } from '../../schema/endpoints/operator.ts';
import { createDb, type DbHandle, MEMORY_DATA_DIR } from '../../server/db/index.ts';
import { captureOutput } from './auth-helpers.ts';
import { createTestApp, NOW, type TestApp } from './helpers.ts';

const TOKEN = 'operator-guard-test-token';
const CHECK = '/api/admin/v1/ledger/check';

const ask = (app: FastifyInstance, address: string, token: string | null, url = CHECK): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, remoteAddress: address, headers: token === null ? {} : { authorization: `Bearer ${token}` } });

const guesses = async (app: FastifyInstance, address: string, count: number, from = 0): Promise<number[]> => {
  const statuses: number[] = [];
  for (let i = from; i < from + count; i += 1) {
    statuses.push((await ask(app, address, `guess-${i}`)).statusCode);
  }
  return statuses;
};

let handle: DbHandle;
let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  handle = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
  t = await createTestApp({ operatorToken: TOKEN, syncCatalog: false, db: handle });
  // A second instance on the same database: the counters are the database's, not a process's.
  second = await createTestApp({ operatorToken: TOKEN, syncCatalog: false, db: handle });
});
afterAll(async () => {
  await second?.app.close();
  await t?.app.close();
  await handle?.close();
});

describe('wrong operator credentials', () => {
  it('are held to 10 a minute per address, then 429 OPERATOR_AUTH_LOCKED with Retry-After, even for the right token', async () => {
    expect(await guesses(t.app, '203.0.113.1', 10)).toEqual(Array(10).fill(401));
    const locked = await ask(t.app, '203.0.113.1', 'guess-10');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: OPERATOR_AUTH_LOCKED.text, code: OPERATOR_AUTH_LOCKED.code });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(locked.headers['cache-control']).toBe('no-store');
    // The locked address gets no comparison at all, so its right token waits too.
    expect((await ask(t.app, '203.0.113.1', TOKEN)).statusCode).toBe(429);
  });

  it('leave the right token from another address unaffected', async () => {
    expect((await ask(t.app, '203.0.113.2', TOKEN)).statusCode).toBe(200);
  });

  it('are counted by every instance on the database and on every operator route', async () => {
    expect(await guesses(t.app, '203.0.113.3', 6)).toEqual(Array(6).fill(401));
    expect(await guesses(second.app, '203.0.113.3', 4, 6)).toEqual(Array(4).fill(401));
    expect((await ask(second.app, '203.0.113.3', 'guess-10', '/api/admin/v1/promotions')).statusCode).toBe(429);
    expect((await ask(t.app, '203.0.113.3', 'guess-11', '/api/admin/v1/shops/x/till')).statusCode).toBe(429);
  });

  it('back off: whoever keeps going through the 429 is locked for the rest of the hour', async () => {
    t.clock.now = NOW + 2 * 60 * 60_000;
    const statuses = await guesses(t.app, '203.0.113.4', 30);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    // A minute later the minute's window is new, but the hour's 30 are spent.
    t.clock.now += 61_000;
    const later = await ask(t.app, '203.0.113.4', 'guess-late');
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(60);
    t.clock.now = NOW + 4 * 60 * 60_000;
    expect((await ask(t.app, '203.0.113.4', TOKEN)).statusCode).toBe(200);
  });

  it('never count the right token: 40 operator calls in a row from one address all pass', async () => {
    t.clock.now = NOW + 6 * 60 * 60_000;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await ask(t.app, '203.0.113.5', TOKEN)).statusCode);
    }
    expect(statuses).toEqual(Array(40).fill(200));
    // Nor does a request without an Authorization header guess anything.
    const bare = await Promise.all(Array.from({ length: 20 }, () => ask(t.app, '203.0.113.5', null)));
    expect(bare.map((r) => r.statusCode)).toEqual(Array(20).fill(401));
    expect((await ask(t.app, '203.0.113.5', TOKEN)).statusCode).toBe(200);
  });

  it('in a parallel burst of 40 get 10 comparisons and 30 × 429', async () => {
    t.clock.now = NOW + 8 * 60 * 60_000;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => ask(t.app, '203.0.113.6', `burst-${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    // On a loaded machine the overload guard may turn one away with 503 before any comparison; whatever it does,
    // no more than 10 are compared and every other is refused.
    const overloaded = statuses.filter((s) => s === 503).length;
    expect(statuses.filter((s) => s !== 401 && s !== 429 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - overloaded);
    expect(overloaded).toBeLessThan(10);
  });
});

describe('the log of wrong operator credentials', () => {
  let logged: TestApp;
  let capture: ReturnType<typeof captureOutput>;
  beforeAll(async () => {
    capture = captureOutput();
    logged = await createTestApp({ operatorToken: TOKEN, syncCatalog: false, build: { logger: true } });
  });
  afterAll(async () => {
    await logged?.app.close();
    capture?.stop();
  });

  it('names the address and never the token', async () => {
    const secretGuess = 'guess-that-must-not-be-logged';
    expect((await ask(logged.app, '198.51.100.77', secretGuess)).statusCode).toBe(401);
    const lines = capture.lines
      .join('')
      .split('\n')
      .filter((l) => l.includes('wrong operator credentials'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 40, address: '198.51.100.77' });
    expect(capture.lines.join('')).not.toContain(secretGuess);
    expect(capture.lines.join('')).not.toContain(TOKEN);
  });
});
