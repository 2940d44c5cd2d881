// The desktop sports area's own rules (spec §2, §4, §9): default sport, the first four categories
// expanded (in the spec's category order), list texts when a list has no rows, and the address after
// each click (a sport closes the tournament; Back keeps the sport; a match is replaced, never appended).
import { describe, it, expect } from 'vitest';
import { sortCategories, sortSportsForStrip } from '../../domain/ordering.ts';
import {
  EXPANDED_AT_START,
  categoriesView,
  chooseSport,
  closeTournament,
  expandedAtStart,
  listView,
  openTournament,
  pickSport,
  selectMatch,
  toggleCategory,
} from '../../src/screens/desktop-sports/selection.ts';

const SPORTS: Record<string, string> = { 1: 'Soccer', 2: 'Basketball', 4: 'Ice Hockey', 5: 'Tennis', 6: 'Handball', 16: 'American Football' };
const nameOf = (id: string): string => SPORTS[id] ?? '';
const strip = sortSportsForStrip(Object.keys(SPORTS), nameOf);

describe('pickSport', () => {
  it('shows soccer by default, whatever its place or id', () => {
    expect(pickSport(strip, nameOf)).toBe('1');
    expect(pickSport(['2', '9'], (id) => (id === '9' ? 'Football' : nameOf(id)))).toBe('9');
  });

  it('keeps a requested sport that exists, and ignores one that does not', () => {
    expect(pickSport(strip, nameOf, '2')).toBe('2');
    expect(pickSport(strip, nameOf, '999')).toBe('1');
  });

  it('without soccer takes the first of the strip; with no sport at all, none', () => {
    const noSoccer = strip.filter((id) => id !== '1');
    expect(pickSport(noSoccer, nameOf)).toBe('2');
    expect(pickSport([], nameOf, '1')).toBe('');
  });
});

describe('categories accordion', () => {
  const names = ['Netherlands', 'International Clubs', 'Portugal', 'France', 'Italy', 'Germany', 'Spain', 'England', 'Ethiopia'];
  const ordered = sortCategories(names, (n) => n);

  it('opens the first four in spec order: Ethiopia, England, Spain, Germany', () => {
    expect(EXPANDED_AT_START).toBe(4);
    expect([...expandedAtStart(ordered)]).toEqual(['Ethiopia', 'England', 'Spain', 'Germany']);
    expect([...expandedAtStart(['USA'])]).toEqual(['USA']);
  });

  it('a first click starts from the four open ones; later clicks keep the player set', () => {
    const closed = toggleCategory(null, ordered, 'England');
    expect([...closed].sort()).toEqual(['Ethiopia', 'Germany', 'Spain']);
    const opened = toggleCategory(closed, ordered, 'Netherlands');
    expect(opened.has('Netherlands')).toBe(true);
    expect(toggleCategory(opened, ordered, 'Netherlands').has('Netherlands')).toBe(false);
    expect(closed.has('Netherlands')).toBe(false);
  });
});

describe('list texts', () => {
  it('rows win over any status, a stale copy included', () => {
    expect(listView(3, 'loading')).toBe('list');
    expect(listView(3, 'stale')).toBe('list');
    expect(listView(3, 'error')).toBe('list');
  });

  it('no rows: loading, error, or the empty text once the answer is in', () => {
    expect(listView(0, 'loading')).toBe('loading');
    expect(listView(0, 'idle')).toBe('loading');
    expect(listView(0, 'error')).toBe('error');
    expect(listView(0, 'ready')).toBe('empty');
  });

  it("categories: 'Loading categories...' while loading, 'Select a sport…' with no sport or no rows", () => {
    expect(categoriesView('1', 0, 'loading')).toBe('loading');
    expect(categoriesView('1', 0, 'ready')).toBe('empty');
    expect(categoriesView('', 0, 'idle')).toBe('empty');
    expect(categoriesView('1', 9, 'ready')).toBe('list');
  });
});

describe('address transitions', () => {
  it('choosing a sport closes the tournament and the match', () => {
    expect(chooseSport('2')).toEqual({ sport: '2' });
  });

  it('opening a tournament keeps its sport and starts without a match', () => {
    expect(openTournament('sr:tournament:132', '2')).toEqual({ sport: '2', tournament: 'sr:tournament:132' });
    expect(openTournament('sr:tournament:17', '')).toEqual({ tournament: 'sr:tournament:17' });
  });

  it('selecting a match keeps sport and tournament; clearing it leaves no empty field', () => {
    const open = { sport: '1', tournament: 'sr:tournament:17' };
    expect(selectMatch(open, 'm1')).toEqual({ ...open, match: 'm1' });
    expect(selectMatch({ ...open, match: 'm1' }, 'm2')).toEqual({ ...open, match: 'm2' });
    expect(selectMatch({ ...open, match: 'm1' }, undefined)).toEqual(open);
  });

  it('Back returns to the sports view of the same sport', () => {
    expect(closeTournament({ sport: '4', tournament: 't', match: 'm' })).toEqual({ sport: '4' });
    expect(closeTournament({ tournament: 't' })).toEqual({});
  });
});
