import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../schema/endpoint.ts';
import * as Browse from '../../schema/endpoints/catalog-browse.ts';
import * as Markets from '../../schema/endpoints/catalog-markets.ts';
import * as Catalog from '../../schema/endpoints/catalog.ts';
import { TIME_FILTERS } from '../../schema/endpoints/catalog-query.ts';
import { ENDPOINTS } from '../../schema/endpoints/index.ts';
import { signed, useTestApp } from './helpers.ts';
import { expectDeclared } from './contract-helpers.ts';

const t = useTestApp();
/** A server whose catalogue is still empty (before its first sync): its answers must decode too. */
const empty = useTestApp({ syncCatalog: false });

const CATALOG_PATH = /^\/api\/v1\/(sports|sport\/|categories\/|matches|markets|tournaments\/|top-|express-matches|composite\/)/;

async function call(endpoint: Endpoint, url: string, status = 200): Promise<any> {
  return expectDeclared(endpoint, await signed(t.app, { url }), status);
}

async function expectRefused(url: string, text?: string): Promise<void> {
  const res = await signed(t.app, { url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
  const body = res.json() as { error: string; code: string };
  expect(body.code, url).toBe('VALIDATION_FAILED');
  if (text !== undefined) {
    expect(body.error, url).toBe(text);
  }
}

describe('declarations', () => {
  it('registers every catalogue route with its own declaration, each listed once in ENDPOINTS', () => {
    for (const endpoint of Catalog.CATALOG_ENDPOINTS) {
      const served = t.app.contractRoutes.filter((r) => r.method === endpoint.method && r.url === endpoint.path);
      expect(
        served.map((r) => r.endpoint),
        endpoint.id,
      ).toEqual([endpoint]);
      expect(
        ENDPOINTS.filter((e) => e === endpoint),
        endpoint.id,
      ).toHaveLength(1);
    }
    const undeclared = t.app.contractRoutes.filter((r) => CATALOG_PATH.test(r.url) && r.method !== 'HEAD' && r.endpoint === null);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});

describe('answers decode with the declared structs', () => {
  it('sports, categories, tournaments, matches and markets, as spec §7 asks for them', async () => {
    expect((await call(Catalog.ListSports, '/api/v1/sports?active=true')).sports.length).toBeGreaterThan(0);
    await call(Catalog.ListSports, '/api/v1/sports');
    const categories = await call(Catalog.SportCategories, '/api/v1/sports/1/categories?active=true&time_filter=today');
    expect(categories.time_filters).toEqual([...TIME_FILTERS]);
    await call(Catalog.SportCategories, '/api/v1/sports/1/categories?active=true&time_filter=&page=1&page_size=5');
    const tournaments = await call(Catalog.CategoryTournaments, '/api/v1/categories/sr:category:1/tournaments?active=true');
    expect(tournaments.tournaments.length).toBeGreaterThan(0);
    const matches = await call(Catalog.TournamentMatches, '/api/v1/matches?tournament_id=sr:tournament:17&active=true');
    expect(matches).toMatchObject({ page: 1, page_size: 100 });
    const markets = await call(Catalog.MatchMarkets, `/api/v1/matches/${encodeURIComponent(matches.matches[0].id)}/markets`);
    expect(markets.markets.length).toBeGreaterThan(0);
  });

  it('top sports, mixed, top leagues and the browsing extras', async () => {
    expect((await call(Catalog.TopSports, '/api/v1/top-sports')).sports.length).toBeGreaterThan(0);
    await call(Catalog.TopSports, '/api/v1/top-sports?sport_id=1&page=2&page_size=10');
    await call(Catalog.MixedTopSports, '/api/v1/top-sports/mixed');
    expect((await call(Catalog.TopLeagues, '/api/v1/top-leagues')).top_leagues.length).toBeGreaterThan(0);
    const browse = await call(Browse.SportsWithCategories, '/api/v1/sports/with-categories?active=true&time_filter=7d');
    expect(browse.sports[0].categories.length).toBeGreaterThan(0);
    await call(Browse.SportTopLeagues, '/api/v1/sport/1/top-leagues');
    const carousel = await call(Browse.OneMatchPerLeague, '/api/v1/top-leagues/one-match-per-league?sport_id=1');
    expect(carousel.top_leagues.length).toBeGreaterThan(0);
  });

  it('market types: the tree, categories, subcategories and matches by type', async () => {
    expect((await call(Markets.MarketsTree, '/api/v1/tournaments/sr:tournament:17/markets-tree')).groups.length).toBeGreaterThan(0);
    expect((await call(Markets.MarketCategories, '/api/v1/markets/categories')).categories.length).toBeGreaterThan(0);
    await call(Markets.MarketSubcategories, '/api/v1/markets/categories/goals/subcategories?sport_id=1');
    const byType = await call(Markets.MatchesByMarketType, '/api/v1/matches/by-market-type?market_type=18&sport_id=1&specifier=total%3D2.5');
    expect(byType.matches.length).toBeGreaterThan(0);
    await call(Markets.MatchesByMarketType, '/api/v1/matches/by-market-type?market_type=1&tournament_id=sr:tournament:17&time_filter=3d');
  });

  it('express lists (no row dropped by the item-by-item decoding) and the home composite', async () => {
    for (const [endpoint, url] of [
      [Browse.ExpressMatches, '/api/v1/express-matches'],
      [Browse.UpcomingExpressMatches, '/api/v1/express-matches/upcoming?sport_id=1&page_size=50'],
      [Browse.FilteredExpressMatches, '/api/v1/express-matches/filtered?status=not_started&time_filter=tomorrow&category_id=sr:category:1502'],
    ] as const) {
      const raw = await call(endpoint, url);
      const [, decoded] = validate(raw, endpoint.responses[200] as never, { coerce: true }) as [unknown, typeof raw];
      expect(decoded.matches).toHaveLength(raw.matches.length);
      expect(decoded.sports).toHaveLength(raw.sports.length);
    }
    expect((await call(Browse.UpcomingExpressMatches, '/api/v1/express-matches/upcoming')).matches.length).toBeGreaterThan(0);
    const home = await call(Browse.HomepageData, '/api/v1/composite/homepage-data');
    expect(home.sport_id).toBe('1');
    await call(Browse.HomepageData, '/api/v1/composite/homepage-data?sport_id=2&page_size=5');
  });

  it('an unknown id is a 404 in the declared error shape', async () => {
    const body = await call(Catalog.SportCategories, '/api/v1/sports/99/categories', 404);
    expect(body).toEqual({ error: 'Sport not found', code: 'NOT_FOUND' });
    await call(Markets.MarketSubcategories, '/api/v1/markets/categories/nope/subcategories', 404);
    await call(Browse.HomepageData, '/api/v1/composite/homepage-data?sport_id=99', 404);
  });
});

describe('an empty catalogue', () => {
  it('answers empty lists that still decode, the home composite with no opening sport', async () => {
    const get = async (endpoint: Endpoint, url: string): Promise<any> => expectDeclared(endpoint, await signed(empty.app, { url }));
    expect((await get(Catalog.ListSports, '/api/v1/sports?active=true')).sports).toEqual([]);
    expect((await get(Catalog.TopSports, '/api/v1/top-sports')).sports).toEqual([]);
    expect((await get(Browse.ExpressMatches, '/api/v1/express-matches')).matches).toEqual([]);
    expect(await get(Browse.HomepageData, '/api/v1/composite/homepage-data')).toMatchObject({ sport_id: null, league: null });
  });
});

describe('malformed requests are 400s at the edge', () => {
  it('names what was wrong, with the old texts for time_filter and status', async () => {
    await expectRefused('/api/v1/sports?active=maybe', 'Invalid request: active is not valid');
    await expectRefused('/api/v1/matches', 'Invalid request: tournament_id is required');
    await expectRefused(`/api/v1/matches/${'x'.repeat(65)}/markets`, 'Invalid request: matchId is not valid');
    await expectRefused('/api/v1/top-sports?page=0', 'Invalid request: page is not valid');
    await expectRefused('/api/v1/top-sports?page_size=1.5', 'Invalid request: page_size is not valid');
    await expectRefused('/api/v1/top-sports?page=100001', 'Invalid request: page is not valid');
    await expectRefused('/api/v1/composite/homepage-data?page_size=Infinity', 'Invalid request: page_size is not valid');
    await expectRefused('/api/v1/sports/with-categories?time_filter=soon', `time_filter must be one of ${TIME_FILTERS.join(', ')}`);
    await expectRefused(
      '/api/v1/matches/by-market-type?market_type=1&sport_id=1&time_filter=later',
      `time_filter must be one of ${TIME_FILTERS.join(', ')}`,
    );
    await expectRefused('/api/v1/express-matches/filtered?status=LIVE', 'status must be one of live, not_started');
    await expectRefused('/api/v1/markets/categories?sport_id=', 'Invalid request: sport_id is not valid');
  });

  it('refuses a bad value before looking up an id (400, not 404)', async () => {
    await expectRefused('/api/v1/sports/99/categories?time_filter=soon', `time_filter must be one of ${TIME_FILTERS.join(', ')}`);
    await expectRefused('/api/v1/express-matches/filtered?sport_id=99&status=over', 'status must be one of live, not_started');
  });

  it('still lowers a page_size above the maximum instead of refusing it', async () => {
    expect((await call(Catalog.TournamentMatches, '/api/v1/matches?tournament_id=sr:tournament:17&page_size=1e308')).page_size).toBe(500);
    expect((await call(Catalog.SportCategories, '/api/v1/sports/1/categories?page_size=100000')).page_size).toBe(200);
  });
});
