// Catalogue endpoints against a real (in-memory) database: every answer must decode with the client's
// structs in schema/, and the content must look like a real book (real clubs, 1X2 first, many markets).
import { gunzipSync } from 'node:zlib';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  CategoriesResponse,
  MarketsResponse,
  MatchesResponse,
  SportsResponse,
  TopLeaguesResponse,
  TopSportsResponse,
  TournamentsResponse,
} from '../../schema/index.ts';
import { SPORTS } from '../../server/modules/catalog/feed/index.ts';
import { NOW, getJson, signRequest, signed, useTestApp } from './helpers.ts';

const PREMIER_LEAGUE_CLUBS = new Set([
  'Arsenal',
  'Liverpool',
  'Manchester City',
  'Chelsea',
  'Newcastle United',
  'Aston Villa',
  'Crystal Palace',
  'Tottenham Hotspur',
  'Manchester United',
  'Brighton & Hove Albion',
  'Bournemouth',
  'Nottingham Forest',
  'Brentford',
  'Fulham',
  'Everton',
  'West Ham United',
  'Sunderland',
  'Leeds United',
  'Wolverhampton Wanderers',
  'Burnley',
]);

const t = useTestApp();

const get = async (url: string): Promise<unknown> => getJson(t.app, url);

describe('sports, categories, tournaments', () => {
  it('lists active sports with their upcoming match counts, football with at least 150', async () => {
    const { sports } = create(await get('/api/v1/sports?active=true'), SportsResponse);
    // Every sport of the feed, in numeric id order (eleven since issue 32).
    expect(sports.map((s) => s.id)).toEqual(SPORTS.map((s) => s.id).sort((a, b) => Number(a) - Number(b)));
    expect(sports.every((s) => s.match_count > 0)).toBe(true);
    expect(sports.find((s) => s.id === '1')).toMatchObject({ name: 'Soccer' });
    expect(sports.find((s) => s.id === '1')!.match_count).toBeGreaterThanOrEqual(150);
  });

  it('lists football categories, Ethiopia first, with paging fields', async () => {
    const body = create(await get('/api/v1/sports/1/categories?active=true'), CategoriesResponse);
    expect(body.categories[0]).toMatchObject({ name: 'Ethiopia', country_code: 'et', sport_id: '1' });
    expect(body.categories.map((c) => c.name)).toContain('England');
    expect(body).toMatchObject({ total: body.categories.length, page: 1, page_size: 100 });
    const paged = create(await get('/api/v1/sports/1/categories?active=true&page=2&page_size=2'), CategoriesResponse);
    expect(paged.categories.map((c) => c.category_id)).toEqual(body.categories.slice(2, 4).map((c) => c.category_id));
  });

  it('lists the tournaments of a category with counts and the earliest kick-off', async () => {
    const { tournaments } = create(await get('/api/v1/categories/sr:category:1/tournaments?active=true'), TournamentsResponse);
    const pl = tournaments.find((x) => x.name === 'Premier League');
    expect(pl).toMatchObject({ id: 'sr:tournament:17', category_name: 'England', sport_name: 'Soccer', active: true, country_code: 'gb-eng' });
    expect(pl!.match_count).toBeGreaterThan(0);
    expect(pl!.upcoming_matches).toBeLessThanOrEqual(pl!.match_count);
    expect(Date.parse(pl!.earliest_match_date!)).toBeGreaterThan(NOW);
  });
});

