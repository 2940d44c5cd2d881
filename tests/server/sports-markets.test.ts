// Market-type calls of issue 5 through HTTP on a real PGlite: a tournament's markets tree, market categories
// and subcategories, and matches by market type. The tree must name only what the stored matches offer (and
// agree with /matches/{id}/markets), keep the feed's priority order with lines in line order, and the
// by-type list must carry exactly the asked market (all lines or one), in kick-off order, paged.
import { array, create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Market, MarketsResponse, Match, MatchesResponse } from '../../schema/index.ts';
import { NOW, getJson, signed, expectRevalidatedAndSigned, useTestApp } from './helpers.ts';

const t = useTestApp();

const get = async (url: string): Promise<any> => getJson(t.app, url);
const lineOf = (s: string): number => Number(s.split('=').pop());

interface TreeMarket {
  market_id: string;
  name: string;
  specifiers: string[];
  match_count: number;
}
interface TreeGroup {
  id: string;
  name: string;
  markets: TreeMarket[];
}

describe('GET /api/v1/tournaments/{id}/markets-tree', () => {
  it('groups the market types the Premier League matches offer, main first, lines in line order', async () => {
    const body = await get('/api/v1/tournaments/sr:tournament:17/markets-tree');
    expect(body.tournament).toEqual({
      id: 'sr:tournament:17',
      name: 'Premier League',
      category_id: 'sr:category:1',
      category_name: 'England',
      sport_id: '1',
      sport_name: 'Soccer',
      country_code: 'gb-eng',
    });
    const { matches, total } = create(await get('/api/v1/matches?tournament_id=sr:tournament:17'), MatchesResponse);
    expect(body.match_count).toBe(total);
    const groups = body.groups as TreeGroup[];
    expect(groups.map((g) => g.id)).toEqual(['main', 'goals', 'half', 'handicap', 'team', 'score', 'combo']);
    expect(groups[0]!.markets[0]).toEqual({ market_id: '1', name: '1X2', specifiers: [], match_count: total });
    const totals = groups.flatMap((g) => g.markets).find((m) => m.market_id === '18')!;
    expect(totals).toMatchObject({ name: 'Total Goals', specifiers: ['total=0.5', 'total=1.5', 'total=2.5', 'total=3.5', 'total=4.5', 'total=5.5'] });
    const asian = groups.flatMap((g) => g.markets).find((m) => m.market_id === '16')!;
    expect(asian.name).toBe('Asian Handicap');
    expect(asian.specifiers.map(lineOf)).toEqual([...asian.specifiers.map(lineOf)].sort((a, b) => a - b));
    // Every type and line named is really offered by the first match, and nothing it offers is missing.
    const { markets } = create(await get(`/api/v1/matches/${matches[0]!.id}/markets`), MarketsResponse);
    const offered = new Set(markets.map((m) => `${m.market_id}|${m.specifier ?? ''}`));
    const named = new Set(
      groups.flatMap((g) =>
        g.markets.flatMap((m) => (m.specifiers.length === 0 ? [`${m.market_id}|`] : m.specifiers.map((s) => `${m.market_id}|${s}`))),
      ),
    );
    expect(named).toEqual(offered);
    for (const m of markets) {
      const group = groups.find((g) => g.markets.some((x) => x.market_id === m.market_id))!;
      expect(group.id).toBe(m.group_id);
    }
  });

  it('gives a sets sport its own groups, and 404 for an unknown tournament', async () => {
    const tennis = await get('/api/v1/tournaments/sr:tournament:2555/markets-tree');
    expect((tennis.groups as TreeGroup[]).map((g) => g.id)).toEqual(['main', 'sets', 'games']);
    const res = await signed(t.app, { url: '/api/v1/tournaments/sr:tournament:999999/markets-tree' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Tournament not found', code: 'NOT_FOUND' });
  });
});

describe('GET /api/v1/markets/categories and subcategories', () => {
  it('lists the market groups of a sport (soccer when none is named) with their type counts', async () => {
    const soccer = await get('/api/v1/markets/categories');
    expect(soccer).toEqual(await get('/api/v1/markets/categories?sport_id=1'));
    expect(soccer.sport_id).toBe('1');
    expect(soccer.categories[0]).toEqual({ id: 'main', name: 'Main', market_count: 3 });
    const tennis = await get('/api/v1/markets/categories?sport_id=5');
    expect(tennis.categories.map((c: { id: string }) => c.id)).toEqual(['main', 'sets', 'games']);
  });

  it("lists a group's market types, with the matches offering each", async () => {
    const body = await get('/api/v1/markets/categories/goals/subcategories?sport_id=1');
    expect(body.category).toEqual({ id: 'goals', name: 'Goals' });
    const categories = await get('/api/v1/markets/categories?sport_id=1');
    expect(body.subcategories).toHaveLength(categories.categories.find((c: { id: string }) => c.id === 'goals').market_count);
    const totals = body.subcategories.find((m: TreeMarket) => m.market_id === '18');
    const byType = await get('/api/v1/matches/by-market-type?market_type=18&sport_id=1&page_size=1');
    expect(totals.match_count).toBe(byType.total);
  });

  it('answers 404 for an unknown group or sport and 400 for a malformed sport id', async () => {
    const group = await signed(t.app, { url: '/api/v1/markets/categories/nope/subcategories' });
    expect(group.statusCode).toBe(404);
    expect(group.json()).toEqual({ error: 'Market category not found', code: 'NOT_FOUND' });
    // 'sets' exists for tennis, not for soccer.
    expect((await signed(t.app, { url: '/api/v1/markets/categories/sets/subcategories' })).statusCode).toBe(404);
    expect((await signed(t.app, { url: '/api/v1/markets/categories?sport_id=99' })).json()).toEqual({ error: 'Sport not found', code: 'NOT_FOUND' });
    expect((await signed(t.app, { url: `/api/v1/markets/categories?sport_id=${'9'.repeat(65)}` })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/matches/by-market-type', () => {
  it('lists upcoming matches with the one asked line, in kick-off order, paged', async () => {
    const body = await get('/api/v1/matches/by-market-type?market_type=18&specifier=total=2.5&sport_id=1');
    expect(body.market_type).toEqual({ market_id: '18', name: 'Total Goals' });
    expect(body).toMatchObject({ page: 1, page_size: 50 });
    expect(body.total).toBeGreaterThan(50);
    const matches = create(body.matches, array(Match));
    const times = matches.map((m) => Date.parse(m.start_time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((x) => x > NOW)).toBe(true);
    for (const m of body.matches) {
      const markets = create(m.markets, array(Market));
      expect(markets).toHaveLength(1);
      expect(markets[0]).toMatchObject({ market_id: '18', specifier: 'total=2.5', status: 'active' });
      expect(markets[0]!.outcomes.map((o) => o.name)).toEqual(['Over 2.5', 'Under 2.5']);
      expect(m.main_market.market_id).toBe('1');
    }
    const page = await get('/api/v1/matches/by-market-type?market_type=18&specifier=total=2.5&sport_id=1&page=3&page_size=4');
    expect(page.matches.map((m: { id: string }) => m.id)).toEqual(body.matches.slice(8, 12).map((m: { id: string }) => m.id));
    const clamped = await get('/api/v1/matches/by-market-type?market_type=18&sport_id=1&page_size=100000');
    expect(clamped.page_size).toBe(200);
  });

  it('carries every line in line order without a specifier, and narrows to a tournament and a time window', async () => {
    const body = await get('/api/v1/matches/by-market-type?market_type=16&tournament_id=sr:tournament:17');
    const { total } = await get('/api/v1/matches?tournament_id=sr:tournament:17');
    expect(body.total).toBe(total);
    for (const m of body.matches) {
      expect(m.tournament_id).toBe('sr:tournament:17');
      const lines = m.markets.map((k: { specifier: string }) => lineOf(k.specifier));
      expect(lines).toEqual([...lines].sort((a: number, b: number) => a - b));
      expect(lines.length).toBeGreaterThan(1);
    }
    const soon = await get('/api/v1/matches/by-market-type?market_type=1&sport_id=1&time_filter=3h&page_size=200');
    expect(soon.matches.every((m: { start_time: string }) => Date.parse(m.start_time) < NOW + 3 * 3600_000)).toBe(true);
    const week = await get('/api/v1/matches/by-market-type?market_type=1&sport_id=1&time_filter=7d&page_size=1');
    expect(soon.total).toBeLessThan(week.total);
  });

  it('answers an empty list for a market type nobody offers, 404 for unknown ids, 400 for bad values', async () => {
    const none = await get('/api/v1/matches/by-market-type?market_type=99999&sport_id=1');
    expect(none).toEqual({ market_type: { market_id: '99999', name: null }, matches: [], total: 0, page: 1, page_size: 50 });
    // Tennis has no 1X2.
    expect((await get('/api/v1/matches/by-market-type?market_type=1&sport_id=5')).total).toBe(0);
    expect((await signed(t.app, { url: '/api/v1/matches/by-market-type?market_type=1&sport_id=99' })).json()).toMatchObject({
      error: 'Sport not found',
    });
    expect((await signed(t.app, { url: '/api/v1/matches/by-market-type?market_type=1&tournament_id=x' })).json()).toMatchObject({
      error: 'Tournament not found',
    });
    const bad: Array<[string, string]> = [
      ['sport_id=1', 'market_type'],
      ['market_type=1', 'sport_id or tournament_id is required'],
      ['market_type=1&sport_id=1&page=0', 'page'],
      ['market_type=1&sport_id=1&page_size=abc', 'page_size'],
      ['market_type=1&sport_id=1&time_filter=later', 'time_filter must be one of'],
    ];
    for (const [q, text] of bad) {
      const res = await signed(t.app, { url: `/api/v1/matches/by-market-type?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().error, q).toContain(text);
    }
  });

  it('revalidates with a 304 and refuses unsigned requests', async () => {
    await expectRevalidatedAndSigned(t.app, [
      '/api/v1/matches/by-market-type?market_type=1&sport_id=2',
      '/api/v1/tournaments/sr:tournament:8/markets-tree',
      '/api/v1/markets/categories',
    ]);
  });
});
