// The phone sports browser's pure rules (spec §2): default sport, casino sections that are not sports,
// the auto-open first category with one open at a time, and the ticks behind 'Open Selected (n)'.
import { describe, it, expect } from 'vitest';
import {
  isNonSportSection,
  resolveSportId,
  openCategory,
  toggleCategory,
  toggleTick,
  tournamentsParam,
} from '../../src/screens/sports/browser-rules.ts';

const names: Record<string, string> = { 1: 'Soccer', 2: 'Basketball', 5: 'Tennis', 99: 'Football' };
const name = (id: string): string => names[id] ?? '';

describe('which sport the browser shows', () => {
  it("shows the address's sport, even one not in the list (the screen then shows its empty state)", () => {
    expect(resolveSportId('2', ['1', '2'], name)).toBe('2');
    expect(resolveSportId('777', ['1', '2'], name)).toBe('777');
  });
  it('defaults to soccer, or a sport named Football, wherever it sits in the list', () => {
    expect(resolveSportId(undefined, ['2', '1', '5'], name)).toBe('1');
    expect(resolveSportId(undefined, ['2', '99'], name)).toBe('99');
  });
  it('falls back to the first sport without soccer, and to nothing without sports', () => {
    expect(resolveSportId(undefined, ['5', '2'], name)).toBe('5');
    expect(resolveSportId(undefined, [], name)).toBe('');
    expect(resolveSportId('', ['5', '2'], name)).toBe('5');
  });
});

describe('sections that are not sports', () => {
  it('knows the seven casino lobby sections, in any case', () => {
    for (const id of ['topmatches', 'crash', 'keno', 'fruits', 'plinko', 'mines', 'wheel', 'CRASH', ' Keno ']) {
      expect(isNonSportSection(id)).toBe(true);
    }
  });
  it('takes sport ids and other words for sports', () => {
    for (const id of ['1', '16', 'sr:sport:1', 'soccer', 'top', 'minesweeper']) {
      expect(isNonSportSection(id)).toBe(false);
    }
  });
});

describe('the category accordion', () => {
  const cats = ['et', 'en', 'es'];
  it('opens the first category until the player chooses', () => {
    expect(openCategory(undefined, cats)).toBe('et');
    expect(openCategory(undefined, [])).toBeNull();
  });
  it("keeps the player's choice, including having closed everything", () => {
    expect(openCategory('es', cats)).toBe('es');
    expect(openCategory(null, cats)).toBeNull();
  });
  it('falls back to the first when the chosen category is gone after a reload', () => {
    expect(openCategory('gone', cats)).toBe('et');
  });
  it('closes the open category when tapped again, and opens only one at a time', () => {
    expect(toggleCategory('et', 'et')).toBeNull();
    expect(toggleCategory('et', 'en')).toBe('en');
    expect(toggleCategory(null, 'es')).toBe('es');
  });
});

describe('ticked tournaments', () => {
  it('ticks and unticks, keeping the order of ticking', () => {
    let ticked = toggleTick([], 'pl');
    ticked = toggleTick(ticked, 'ucl');
    ticked = toggleTick(ticked, 'laliga');
    expect(ticked).toEqual(['pl', 'ucl', 'laliga']);
    expect(toggleTick(ticked, 'ucl')).toEqual(['pl', 'laliga']);
  });
  it('opens ticked tournaments as ids joined by commas, without blanks or repeats, none when empty', () => {
    expect(tournamentsParam(['sr:tournament:17', 'sr:tournament:7'])).toBe('sr:tournament:17,sr:tournament:7');
    expect(tournamentsParam(['a', ' ', 'a', 'b'])).toBe('a,b');
    expect(tournamentsParam([])).toBeUndefined();
  });
});
