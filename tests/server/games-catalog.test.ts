// The games catalogue and launches through HTTP on PGlite (issue 15): every list shape of the spec over one
// catalogue, spec §9 exclusions, search and paging; a demo needs no session; a real-money launch needs the
// player's own session, ETB and the merchant's switch (off for a new merchant), and issues a fresh token.
import { describe, expect, it } from 'vitest';
import { authed } from './auth-helpers.ts';
import { launch, newPlayer, realMoney } from './games-helpers.ts';
import { signed, useTestApp } from './helpers.ts';

const t = useTestApp();
const get = async (url: string) => {
  const res = await signed(t.app, { method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
};

describe('catalogue', () => {
  it('lists the six house games in the casino lobby, never the virtual providers', async () => {
    const { status, body } = await get('/api/v1/games?limit=50');
    expect(status).toBe(200);
    const ids = body.data.games.map((g: { id: string }) => g.id);
    expect(ids).toEqual(['crash', 'mines', 'plinko', 'keno', 'wheel', 'fruits']);
    expect(body.data.total).toBe(6);
    expect(body.data.providers.map((p: { id: string }) => p.id)).toEqual(['house']);
    expect(body.data.categories).toContainEqual({ id: 'crash', count: 1 });
    for (const g of body.data.games) {
      expect(g.thumbnail).toMatch(/^\/games\/thumbs\/.+\.svg$/);
      expect(g.rtp).toBeGreaterThan(90);
    }
  });

  it('filters by category and by a literal case-insensitive search, and pages', async () => {
    expect((await get('/api/v1/games?category=mines')).body.data.games.map((g: { id: string }) => g.id)).toEqual(['mines']);
    expect((await get('/api/v1/games?search=ROCK')).body.data.games.map((g: { id: string }) => g.id)).toEqual(['crash']);
    expect((await get('/api/v1/games?search=%25')).body.data.total).toBe(0);
    const page = (await get('/api/v1/games?limit=2&offset=2')).body.data;
    expect(page.games).toHaveLength(2);
    expect(page.page).toBe(2);
    expect(page.per_page).toBe(2);
    expect((await get('/api/v1/games?limit=0')).status).toBe(400);
    expect((await get('/api/v1/games?provider=632')).body.data.total).toBe(0);
  });

  it('states the catalogue totals, virtual providers left out', async () => {
    const stats = (await get('/api/v1/games/stats')).body.data;
    expect(stats).toMatchObject({ total_games: 6, active_games: 6, total_providers: 1, active_providers: 1 });
    expect(stats.categories).toHaveLength(6);
  });

  it('answers a game by id and 404 Game not found for an unknown one', async () => {
    expect((await get('/api/v1/games/plinko')).body.data.name).toBe('Plinko');
    const missing = await get('/api/v1/games/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'GAME_NOT_FOUND', error: 'Game not found' });
  });

  it('serves the supplier, frozen, InBet and virtual lists from the same catalogue', async () => {
    const supplier = (await get('/api/v1/casino/list-games')).body.games;
    expect(supplier[0]).toMatchObject({ gameId: 'crash', gameLabel: 'Rocket Crash', gameBrand: 'BirrBet Originals', gameTechnology: 'html5' });
    expect((await get('/api/v1/casino/list-games?gameBrand=birrbet&gameLabel=keno')).body.games).toHaveLength(1);
    const frozen = (await get('/api/v1/frozen/games?page=1&page_size=4')).body.data;
    expect(frozen.games).toHaveLength(4);
    expect(frozen.total).toBe(6);
    expect(frozen.games[0]).toMatchObject({ game_uuid: 'crash', provider: 'BirrBet Originals', has_demo: true });
    // The InBet list is InBet's own games (issue 29): with InBet not configured, none — never ours under its name.
    expect((await get('/api/inbet/games')).body).toEqual({ success: true, games: [] });
    expect((await get('/api/inbet/game?id=crash')).body).toMatchObject({ code: 'GAME_NOT_FOUND', error: 'Game not found' });
    expect((await get('/api/v1/virtual-games')).body.data.map((g: { id: string }) => g.id)).toEqual(['vfootball']);
    expect((await get('/api/v1/virtual-games?provider_id=497')).body.data.map((g: { id: string }) => g.id)).toEqual(['vhorses']);
  });

  it('refuses unsigned list calls, InBet ones too', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/games' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/inbet/games' })).statusCode).toBe(401);
  });
});

