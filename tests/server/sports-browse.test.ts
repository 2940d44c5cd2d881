// Browsing calls of issue 5 through HTTP on a real PGlite: sports with categories, categories by time_filter
// (with the time_filters list), a sport's top leagues and one match per top league. Lists must decode with the
// client's structs, follow the spec's orders (Ethiopia first, top leagues by rank), count exactly what the
// database holds in each kick-off window, page, revalidate with a 304, and refuse bad values with clear 400s.
import { array, create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CategoriesResponse, Category, Match, TopLeague, TopLeaguesResponse } from '../../schema/index.ts';
import { SPORTS } from '../../server/modules/catalog/feed/index.ts';
import { NOW, getJson, signed, expectRevalidatedAndSigned, useTestApp } from './helpers.ts';

const TIME_FILTERS = ['all', '1h', '3h', 'today', 'tomorrow', '24h', '3d', '7d'];
// NOW is 09:00 UTC (12:00 in Addis Ababa); the next Addis midnight is 21:00 UTC.
const EAT_MIDNIGHT = Date.parse('2026-11-21T21:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const t = useTestApp();

const get = async (url: string): Promise<any> => getJson(t.app, url);

/** Upcoming football matches per category with kick-off in [from, to), straight from the database. */
async function footballCounts(from: number, to: number): Promise<Map<string, number>> {
  const rows = await t.app.db
    .selectFrom('matches')
    .select(['category_id'])
    .where('sport_id', '=', '1')
    .where('status', '=', 'not_started')
    .where('start_time', '>', new Date(NOW))
    .where('start_time', '>=', new Date(from))
    .where('start_time', '<', new Date(to))
    .execute();
  const counts = new Map<string, number>();
  rows.forEach((r) => {
    counts.set(r.category_id, (counts.get(r.category_id) ?? 0) + 1);
  });
  return counts;
}

describe('GET /api/v1/sports/{sportId}/categories with time_filter', () => {
  it('always lists the accepted time_filters and counts all upcoming matches without one', async () => {
    const plain = create(await get('/api/v1/sports/1/categories'), CategoriesResponse);
    expect(plain.time_filters).toEqual(TIME_FILTERS);
    const all = create(await get('/api/v1/sports/1/categories?time_filter=all'), CategoriesResponse);
    expect(all.categories).toEqual(plain.categories);
    const empty = create(await get('/api/v1/sports/1/categories?time_filter='), CategoriesResponse);
    expect(empty.categories).toEqual(plain.categories);
  });

  it("counts 'today' up to Addis Ababa midnight and 'tomorrow' over the next Addis day, exactly as stored", async () => {
    for (const [filter, from, to] of [
      ['today', NOW, EAT_MIDNIGHT],
      ['tomorrow', EAT_MIDNIGHT, EAT_MIDNIGHT + DAY],
      ['3h', NOW, NOW + 3 * 3600_000],
    ] as const) {
      const expected = await footballCounts(from, to);
      const body = create(await get(`/api/v1/sports/1/categories?time_filter=${filter}`), CategoriesResponse);
      for (const c of body.categories) {
        expect(c.match_count, `${filter} ${c.name}`).toBe(expected.get(c.category_id) ?? 0);
      }
      const active = create(await get(`/api/v1/sports/1/categories?active=true&time_filter=${filter}`), CategoriesResponse);
      expect(active.categories.every((c) => c.match_count > 0)).toBe(true);
      expect(active.total).toBe([...expected.values()].filter((n) => n > 0).length);
    }
  });

  it('keeps the spec order (Ethiopia first) under a filter, and pages over it', async () => {
    const body = create(await get('/api/v1/sports/1/categories?time_filter=7d'), CategoriesResponse);
    expect(body.categories.slice(0, 7).map((c) => c.name)).toEqual(['Ethiopia', 'England', 'Spain', 'Germany', 'Italy', 'France', 'Portugal']);
    // Then A–Z: Africa, Argentina, …, International Clubs, …, Netherlands, …, South Korea.
    const rest = body.categories.slice(7).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(rest).toEqual(expect.arrayContaining(['International Clubs', 'Netherlands', 'Kenya', 'Brazil']));
    const page = create(await get('/api/v1/sports/1/categories?time_filter=7d&page=3&page_size=2'), CategoriesResponse);
    expect(page).toMatchObject({ total: body.categories.length, page: 3, page_size: 2 });
    expect(page.categories.map((c) => c.name)).toEqual(['Italy', 'France']);
  });

  it('refuses an unknown time_filter with a 400 that lists the accepted values', async () => {
    for (const value of ['yesterday', 'TODAY', '2h']) {
      const res = await signed(t.app, { url: `/api/v1/sports/1/categories?time_filter=${value}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: `time_filter must be one of ${TIME_FILTERS.join(', ')}`, code: 'VALIDATION_FAILED' });
    }
    expect((await signed(t.app, { url: '/api/v1/sports/99/categories?time_filter=today' })).json()).toMatchObject({ error: 'Sport not found' });
  });
});

describe('GET /api/v1/sports/with-categories', () => {
  it('gives every sport its categories in spec order, counts agreeing with the single calls', async () => {
    const body = await get('/api/v1/sports/with-categories');
    expect(body.time_filters).toEqual(TIME_FILTERS);
    expect(body.sports.map((s: { id: string }) => s.id)).toEqual(SPORTS.map((s) => s.id).sort((a, b) => Number(a) - Number(b)));
    const sports = await get('/api/v1/sports');
    for (const sport of body.sports) {
      const categories = create(sport.categories, array(Category));
      const single = create(await get(`/api/v1/sports/${sport.id}/categories`), CategoriesResponse);
      expect(categories).toEqual(single.categories);
      expect(sport.match_count).toBe(sports.sports.find((s: { id: string }) => s.id === sport.id).match_count);
    }
    expect(body.sports[0].categories[0]).toMatchObject({ name: 'Ethiopia', country_code: 'et' });
  });

  it('applies time_filter and active to sports and categories alike', async () => {
    const body = await get('/api/v1/sports/with-categories?active=true&time_filter=today');
    const expected = await footballCounts(NOW, EAT_MIDNIGHT);
    const soccer = body.sports.find((s: { id: string }) => s.id === '1');
    expect(soccer.match_count).toBe([...expected.values()].reduce((a, b) => a + b, 0));
    for (const sport of body.sports) {
      expect(sport.match_count).toBeGreaterThan(0);
      expect(sport.categories.every((c: { match_count: number }) => c.match_count > 0)).toBe(true);
      expect(sport.match_count).toBe(sport.categories.reduce((n: number, c: { match_count: number }) => n + c.match_count, 0));
    }
  });

  it('refuses bad values with a 400', async () => {
    for (const q of ['active=maybe', 'time_filter=soon']) {
      const res = await signed(t.app, { url: `/api/v1/sports/with-categories?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/v1/sport/{sportId}/top-leagues and one match per league', () => {
  it("lists a sport's top leagues by rank, none for a sport without any, 404 for an unknown sport", async () => {
    const soccer = create(await get('/api/v1/sport/1/top-leagues'), TopLeaguesResponse);
    expect(soccer.top_leagues.map((l) => l.id)).toEqual([
      'sr:tournament:17',
      'sr:tournament:8',
      'sr:tournament:35',
      'sr:tournament:23',
      'sr:tournament:34',
      'sr:tournament:7',
      'sr:tournament:679',
      'sr:tournament:1880',
    ]);
    // Issue 29: basketball's top leagues are the NBA and the EuroLeague (the phone home's bar lists both).
    expect(create(await get('/api/v1/sport/2/top-leagues'), TopLeaguesResponse).top_leagues.map((l) => l.name)).toEqual(['NBA', 'EuroLeague']);
    expect((await get('/api/v1/sport/5/top-leagues')).top_leagues).toEqual([]);
    const unknown = await signed(t.app, { url: '/api/v1/sport/99/top-leagues' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Sport not found', code: 'NOT_FOUND' });
  });

  it('pairs every top league, by rank, with its next upcoming match', async () => {
    const { top_leagues: ranked } = create(await get('/api/v1/top-leagues'), TopLeaguesResponse);
    const body = await get('/api/v1/top-leagues/one-match-per-league');
    expect(body.top_leagues.map((l: { id: string }) => l.id)).toEqual(ranked.map((l) => l.id));
    for (const league of body.top_leagues) {
      const { match, ...rest } = league;
      expect(create(rest, TopLeague)).toEqual(ranked.find((l) => l.id === league.id));
      const first = (await get(`/api/v1/matches?tournament_id=${league.id}&page_size=1`)).matches[0];
      expect(create(match, Match)).toEqual(create(first, Match));
      expect(Date.parse(match.start_time)).toBeGreaterThan(NOW);
    }
    const basketball = await get('/api/v1/top-leagues/one-match-per-league?sport_id=2');
    expect(basketball.top_leagues.map((l: { name: string }) => l.name)).toEqual(['NBA', 'EuroLeague']);
    expect((await signed(t.app, { url: '/api/v1/top-leagues/one-match-per-league?sport_id=99' })).statusCode).toBe(404);
  });

  it('answers 304 to a revisit and 401 to an unsigned request', async () => {
    await expectRevalidatedAndSigned(t.app, [
      '/api/v1/sport/1/top-leagues',
      '/api/v1/top-leagues/one-match-per-league',
      '/api/v1/sports/with-categories',
    ]);
  });
});
