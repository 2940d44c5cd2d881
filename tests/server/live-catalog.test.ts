// What the Live screens read besides the scoreboards (issue 32): GET /api/v1/live carries its matches in the
// catalogue's shape (`catalog`, decoded with the client's own Match struct), each main market at its in-play status
// (open once the book opened it, suspended at a danger moment) and suspended for a sport without an in-play book; the
// sports list counts each sport's matches in play (live_count, the phone home's 'Live now' count).
import { describe, expect, it } from 'vitest';
import { array, create } from 'superstruct';
import { Match } from '../../schema/match.ts';
import { SportsResponse } from '../../schema/sport.ts';
import { liveBook } from '../../server/modules/live/book-job.ts';
import { liveEngine } from '../../server/modules/live/engine.ts';
import { resultsSeed } from '../../server/modules/tickets/results-seed.ts';
import { getJson, useTestApp } from './helpers.ts';
import { kickOff, marketStatus } from './live-helpers.ts';

const TOKEN = 'operator-secret-live-catalog';
const t = useTestApp({ operatorToken: TOKEN });

describe('the live list for the Live screen', () => {
  it('gives each match in play as the catalogue does, main market at its in-play status, and the sports their live counts', async () => {
    const m = await kickOff(t.app, TOKEN, '1');
    // Kick-off closed the prematch book: suspended until the engine's first events and the book open it.
    const before = (await getJson(t.app, '/api/v1/live')) as { catalog: Array<{ id: string; main_market: { status: string } | null }> };
    expect(before.catalog.find((c) => c.id === m.id)?.main_market?.status).toBe('suspended');
    await liveEngine(t.app.db, 'simulator', () => resultsSeed(t.app.db)).run(t.clock.now);
    await liveBook(t.app.db).run(t.clock.now);
    const list = (await getJson(t.app, '/api/v1/live')) as { matches: Array<{ id: string }>; catalog: unknown[] };
    const catalog = create(list.catalog, array(Match));
    expect(catalog.map((c) => c.id)).toEqual(list.matches.map((x) => x.id));
    const row = catalog.find((c) => c.id === m.id);
    expect(row).toMatchObject({ sport_id: '1', home_team: { name: m.home_team }, away_team: { name: m.away_team } });
    expect(row?.main_market?.market_id).toBe('1');
    expect(row?.main_market?.status).toBe(await marketStatus(t.app, m.id, '1'));
    expect(row?.main_market?.status).toBe('active');
    // Any match in play of a sport without an in-play book reads suspended.
    for (const c of catalog.filter((x) => !['1', '2', '5'].includes(x.sport_id))) {
      expect(c.main_market?.status ?? 'suspended').toBe('suspended');
    }

    const sports = create(await getJson(t.app, '/api/v1/sports'), SportsResponse).sports;
    const live = await t.app.db.selectFrom('matches').select(['sport_id']).where('status', '=', 'live').execute();
    for (const s of sports) {
      expect(s.live_count, s.name).toBe(live.filter((x) => x.sport_id === s.id).length);
    }
    expect(sports.find((s) => s.id === '1')?.live_count).toBeGreaterThan(0);
  });
});