describe('launch', () => {
  it('launches a demo without a session: no token, nothing stored, the wallet never touched', async () => {
    const p = await newPlayer(t.app);
    const count = async (table: 'game_launches' | 'game_transactions' | 'house_rounds') =>
      Number(
        (
          await t.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all([count('game_launches'), count('game_transactions'), count('house_rounds')]);
    const res = await launch(t.app, { game_id: 'crash', user_id: 'demo_player', currency: 'ETB', language: 'am', is_demo: true, device: 'mobile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { launch_url: '/games/house/crash/#demo=1&lang=am', mode: 'demo', game_id: 'crash' } });
    // Signed in, a demo is still a demo: no token, no wallet.
    const signedIn = await launch(t.app, { game_id: 'mines', user_id: p.userId, is_demo: true }, p.token);
    expect((signedIn.json() as { data: { launch_url: string } }).data.launch_url).toBe('/games/house/mines/#demo=1&lang=en');
    // The house game server takes nothing without a launch token.
    const play = await t.app.inject({ method: 'POST', url: '/api/games/house/play', payload: { token: 'demo', bet: 1 } });
    expect(play.statusCode).toBe(400);
    const fake = await t.app.inject({ method: 'POST', url: '/api/games/house/play', payload: { token: 'demo-player-demo-session-0000', bet: 1 } });
    expect(fake.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await Promise.all([count('game_launches'), count('game_transactions'), count('house_rounds')])).toEqual(before);
  });

  it('refuses real money without a user id, without a session, for another player, in another currency', async () => {
    const p = await newPlayer(t.app);
    const other = await newPlayer(t.app);
    await realMoney(t.app, true);
    const body = { game_id: 'crash', user_id: p.userId, currency: 'ETB', language: 'en', is_demo: false, device: 'desktop' };
    const cases: [Record<string, unknown>, string | undefined, number, string, string][] = [
      [{ ...body, user_id: undefined }, p.token, 400, 'USER_ID_REQUIRED', 'User ID is required for real money games'],
      [body, undefined, 401, 'SESSION_REQUIRED', 'Authentication required'],
      [body, other.token, 403, 'FORBIDDEN', 'You can only play with your own account'],
      [{ ...body, currency: 'EUR' }, p.token, 400, 'WRONG_CURRENCY', 'Real-money games are played in ETB'],
      [{ ...body, game_id: 'nope' }, p.token, 404, 'GAME_NOT_FOUND', 'Game not found'],
    ];
    for (const [b, token, status, code, error] of cases) {
      const res = await launch(t.app, b, token);
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toMatchObject({ code, error });
    }
  });

  it('keeps real money off for a merchant until the operator turns it on, and issues a fresh token per launch', async () => {
    const p = await newPlayer(t.app);
    const body = { game_id: 'mines', user_id: p.userId, currency: 'ETB', language: 'om', is_demo: false, device: 'mobile' };
    await realMoney(t.app, false);
    const off = await launch(t.app, body, p.token);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'REAL_MONEY_OFF', error: 'Real-money play is not available here. Try the demo version' });
    await realMoney(t.app, true);
    const urls = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await launch(t.app, body, p.token);
      expect(res.statusCode).toBe(200);
      urls.push((res.json() as { data: { launch_url: string } }).data.launch_url);
    }
    expect(urls[0]).toMatch(/^\/games\/house\/mines\/#token=[A-Za-z0-9_-]{43}&lang=or$/);
    expect(urls[0]).not.toBe(urls[1]);
    const stored = await t.app.db.selectFrom('game_launches').select('token_hash').where('user_id', '=', p.userId).execute();
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.token_hash).join()).not.toContain(urls[0]?.split('token=')[1]?.split('&')[0]);
  });

  it('launches from the other lists with their own texts', async () => {
    const p = await newPlayer(t.app);
    await realMoney(t.app, true);
    const noPlayer = await signed(t.app, { method: 'GET', url: '/api/v1/casino/launch-game?game=keno&mode=real' });
    expect(noPlayer.json()).toMatchObject({ code: 'PLAYER_ID_REQUIRED', error: 'Player ID is required for real money games' });
    const badMode = await signed(t.app, { method: 'GET', url: '/api/v1/casino/launch-game?game=keno&mode=fun' });
    expect(badMode.json()).toMatchObject({ code: 'INVALID_MODE', error: 'Invalid game mode specified' });
    const demo = await signed(t.app, { method: 'GET', url: '/api/v1/casino/launch-game?game=keno&mode=demo' });
    expect(demo.json()).toEqual({ game_url: '/games/house/keno/#demo=1&lang=en' });
    const frozen = await signed(t.app, {
      method: 'POST',
      url: '/api/v1/frozen/init',
      body: { game_uuid: 'wheel', player_id: p.userId, player_name: 'x', currency: 'ETB', session_id: p.token, return_url: '/casino/return' },
    });
    expect((frozen.json() as { data: { url: string } }).data.url).toMatch(/^\/games\/house\/wheel\/#token=/);
    const inbetBlank = await authed(t.app, { method: 'POST', url: '/api/inbet/init', body: { game_id: ' ', user_id: p.userId }, token: p.token });
    expect(inbetBlank.json()).toMatchObject({ code: 'INVALID_GAME_ID', error: 'Valid game ID is required' });
    // InBet's init starts InBet's games only (issue 29; tests/server/games-inbet.test.ts launches one).
    const inbet = await authed(t.app, { method: 'POST', url: '/api/inbet/init', body: { game_id: 'fruits', user_id: p.userId }, token: p.token });
    expect(inbet.statusCode).toBe(404);
    expect(inbet.json()).toMatchObject({ code: 'GAME_NOT_FOUND', error: 'Game not found' });
    const virtualDemo = await signed(t.app, {
      method: 'POST',
      url: '/api/v1/virtual-games/launch',
      body: { game_id: 'vfootball', mode: 'real', user_id: 'demo_player' },
    });
    expect(virtualDemo.json()).toEqual({ success: true, data: { url: '/games/house/vfootball/#demo=1&lang=en' } });
  });
});
