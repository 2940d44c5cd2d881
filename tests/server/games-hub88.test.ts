// The Hub88 adapter against a stand-in Hub88 on a local port (issue 15): with credentials its studios' games
// are listed beside the house games and launch through its game URL call (signed with our RSA key), and its
// wallet callbacks are verified with its public key over the raw body; without them nothing of it is listed.
import { createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signed, signRequest, type TestApp } from './helpers.ts';
import { launch, newPlayer, realMoney, tokenOf } from './games-helpers.ts';
import { balanceOf } from './tickets-helpers.ts';

const ours = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const theirs = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const sign = (key: string, raw: string): string => createSign('RSA-SHA256').update(raw).sign(key, 'base64');

let hub: FastifyInstance;
let t: TestApp;
const seen: { path: string; body: Record<string, unknown>; signed: boolean }[] = [];

beforeAll(async () => {
  hub = Fastify();
  hub.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    (req as unknown as { raw_: string }).raw_ = String(body);
    done(null, JSON.parse(String(body)));
  });
  hub.post('/operator/generic/v2/game/list', async (req) => {
    const raw = (req as unknown as { raw_: string }).raw_;
    seen.push({
      path: 'list',
      body: req.body as Record<string, unknown>,
      signed: createVerify('RSA-SHA256').update(raw).verify(ours.publicKey, String(req.headers['x-hub88-signature']), 'base64'),
    });
    return [
      {
        game_code: 'spb_aviator',
        name: 'Aviator',
        product: 'Spribe',
        category: 'Crash Games',
        url_thumb: 'https://cdn.example/aviator.png',
        enabled: true,
      },
      {
        game_code: 'pp_sweet',
        name: 'Sweet Bonanza',
        product: 'Pragmatic Play',
        category: 'Video Slots',
        url_thumb: 'http://insecure/x.png',
        enabled: true,
      },
      { game_code: 'gr_x', name: 'Golden Race Dogs', product: 'Golden Race', category: 'Virtual Sports', enabled: true },
      { game_code: 'off', name: 'Off', product: 'Spribe', enabled: false },
      { nonsense: true },
    ];
  });
  hub.post('/operator/generic/v2/game/url', async (req) => {
    const raw = (req as unknown as { raw_: string }).raw_;
    seen.push({
      path: 'url',
      body: req.body as Record<string, unknown>,
      signed: createVerify('RSA-SHA256').update(raw).verify(ours.publicKey, String(req.headers['x-hub88-signature']), 'base64'),
    });
    return { url: `https://games.hub88.example/${(req.body as { game_code: string }).game_code}?s=1` };
  });
  const address = await hub.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({
    env: {
      HUB88_API_URL: address,
      HUB88_OPERATOR_ID: '42',
      HUB88_PRIVATE_KEY_PEM: ours.privateKey.replace(/\n/g, '\\n'),
      HUB88_PUBLIC_KEY_PEM: theirs.publicKey,
      GAME_SUPPLIER_MAX_WIN_MULTIPLIERS: 'hub88=100',
    },
  });
});
afterAll(async () => {
  await t?.app.close();
  await hub?.close();
});

