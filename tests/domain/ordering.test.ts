// The orderings and market labels of spec §5/§9, with the spec's own names.
import { describe, it, expect } from 'vitest';
import {
  sortSportsForStrip,
  sortCategories,
  sortTournamentGrid,
  tournamentPriority,
  sortTournamentsByPriority,
  gridRank,
  TOURNAMENT_GRID,
} from '../../domain/ordering.ts';
import { labelOutcomes, isPickable, formatOdds, shortMatchId } from '../../domain/market-display.ts';

const id = (s: string): string => s;

describe('orderings', () => {
  it('sport strip: Soccer, Basketball, Tennis, Baseball, Ice Hockey, American Football, Rugby, Volleyball, then A–Z', () => {
    const sports = ['Volleyball', 'Handball', 'Tennis', 'American Football', 'Soccer', 'Ice Hockey', 'Basketball', 'Darts', 'Rugby', 'Baseball'];
    expect(sortSportsForStrip(sports, id)).toEqual([
      'Soccer',
      'Basketball',
      'Tennis',
      'Baseball',
      'Ice Hockey',
      'American Football',
      'Rugby',
      'Volleyball',
      'Darts',
      'Handball',
    ]);
  });

  it('categories: Ethiopia, England, Spain, Germany, Italy, France, Portugal, then A–Z', () => {
    const cats = ['Netherlands', 'France', 'International', 'England', 'Ethiopia', 'Portugal', 'Spain', 'Italy', 'Germany', 'Brazil'];
    expect(sortCategories(cats, id)).toEqual([
      'Ethiopia',
      'England',
      'Spain',
      'Germany',
      'Italy',
      'France',
      'Portugal',
      'Brazil',
      'International',
      'Netherlands',
    ]);
  });

  it('top-sports grid: the big five, Champions League, Europa League, then A–Z', () => {
    const t = ['Eredivisie', 'Champions League', 'Ligue 1', 'Premier League', 'Europa League', 'Serie A', 'Bundesliga', 'LaLiga', 'Allsvenskan'];
    expect(sortTournamentGrid(t, id)).toEqual([
      'Premier League',
      'LaLiga',
      'Bundesliga',
      'Serie A',
      'Ligue 1',
      'Champions League',
      'Europa League',
      'Allsvenskan',
      'Eredivisie',
    ]);
  });

  it("top-sports grid of the feed's football: UEFA names and countries, Ethiopia's Premier League among the A–Z", () => {
    const feed: Array<[string, string]> = [
      ['Premier League', 'Ethiopia'],
      ['Liga Portugal', 'Portugal'],
      ['UEFA Europa League', 'International Clubs'],
      ['Eredivisie', 'Netherlands'],
      ['UEFA Champions League', 'International Clubs'],
      ['Ligue 1', 'France'],
      ['Serie A', 'Italy'],
      ['Bundesliga', 'Germany'],
      ['LaLiga', 'Spain'],
      ['Premier League', 'England'],
    ];
    const sorted = sortTournamentGrid(
      feed,
      ([name]) => name,
      ([, country]) => country,
    ).map(([name, country]) => `${country}/${name}`);
    expect(sorted).toEqual([
      'England/Premier League',
      'Spain/LaLiga',
      'Germany/Bundesliga',
      'Italy/Serie A',
      'France/Ligue 1',
      'International Clubs/UEFA Champions League',
      'International Clubs/UEFA Europa League',
      'Netherlands/Eredivisie',
      'Portugal/Liga Portugal',
      'Ethiopia/Premier League',
    ]);
  });

  it('top-sports grid: a big-five name elsewhere is just a name; spelling, accents and case do not matter', () => {
    expect(gridRank('Premier League', 'England')).toBe(0);
    expect(gridRank('Premier League')).toBe(0);
    expect(gridRank('Premier League', 'Kenya')).toBe(TOURNAMENT_GRID.length);
    expect(gridRank('Serie A', 'Brazil')).toBe(TOURNAMENT_GRID.length);
    expect(gridRank('La Liga', 'Spain')).toBe(1);
    expect(gridRank('UEFA Champions League', 'International Clubs')).toBe(5);
    expect(gridRank('uefa europa league')).toBe(6);
    expect(gridRank('UEFA Europa Conference League')).toBe(TOURNAMENT_GRID.length);
    const ties = [
      ['Premier League', 'Kenya'],
      ['Premier League', 'Ethiopia'],
      ['Allsvenskan', 'Sweden'],
    ];
    expect(
      sortTournamentGrid(
        ties,
        ([n]) => n ?? '',
        ([, c]) => c ?? '',
      ).map(([, c]) => c),
    ).toEqual(['Sweden', 'Ethiopia', 'Kenya']);
  });

  it('top-sports grid of basketball: every tournament, A–Z', () => {
    expect(sortTournamentGrid(['NBA', 'EuroLeague'], id)).toEqual(['EuroLeague', 'NBA']);
  });

  it('international priority 0–3, big five 4–8, second divisions 9–13, others 999', () => {
    expect(tournamentPriority('UEFA Champions League')).toBe(0);
    expect(tournamentPriority('Copa Libertadores')).toBe(3);
    expect(tournamentPriority('Premier League')).toBe(4);
    expect(tournamentPriority('Ligue 1')).toBe(8);
    expect(tournamentPriority('Ligue 2')).toBe(13);
    expect(tournamentPriority('Ethiopian Premier League')).toBe(999);
  });

  it("a category's tournaments: international, big five, second divisions by priority, then A–Z", () => {
    const t = ['Serie B', 'Coppa Italia', 'UEFA Europa League', 'Serie A', 'Allsvenskan', 'UEFA Champions League', 'Ligue 1'];
    expect(sortTournamentsByPriority(t, id)).toEqual([
      'UEFA Champions League',
      'UEFA Europa League',
      'Serie A',
      'Ligue 1',
      'Serie B',
      'Allsvenskan',
      'Coppa Italia',
    ]);
  });
});

describe('market display', () => {
  it('labels a draw X and the others 1 and 2', () => {
    expect(labelOutcomes([{ name: 'Arsenal' }, { name: 'Draw' }, { name: 'Chelsea' }]).map((l) => l.label)).toEqual(['1', 'X', '2']);
    expect(labelOutcomes([{ name: '1' }, { name: 'X' }, { name: '2' }]).map((l) => l.label)).toEqual(['1', 'X', '2']);
  });
  it('labels a two-outcome market 1 and 2', () => {
    expect(labelOutcomes([{ name: 'Lakers' }, { name: 'Celtics' }]).map((l) => l.label)).toEqual(['1', '2']);
  });
  it('allows picking only on active markets', () => {
    expect(isPickable('active')).toBe(true);
    expect(isPickable('suspended')).toBe(false);
  });
  it('shows odds to 2 decimals and the last 6 characters of a match id', () => {
    expect(formatOdds(2.5)).toBe('2.50');
    expect(formatOdds(1.005)).toMatch(/^1\.0[01]$/);
    expect(shortMatchId('sr:match:48291734')).toBe('291734');
  });
});
