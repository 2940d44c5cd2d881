// The back office's game switches (issue 33): a provider switched off takes all its games out of every player list
// and refuses their launch, a game alone likewise; back on, they return; the catalogue sync never undoes a switch;
// each switch is audited with before, after and reason (a switch to the state in force changes nothing); a Kiron
// round staked before its provider was switched off still settles through the seamless wallet while a new stake on
// the page left open is refused, and a house game's open page starts no new round; only games.manage
// may read or switch (support, marketing, trader 403; a player's session 401), a bad body is 400, an unknown id 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from './auth-helpers.ts';
import { asOperator, makeOperator, type TestOperator } from './backoffice-helpers.ts';
import { launch, launchReal, newPlayer, type Player, realMoney } from './games-helpers.ts';
import { createTestApp, signed, signRequest, type TestApp, useTestApp } from './helpers.ts';
import { balanceOf } from './tickets-helpers.ts';

const t = useTestApp();
const CATALOG = '/api/admin/v1/games/catalog';
const put = (op: TestOperator, what: 'providers' | 'games', id: string, payload: unknown) =>
  asOperator(t.app, op, { method: 'PUT', url: `${CATALOG}/${what}/${encodeURIComponent(id)}`, payload });

const lobbyIds = async (): Promise<string[]> =>
  ((await signed(t.app, { url: '/api/v1/games?limit=100' })).json().data.games as { id: string }[]).map((g) => g.id);
const providerIds = async (): Promise<string[]> =>
  ((await signed(t.app, { url: '/api/v1/games/providers' })).json().data as { id: string }[]).map((p) => p.id);
const frozenIds = async (): Promise<string[]> =>
  ((await signed(t.app, { url: '/api/v1/frozen/games?page_size=100' })).json().data.games as { game_uuid: string }[]).map((g) => g.game_uuid);
const realLaunch = (p: Player, gameId: string) =>
  launch(t.app, { game_id: gameId, user_id: p.userId, currency: 'ETB', language: 'en', is_demo: false, device: 'mobile' }, p.token);
/** The operator's catalogue sync (POST /api/v1/games/sync: signed, and the operator's session). */
let syncs = 0;
const sync = async (op: TestOperator) => {
  // A body of its own each time: the clock stands still, and a signature is taken once.
  syncs += 1;
  const request = signRequest(t.app, { method: 'POST', url: '/api/v1/games/sync', body: { n: syncs } });
  const res = await t.app.inject({ ...request, headers: { ...request.headers, cookie: op.cookie, 'x-backoffice': '1' } });
  expect(res.statusCode, res.body).toBe(200);
};
const HOUSE_GAMES = ['crash', 'mines', 'plinko', 'keno', 'wheel', 'fruits'];
const GONE = { code: 'GAME_NOT_FOUND', error: 'Game not found' };