describe('Hub88', () => {
  it('lists its enabled studios after the house, signed with our key; Golden Race stays out of the casino lists', async () => {
    const page = (await signed(t.app, { method: 'GET', url: '/api/v1/games?limit=100' })).json() as {
      data: { games: { id: string; provider_name: string; thumbnail: string | null }[]; providers: { display_name: string }[] };
    };
    expect(page.data.providers.map((p) => p.display_name)).toEqual(['BirrBet Originals', 'Spribe', 'Pragmatic Play']);
    const aviator = page.data.games.find((g) => g.id === 'hub88:spb_aviator');
    expect(aviator).toMatchObject({ provider_name: 'Spribe', thumbnail: 'https://cdn.example/aviator.png' });
    expect(page.data.games.find((g) => g.id === 'hub88:pp_sweet')?.thumbnail).toBeNull();
    expect(page.data.games.some((g) => g.id === 'hub88:off' || g.provider_name === 'Golden Race')).toBe(false);
    expect(seen.find((s) => s.path === 'list')).toMatchObject({ signed: true, body: { operator_id: 42 } });
  });

  it('launches through its game URL with our token, and takes its signed wallet calls only', async () => {
    await realMoney(t.app, true);
    const p = await newPlayer(t.app);
    const demo = await launch(t.app, { game_id: 'hub88:spb_aviator', is_demo: true, language: 'am' });
    expect((demo.json() as { data: { launch_url: string } }).data.launch_url).toBe('https://games.hub88.example/spb_aviator?s=1');
    expect(seen.at(-1)?.body).not.toHaveProperty('token');
    const real = await launch(t.app, { game_id: 'hub88:spb_aviator', user_id: p.userId, currency: 'ETB', is_demo: false, language: 'or' }, p.token);
    expect(real.statusCode).toBe(200);
    const sent = seen.at(-1)?.body as Record<string, string>;
    expect(sent).toMatchObject({ user: p.userId, game_code: 'spb_aviator', currency: 'ETB', lang: 'om', platform: 'GPL_MOBILE', country: 'ET' });
    expect(() => tokenOf((real.json() as { data: { launch_url: string } }).data.launch_url)).toThrow();
    const bet = {
      user: p.userId,
      token: sent['token'],
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      round: 'r1',
      game_code: 'spb_aviator',
      currency: 'ETB',
      amount: 1_500_000,
    };
    const raw = JSON.stringify(bet);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/games/wallet/hub88/transaction/bet',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': sign(ours.privateKey, raw) },
      payload: raw,
    });
    expect(forged.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/games/wallet/hub88/transaction/bet',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': sign(theirs.privateKey, raw) },
      payload: raw,
    });
    expect(good.json()).toMatchObject({ status: 'RS_OK', balance: 8_500_000 });
    expect(await balanceOf(t.app, p.userId)).toBe(8_500);
  });

  it('refuses a signed win for a round it never staked, or beyond the stake × its configured cap (issue 28)', async () => {
    await realMoney(t.app, true);
    const p = await newPlayer(t.app);
    const real = await launch(t.app, { game_id: 'hub88:spb_aviator', user_id: p.userId, currency: 'ETB', is_demo: false, language: 'en' }, p.token);
    expect(real.statusCode).toBe(200);
    const token = (seen.at(-1)?.body as Record<string, string> | undefined)?.['token'];
    const call = async (action: string, body: Record<string, unknown>) => {
      const raw = JSON.stringify({ user: p.userId, request_uuid: randomUUID(), transaction_uuid: randomUUID(), currency: 'ETB', ...body });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/games/wallet/hub88/${action}`,
        headers: { 'content-type': 'application/json', 'x-hub88-signature': sign(theirs.privateKey, raw) },
        payload: raw,
      });
      return res.json() as { status: string };
    };
    const UNIT = 1000; // 1 cent
    expect(await call('transaction/win', { round: 'never-staked', game_code: 'spb_aviator', amount: 10_000_00 * UNIT })).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    });
    expect(await call('transaction/bet', { token, round: 'capped', game_code: 'spb_aviator', amount: 2_00 * UNIT })).toMatchObject({
      status: 'RS_OK',
    });
    expect(await call('transaction/win', { round: 'capped', game_code: 'spb_aviator', amount: (200_00 + 1) * UNIT })).toMatchObject({
      status: 'RS_ERROR_UNKNOWN',
    });
    expect(await balanceOf(t.app, p.userId)).toBe(9_800);
    expect(await call('transaction/win', { round: 'capped', game_code: 'spb_aviator', amount: 200_00 * UNIT })).toMatchObject({ status: 'RS_OK' });
    expect(await balanceOf(t.app, p.userId)).toBe(29_800);
  });
});

describe('Hub88 not answering', () => {
  it('starts anyway, keeps the house games, and the operator sync says which supplier failed', async () => {
    const down = await createTestApp({
      operatorToken: 'op',
      env: {
        HUB88_API_URL: 'http://127.0.0.1:9',
        HUB88_OPERATOR_ID: '42',
        HUB88_PRIVATE_KEY_PEM: ours.privateKey,
        HUB88_PUBLIC_KEY_PEM: theirs.publicKey,
      },
    });
    try {
      const page = (await signed(down.app, { method: 'GET', url: '/api/v1/games' })).json() as { data: { total: number } };
      expect(page.data.total).toBe(6);
      const request = signRequest(down.app, { method: 'POST', url: '/api/v1/games/sync', body: {} });
      const sync = await down.app.inject({ ...request, headers: { ...request.headers, authorization: 'Bearer op' } });
      expect(sync.statusCode).toBe(502);
      expect(sync.json()).toMatchObject({ code: 'SYNC_FAILED', error: 'Sync failed: hub88 did not answer' });
    } finally {
      await down.app.close();
    }
  });
});