describe('matches and markets', () => {
  it('lists Premier League matches in kick-off order with real clubs and a 1X2 main market', async () => {
    const body = create(await get('/api/v1/matches?tournament_id=sr:tournament:17&active=true'), MatchesResponse);
    expect(body.matches.length).toBeGreaterThan(5);
    expect(body).toMatchObject({ total: body.matches.length, page: 1, page_size: 100 });
    const times = body.matches.map((m) => Date.parse(m.start_time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((x) => x > NOW)).toBe(true);
    for (const m of body.matches) {
      expect(PREMIER_LEAGUE_CLUBS.has(m.home_team.name) && PREMIER_LEAGUE_CLUBS.has(m.away_team.name)).toBe(true);
      expect(m.main_market).toMatchObject({ market_id: '1', name: '1X2', status: 'active' });
      expect(m.main_market!.outcomes.map((o) => o.name)).toEqual(['1', 'X', '2']);
      expect(m.outcome_count).toBeGreaterThan(50);
    }
    const page2 = create(await get('/api/v1/matches?tournament_id=sr:tournament:17&page=2&page_size=3'), MatchesResponse);
    expect(page2.matches.map((m) => m.id)).toEqual(body.matches.slice(3, 6).map((m) => m.id));
  });

  it('serves at least 25 football markets, 1X2 first, ordered by priority, outcome_count consistent', async () => {
    const { matches } = create(await get('/api/v1/matches?tournament_id=sr:tournament:17'), MatchesResponse);
    const match = matches[0]!;
    const { markets } = create(await get(`/api/v1/matches/${match.id}/markets`), MarketsResponse);
    expect(markets.length).toBeGreaterThanOrEqual(25);
    expect(markets[0]).toEqual(match.main_market);
    const priorities = markets.map((m) => m.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(markets.reduce((n, m) => n + m.outcomes.length, 0)).toBe(match.outcome_count);
    const lined = markets.find((m) => m.specifier !== null)!;
    expect(lined.outcomes.every((o) => o.specifier === lined.specifier && o.variant === null && o.odds >= 1)).toBe(true);
  });
});

describe('top sports and top leagues', () => {
  it('gives each sport with upcoming matches its next matches, in numeric sport id order', async () => {
    const body = create(await get('/api/v1/top-sports'), TopSportsResponse);
    expect(body.sports.map((s) => Number(s.sport_id))).toEqual(SPORTS.map((s) => Number(s.id)).sort((a, b) => a - b));
    for (const s of body.sports) {
      expect(s.matches.length).toBeGreaterThan(0);
      expect(s.matches.length).toBeLessThanOrEqual(20);
      expect(s.matches.every((m) => m.sport_id === s.sport_id && m.main_market !== null)).toBe(true);
    }
    expect(body.pagination).toMatchObject({ page: 1, page_size: 20 });
    const second = create(await get('/api/v1/top-sports?page=2&page_size=3'), TopSportsResponse);
    const soccerFirst = body.sports[0]!.matches.slice(3, 6).map((m) => m.id);
    expect(second.sports[0]!.matches.map((m) => m.id)).toEqual(soccerFirst);
  });

  it("gives one sport's list alone with sport_id, 404 for an unknown sport and 400 for a malformed id", async () => {
    const all = create(await get('/api/v1/top-sports?page_size=5'), TopSportsResponse);
    const basketball = create(await get('/api/v1/top-sports?sport_id=2&page_size=5'), TopSportsResponse);
    expect(basketball.sports).toEqual(all.sports.filter((s) => s.sport_id === '2'));
    const unknown = await signed(t.app, { url: '/api/v1/top-sports?sport_id=99' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Sport not found', code: 'NOT_FOUND' });
    expect((await signed(t.app, { url: `/api/v1/top-sports?sport_id=${'1'.repeat(65)}` })).statusCode).toBe(400);
  });

  it('mixes up to 20 top-league matches sorted by kick-off', async () => {
    const body = create(await get('/api/v1/top-sports/mixed'), TopSportsResponse);
    expect(body.sports).toHaveLength(1);
    const [mixed] = body.sports;
    expect(mixed).toMatchObject({ sport_id: 'mixed', sport_name: 'Top Matches' });
    expect(mixed!.matches.length).toBeGreaterThan(0);
    expect(mixed!.matches.length).toBeLessThanOrEqual(20);
    const times = mixed!.matches.map((m) => Date.parse(m.start_time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('lists the top leagues by rank', async () => {
    const { top_leagues } = create(await get('/api/v1/top-leagues'), TopLeaguesResponse);
    expect(top_leagues.map((l) => l.name)).toEqual([
      'Premier League',
      'LaLiga',
      'Bundesliga',
      'Serie A',
      'Ligue 1',
      'UEFA Champions League',
      'UEFA Europa League',
      'Premier League',
      'NBA',
      'EuroLeague',
      'NHL',
      'NFL',
    ]);
    expect(top_leagues[0]).toMatchObject({ id: 'sr:tournament:17', category_name: 'England', sport_id: '1', sport_name: 'Soccer' });
    expect(top_leagues[7]).toMatchObject({ category_name: 'Ethiopia', country_code: 'et' });
  });
});

describe('HTTP caching', () => {
  it('says no-cache and answers a matching If-None-Match with 304', async () => {
    const first = await t.app.inject(signRequest(t.app, { url: '/api/v1/sports?active=true' }));
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers['etag'];
    expect(typeof etag).toBe('string');
    const again = signRequest(t.app, { url: '/api/v1/sports?active=true' });
    const second = await t.app.inject({ ...again, headers: { ...again.headers, 'if-none-match': String(etag) } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('compresses large JSON answers for clients that accept it', async () => {
    const options = signRequest(t.app, { url: '/api/v1/top-sports' });
    const plain = await t.app.inject(options);
    const packed = await t.app.inject({ ...options, headers: { ...options.headers, 'accept-encoding': 'gzip' } });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.rawPayload.length * 5).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body);
  });
});
