// The embedded live feed on a real PGlite (issue 32): a match that kicked off is played out in real time by the
// engine to exactly the result settlement will read, without storing that result on the way (a stored result
// settles at once), and its final whistle ends it, so its bets settle then; two instances write each event once;
// RESULTS_SOURCE=operator plays only entered results; a match a real feed writes to is left to it; players read
// score, clock and events through GET /api/v1/live.
import { describe, expect, it } from 'vitest';
import { liveEngine } from '../../server/modules/live/engine.ts';
import { appendEvents } from '../../server/modules/live/store.ts';
import { resultsSource } from '../../server/modules/tickets/results-source.ts';
import { settleDue } from '../../server/modules/tickets/settle.ts';
import { fromCents } from '../../domain/money.ts';
import { authed, signUp } from './auth-helpers.ts';
import { moneyBody, place } from './tickets-helpers.ts';
import { resultsSeed } from '../../server/modules/tickets/results-seed.ts';
import { getJson, signed, useTestApp, type TestApp } from './helpers.ts';
import { kickOff as kickOffAt, MIN } from './live-helpers.ts';

const TOKEN = 'operator-secret-live';
const t = useTestApp({ operatorToken: TOKEN });

const kickOff = (app: TestApp['app'], sport: string) => kickOffAt(app, TOKEN, sport);

const eventCount = async (app: TestApp['app'], id: string) =>
  Number(
    (
      await app.db
        .selectFrom('live_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('match_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

interface Summary {
  id: string;
  phase: string;
  clock_ms: number;
  clock_running: boolean;
  score: { home: number; away: number };
}

describe('the embedded live feed', () => {
  it('plays a football match that kicked off to the result settlement reads, stores no result on the way, and settles at the final whistle', async () => {
    // A bet placed before kick-off on the next football match: settled when the engine blows the final whistle.
    const next = await t.app.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'not_started')
      .where('sport_id', '=', '1')
      .orderBy('start_time')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const odds = await t.app.db
      .selectFrom('outcomes')
      .select('odds_hundredths')
      .where('match_id', '=', next.id)
      .where('market_id', '=', '1')
      .where('specifier', '=', '')
      .where('outcome_id', '=', '1')
      .executeTakeFirstOrThrow();
    const player = await signUp(t.app, '0911000561');
    const leg = { match_id: next.id, market_id: '1', specifier: '', outcome_id: '1', odds: fromCents(odds.odds_hundredths) };
    const placed = await place(t.app, player.session.id, moneyBody(player.user.id, [leg], 10));
    expect(placed.statusCode, placed.body).toBe(201);
    const m = await kickOff(t.app, '1');
    expect(m.id).toBe(next.id);
    const elapsed = t.clock.now - m.start_time.getTime();
    expect(elapsed).toBeGreaterThanOrEqual(0);
    expect(elapsed).toBeLessThan(MIN);
    const engine = liveEngine(t.app.db, 'simulator', () => resultsSeed(t.app.db));
    const written = await engine.run(t.clock.now);
    expect(written.get(m.id)?.[0]).toMatchObject({ seq: 1, kind: 'period_start', period: 1 });
    expect(await t.app.db.selectFrom('match_results').select('match_id').where('match_id', '=', m.id).executeTakeFirst()).toBeUndefined();

    const list = (await getJson(t.app, '/api/v1/live')) as { matches: Summary[] };
    expect(list.matches.find((x) => x.id === m.id)).toMatchObject({ phase: 'playing', clock_ms: elapsed, clock_running: true });

    // Two hours on, the whole match has been played: the final whistle, and the score settlement will read.
    const before = t.clock.now;
    t.clock.now += 119 * MIN;
    try {
      await engine.run(t.clock.now);
      const one = (await getJson(t.app, `/api/v1/live/${m.id}`)) as { match: Summary; events: { kind: string }[] };
      expect(one.match.phase).toBe('ended');
      expect(one.events.at(-1)?.kind).toBe('match_end');
      const result = await resultsSource(t.app.db, 'simulator').resultOf(m);
      if (result === null || result === 'pending' || result.kind !== 'football') {
        throw new Error('a football match has a football result');
      }
      expect(one.match.score).toEqual({ home: result.home, away: result.away });
      expect(one.events.filter((e) => e.kind === 'goal')).toHaveLength(result.home + result.away);
      // The whistle ended the match (not 2 h after kick-off), so the next settlement run grades the bet.
      const status = await t.app.db.selectFrom('matches').select(['status', 'start_time']).where('id', '=', m.id).executeTakeFirstOrThrow();
      expect(status.status).toBe('ended');
      expect(t.clock.now - status.start_time.getTime()).toBeLessThan(2 * 60 * MIN);
      expect(await settleDue(t.app.db, t.clock.now, resultsSource(t.app.db, 'simulator'))).toMatchObject({ graded: 1, settled: 1 });
      const ticket = await authed(t.app, { url: `/api/v1/tickets/${placed.json().ticket_id}`, token: player.session.id });
      expect(ticket.json().bet_status).toBe(result.home > result.away ? 'WON' : 'LOST');
    } finally {
      t.clock.now = before;
    }
  });

  it('writes each event once when two instances run it at the same instant', async () => {
    const m = await kickOff(t.app, '1');
    const seed = () => resultsSeed(t.app.db);
    const later = t.clock.now + 60 * MIN;
    await Promise.all([liveEngine(t.app.db, 'simulator', seed).run(later), liveEngine(t.app.db, 'simulator', seed).run(later)]);
    const rows = await t.app.db.selectFrom('live_events').select(['seq', 'event_id']).where('match_id', '=', m.id).orderBy('seq').execute();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(rows.length);
    expect(rows.map((r) => r.event_id)).toEqual(rows.map((_, i) => `engine:${i + 1}`));
  });

  it('with RESULTS_SOURCE=operator plays nothing until a result is entered', async () => {
    const fresh = await kickOff(t.app, '2');
    const engine = liveEngine(t.app.db, 'operator', () => resultsSeed(t.app.db));
    await engine.run(t.clock.now);
    expect(await eventCount(t.app, fresh.id)).toBe(0);
  });

  it('leaves a match a real feed writes to alone', async () => {
    const m = await kickOff(t.app, '5');
    await appendEvents(t.app.db, m.id, [{ eventId: 'feed-1', at: 0, kind: 'period_start', side: null, period: 1, clock: 0, points: 1 }]);
    await liveEngine(t.app.db, 'simulator', () => resultsSeed(t.app.db)).run(t.clock.now + 60 * MIN);
    expect(await eventCount(t.app, m.id)).toBe(1);
  });

  it('answers a match not started with no events, and an unknown one with the declared 404', async () => {
    const upcoming = await t.app.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'not_started')
      .orderBy('start_time')
      .executeTakeFirstOrThrow();
    const one = (await getJson(t.app, `/api/v1/live/${upcoming.id}`)) as { match: Summary; events: unknown[] };
    expect(one.match.phase).toBe('not_started');
    expect(one.events).toEqual([]);
    const unknown = await signed(t.app, { url: '/api/v1/live/sr:match:nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Match not found' });
  });
});
