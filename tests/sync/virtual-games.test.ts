// The virtual games page's data (issue 15, companion §2 'Virtual games page', §4, §9): one list per provider (Golden
// Race 632, Kiron 497) read by provider id, normalised to the casino's game shape under `virtual|<provider>`, fresh 5
// minutes and kept stale when the network fails, leaving the casino's providers alone; search on the name; a real
// launch of a virtual game through the launch command. Proven on a recorded stream (scripts/record-virtual-games-
// stream.ts) and on a scripted ApiClient.
import { describe, expect, it } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { listGames } from '../../sync/read/games.ts';
import { GAMES_TTL_MS } from '../../sync/games.ts';
import { searchVirtualGames, virtualAsCasinoGame, virtualGamesResource, virtualListId } from '../../sync/virtual-games.ts';
import { fakeApi, flush } from './fake-api.ts';
import { recordedStream } from './stream.ts';

const stream = recordedStream('virtual-games');
type Store = ReturnType<typeof createAppData>['store'];
const names = (store: Store, provider: string): string[] => listGames(store, virtualListId(provider)).map((g) => g.name);

describe('replaying virtual-games.jsonl', () => {
  it('applies every event', () => {
    expect(replayJsonl(createAppData(), stream.lines.join('\n'), stream.quiet)).toEqual({ applied: stream.lines.length, dropped: 0 });
  });

  it("Golden Race's list holds its games in the casino's shape; the casino's providers stay", () => {
    const { store } = stream.replayUpTo('v1.GamesLoaded', 2);
    expect(listGames(store, 'virtual|632')).toEqual([
      {
        id: 'vfootball',
        name: 'Virtual Football League',
        thumbnail: '/games/thumbs/vfootball.svg',
        provider: '632',
        provider_name: 'Golden Race',
        category: 'virtual',
        type: 'virtual sport',
        is_available: true,
        has_demo: true,
        is_new: false,
        is_popular: false,
        is_jackpot: false,
        rtp: null,
      },
    ]);
    expect(store.getRow('resources', 'games:virtual|632')).toMatchObject({ status: 'ready' });
    expect(store.getRow('gameProviders', 'house')).toEqual({ name: 'BirrBet Originals', position: 0 });
    expect(listGames(store, 'p=|c=|q=')).toHaveLength(6);
  });

  it("Kiron's list is its own; Golden Race's stays", () => {
    const { store } = stream.replayUpTo('v1.GamesLoaded', 3);
    expect(names(store, '497')).toEqual(['Virtual Horse Racing']);
    expect(names(store, '632')).toEqual(['Virtual Football League']);
    expect(store.hasRow('gameProviders', 'house')).toBe(true);
  });

  it('a failed refresh keeps the copy, stale', () => {
    const { store } = stream.replayUpTo('v1.ResourceFetchFailed', 2);
    expect(store.getRow('resources', 'games:virtual|632')).toMatchObject({ status: 'stale', code: 'NETWORK' });
    expect(names(store, '632')).toEqual(['Virtual Football League']);
  });

  it('signed in, a real launch opens the vfootball page with a launch token; closing goes back to idle', () => {
    const row = stream.replayUpTo('v1.GameLaunched').store.getRow('gameLaunch', 'current');
    expect(row).toMatchObject({ status: 'launched', list: 'virtual', game_id: 'vfootball', mode: 'real' });
    expect(row.url).toMatch(/^\/games\/house\/vfootball\/#token=[\w-]{20,}&lang=en$/);
    expect(stream.replayUpTo('v1.GameLaunchReset').store.getRow('gameLaunch', 'current')).toMatchObject({ status: '', url: '' });
  });
});

describe('the list by provider', () => {
  const answer = {
    success: true,
    data: [
      { id: 'vhorses', name: 'Virtual Horse Racing', thumbnail: null, is_available: false, provider_id: '497' },
      { id: 'vdogs', name: 'Platinum Hounds', thumbnail: '/h.png', is_available: true, provider_id: '' },
    ],
  };

  it('is read by provider id, fresh for 5 minutes, each game normalised (no thumbnail stays null)', async () => {
    let clock = 1_000_000;
    const data = createAppData();
    const api = fakeApi({ '/api/v1/virtual-games': answer });
    const engine = createSyncEngine(data, api, { log: () => undefined, now: () => clock, retryDelaysMs: [] });
    const kiron = virtualGamesResource('497');
    engine.request(kiron);
    await flush();
    expect(api.log[0]).toMatchObject({ path: '/api/v1/virtual-games', options: { query: { provider_id: '497' } } });
    const games = listGames(data.store, 'virtual|497');
    expect(games.map((g) => [g.id, g.thumbnail, g.is_available, g.provider, g.provider_name])).toEqual([
      ['vhorses', null, false, '497', 'Kiron'],
      ['vdogs', '/h.png', true, '497', 'Kiron'],
    ]);
    clock += GAMES_TTL_MS - 1;
    engine.request(kiron);
    await flush();
    expect(api.calls).toHaveLength(1);
    clock += 2;
    engine.request(kiron);
    await flush();
    expect(api.calls).toHaveLength(2);
  });

  it('the two providers are two lists with two keys', () => {
    expect(virtualGamesResource('632').key).toBe('games:virtual|632');
    expect(virtualGamesResource('497').key).toBe('games:virtual|497');
  });

  it("an unknown provider's game keeps the id as its provider name", () => {
    expect(virtualAsCasinoGame({ id: 'x', name: 'X', thumbnail: null, is_available: true, provider_id: '9' }, '9').provider_name).toBe('9');
  });
});

describe('search', () => {
  const games = [{ name: 'Virtual Football League' }, { name: 'Virtual Horse Racing' }, { name: 'Platinum Hounds' }];

  it('is a case-insensitive substring of the name; blank shows every game', () => {
    expect(searchVirtualGames(games, 'HORSE').map((g) => g.name)).toEqual(['Virtual Horse Racing']);
    expect(searchVirtualGames(games, ' virtual ').map((g) => g.name)).toEqual(['Virtual Football League', 'Virtual Horse Racing']);
    expect(searchVirtualGames(games, 'ound')).toHaveLength(1);
    expect(searchVirtualGames(games, '')).toHaveLength(3);
    expect(searchVirtualGames(games, 'zzz')).toEqual([]);
  });
});
