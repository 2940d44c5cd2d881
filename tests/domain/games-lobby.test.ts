// The casino lobby's rules (companion §2/§4/§5/§9): tabs and their categories, TOP as the featured games, the search,
// the empty texts word for word with their search variants, the provider order and exclusions, where a game plays.
import { describe, expect, it } from 'vitest';
import {
  CASINO_TABS,
  DEFAULT_SELECTION,
  EMPTY_TEXTS,
  emptyText,
  isExcludedProvider,
  lobbyGames,
  matchesSearch,
  NO_GAMES,
  orderProviders,
  playerFor,
  providerLabel,
  SELECT_PROVIDER,
  selectionQuery,
  TAB_LABELS,
} from '../../domain/games-lobby.ts';

const game = (name: string, is_popular = false) => ({ name, is_popular });
const provider = (id: string, display_name: string, is_active = true) => ({ id, display_name, is_active });

describe('curated tabs', () => {
  it('are TOP, CRASH, KENO, FRUITS, PLINKO, MINES, WHEEL with topmatches the default', () => {
    expect(CASINO_TABS.map((t) => TAB_LABELS[t])).toEqual(['TOP', 'CRASH', 'KENO', 'FRUITS', 'PLINKO', 'MINES', 'WHEEL']);
    expect(DEFAULT_SELECTION).toEqual({ kind: 'tab', tab: 'topmatches' });
  });

  it('read their category; TOP reads every category, a provider its own games', () => {
    expect(selectionQuery({ kind: 'tab', tab: 'topmatches' })).toEqual({});
    expect(selectionQuery({ kind: 'tab', tab: 'crash' })).toEqual({ category: 'crash' });
    expect(selectionQuery({ kind: 'tab', tab: 'wheel' })).toEqual({ category: 'wheel' });
    expect(selectionQuery({ kind: 'provider', id: 'house' })).toEqual({ provider: 'house' });
  });

  it('TOP keeps the featured (popular) games; other tabs keep all', () => {
    const games = [game('Rocket Crash', true), game('Keno 40'), game('Mines', true)];
    expect(lobbyGames({ kind: 'tab', tab: 'topmatches' }, games, '').map((g) => g.name)).toEqual(['Rocket Crash', 'Mines']);
    expect(lobbyGames({ kind: 'tab', tab: 'keno' }, games, '')).toHaveLength(3);
    expect(lobbyGames({ kind: 'provider', id: 'house' }, games, 'MIN').map((g) => g.name)).toEqual(['Mines']);
  });

  it('a search from TOP looks through every game, not only the featured ones (issue 29)', () => {
    const games = [game('Rocket Crash', true), game('Lucky Wheel'), game('Mines', true)];
    expect(lobbyGames({ kind: 'tab', tab: 'topmatches' }, games, 'whe').map((g) => g.name)).toEqual(['Lucky Wheel']);
    expect(lobbyGames({ kind: 'tab', tab: 'topmatches' }, games, ' E ').map((g) => g.name)).toEqual(['Rocket Crash', 'Lucky Wheel', 'Mines']);
    expect(lobbyGames({ kind: 'tab', tab: 'topmatches' }, games, '   ').map((g) => g.name)).toEqual(['Rocket Crash', 'Mines']);
  });
});

describe('search', () => {
  it('is a case-insensitive substring on the name; blank matches all', () => {
    expect(matchesSearch('Rocket Crash', 'crash')).toBe(true);
    expect(matchesSearch('Rocket Crash', '  KET c ')).toBe(true);
    expect(matchesSearch('Rocket Crash', 'rocketc')).toBe(false);
    expect(matchesSearch('Lucky Wheel', '')).toBe(true);
    expect(matchesSearch('Lucky Wheel', '   ')).toBe(true);
  });
});

