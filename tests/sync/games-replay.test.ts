// The casino in the store, proven by replaying streams recorded from the real server (scripts/record-games-stream.ts):
// the lobby's TOP list (six house games, the providers), a search, a demo launch of crash and the player closing it,
// a real-money launch once signed in, a launch refused by code; and a list whose refetch failed, kept as a stale copy.
import { describe, expect, it } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { lobbyGames } from '../../domain/games-lobby.ts';
import { listGames } from '../../sync/read/games.ts';
import { recordedStream } from './stream.ts';

const lobby = recordedStream('games-lobby');
const stale = recordedStream('games-stale');

type Store = ReturnType<typeof createAppData>['store'];
const listNames = (store: Store, list: string): string[] => listGames(store, list).map((g) => g.name);

describe('replaying games-lobby.jsonl', () => {
  it('applies every event', () => {
    expect(replayJsonl(createAppData(), lobby.lines.join('\n'), lobby.quiet)).toEqual({ applied: lobby.lines.length, dropped: 0 });
  });

  it('holds the lobby list, its games and the providers; TOP shows the featured ones', () => {
    const { store } = lobby.replayUpTo('v1.GamesLoaded');
    expect(listNames(store, 'p=|c=|q=')).toHaveLength(6);
    const games = listGames(store, 'p=|c=|q=');
    expect(games.find((g) => g.id === 'crash')).toMatchObject({
      name: 'Rocket Crash',
      provider: 'house',
      category: 'crash',
      has_demo: true,
      rtp: 97,
    });
    expect(store.getRow('gameProviders', 'house')).toEqual({ name: 'BirrBet Originals', position: 0 });
    expect(store.hasRow('gameProviders', '632')).toBe(false);
    expect(lobbyGames({ kind: 'tab', tab: 'topmatches' }, games, '').map((g) => g.name)).toEqual(['Rocket Crash', 'Mines']);
    expect(store.getRow('resources', 'games:p=|c=|q=')).toMatchObject({ status: 'ready' });
  });

  it('a search is its own list, the first one stays', () => {
    const { store } = lobby.replayUpTo('v1.GamesLoaded', 2);
    expect(listNames(store, 'p=|c=|q=cra')).toEqual(['Rocket Crash']);
    expect(listNames(store, 'p=|c=|q=')).toHaveLength(6);
  });

  it('a demo launch: launching, then the same-origin house page; closing goes back to idle', () => {
    expect(lobby.replayUpTo('v1.GameLaunchRequested').store.getRow('gameLaunch', 'current')).toMatchObject({
      status: 'launching',
      list: 'lobby',
      game_id: 'crash',
      mode: 'demo',
    });
    expect(lobby.replayUpTo('v1.GameLaunched').store.getRow('gameLaunch', 'current')).toMatchObject({
      status: 'launched',
      url: '/games/house/crash/#demo=1&lang=en',
    });
    expect(lobby.replayUpTo('v1.GameLaunchReset').store.getRow('gameLaunch', 'current')).toMatchObject({ status: '', url: '' });
  });

  it('signed in, a real-money launch gets a token-bearing page in the player language', () => {
    const row = lobby.replayUpTo('v1.GameLaunched', 2).store.getRow('gameLaunch', 'current');
    expect(row).toMatchObject({ status: 'launched', mode: 'real' });
    expect(row.url).toMatch(/^\/games\/house\/crash\/#token=.+&lang=am$/);
  });

  it('a refusal keeps its code, status and the server text', () => {
    const data = createAppData();
    replayJsonl(data, lobby.lines.join('\n'), lobby.quiet);
    expect(data.store.getRow('gameLaunch', 'current')).toMatchObject({
      status: 'refused',
      code: 'GAME_NOT_FOUND',
      message: 'Game not found',
      real_off: 0,
    });
  });
});

describe('replaying games-stale.jsonl', () => {
  it('a failed refetch keeps the list on screen, marked stale with its time', () => {
    const loaded = stale.replayUpTo('v1.GamesLoaded').store;
    const fetchedAt = loaded.getCell('resources', 'games:p=|c=crash|q=', 'fetched_at');
    const data = createAppData();
    expect(replayJsonl(data, stale.lines.join('\n'), stale.quiet).dropped).toBe(0);
    expect(data.store.getRow('resources', 'games:p=|c=crash|q=')).toMatchObject({ status: 'stale', code: 'NETWORK', fetched_at: fetchedAt });
    expect(listNames(data.store, 'p=|c=crash|q=')).toEqual(['Rocket Crash']);
  });
});
