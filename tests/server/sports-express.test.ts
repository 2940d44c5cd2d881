// Express matches ('Next 1H Matches') through HTTP on a real PGlite, with the server clock moved through a
// morning: first halves under way come first as LIVE with a suspended main market, then the soonest kick-offs;
// a match leaves the list 45 minutes after kick-off; /upcoming and /filtered narrow the set; paging, the sport
// dropdown, 304s, unknown ids and bad values. Last, ended matches are never listed by any sports call.
import { array, create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Match } from '../../schema/index.ts';
import { updateMatchStatuses } from '../../server/modules/catalog/status.ts';
import { NOW, getJson, signed, expectRevalidatedAndSigned, useTestApp } from './helpers.ts';

const MIN = 60_000;
const t = useTestApp();

const get = async (url: string): Promise<any> => getJson(t.app, url);
const ids = (list: Array<{ id: string }>): string[] => list.map((m) => m.id);

/** Match ids with kick-off in (from, to], straight from the database, in the list's order. */
async function kickingOff(from: number, to: number, sportId?: string): Promise<string[]> {
  const rows = await t.app.db.selectFrom('matches').select('id').where('status', '<>', 'ended')
    .where('start_time', '>', new Date(from)).where('start_time', '<=', new Date(to))
    .$if(sportId !== undefined, (qb) => qb.where('sport_id', '=', sportId!))
    .orderBy('start_time').orderBy('id').execute();
  return rows.map((r) => r.id);
}

describe('before any kick-off', () => {
  it('lists every upcoming match, soonest first, each with the companion fields and a status', async () => {
    const body = await get('/api/v1/express-matches');
    expect(body).toMatchObject({ page: 1, page_size: 20 });
    const upcoming = await kickingOff(NOW, NOW + 30 * 24 * 60 * MIN);
    expect(body.total).toBe(upcoming.length);
    expect(ids(body.matches)).toEqual(upcoming.slice(0, 20));
    create(body.matches, array(Match));
    for (const m of body.matches) {
      expect(m).toMatchObject({ status: 'not_started', home_team: { name: expect.any(String) }, away_team: { name: expect.any(String) } });
      expect(m.main_market.status).toBe('active');
      expect(m.main_market.outcomes[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), odds: expect.any(Number) });
      expect(m.outcome_count).toBeGreaterThan(m.main_market.outcomes.length);
    }
    const page = await get('/api/v1/express-matches?page=2&page_size=5');
    expect(ids(page.matches)).toEqual(upcoming.slice(5, 10));
    expect((await get('/api/v1/express-matches?page_size=1000')).page_size).toBe(100);
  });

  it('offers every sport in the dropdown list whatever the sport filter, and filters by sport', async () => {
    const all = await get('/api/v1/express-matches');
    const soccer = await get('/api/v1/express-matches?sport_id=1');
    expect(soccer.sports).toEqual(all.sports);
    expect(all.sports.map((s: { sport_id: string }) => s.sport_id)).toEqual(['1', '2', '4', '5', '6', '16', '23']);
    expect(soccer.total).toBe(all.sports[0].match_count);
    expect(soccer.matches.every((m: { sport_id: string }) => m.sport_id === '1')).toBe(true);
  });

  it('narrows /filtered by category, tournament and time window; refuses bad values and unknown ids', async () => {
    const pl = await get('/api/v1/express-matches/filtered?tournament_id=sr:tournament:17&page_size=100');
    expect(pl.total).toBe((await get('/api/v1/matches?tournament_id=sr:tournament:17')).total);
    const et = await get('/api/v1/express-matches/filtered?category_id=sr:category:1502&time_filter=tomorrow');
    expect(et.matches.length).toBeGreaterThan(0);
    expect(et.matches.every((m: { category_name: string; start_time: string }) => m.category_name === 'Ethiopia'
      && Date.parse(m.start_time) >= Date.parse('2026-11-21T21:00:00Z'))).toBe(true);
    expect((await get('/api/v1/express-matches/filtered?status=live')).total).toBe(0);
    const bad: Array<[string, number, string]> = [
      ['status=LIVE', 400, 'status must be one of live, not_started'],
      ['time_filter=soon', 400, 'time_filter must be one of'],
      ['page=0', 400, 'page'],
      ['sport_id=99', 404, 'Sport not found'],
      ['category_id=nope', 404, 'Category not found'],
      ['tournament_id=nope', 404, 'Tournament not found'],
    ];
    for (const [q, status, text] of bad) {
      const res = await signed(t.app, { url: `/api/v1/express-matches/filtered?${q}` });
      expect(res.statusCode, q).toBe(status);
      expect(res.json().error, q).toContain(text);
    }
  });

  it('revalidates with a 304 and refuses unsigned requests', async () => {
    await expectRevalidatedAndSigned(t.app, ['/api/v1/express-matches', '/api/v1/express-matches/upcoming', '/api/v1/express-matches/filtered?sport_id=2']);
  });
});

