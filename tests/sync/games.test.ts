// The casino through the sync engine with a scripted ApiClient (issue 15, companion §4/§5/§7/§9): game lists fresh for
// 5 minutes and served stale when the refetch fails; the launch as a command whose list picks the call, with the
// player's id and session where real money needs them; spec §5's refusals without a call; no URL refused with its
// code; the 8 s launch timeout; one launch at a time; REAL_MONEY_OFF remembered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { GAMES_TTL_MS, gamesResource, launchGame, type LaunchRequest } from '../../sync/games.ts';
import { listGames } from '../../sync/read/games.ts';
import { fakeApi, flush, type Answer } from './fake-api.ts';
import { signedInEvent } from './signed-in.ts';

const MERCHANT = 'birrbet-demo';
const crash = {
  id: 'crash',
  name: 'Rocket Crash',
  thumbnail: '/games/thumbs/crash.svg',
  provider: 'house',
  provider_name: 'BirrBet Originals',
  category: 'crash',
  type: 'crash',
  is_available: true,
  has_demo: true,
  is_new: false,
  is_popular: true,
  is_jackpot: false,
  rtp: 97,
};
const PAGE = {
  success: true,
  data: {
    games: [crash],
    total: 1,
    page: 1,
    per_page: 100,
    providers: [{ id: 'house', display_name: 'BirrBet Originals', is_active: true, game_count: 6 }],
    categories: [],
  },
};
const LAUNCHED = { success: true, data: { launch_url: '/games/house/crash/#demo=1&lang=en', mode: 'demo', game_id: 'crash' } };