describe('empty texts', () => {
  it('are the spec texts per tab', () => {
    expect(CASINO_TABS.map((t) => EMPTY_TEXTS[t].none)).toEqual([
      'No featured games available',
      'No crash games available',
      'No keno games available',
      'No fruits games available',
      'No plinko games available',
      'No mines games available',
      'No wheel games available',
    ]);
  });

  it('have a "match your search" variant when a search term is present', () => {
    expect(emptyText({ kind: 'tab', tab: 'crash' }, '')).toEqual({ tab: 'crash', search: false, text: 'No crash games available' });
    expect(emptyText({ kind: 'tab', tab: 'crash' }, 'zzz')).toEqual({ tab: 'crash', search: true, text: 'No crash games match your search' });
    expect(emptyText({ kind: 'tab', tab: 'topmatches' }, 'x').text).toBe('No featured games match your search');
    expect(emptyText({ kind: 'tab', tab: 'topmatches' }, '  ').text).toBe('No featured games available');
  });

  it('a provider list shows "No games available" and its hint', () => {
    expect(emptyText({ kind: 'provider', id: 'p' }, 'x').text).toBe('No games available');
    expect(NO_GAMES.hint).toBe('Try selecting a different provider or adjusting your search');
  });
});

describe('providers', () => {
  it('leave out ids 632 and 497 and names containing golden or kiron', () => {
    expect(isExcludedProvider(provider('632', 'Anything'))).toBe(true);
    expect(isExcludedProvider(provider('497', 'Anything'))).toBe(true);
    expect(isExcludedProvider(provider('x', 'GoldenRace Virtuals'))).toBe(true);
    expect(isExcludedProvider(provider('y', 'KIRON Interactive'))).toBe(true);
    expect(isExcludedProvider(provider('z', 'Spribe'))).toBe(false);
  });

  it('desktop: house first, then spribe, pragmatic play, smartsoft, boongo, bgaming, then A–Z; inactive and virtual dropped', () => {
    const list = [
      provider('9', 'Zeta'),
      provider('8', 'BGaming'),
      provider('7', 'Alpha'),
      provider('632', 'Golden Race'),
      provider('497', 'Kiron'),
      provider('6', 'Boongo'),
      provider('5', 'SmartSoft'),
      provider('4', 'Pragmatic Play'),
      provider('3', 'Spribe'),
      provider('house', 'BirrBet Originals'),
      provider('2', 'Sleeping', false),
    ];
    expect(orderProviders(list, 'desktop').map((p) => p.display_name)).toEqual([
      'BirrBet Originals',
      'Spribe',
      'Pragmatic Play',
      'SmartSoft',
      'Boongo',
      'BGaming',
      'Alpha',
      'Zeta',
    ]);
  });

  it('mobile: the fixed preferred list (spribe, smartsoft, apollo, spinmatic, pragmatic play, booongo, …)', () => {
    const list = [
      provider('a', 'Pragmatic Play'),
      provider('b', 'Apollo'),
      provider('c', 'SmartSoft'),
      provider('d', 'Booming'),
      provider('e', 'Aardvark'),
    ];
    expect(orderProviders(list, 'mobile').map((p) => p.display_name)).toEqual(['SmartSoft', 'Apollo', 'Pragmatic Play', 'Booming', 'Aardvark']);
  });

  it("the picker shows the chosen provider's name in capitals, else SELECT PROVIDER", () => {
    const list = [provider('house', 'BirrBet Originals')];
    expect(providerLabel({ kind: 'provider', id: 'house' }, list)).toBe('BIRRBET ORIGINALS');
    expect(providerLabel(DEFAULT_SELECTION, list)).toBeNull();
    expect(SELECT_PROVIDER).toBe('SELECT PROVIDER');
  });
});

describe('where a game plays', () => {
  const origin = 'https://birrbet.example';
  it('a same-origin page plays in the overlay; another origin in the pop-up on a desktop', () => {
    expect(playerFor('/games/house/crash/?mode=demo', origin, 'desktop')).toBe('overlay');
    expect(playerFor('https://birrbet.example/games/house/keno/', origin, 'desktop')).toBe('overlay');
    expect(playerFor('https://games.supplier.example/launch?t=1', origin, 'desktop')).toBe('popup');
    expect(playerFor('//evil.example/x', origin, 'desktop')).toBe('popup');
  });

  it('every game plays in the overlay on a phone', () => {
    expect(playerFor('https://games.supplier.example/launch?t=1', origin, 'mobile')).toBe('overlay');
  });
});
