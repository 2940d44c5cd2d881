// League names, labels and badges (src/reference/leagues.ts): the one shown name of a league, short labels, the
// category deciding between two leagues of one name, unknown leagues keeping their name, and readable marks for
// every feed tournament.
import { describe, it, expect } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { leagueLabel, leagueLook } from '../../src/reference/leagues.ts';
import { leagueName, leagueNames } from '../../src/reference/league-table.ts';
import { LeagueBadge } from '../../src/reference/LeagueBadge.tsx';
import { contrast, MIN_CONTRAST } from '../../src/reference/colour.ts';
import { CATEGORIES, TOURNAMENTS } from '../../server/modules/catalog/feed/sports.ts';

describe('leagueLabel', () => {
  it('shortens the well-known leagues', () => {
    expect(leagueLabel('Premier League')).toBe('EPL');
    expect(leagueLabel('LaLiga')).toBe('LaLiga');
    expect(leagueLabel('La Liga')).toBe('LaLiga');
    expect(leagueLabel('UEFA Champions League')).toBe('UCL');
    expect(leagueLabel('uefa europa league')).toBe('UEL');
    expect(leagueLabel('Handball-Bundesliga')).toBe('HBL');
    expect(leagueLabel('ATP Tour')).toBe('ATP');
  });

  it('lets the category pick between leagues of one name', () => {
    expect(leagueLabel('Premier League', 'England')).toBe('EPL');
    expect(leagueLabel('Premier League', 'Ethiopia')).toBe('EthPL');
    expect(leagueLabel('Serie A', 'Brazil')).toBe('Brasileirão');
    expect(leagueLabel('Serie A', 'Italy')).toBe('Serie A');
  });

  it('keeps an unknown league its own name', () => {
    expect(leagueLabel('Kenyan Premier League')).toBe('Kenyan Premier League');
    expect(leagueLabel('')).toBe('');
  });
});

describe('leagueName', () => {
  it("names the top leagues of the demo feed the same way: no country before England's Premier League", () => {
    const feed: Array<[string, string]> = [
      ['Premier League', 'England'],
      ['LaLiga', 'Spain'],
      ['Bundesliga', 'Germany'],
      ['Serie A', 'Italy'],
      ['Ligue 1', 'France'],
      ['UEFA Champions League', 'International Clubs'],
      ['UEFA Europa League', 'International Clubs'],
      ['Premier League', 'Ethiopia'],
    ];
    const names = leagueNames(
      feed,
      ([n, c]) => `${c}/${n}`,
      ([n]) => n,
      ([, c]) => c,
    );
    expect([...names.values()]).toEqual([
      'Premier League',
      'LaLiga',
      'Bundesliga',
      'Serie A',
      'Ligue 1',
      'UEFA Champions League',
      'UEFA Europa League',
      'Ethiopian Premier League',
    ]);
  });

  it('takes a reference name only for its own country, and keeps unknown names as they are', () => {
    expect(leagueName('Premier League')).toBe('Premier League');
    expect(leagueName('Premier League', 'Kenya')).toBe('Premier League');
    expect(leagueName('Serie A', 'Brazil')).toBe('Brasileirão Serie A');
    expect(leagueName('Primera Division', 'Chile')).toBe('Primera Division');
    expect(leagueName('La Liga', 'Spain')).toBe('LaLiga');
    expect(leagueName(' EuroLeague ', 'International')).toBe('EuroLeague');
    expect(leagueName('')).toBe('');
  });

  it('tells two leagues that still read the same apart by their country', () => {
    const names = leagueNames(
      [
        ['1', 'Kenya'],
        ['2', 'Ghana'],
        ['3', 'England'],
      ],
      ([id]) => id ?? '',
      () => 'Premier League',
      ([, c]) => c ?? '',
    );
    expect([...names.values()]).toEqual(['Kenya Premier League', 'Ghana Premier League', 'England Premier League']);
  });
});

describe('league badges', () => {
  it('give every tournament of the demo feed a readable mark', () => {
    for (const t of TOURNAMENTS) {
      const category = CATEGORIES.find((c) => c.id === t.categoryId)?.name;
      const look = leagueLook(t.name, category);
      expect(look.mark.length, t.name).toBeGreaterThan(0);
      expect(look.mark.length, t.name).toBeLessThanOrEqual(4);
      expect(contrast(look.fill, look.text), t.name).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    expect(leagueLook('Premier League', 'Ethiopia').mark).toBe('ETH');
    expect(leagueLook('Premier League', 'England').mark).toBe('PL');
  });

  it('derive a stable look for unknown leagues', () => {
    expect(leagueLook('Ethiopian Higher League')).toEqual(leagueLook('Ethiopian Higher League'));
    expect(leagueLook('Ethiopian Higher League').mark).toBe('EHL');
  });

  it('render a decorative square with the mark', () => {
    const out = renderToStaticMarkup(createElement(LeagueBadge, { name: 'UEFA Champions League', size: 20 }));
    expect(out).toContain('>UCL</text>');
    expect(out).toContain('aria-hidden="true"');
    expect(out).toContain('width="20"');
  });
});
