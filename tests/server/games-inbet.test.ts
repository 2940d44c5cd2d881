// The InBet adapter against a stand-in InBet on a local port (issue 15): with credentials its betting, keno and
// slot games are listed under provider 'inbet' (our calls HMAC-signed) and its lobby lists only them, launch through its init call's
// iframe_url (an html answer is refused), and its wallet callbacks, the Hub88 shape, are taken with its HMAC
// only; without credentials nothing of it is listed or mounted.
import { createHmac, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from './auth-helpers.ts';
import { createTestApp, signed, type TestApp } from './helpers.ts';
import { newPlayer, realMoney } from './games-helpers.ts';
import { balanceOf } from './tickets-helpers.ts';

const SECRET = 'inbet-shared-secret';
const CLIENT = 'birrbet-7';
let inbet: FastifyInstance;
let t: TestApp;
const seen: { path: string; body: Record<string, unknown>; signed: boolean }[] = [];

beforeAll(async () => {
  inbet = Fastify();
  inbet.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    (req as unknown as { raw_: string }).raw_ = String(body);
    done(null, JSON.parse(String(body)));
  });
  const record = (path: string, req: { body: unknown; headers: Record<string, unknown> }) => {
    const raw = (req as unknown as { raw_: string }).raw_;
    const expected = createHmac('sha256', SECRET)
      .update(`${raw}${String(req.headers['x-timestamp'])}${CLIENT}`)
      .digest('hex');
    seen.push({
      path,
      body: req.body as Record<string, unknown>,
      signed: req.headers['x-signature'] === expected && req.headers['x-client-id'] === CLIENT,
    });
  };
  inbet.post('/games', async (req) => {
    record('games', req);
    return {
      games: [
        { id: 'b1', name: 'Spin & Bet', type: 'bet', preview: 'https://cdn.inbet.example/b1.png' },
        { id: 7, name: 'Keno 80', type: 'egame', preview: null },
        { id: 's1', name: 'Fruit Cocktail', type: 'slot', preview: 'http://insecure/s1.png' },
        { id: 'p1', name: 'Poker', type: 'poker' },
      ],
    };
  });
  inbet.post('/init', async (req) => {
    record('init', req);
    const game = (req.body as { game_id: string }).game_id;
    return game === 's1'
      ? { html: '<html><script src="https://inbet.example/x.js"></script></html>' }
      : { iframe_url: `https://play.inbet.example/${game}?s=9` };
  });
  const address = await inbet.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({ env: { INBET_API_URL: address, INBET_CLIENT_ID: CLIENT, INBET_SECRET: SECRET } });
  await realMoney(t.app, true);
});
afterAll(async () => {
  await t?.app.close();
  await inbet?.close();
});

const init = (body: Record<string, unknown>, token: string) => authed(t.app, { method: 'POST', url: '/api/inbet/init', body, token });
const hmac = (raw: string, key = SECRET): string => createHmac('sha256', key).update(raw).digest('base64');