describe('through the morning (the server clock moves)', () => {
  it('puts first halves under way first as live with a suspended main market, by the clock alone', async () => {
    t.clock.now = NOW + 80 * MIN; // 10:20 UTC: the 10:00 kick-offs are 20 minutes in.
    const live = await kickingOff(t.clock.now - 45 * MIN, t.clock.now);
    expect(live.length).toBeGreaterThan(0);
    for (const sync of [false, true]) {
      if (sync) {
        await updateMatchStatuses(t.app.db, t.clock.now); // stored statuses turn 'live': same answer.
      }
      const body = await get('/api/v1/express-matches?page_size=100');
      expect(ids(body.matches.slice(0, live.length))).toEqual(live);
      for (const m of body.matches.slice(0, live.length)) {
        expect(m.status).toBe('live');
        expect(m.main_market.status).toBe('suspended');
      }
      expect(body.matches.slice(live.length).every((m: { status: string; start_time: string }) => m.status === 'not_started'
        && Date.parse(m.start_time) > t.clock.now)).toBe(true);
      expect(ids((await get('/api/v1/express-matches/filtered?status=live&page_size=100')).matches)).toEqual(live);
      const upcoming = await get('/api/v1/express-matches/upcoming?page_size=100');
      expect(upcoming.matches.some((m: { id: string }) => live.includes(m.id))).toBe(false);
      expect(upcoming.total).toBe(body.total - live.length);
    }
  });

  it('drops a match 45 minutes after kick-off, while it is still live', async () => {
    t.clock.now = NOW + 110 * MIN; // 10:50 UTC: the 10:00 kick-offs are past their first half.
    await updateMatchStatuses(t.app.db, t.clock.now);
    const past = await kickingOff(NOW, t.clock.now - 45 * MIN);
    expect(past.length).toBeGreaterThan(0);
    const body = await get('/api/v1/express-matches?page_size=100');
    expect(body.matches.some((m: { id: string }) => past.includes(m.id))).toBe(false);
    expect(body.matches.every((m: { start_time: string }) => Date.parse(m.start_time) > t.clock.now - 45 * MIN)).toBe(true);
  });

  it('never lists an ended match in any sports call', async () => {
    t.clock.now = NOW + 5 * 60 * MIN; // 14:00 UTC: everything that kicked off before 12:00 has ended.
    await updateMatchStatuses(t.app.db, t.clock.now);
    const ended = new Set((await t.app.db.selectFrom('matches').select('id').where('status', '=', 'ended').execute()).map((r) => r.id));
    expect(ended.size).toBeGreaterThan(0);
    const listed: string[] = [];
    const collect = (ms: Array<{ id: string }>) => listed.push(...ids(ms));
    collect((await get('/api/v1/express-matches?page_size=100')).matches);
    collect((await get('/api/v1/express-matches/filtered?status=live&page_size=100')).matches);
    collect((await get('/api/v1/matches/by-market-type?market_type=1&sport_id=1&page_size=200')).matches);
    collect((await get('/api/v1/top-leagues/one-match-per-league')).top_leagues.map((l: { match: { id: string } }) => l.match));
    const home = await get('/api/v1/composite/homepage-data?page_size=100');
    collect(home.top_matches);
    collect(home.league.matches);
    home.top_sports.sports.forEach((s: { matches: Array<{ id: string }> }) => collect(s.matches));
    expect(listed.length).toBeGreaterThan(200);
    expect(listed.filter((id) => ended.has(id))).toEqual([]);
  });
});
