// The other casino lists through the sync engine with a scripted ApiClient (issue 15, companion §2 b–d, §4, §7, §9):
// each answer put into the one game shape under its own list id; the lobby's providers left alone; the frozen
// casino paged by 20 (page 2 extends the list, page 1 again replaces it); InBet asked in the player's locale; fresh
// 5 minutes, the stale copy kept when a refetch fails; an answer of the wrong shape a failure (BAD_ANSWER, 'Invalid
// response structure'); each try limited to 10 s.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError, createApiClient } from '../../sync/http.ts';
import { GAMES_TTL_MS } from '../../sync/games.ts';
import {
  FROZEN_PAGE_SIZE,
  frozenListId,
  frozenResource,
  inbetListId,
  inbetResource,
  LIST_TIMEOUT_MS,
  SUPPLIER_LIST,
  supplierResource,
} from '../../sync/game-lists.ts';
import { listGames } from '../../sync/read/games.ts';
import { fakeApi, flush, type Answer } from './fake-api.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { inbetSections } from '../../domain/games-lobby.ts';
import { recordedStream } from './stream.ts';

const SUPPLIER = {
  games: [
    {
      gameId: 'crash',
      gameLabel: 'Rocket Crash',
      gameBrand: 'BirrBet Originals',
      gameTechnology: 'html5',
      logoUrl: '/games/thumbs/crash.svg',
      thumbnailUrl: null,
    },
  ],
};
const frozen = (uuid: string, extra: Record<string, unknown> = {}) => ({
  game_uuid: uuid,
  name: uuid.toUpperCase(),
  provider: 'BirrBet Originals',
  thumbnail: null,
  category: uuid,
  is_new: false,
  is_popular: false,
  is_jackpot: false,
  has_demo: true,
  ...extra,
});
const frozenPage = (games: unknown[], page: number, total: number) => ({ success: true, data: { games, total, page, page_size: FROZEN_PAGE_SIZE } });
const INBET = {
  success: true,
  games: [
    { id: 'keno', name: 'Keno 40', type: 'egame', preview: '/games/thumbs/keno.svg' },
    { id: 'vfootball', name: 'Virtual Football League', type: 'bet', preview: null },
  ],
};

function setup(answers: Record<string, Answer>) {
  let clock = 1_000_000;
  const data = createAppData();
  const api = fakeApi(answers);
  const engine = createSyncEngine(data, api, { merchantId: 'birrbet-demo', log: () => undefined, now: () => clock, retryDelaysMs: [] });
  return { data, api, engine, tick: (ms: number) => (clock += ms) };
}

describe('the supplier list (/abcd)', () => {
  it('lands as casino games under its own list, a demo on each, the lobby providers untouched', async () => {
    const t = setup({ '/api/v1/casino/list-games': SUPPLIER });
    t.data.store.setRow('gameProviders', 'house', { name: 'BirrBet Originals', position: 0 });
    t.engine.request(supplierResource());
    await flush();
    expect(t.api.log[0]).toMatchObject({ path: '/api/v1/casino/list-games', options: { timeoutMs: LIST_TIMEOUT_MS } });
    expect(listGames(t.data.store, SUPPLIER_LIST)).toEqual([
      {
        id: 'crash',
        name: 'Rocket Crash',
        thumbnail: '/games/thumbs/crash.svg',
        provider: 'BirrBet Originals',
        provider_name: 'BirrBet Originals',
        category: '',
        type: 'html5',
        is_available: true,
        has_demo: true,
        is_new: false,
        is_popular: false,
        is_jackpot: false,
        rtp: null,
      },
    ]);
    expect(t.data.store.getRow('gameProviders', 'house')).toEqual({ name: 'BirrBet Originals', position: 0 });
  });

  it('is fresh for 5 minutes; a failed refetch keeps the stale copy', async () => {
    const t = setup({ '/api/v1/casino/list-games': SUPPLIER });
    t.engine.request(supplierResource());
    await flush();
    t.tick(GAMES_TTL_MS - 1);
    t.engine.request(supplierResource());
    await flush();
    expect(t.api.calls).toHaveLength(1);
    t.tick(2);
    t.api.set('/api/v1/casino/list-games', new ApiRequestError('Network error. Please check your connection.', 0, 'NETWORK'));
    t.engine.request(supplierResource());
    await flush();
    expect(t.api.calls).toHaveLength(2);
    expect(t.data.store.getRow('resources', supplierResource().key)).toMatchObject({ status: 'stale', code: 'NETWORK' });
    expect(listGames(t.data.store, SUPPLIER_LIST).map((g) => g.name)).toEqual(['Rocket Crash']);
  });

  it('an answer of another shape is a failure by code, no games', async () => {
    const t = setup({ '/api/v1/casino/list-games': { data: { games: 'none' } } });
    t.engine.request(supplierResource());
    await flush();
    expect(t.data.store.getRow('resources', supplierResource().key)).toMatchObject({ status: 'error', code: 'BAD_ANSWER' });
    expect(listGames(t.data.store, SUPPLIER_LIST)).toEqual([]);
  });
});

