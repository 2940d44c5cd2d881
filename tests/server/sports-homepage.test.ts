// GET /api/v1/composite/homepage-data through HTTP on a real PGlite: each part must equal what its own call
// answers (so the client decodes it with the same structs), the opening league follows the sport (first top
// league, else the first tournament of the first category), a revisit costs a bodiless 304 even compressed,
// and bad values are 400s, unknown sports 404s.
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { MatchesResponse, SportsResponse, TopLeaguesResponse, TopSportsResponse } from '../../schema/index.ts';
import { getJson, signRequest, signed, useTestApp } from './helpers.ts';

const URL = '/api/v1/composite/homepage-data';
const t = useTestApp();

const get = async (url: string): Promise<any> => getJson(t.app, url);

describe('GET /api/v1/composite/homepage-data', () => {
  it('carries exactly what the single calls answer, opening on soccer and its first top league', async () => {
    const home = await get(URL);
    expect(Object.keys(home).sort()).toEqual(['banners', 'league', 'page_size', 'sport_id', 'sports', 'top_leagues', 'top_matches', 'top_sports']);
    expect(home.page_size).toBe(10);
    expect(create({ sports: home.sports }, SportsResponse)).toEqual(create(await get('/api/v1/sports?active=true'), SportsResponse));
    expect(create({ top_leagues: home.top_leagues }, TopLeaguesResponse)).toEqual(create(await get('/api/v1/top-leagues'), TopLeaguesResponse));
    const mixed = create(await get('/api/v1/top-sports/mixed'), TopSportsResponse);
    expect(create({ sports: [{ sport_id: 'mixed', sport_name: 'Top Matches', matches: home.top_matches }] }, TopSportsResponse)).toEqual(mixed);
    // Only the opening sport's Upcoming list: the others come one sport at a time when chosen.
    expect(home.top_sports.sports.map((s: { sport_id: string }) => s.sport_id)).toEqual(['1']);
    expect(create(home.top_sports, TopSportsResponse)).toEqual(
      create(await get('/api/v1/top-sports?sport_id=1&page=1&page_size=10'), TopSportsResponse),
    );
    expect(home.sport_id).toBe('1');
    const { matches, total, ...league } = home.league;
    expect(league).toEqual(home.top_leagues[0]);
    expect(league).toMatchObject({ id: 'sr:tournament:17', name: 'Premier League' });
    const single = create(await get('/api/v1/matches?tournament_id=sr:tournament:17&page_size=10'), MatchesResponse);
    expect(create({ matches, total }, MatchesResponse)).toEqual({ matches: single.matches, total: single.total });
  });

  it("opens a sport on its first top league, or on its first category's first tournament when it has none", async () => {
    const basketball = await get(`${URL}?sport_id=2&page_size=3`);
    expect(basketball.sport_id).toBe('2');
    expect(basketball.league).toMatchObject({ id: 'sr:tournament:132', name: 'NBA' });
    expect(basketball.league.matches).toHaveLength(3);
    expect(basketball.top_sports.sports.map((s: { sport_id: string }) => s.sport_id)).toEqual(['2']);
    expect(basketball.top_sports.sports[0].matches).toHaveLength(3);
    const tennis = await get(`${URL}?sport_id=5`);
    expect(tennis.league).toMatchObject({ id: 'sr:tournament:2555', name: 'ATP Tour', category_name: 'ATP', sport_id: '5' });
    expect(tennis.league.matches.every((m: { tournament_id: string }) => m.tournament_id === 'sr:tournament:2555')).toBe(true);
  });

  it('clamps page_size to 100, and refuses bad values (400) and unknown sports (404)', async () => {
    expect((await get(`${URL}?page_size=5000`)).page_size).toBe(100);
    for (const q of ['page_size=0', 'page_size=ten', `sport_id=${'1'.repeat(65)}`]) {
      const res = await signed(t.app, { url: `${URL}?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const unknown = await signed(t.app, { url: `${URL}?sport_id=99` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Sport not found', code: 'NOT_FOUND' });
  });

  it('is signed, and a revisit with the ETag costs a 304 without a body, compressed or not', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    for (const encoding of ['identity', 'br', 'gzip']) {
      const first = signRequest(t.app, { url: URL });
      const a = await t.app.inject({ ...first, headers: { ...first.headers, 'accept-encoding': encoding } });
      expect(a.statusCode).toBe(200);
      const etag = String(a.headers['etag']);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = signRequest(t.app, { url: URL, timestamp: t.app.now() + 1000 });
      const b = await t.app.inject({ ...again, headers: { ...again.headers, 'accept-encoding': encoding, 'if-none-match': etag } });
      expect(b.statusCode, encoding).toBe(304);
      expect(b.rawPayload.length).toBe(0);
    }
  });
});