describe('InBet with credentials', () => {
  it("lists its bet, egame and slot games under provider 'inbet', asked with a signed call", async () => {
    const page = (await signed(t.app, { method: 'GET', url: '/api/v1/games?provider=inbet&limit=100' })).json() as {
      data: { games: { id: string; type: string; category: string; thumbnail: string | null; provider_name: string }[] };
    };
    expect(page.data.games.map((g) => [g.id, g.type, g.category])).toEqual([
      ['inbet:b1', 'bet', 'betting'],
      ['inbet:7', 'egame', 'keno'],
      ['inbet:s1', 'slot', 'slots'],
    ]);
    expect(page.data.games[0]).toMatchObject({ provider_name: 'InBet', thumbnail: 'https://cdn.inbet.example/b1.png' });
    expect(page.data.games[2]?.thumbnail).toBeNull();
    expect(seen.find((s) => s.path === 'games')).toMatchObject({ signed: true, body: { client_id: CLIENT, language: 'en_US' } });
  });

  it('its lobby lists its own games under their own type, none of our house games (issue 29)', async () => {
    const res = await signed(t.app, { method: 'GET', url: '/api/inbet/games' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      games: [
        { id: 'inbet:b1', name: 'Spin & Bet', type: 'bet', preview: 'https://cdn.inbet.example/b1.png' },
        { id: 'inbet:7', name: 'Keno 80', type: 'egame', preview: null },
        { id: 'inbet:s1', name: 'Fruit Cocktail', type: 'slot', preview: null },
      ],
    });
    const one = await signed(t.app, { method: 'GET', url: '/api/inbet/game?id=inbet%3A7' });
    expect(one.json()).toEqual({ success: true, game: { id: 'inbet:7', name: 'Keno 80', type: 'egame', preview: null } });
    // Rocket Crash is ours: not an InBet game, and not a keno game.
    const crash = await signed(t.app, { method: 'GET', url: '/api/inbet/game?id=crash' });
    expect(crash.statusCode).toBe(404);
    expect(crash.json()).toMatchObject({ code: 'GAME_NOT_FOUND', error: 'Game not found' });
    const p = await newPlayer(t.app);
    const init = await authed(t.app, { method: 'POST', url: '/api/inbet/init', body: { game_id: 'crash', user_id: p.userId }, token: p.token });
    expect(init.statusCode).toBe(404);
    expect(init.json()).toMatchObject({ code: 'GAME_NOT_FOUND', error: 'Game not found' });
  });

  it("launches through its signed init call's iframe_url, and refuses an html answer", async () => {
    const p = await newPlayer(t.app);
    const res = await init({ game_id: 'inbet:b1', user_id: p.userId, language: 'am' }, p.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, iframe_url: 'https://play.inbet.example/b1?s=9' });
    const sent = seen.at(-1);
    expect(sent).toMatchObject({
      path: 'init',
      signed: true,
      body: { game_id: 'b1', user_id: p.userId, currency: 'ETB', language: 'am_ET', demo: false },
    });
    expect(String(sent?.body['token']).length).toBeGreaterThan(20);
    const html = await init({ game_id: 'inbet:s1', user_id: p.userId }, p.token);
    expect(html.statusCode).toBe(502);
    expect(html.json()).toMatchObject({ code: 'INVALID_INIT_DATA', error: 'Invalid initialization data received' });
  });

  it('takes Hub88-shaped wallet calls with its HMAC only', async () => {
    const p = await newPlayer(t.app);
    await init({ game_id: 'inbet:b1', user_id: p.userId }, p.token);
    const token = String(seen.at(-1)?.body['token']);
    const bet = {
      user: p.userId,
      token,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      round: 'r1',
      game_code: 'b1',
      currency: 'ETB',
      amount: 2_000_000,
    };
    const raw = JSON.stringify(bet);
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/games/wallet/inbet/transaction/bet',
        headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
        payload: raw,
      });
    expect((await post(hmac(raw, 'wrong-secret'))).json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(await balanceOf(t.app, p.userId)).toBe(10_000);
    expect((await post(hmac(raw))).json()).toMatchObject({ status: 'RS_OK', balance: 8_000_000 });
    expect((await post(hmac(raw))).json()).toMatchObject({ status: 'RS_OK', balance: 8_000_000 });
    expect(await balanceOf(t.app, p.userId)).toBe(8_000);
  });
});

describe('InBet without credentials', () => {
  it('lists none of its games and mounts no wallet', async () => {
    const bare = await createTestApp();
    try {
      const page = (await signed(bare.app, { method: 'GET', url: '/api/v1/games?provider=inbet' })).json() as { data: { games: unknown[] } };
      expect(page.data.games).toEqual([]);
      const res = await bare.app.inject({ method: 'POST', url: '/api/games/wallet/inbet/user/balance', payload: { user: 'u', request_uuid: 'r' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.app.close();
    }
  });
});