describe('the frozen casino (/frozen)', () => {
  it('asks pages of 20 by category and search; page 2 extends the list, page 1 again replaces it', async () => {
    const first = Array.from({ length: FROZEN_PAGE_SIZE }, (_, i) => frozen(`g${i}`));
    const t = setup({ '/api/v1/frozen/games': frozenPage(first, 1, 21) });
    const q = { category: 'crash', search: ' ROCK ' };
    t.engine.request(frozenResource(q));
    await flush();
    expect(t.api.log[0]?.options.query).toEqual({ page: '1', page_size: '20', category: 'crash', search: 'rock' });
    t.api.set('/api/v1/frozen/games', frozenPage([frozen('last', { is_jackpot: true, has_demo: false })], 2, 21));
    t.engine.request(frozenResource(q, 2));
    await flush();
    expect(t.api.log[1]?.options.query).toMatchObject({ page: '2' });
    const list = listGames(t.data.store, frozenListId(q));
    expect(list).toHaveLength(21);
    expect(list[20]).toMatchObject({ id: 'last', is_jackpot: true, has_demo: false, category: 'last' });
    t.tick(GAMES_TTL_MS + 1);
    t.api.set('/api/v1/frozen/games', frozenPage([frozen('only', { is_new: true })], 1, 1));
    t.engine.request(frozenResource(q));
    await flush();
    expect(listGames(t.data.store, frozenListId(q)).map((g) => [g.id, g.is_new])).toEqual([['only', true]]);
  });

  it('a list per category and search; a blank search is no search', () => {
    expect(frozenListId({})).toBe('frozen|c=|q=');
    expect(frozenResource({ search: '  ' }).query).toEqual({ page: '1', page_size: '20' });
    expect(frozenResource({ category: 'keno' }, 3).key).toBe('games:frozen|c=keno|q=|page=3');
  });
});

describe('InBet (/inbet)', () => {
  it("is asked in the player's locale and keeps each game's type; InBet has no demo", async () => {
    const t = setup({ '/api/inbet/games': INBET });
    t.engine.request(inbetResource('am'));
    await flush();
    expect(t.api.log[0]?.options).toMatchObject({ query: { language: 'am_ET' }, timeoutMs: LIST_TIMEOUT_MS });
    expect(listGames(t.data.store, inbetListId('am')).map((g) => [g.id, g.type, g.has_demo, g.provider_name])).toEqual([
      ['keno', 'egame', false, 'InBet'],
      ['vfootball', 'bet', false, 'InBet'],
    ]);
    expect(inbetListId('xx')).toBe('inbet|en_US');
  });

  it('a refusal is kept by code and status (the screen picks the InBet text)', async () => {
    const t = setup({ '/api/inbet/games': new ApiRequestError('Request expired', 401, 'TIMESTAMP_EXPIRED') });
    t.engine.request(inbetResource('en'));
    await flush();
    expect(t.data.store.getRow('resources', inbetResource('en').key)).toMatchObject({
      status: 'error',
      code: 'TIMESTAMP_EXPIRED',
      http_status: 401,
    });
  });
});