describe('the games switches', () => {
  it('a provider switched off leaves every list and refuses launches; the sync keeps it off; back on, it returns', async () => {
    const admin = await makeOperator(t.app, ['admin']);
    await realMoney(t.app, true);
    const p = await newPlayer(t.app);
    const catalog = await asOperator(t.app, admin, { url: `${CATALOG}?provider=house` });
    expect(catalog.statusCode, catalog.body).toBe(200);
    const house = catalog.json().data.providers.find((x: { id: string }) => x.id === 'house');
    expect(house).toEqual({ id: 'house', display_name: 'BirrBet Originals', kind: 'house', active: true, switched_off: false, games: 6 });
    expect(
      catalog
        .json()
        .data.games.map((g: { id: string }) => g.id)
        .sort(),
    ).toEqual([...HOUSE_GAMES].sort());

    const off = await put(admin, 'providers', 'house', { on: false, reason: '  Supplier incident: wrong payouts  ' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toEqual({ ...house, switched_off: true });
    expect(await lobbyIds()).toEqual([]);
    expect(await providerIds()).not.toContain('house');
    expect(await frozenIds()).toEqual([]);
    expect((await signed(t.app, { url: '/api/v1/games/crash' })).json()).toMatchObject(GONE);
    const refused = await realLaunch(p, 'crash');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject(GONE);
    expect((await launch(t.app, { game_id: 'plinko', is_demo: true, language: 'en' })).json()).toMatchObject(GONE);

    // The catalogue sync rewrites the synced state (is_active, listed), never the switch.
    await sync(admin);
    expect(await lobbyIds()).toEqual([]);
    expect((await asOperator(t.app, admin, { url: CATALOG })).json().data.providers).toContainEqual({ ...house, switched_off: true });

    const on = await put(admin, 'providers', 'house', { on: true, reason: 'Supplier fixed it' });
    expect(on.json().data.switched_off).toBe(false);
    expect(await lobbyIds()).toEqual(HOUSE_GAMES);
    expect((await realLaunch(p, 'crash')).statusCode).toBe(200);

    const entries = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'games.provider_switch').orderBy('seq').execute();
    expect(entries.map((e) => [e.target_kind, e.target_id, JSON.parse(String(e.before)), JSON.parse(String(e.after)), e.reason, e.actor_id])).toEqual(
      [
        ['game_provider', 'house', { on: true }, { on: false }, 'Supplier incident: wrong payouts', admin.id],
        ['game_provider', 'house', { on: false }, { on: true }, 'Supplier fixed it', admin.id],
      ],
    );
    // Switching on what is on changes nothing and writes no entry.
    expect((await put(admin, 'providers', 'house', { on: true, reason: 'again' })).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('audit_log').select('seq').where('action', '=', 'games.provider_switch').execute()).toHaveLength(2);
  });

  it('a game switched off alone leaves the lists and the launch, its provider and the other games stay', async () => {
    const admin = await makeOperator(t.app, ['admin']);
    await realMoney(t.app, true);
    const p = await newPlayer(t.app);
    const off = await put(admin, 'games', 'plinko', { on: false, reason: 'Paytable under review' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toEqual({
      id: 'plinko',
      name: 'Plinko',
      provider: 'house',
      provider_name: 'BirrBet Originals',
      category: 'plinko',
      switched_off: true,
      listed: true,
    });
    expect(await lobbyIds()).toEqual(HOUSE_GAMES.filter((g) => g !== 'plinko'));
    expect((await signed(t.app, { url: '/api/v1/games/providers' })).json().data).toContainEqual(
      expect.objectContaining({ id: 'house', game_count: 5 }),
    );
    expect((await realLaunch(p, 'plinko')).json()).toMatchObject(GONE);
    expect((await realLaunch(p, 'mines')).statusCode).toBe(200);
    await sync(admin);
    expect(await lobbyIds()).not.toContain('plinko');
    // The back office still sees it, switched off, and finds it by name.
    const found = (await asOperator(t.app, admin, { url: `${CATALOG}?q=PLIN` })).json().data;
    expect(found.games).toEqual([expect.objectContaining({ id: 'plinko', switched_off: true, listed: true })]);
    expect(found.total).toBe(1);

    expect((await put(admin, 'games', 'plinko', { on: true, reason: 'Reviewed' })).json().data.switched_off).toBe(false);
    expect(await lobbyIds()).toEqual(HOUSE_GAMES);
    expect((await realLaunch(p, 'plinko')).statusCode).toBe(200);
    const entries = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'games.game_switch').orderBy('seq').execute();
    expect(entries.map((e) => [e.target_kind, e.target_id, JSON.parse(String(e.before)), JSON.parse(String(e.after)), e.reason])).toEqual([
      ['game', 'plinko', { on: true }, { on: false }, 'Paytable under review'],
      ['game', 'plinko', { on: false }, { on: true }, 'Reviewed'],
    ]);
  });

  it('a house game page opened before its switch starts no new round; switched back on, it plays again', async () => {
    const admin = await makeOperator(t.app, ['admin']);
    await realMoney(t.app, true);
    const p = await newPlayer(t.app);
    const token = await launchReal(t.app, p, 'plinko');
    const play = () =>
      t.app.inject({ method: 'POST', url: '/api/games/house/play', payload: { token, bet: 10, params: { rows: 12, risk: 'medium' } } });
    expect((await put(admin, 'games', 'plinko', { on: false, reason: 'Payout table under review' })).statusCode).toBe(200);
    const before = await balanceOf(t.app, p.userId);
    const refused = await play();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'GAME_SWITCHED_OFF', error: 'This game is not available now' });
    expect(await balanceOf(t.app, p.userId)).toBe(before);
    expect((await put(admin, 'games', 'plinko', { on: true, reason: 'Review done' })).statusCode).toBe(200);
    expect((await play()).statusCode).toBe(200);
  });

  it('refuses roles without games.manage, a player session, a bad body and an unknown id', async () => {
    const admin = await makeOperator(t.app, ['admin']);
    for (const role of ['support', 'marketing', 'trader', 'risk', 'finance', 'shop_manager'] as const) {
      const op = await makeOperator(t.app, [role]);
      for (const res of [await asOperator(t.app, op, { url: CATALOG }), await put(op, 'providers', 'house', { on: false, reason: 'not mine' })]) {
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toMatchObject({ code: 'ROLE_FORBIDDEN', error: 'Your role does not allow this action' });
      }
    }
    const p = await newPlayer(t.app);
    for (const res of [
      await authed(t.app, { url: CATALOG, token: p.token }),
      await authed(t.app, { method: 'PUT', url: `${CATALOG}/games/crash`, token: p.token, body: { on: false, reason: 'a player' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', error: 'Operator authentication required' });
    }
    const reasonText = { code: 'VALIDATION_FAILED', error: 'reason must be 3 to 500 characters' };
    for (const [body, refusal] of [
      [{ on: false, reason: 'ok' }, reasonText],
      [{ on: false, reason: '   x   ' }, reasonText],
      [{ on: false, reason: 'x'.repeat(501) }, reasonText],
      [{ on: false }, reasonText],
      [
        { on: 'no', reason: 'Supplier incident' },
        { code: 'VALIDATION_FAILED', error: 'on must be true or false' },
      ],
      [[1, 2, 3], { code: 'VALIDATION_FAILED', error: 'Invalid request: a JSON object body is required' }],
    ] as const) {
      const res = await put(admin, 'games', 'crash', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject(refusal);
    }
    const broken = await t.app.inject({
      method: 'PUT',
      url: `${CATALOG}/games/crash`,
      headers: { cookie: admin.cookie, 'x-backoffice': '1', 'content-type': 'application/json' },
      payload: '{"on": fal',
    });
    expect(broken.statusCode).toBe(400);
    expect((await asOperator(t.app, admin, { url: `${CATALOG}?page=0` })).statusCode).toBe(400);
    const noProvider = await put(admin, 'providers', 'no-such-studio', { on: false, reason: 'Supplier incident' });
    expect([noProvider.statusCode, noProvider.json()]).toEqual([
      404,
      expect.objectContaining({ code: 'PROVIDER_NOT_FOUND', error: 'No such game provider' }),
    ]);
    const noGame = await put(admin, 'games', 'no-such-game', { on: false, reason: 'Supplier incident' });
    expect([noGame.statusCode, noGame.json()]).toEqual([404, expect.objectContaining({ code: 'GAME_NOT_FOUND', error: 'Game not found' })]);
    expect(await t.app.db.selectFrom('games').select('id').where('switched_off', '=', true).execute()).toEqual([]);
  });
});

describe('a round open when its provider is switched off', () => {
  const KIRON = '10.9.8.7';
  let k: TestApp;
  beforeAll(async () => {
    k = await createTestApp({ env: { KIRON_LAUNCH_URL: 'https://kiron.example/games/', KIRON_OPERATOR_ID: 'op-7', KIRON_ALLOWED_IPS: KIRON } });
    await realMoney(k.app, true);
  });
  afterAll(async () => {
    await k?.app.close();
  });
  const call = (action: string, body: Record<string, unknown>) =>
    k.app.inject({ method: 'POST', url: `/api/games/wallet/kiron/${action}`, payload: body, remoteAddress: KIRON });

  it('still settles through the seamless wallet, while a new launch is refused', async () => {
    const admin = await makeOperator(k.app, ['admin']);
    const p = await newPlayer(k.app);
    const res = await launch(k.app, { game_id: 'kiron:lobby', user_id: p.userId, currency: 'ETB', is_demo: false, language: 'en' }, p.token);
    expect(res.statusCode, res.body).toBe(200);
    const s = { PlayerID: p.userId, PlayerToken: new URL(res.json().data.launch_url).searchParams.get('p') ?? '' };
    const stake = { ...s, BetManTransactionID: randomUUID(), RoundID: 'race-off', Amount: 10, CurrencyCode: 'ETB' };
    expect((await call('debit', stake)).json()).toMatchObject({ Code: 0 });
    const before = await balanceOf(k.app, p.userId);

    const off = await asOperator(k.app, admin, { method: 'PUT', url: `${CATALOG}/providers/497`, payload: { on: false, reason: 'Kiron incident' } });
    expect(off.json().data).toMatchObject({ id: '497', switched_off: true });
    expect((await signed(k.app, { url: '/api/v1/virtual-games?provider_id=497' })).json().data).toEqual([]);
    const again = await launch(k.app, { game_id: 'kiron:lobby', user_id: p.userId, currency: 'ETB', is_demo: false, language: 'en' }, p.token);
    expect(again.json()).toMatchObject(GONE);
    // The page left open takes no new stake (Kiron has no code for it: the token's, 100); the balance stays.
    const late = { ...s, BetManTransactionID: randomUUID(), RoundID: 'race-late', Amount: 10, CurrencyCode: 'ETB' };
    expect((await call('debit', late)).json()).toMatchObject({ Code: 100 });
    expect(await balanceOf(k.app, p.userId)).toBe(before);

    // The win of the round staked before the switch is paid, and the round closes.
    const win = {
      ...s,
      BetManTransactionID: randomUUID(),
      PreviousTransactionID: stake.BetManTransactionID,
      RoundID: 'race-off',
      Amount: 25,
      CurrencyCode: 'ETB',
    };
    expect((await call('credit', win)).json()).toMatchObject({ Code: 0 });
    expect(await balanceOf(k.app, p.userId)).toBe(before + 2_500);
    expect((await call('finalizeRound', { ...s, RoundID: 'race-off' })).json()).toMatchObject({ Code: 0 });
  });
});
