// League labels and badges (src/reference/leagues.ts): short labels, the category deciding between two
// leagues of one name, unknown leagues keeping their name, and readable marks for every feed tournament.
import { describe, it, expect } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { leagueLabel, leagueLook } from '../../src/reference/leagues.ts';
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