describe("a list's 10 s", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends a try unanswered after 10 s, where other reads keep the client limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Signing is asynchronous: the clock moves only once both requests are out (their timers set).
    let sent = 0;
    let bothSent = (): void => undefined;
    const out = new Promise<void>((resolve) => {
      bothSent = resolve;
    });
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        sent += 1;
        if (sent === 2) {
          bothSent();
        }
      })) as unknown as typeof fetch;
    const api = createApiClient({ baseUrl: '', merchantId: 'm', apiKey: 'k', fetch: hanging, timeoutMs: 15_000 });
    const settled: string[] = [];
    const list = api.request('GET', '/api/v1/casino/list-games', { timeoutMs: LIST_TIMEOUT_MS }).catch((e: ApiRequestError) => {
      settled.push(`list ${e.code}`);
    });
    const other = api.request('GET', '/api/v1/sports').catch((e: ApiRequestError) => {
      settled.push(`other ${e.code}`);
    });
    await out;
    await vi.advanceTimersByTimeAsync(LIST_TIMEOUT_MS);
    await list;
    expect(settled).toEqual(['list TIMEOUT']);
    await vi.advanceTimersByTimeAsync(5_000);
    await other;
    expect(settled).toEqual(['list TIMEOUT', 'other TIMEOUT']);
  });
});

// Recorded from the real server (scripts/record-game-lists-stream.ts): the three lists, demos from the supplier list
// and the frozen casino, a visitor's InBet launch refused without a call, a signed-in InBet launch.
describe('replaying game-lists.jsonl', () => {
  const stream = recordedStream('game-lists');

  it('applies every event', () => {
    expect(replayJsonl(createAppData(), stream.lines.join('\n'), stream.quiet)).toEqual({ applied: stream.lines.length, dropped: 0 });
  });

  it('holds the supplier list as casino games, each with a demo; a demo launch plays the house page', () => {
    const { store } = stream.replayUpTo('v1.GamesLoaded');
    const games = listGames(store, SUPPLIER_LIST);
    expect(games.map((g) => g.name)).toEqual(['Rocket Crash', 'Mines', 'Plinko', 'Keno 40', 'Lucky Wheel', 'Fruit Fiesta']);
    expect(games.every((g) => g.has_demo && g.provider_name === 'BirrBet Originals')).toBe(true);
    expect(stream.replayUpTo('v1.GameLaunched').store.getRow('gameLaunch', 'current')).toMatchObject({
      status: 'launched',
      list: 'supplier',
      url: '/games/house/crash/#demo=1&lang=en',
    });
  });

  it("keeps the frozen casino's badges, and a category as its own list", () => {
    const { store } = stream.replayUpTo('v1.GamesLoaded', 3);
    const all = listGames(store, frozenListId({}));
    expect(all.find((g) => g.id === 'fruits')).toMatchObject({ is_jackpot: true, is_popular: true, has_demo: true });
    expect(all.find((g) => g.id === 'plinko')).toMatchObject({ is_new: true });
    expect(listGames(store, frozenListId({ category: 'crash' })).map((g) => g.id)).toEqual(['crash']);
    expect(stream.replayUpTo('v1.GameLaunched', 2).store.getRow('gameLaunch', 'current')).toMatchObject({ list: 'frozen', mode: 'demo' });
  });

  it("holds InBet's list in sections bet, egame, slot; a visitor's launch is refused by code", () => {
    const { store } = stream.replayUpTo('v1.GamesLoaded', 4);
    const sections = inbetSections(listGames(store, inbetListId('am')));
    expect(sections.map((s) => [s.type, s.games.map((g) => g.id)])).toEqual([
      ['bet', ['vfootball', 'vhorses']],
      ['egame', ['crash', 'mines', 'plinko', 'keno', 'wheel']],
      ['slot', ['fruits']],
    ]);
    expect(stream.replayUpTo('v1.GameLaunchRefused').store.getRow('gameLaunch', 'current')).toMatchObject({
      status: 'refused',
      list: 'inbet',
      code: 'INVALID_USER_ID',
    });
  });

  it('signed in, InBet opens keno with a launch token', () => {
    expect(stream.replayUpTo('v1.GameLaunched', 3).store.getRow('gameLaunch', 'current')).toMatchObject({
      status: 'launched',
      list: 'inbet',
      mode: 'real',
      url: expect.stringMatching(/^\/games\/house\/keno\/#token=[\w-]+&lang=am$/),
    });
  });
});
