// The other casino lists' rules (companion §2 screens b and d, §5, §9): InBet's sections in type order bet, egame,
// slot (Betting Games, Keno Games, Slot Games), empty sections kept; the supplier list's brand tabs and its search on
// the name and the brand.
import { describe, expect, it } from 'vitest';
import { brandTabs, INBET_SECTION_NAMES, INBET_TYPES, inbetSections, supplierGames } from '../../domain/games-lobby.ts';

describe('InBet sections', () => {
  it('follow the type order bet, egame, slot, named Betting Games, Keno Games, Slot Games', () => {
    expect(INBET_TYPES.map((t) => INBET_SECTION_NAMES[t])).toEqual(['Betting Games', 'Keno Games', 'Slot Games']);
  });

  it('group the list by type in that order whatever order it came in, keep empty sections, drop unknown types', () => {
    const games = [
      { id: 'fruits', type: 'slot' },
      { id: 'keno', type: 'egame' },
      { id: 'vfootball', type: 'bet' },
      { id: 'odd', type: 'poker' },
      { id: 'crash', type: 'egame' },
    ];
    expect(inbetSections(games).map((s) => [s.type, s.games.map((g) => g.id)])).toEqual([
      ['bet', ['vfootball']],
      ['egame', ['keno', 'crash']],
      ['slot', ['fruits']],
    ]);
    expect(inbetSections([{ id: 'keno', type: 'egame' }]).map((s) => s.games.length)).toEqual([0, 1, 0]);
  });
});

describe('the supplier list', () => {
  const games = [
    { name: 'Rocket Crash', brand: 'BirrBet Originals' },
    { name: 'Aviator', brand: 'Spribe' },
    { name: 'Mines', brand: 'BirrBet Originals' },
    { name: 'Nameless', brand: '' },
  ];

  it('offers each brand once, in the order the list names them', () => {
    expect(brandTabs(games)).toEqual(['BirrBet Originals', 'Spribe']);
  });

  it('keeps one brand under its tab, every brand without one', () => {
    expect(supplierGames(games, 'Spribe', '').map((g) => g.name)).toEqual(['Aviator']);
    expect(supplierGames(games, null, '')).toHaveLength(4);
  });

  it('searches the name and the brand, ignoring case and blanks around the term', () => {
    expect(supplierGames(games, null, ' MIN ').map((g) => g.name)).toEqual(['Mines']);
    expect(supplierGames(games, null, 'spri').map((g) => g.name)).toEqual(['Aviator']);
    expect(supplierGames(games, null, 'originals').map((g) => g.name)).toEqual(['Rocket Crash', 'Mines']);
    expect(supplierGames(games, 'Spribe', 'mines')).toEqual([]);
  });
});
