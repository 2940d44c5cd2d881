// The Golden Race adapter against a stand-in Golden Race on a local port (issue 15): with credentials its games
// replace the house stand-in under provider 632 and launch with its MD5 hash; its wallet calls move money only
// with a right fingerprint, once per transaction and once per game cycle, pay a credit after the session expired
// and refuse a rollback on a closed cycle; without credentials nothing of it is listed or mounted.
import { createHash, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, MEMORY_DATA_DIR } from '../../server/db/index.ts';
import { createTestApp, signed, type TestApp } from './helpers.ts';
import { launch, newPlayer, realMoney } from './games-helpers.ts';
import { balanceOf } from './tickets-helpers.ts';

const API_KEY = 'gr-secret-key';
const SITE = 'site-77';
const md5 = (s: string): string => createHash('md5').update(s).digest('hex');
/** The notes' rule, written independently: every value in order, fingerprint "", quotes stripped, + key. */
const fingerprint = (o: Record<string, unknown>, key = API_KEY): string =>
  md5(
    `${Object.entries(o)
      .map(([k, v]) => (k === 'fingerprint' ? '' : typeof v === 'string' ? v : JSON.stringify(v)))
      .join('')}${key}`.replace(/"/g, ''),
  );

let gr: FastifyInstance;
let t: TestApp;
let grEnv: Record<string, string>;
const listCalls: unknown[] = [];

beforeAll(async () => {
  gr = Fastify();
  gr.post('/get-game-list', async (req) => {
    listCalls.push(req.body);
    return {
      status: true,
      data: [
        { gameId: '10001', gameTitle: 'Dogs 6', thumbnail: 'https://cdn.gr.example/dogs.png', type: 'Dog Racing' },
        { gameId: 10002, gameFriendlyName: 'Football League', thumbnail: 'http://insecure/x.png', type: 'football' },
        { nonsense: true },
      ],
    };
  });
  grEnv = {
    GOLDENRACE_API_URL: await gr.listen({ port: 0, host: '127.0.0.1' }),
    GOLDENRACE_LAUNCH_URL: 'https://virtual.gr.example/launch',
    GOLDENRACE_SITE_ID: SITE,
    GOLDENRACE_PUBLIC_KEY: 'gr-public',
    GOLDENRACE_API_KEY: API_KEY,
  };
  t = await createTestApp({ env: grEnv });
  await realMoney(t.app, true);
});
afterAll(async () => {
  await t?.app.close();
  await gr?.close();
});

const virtualIds = async (app: FastifyInstance, provider: string): Promise<string[]> =>
  ((await signed(app, { method: 'GET', url: `/api/v1/virtual-games?provider_id=${provider}` })).json() as { data: { id: string }[] }).data.map(
    (g) => g.id,
  );

async function realSession(): Promise<{ userId: string; token: string }> {
  const p = await newPlayer(t.app);
  const res = await launch(t.app, { game_id: 'goldenrace:10001', user_id: p.userId, currency: 'ETB', is_demo: false, language: 'en' }, p.token);
  expect(res.statusCode).toBe(200);
  const url = new URL((res.json() as { data: { launch_url: string } }).data.launch_url);
  return { userId: p.userId, token: url.searchParams.get('token') ?? '' };
}

/** A Golden Race call in its field order, fingerprinted (or not, with `key` wrong). */
function call(action: string, fields: Record<string, unknown>, key = API_KEY) {
  const body: Record<string, unknown> = { siteId: SITE, ...fields, requestId: randomUUID(), timestamp: '2025-03-01T10:00:00.000Z', fingerprint: '' };
  body['fingerprint'] = fingerprint(body, key);
  return t.app.inject({ method: 'POST', url: `/api/games/wallet/goldenrace/${action}`, payload: body });
}

const tx = (s: { userId: string; token: string }, cycle: string, amount: number, extra: Record<string, unknown> = {}) => ({
  sessionId: s.token,
  playerId: s.userId,
  currency: 'ETB',
  gameId: '10001',
  gameCycle: cycle,
  gameCycleClosed: false,
  transactionId: randomUUID(),
  transactionType: 'debit',
  transactionCategory: 'bet',
  transactionAmount: amount,
  ...extra,
});

describe('Golden Race with credentials', () => {
  it('replaces the house stand-in under 632 with its listed games, kept out of the casino lists', async () => {
    expect(await virtualIds(t.app, '632')).toEqual(['goldenrace:10001', 'goldenrace:10002']);
    expect(listCalls[0]).toEqual({ siteId: SITE, publicKey: 'gr-public' });
    const casino = (await signed(t.app, { method: 'GET', url: '/api/v1/games?limit=100' })).json() as { data: { games: { id: string }[] } };
    expect(casino.data.games.some((g) => g.id.startsWith('goldenrace:'))).toBe(false);
    expect(await virtualIds(t.app, '497')).toEqual(['vhorses']);
  });

  it('launches with token, game, backurl, mode, language, platform and h = MD5 of them + the API key', async () => {
    const res = await launch(t.app, { game_id: 'goldenrace:10002', is_demo: true, language: 'or', device: 'desktop' });
    const url = new URL((res.json() as { data: { launch_url: string } }).data.launch_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://virtual.gr.example/launch');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({ token: '', game: '10002', mode: '0', language: 'om', clientPlatform: 'desktop' });
    expect(q['h']).toBe(md5(`${q['token']}10002${q['backurl']}0omdesktop${API_KEY}`));
    const s = await realSession();
    expect(s.token.length).toBeGreaterThan(20);
  });

  it('debits once for a right fingerprint (a replay gets the first answer), signs its answers, moves nothing for a wrong one', async () => {
    const s = await realSession();
    const login = (await call('login', { token: s.token, playerId: s.userId })).json() as Record<string, unknown>;
    expect(login).toMatchObject({ status: true, code: 0, playerId: s.userId, currency: 'ETB', balance: 100, sessionId: s.token });
    expect(login['fingerprint']).toBe(fingerprint(login));
    const forged = (await call('debit', tx(s, 'c1', 15), 'not-the-key')).json() as Record<string, unknown>;
    expect(forged).toMatchObject({ status: false, code: 106 });
    expect(await balanceOf(t.app, s.userId)).toBe(10_000);
    const body = tx(s, 'c1', 15.5);
    const first = (await call('debit', body)).json() as Record<string, unknown>;
    expect(first).toMatchObject({ status: true, code: 0, balance: 84.5 });
    const again = (await call('debit', body)).json() as Record<string, unknown>;
    expect(again).toMatchObject({ status: true, transactionId: first['transactionId'], balance: 84.5 });
    expect(await balanceOf(t.app, s.userId)).toBe(8_450);
    const second = (await call('debit', tx(s, 'c1', 1))).json() as Record<string, unknown>;
    expect(second).toMatchObject({ status: false, code: 115 });
    expect(await balanceOf(t.app, s.userId)).toBe(8_450);
  });

  it('pays a credit after the session expired, and refuses a rollback once the cycle is closed', async () => {
    const s = await realSession();
    const bet = tx(s, 'c9', 20);
    expect((await call('debit', bet)).json()).toMatchObject({ status: true, balance: 80 });
    t.clock.now += 7 * 60 * 60 * 1000;
    expect((await call('balance', { sessionId: s.token, playerId: s.userId })).json()).toMatchObject({ status: false, code: 106 });
    const win = { ...tx(s, 'c9', 50), transactionType: 'credit', transactionCategory: 'win', gameCycleClosed: true };
    expect((await call('credit', win)).json()).toMatchObject({ status: true, code: 0, balance: 130 });
    const undo = (
      await call('rollback', { sessionId: s.token, playerId: s.userId, gameId: '10001', gameCycle: 'c9', transactionId: bet.transactionId })
    ).json() as Record<string, unknown>;
    expect(undo).toMatchObject({ status: false, code: 118 });
    expect(await balanceOf(t.app, s.userId)).toBe(13_000);
    const orphan = { ...tx(s, 'never-debited', 5), transactionCategory: 'win' };
    expect((await call('credit', orphan)).json()).toMatchObject({ status: false, code: 112 });
  });

  it('rolls back a debit of an open cycle exactly once', async () => {
    const s = await realSession();
    const bet = tx(s, 'c20', 30);
    await call('debit', bet);
    const undo = { sessionId: s.token, playerId: s.userId, gameId: '10001', gameCycle: 'c20', transactionId: bet.transactionId };
    expect((await call('rollback', undo)).json()).toMatchObject({ status: true, balance: 100 });
    expect((await call('rollback', undo)).json()).toMatchObject({ status: true, balance: 100 });
    expect(await balanceOf(t.app, s.userId)).toBe(10_000);
  });
});

describe('Golden Race without credentials', () => {
  it('brings the house stand-in back, unlists what Golden Race listed before and mounts no wallet', async () => {
    const handle = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
    try {
      const configured = await createTestApp({ db: handle, env: grEnv });
      expect(await virtualIds(configured.app, '632')).toEqual(['goldenrace:10001', 'goldenrace:10002']);
      await configured.app.close();
      const bare = await createTestApp({ db: handle });
      expect(await virtualIds(bare.app, '632')).toEqual(['vfootball']);
      expect((await launch(bare.app, { game_id: 'goldenrace:10001', is_demo: true })).statusCode).toBe(404);
      const res = await bare.app.inject({ method: 'POST', url: '/api/games/wallet/goldenrace/debit', payload: { siteId: SITE } });
      expect(res.statusCode).toBe(404);
      await bare.app.close();
    } finally {
      await handle.close();
    }
  });
});