function setup(answers: Record<string, Answer>, signedIn = false) {
  let clock = 1_000_000;
  const data = createAppData();
  const api = fakeApi(answers);
  const engine = createSyncEngine(data, api, { merchantId: MERCHANT, log: () => undefined, now: () => clock, retryDelaysMs: [] });
  if (signedIn) {
    engine.emit(signedInEvent(MERCHANT, clock));
  }
  const launch = (r: Partial<LaunchRequest>) =>
    launchGame(engine, { list: 'lobby', gameId: 'crash', mode: 'demo', device: 'mobile', language: 'en', ...r }, () => clock);
  return { data, api, engine, launch, tick: (ms: number) => (clock += ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('game lists', () => {
  it('are fresh for 5 minutes, then read again; a failed read keeps the stale copy', async () => {
    const t = setup({ '/api/v1/games': PAGE });
    const tab = gamesResource({ category: 'crash' });
    t.engine.request(tab);
    await flush();
    expect(t.api.log[0]?.options.query).toEqual({ limit: '100', offset: '0', category: 'crash' });
    t.tick(GAMES_TTL_MS - 1000);
    t.engine.request(tab);
    await flush();
    expect(t.api.calls).toHaveLength(1);
    t.tick(2000);
    t.api.set('/api/v1/games', new ApiRequestError('Network error. Please check your connection.', 0, 'NETWORK'));
    t.engine.request(tab);
    await flush();
    expect(t.api.calls).toHaveLength(2);
    expect(t.data.store.getRow('resources', tab.key)).toMatchObject({ status: 'stale', code: 'NETWORK', fetched_at: 1_000_000 });
    expect(listGames(t.data.store, 'p=|c=crash|q=').map((g) => g.name)).toEqual(['Rocket Crash']);
  });

  it('a search is sent trimmed and lower-cased, as its own list', () => {
    const r = gamesResource({ provider: 'house', search: '  CRA ' });
    expect(r.key).toBe('games:p=house|c=|q=cra');
    expect(r.query).toEqual({ limit: '100', offset: '0', provider: 'house', search: 'cra' });
  });
});

describe('launching', () => {
  it('a lobby demo needs no session; the answer URL is the launch', async () => {
    const t = setup({ 'POST /api/v1/games/launch': LAUNCHED });
    const done = await t.launch({});
    expect(done).toMatchObject({ type: 'v1.GameLaunched', payload: { url: '/games/house/crash/#demo=1&lang=en', mode: 'demo' } });
    expect(t.api.log[0]?.options).toEqual({ body: { game_id: 'crash', currency: 'ETB', is_demo: true, language: 'en', device: 'mobile' } });
    expect(t.data.store.getRow('gameLaunch', 'current')).toMatchObject({ status: 'launched', url: '/games/house/crash/#demo=1&lang=en' });
  });

  it("real money sends the player's id and session", async () => {
    const t = setup({ 'POST /api/v1/games/launch': { ...LAUNCHED, data: { ...LAUNCHED.data, mode: 'real' } } }, true);
    await t.launch({ mode: 'real', device: 'desktop', language: 'am' });
    expect(t.api.log[0]?.options).toEqual({
      body: { game_id: 'crash', user_id: '42', currency: 'ETB', is_demo: false, language: 'am', device: 'desktop' },
      session: { token: 'tok', merchantId: MERCHANT },
    });
  });

  it('each list has its call', async () => {
    const t = setup(
      {
        '/api/v1/casino/launch-game': { game_url: 'https://supplier.example/play' },
        'POST /api/v1/frozen/init': { success: true, data: { url: 'https://frozen.example/real' } },
        'POST /api/v1/frozen/init-demo': { success: true, data: { url: 'https://frozen.example/demo' } },
        'POST /api/inbet/init': { success: true, iframe_url: 'https://inbet.example/g' },
        'POST /api/v1/virtual-games/launch': { success: true, data: { url: '/games/house/vfootball/#demo=1' } },
      },
      true,
    );
    const reset = () => t.engine.emit({ type: 'v1.GameLaunchReset', at: 1, source: 'user', payload: {} });
    expect((await t.launch({ list: 'supplier', gameId: 'g1', mode: 'real' })).payload).toMatchObject({ url: 'https://supplier.example/play' });
    expect(t.api.log[0]?.options).toMatchObject({
      query: { game: 'g1', mode: 'real', player_id: '42', language: 'en', device: 'mobile' },
      session: { token: 'tok' },
    });
    reset();
    await t.launch({ list: 'frozen', gameId: 'f1', mode: 'real' });
    expect(t.api.log[1]?.options.body).toMatchObject({ game_uuid: 'f1', player_id: '42', currency: 'ETB', session_id: 'tok' });
    reset();
    await t.launch({ list: 'frozen', gameId: 'f1', mode: 'demo' });
    expect(t.api.log[2]).toMatchObject({ path: '/api/v1/frozen/init-demo', options: { body: { game_uuid: 'f1', language: 'en' } } });
    expect(t.api.log[2]?.options.session).toBeUndefined();
    reset();
    await t.launch({ list: 'inbet', gameId: 'i1', mode: 'real' });
    expect(t.api.log[3]?.options).toMatchObject({ body: { game_id: 'i1', user_id: '42' }, session: { token: 'tok' } });
    reset();
    await t.launch({ list: 'virtual', gameId: 'vfootball', mode: 'demo' });
    expect(t.api.log[4]?.options).toEqual({
      body: { game_id: 'vfootball', mode: 'demo', user_id: 'demo_player', currency: 'ETB', language: 'en', device: 'mobile' },
    });
  });

  it('real money without a player is refused by the client (spec §5), nothing sent', async () => {
    const t = setup({});
    expect((await t.launch({ mode: 'real' })).payload).toMatchObject({ code: 'USER_ID_REQUIRED', status: 0 });
    t.engine.emit({ type: 'v1.GameLaunchReset', at: 1, source: 'user', payload: {} });
    expect((await t.launch({ list: 'frozen', mode: 'real' })).payload).toMatchObject({ code: 'PLAYER_ID_REQUIRED', status: 0 });
    t.engine.emit({ type: 'v1.GameLaunchReset', at: 1, source: 'user', payload: {} });
    expect((await t.launch({ list: 'inbet', mode: 'real' })).payload).toMatchObject({ code: 'INVALID_USER_ID', status: 0 });
    expect(t.api.calls).toEqual([]);
  });

  it("an answer without a URL (or one the frame must not open) is 'No game URL returned from API'", async () => {
    const t = setup({ 'POST /api/v1/games/launch': { success: true, data: { launch_url: '', mode: 'demo', game_id: 'crash' } } });
    expect((await t.launch({})).payload).toMatchObject({ code: 'NO_GAME_URL', status: 0 });
    t.engine.emit({ type: 'v1.GameLaunchReset', at: 1, source: 'user', payload: {} });
    t.api.set('POST /api/v1/games/launch', { success: true, data: { launch_url: 'javascript:alert(1)', mode: 'demo', game_id: 'crash' } });
    expect((await t.launch({})).payload).toMatchObject({ code: 'NO_GAME_URL' });
  });

  it('REAL_MONEY_OFF is kept: the real-money button explains why from then on', async () => {
    const off = new ApiRequestError('Real-money play is not available here. Try the demo version', 403, 'REAL_MONEY_OFF');
    const t = setup({ 'POST /api/v1/games/launch': off }, true);
    await t.launch({ mode: 'real' });
    expect(t.data.store.getRow('gameLaunch', 'current')).toMatchObject({ status: 'refused', code: 'REAL_MONEY_OFF', real_off: 1 });
    t.engine.emit({ type: 'v1.GameLaunchReset', at: 1, source: 'user', payload: {} });
    expect(t.data.store.getRow('gameLaunch', 'current')).toMatchObject({ status: '', code: '', real_off: 1 });
  });

  it('a launch that has not answered in 8 s is TIMEOUT; a tap meanwhile sends nothing more', async () => {
    vi.useFakeTimers();
    const t = setup({ 'POST /api/v1/games/launch': () => new Promise(() => undefined) });
    const first = t.launch({});
    const second = t.launch({ gameId: 'mines' });
    await vi.advanceTimersByTimeAsync(7_999);
    expect(t.api.calls).toEqual(['POST /api/v1/games/launch']);
    expect(t.data.store.getRow('gameLaunch', 'current')).toMatchObject({ status: 'launching', game_id: 'crash' });
    await vi.advanceTimersByTimeAsync(1);
    expect((await first).payload).toMatchObject({ code: 'TIMEOUT', status: 0 });
    expect(t.data.store.getCell('gameLaunch', 'current', 'status')).toBe('refused');
    void second;
  });
});
