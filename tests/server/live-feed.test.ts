// POST /api/admin/v1/feed/live through HTTP on a real PGlite: the boundary a real feed writes live events through.
// Events are stored in order with seq 1..n and fold into the match's state; an event_id is stored once however often
// (and however concurrently) it is sent; nothing follows a match_end; the whole list is checked before anything is
// written (unknown match 404, not kicked off or ended 409, a side exactly on the kinds that have one); every malformed
// body is a 400 with the declared text, never a 500; and a match a feed writes is left alone by the embedded engine.
import { describe, expect, it } from 'vitest';
import { liveEngine } from '../../server/modules/live/engine.ts';
import { eventsOf, foldEvents } from '../../server/modules/live/store.ts';
import { resultsSeed } from '../../server/modules/tickets/results-seed.ts';
import { NUL_REFUSAL } from '../../server/plugins/input-guard.ts';
import { NOW, useTestApp } from './helpers.ts';

const TOKEN = 'operator-secret-live-feed';
const auth = { authorization: `Bearer ${TOKEN}` };
const t = useTestApp({ operatorToken: TOKEN });

const KINDS = 'period_start, period_end, goal, penalty, yellow_card, red_card, corner, shot, dangerous_attack, score, game, match_end';

const post = (payload: unknown, headers: Record<string, string> = auth, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/v1/feed/live', headers, payload: payload as object, ...(remoteAddress ? { remoteAddress } : {}) });

/**
 * A match of `sport` kicked off 30 minutes ago, with no event yet (each test gets its own). The demo schedule has
 * too few matches in any 2-hour window for one each, so the next one not started is moved to its kick-off here, as
 * the feed's clock would (catalog/status.ts: live from kick-off).
 */
async function kickOff(sport: string): Promise<{ id: string; start: number }> {
  const m = await t.app.db
    .selectFrom('matches')
    .select('id')
    .where('sport_id', '=', sport)
    .where('status', '=', 'not_started')
    .orderBy('start_time')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const start = NOW - 30 * 60_000;
  await t.app.db
    .updateTable('matches')
    .set({ start_time: new Date(start), status: 'live' })
    .where('id', '=', m.id)
    .execute();
  return { id: m.id, start };
}

const countEvents = async (): Promise<number> => (await t.app.db.selectFrom('live_events').select('seq').execute()).length;

const ev = (event_id: string, match_id: string, kind: string, rest: Record<string, unknown> = {}) => ({
  event_id,
  match_id,
  kind,
  period: 1,
  clock_ms: 0,
  ...rest,
});

describe('POST /api/admin/v1/feed/live', () => {
  it('needs the operator token', async () => {
    expect((await post({ events: [] }, {})).statusCode).toBe(401);
    expect((await post({ events: [] }, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('stores a period and a goal, in order, and they fold into the score', async () => {
    const m = await kickOff('1');
    const res = await post({
      events: [
        ev('k1', m.id, 'period_start', { side: null, at_ms: 0 }),
        ev('k2', m.id, 'goal', { side: 'home', clock_ms: 754_000, at_ms: 760_000 }),
        ev('k3', m.id, 'yellow_card', { side: 'away', clock_ms: 800_000 }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, stored: 3, skipped: 0 });
    const events = await eventsOf(t.app.db, m.id);
    expect(events).toEqual([
      { seq: 1, at: 0, kind: 'period_start', side: null, period: 1, clock: 0, points: 1 },
      { seq: 2, at: 760_000, kind: 'goal', side: 'home', period: 1, clock: 754_000, points: 1 },
      // No at_ms: now − kick-off.
      { seq: 3, at: NOW - m.start, kind: 'yellow_card', side: 'away', period: 1, clock: 800_000, points: 1 },
    ]);
    const state = foldEvents('football', events);
    expect(state).toMatchObject({ phase: 'playing', period: 1, seq: 3, goals: ['home'] });
    expect([state.home.score, state.away.score, state.away.yellowCards]).toEqual([1, 0, 1]);
  });

  it('stores an event_id once: a replay is skipped, and a period end follows on at the next seq', async () => {
    const m = await kickOff('1');
    const first = [ev('r1', m.id, 'period_start'), ev('r2', m.id, 'goal', { side: 'away', clock_ms: 60_000 })];
    expect((await post({ events: first })).json()).toEqual({ success: true, stored: 2, skipped: 0 });
    expect((await post({ events: first })).json()).toEqual({ success: true, stored: 0, skipped: 2 });
    const more = [...first, ev('r2', m.id, 'goal', { side: 'home' }), ev('r3', m.id, 'period_end', { clock_ms: 2_700_000 })];
    expect((await post({ events: more })).json()).toEqual({ success: true, stored: 1, skipped: 3 });
    const events = await eventsOf(t.app.db, m.id);
    expect(events.map((e) => [e.seq, e.kind, e.side])).toEqual([
      [1, 'period_start', null],
      [2, 'goal', 'away'],
      [3, 'period_end', null],
    ]);
    expect(foldEvents('football', events)).toMatchObject({ phase: 'break', periods: [{ home: 0, away: 1 }] });
  });

  it('stores each event exactly once under 20 concurrent copies of a request, seq 1..n without gaps', async () => {
    const m = await kickOff('1');
    const events = Array.from({ length: 8 }, (_, i) => ev(`c${i}`, m.id, i === 0 ? 'period_start' : 'corner', { side: i === 0 ? null : 'home' }));
    // From 20 addresses (a feed's workers): the operator guard counts credentials in flight per address, and more
    // than 10 at once from one address are refused 429 (admin/guard.ts) before they reach the route.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post({ events }, auth, `10.0.32.${i + 1}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.reduce((sum, a) => sum + a.json().stored, 0)).toBe(8);
    expect(answers.reduce((sum, a) => sum + a.json().skipped, 0)).toBe(20 * 8 - 8);
    const stored = await t.app.db.selectFrom('live_events').select(['seq', 'event_id']).where('match_id', '=', m.id).orderBy('seq').execute();
    expect(stored).toEqual(events.map((e, i) => ({ seq: i + 1, event_id: e.event_id })));
  });

  it('skips whatever follows a match_end in its request; the match has then ended, so a later one is refused', async () => {
    const m = await kickOff('2');
    const res = await post({
      events: [
        ev('b1', m.id, 'period_start'),
        ev('b2', m.id, 'score', { side: 'home', points: 3, clock_ms: 30_000 }),
        ev('b3', m.id, 'score', { side: 'away', clock_ms: 50_000 }),
        ev('b4', m.id, 'period_end', { clock_ms: 600_000 }),
        ev('b5', m.id, 'match_end', { clock_ms: 600_000, side: null }),
        ev('b6', m.id, 'score', { side: 'away', points: 2, clock_ms: 600_000 }),
      ],
    });
    expect(res.json()).toEqual({ success: true, stored: 5, skipped: 1 });
    const later = await post({ events: [ev('b7', m.id, 'score', { side: 'home', points: 2 })] });
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ code: 'MATCH_ENDED' });
    expect((await t.app.db.selectFrom('matches').select('status').where('id', '=', m.id).executeTakeFirstOrThrow()).status).toBe('ended');
    const state = foldEvents('basketball', await eventsOf(t.app.db, m.id));
    expect([state.phase, state.seq, state.home.score, state.away.score]).toEqual(['ended', 5, 3, 1]);
  });

  it('keeps a timeline in time order and out of the future', async () => {
    const m = await kickOff('1');
    const elapsed = NOW - m.start;
    const events = [
      ev('t1', m.id, 'period_start', { at_ms: 1_000 }),
      ev('t2', m.id, 'shot', { side: 'home', at_ms: 500 }),
      ev('t3', m.id, 'shot', { side: 'away', at_ms: elapsed + 3_600_000 }),
    ];
    expect((await post({ events })).json()).toMatchObject({ stored: 3 });
    expect((await eventsOf(t.app.db, m.id)).map((e) => e.at)).toEqual([1_000, 1_000, elapsed]);
  });

  it('answers 404 for an unknown match and 409 for one not kicked off, naming it and writing nothing of the list', async () => {
    const m = await kickOff('1');
    const later = await t.app.db
      .selectFrom('matches')
      .select('id')
      .where('start_time', '>', new Date(NOW + 3_600_000))
      .orderBy('start_time')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await countEvents();
    const unknown = await post({ events: [ev('u1', m.id, 'period_start'), ev('u2', 'sr:match:nope', 'period_start')] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'events[1]: match sr:match:nope not found', code: 'NOT_FOUND' });
    const early = await post({ events: [ev('n1', m.id, 'period_start'), ev('n2', later.id, 'period_start')] });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: `events[1]: match ${later.id} has not kicked off yet`, code: 'MATCH_NOT_STARTED' });
    expect(await countEvents()).toBe(before);
  });

  it('refuses a wrong side, kind, period, points or id with 400 and the declared text, writing nothing', async () => {
    const m = await kickOff('1');
    const before = await countEvents();
    const cases: Array<[Record<string, unknown>, string]> = [
      [ev('x', m.id, 'goal'), "events[0].side must be 'home' or 'away' for a goal"],
      [ev('x', m.id, 'period_end', { side: 'home' }), 'events[0].side must be absent or null for a period_end'],
      [ev('x', m.id, 'goal', { side: 'home', points: 3 }), 'events[0].points must be 1 or absent for a goal: only a score has 1 to 3'],
      [ev('x', m.id, 'goal', { side: 'middle' }), "events[0].side must be 'home', 'away' or null"],
      [ev('x', m.id, 'own_goal', { side: 'home' }), `events[0].kind must be one of ${KINDS}`],
      [ev('x', m.id, 'goal', { side: 'home', period: 0 }), 'events[0].period must be a whole number from 1 to 20'],
      [ev('x', m.id, 'goal', { side: 'home', period: 21 }), 'events[0].period must be a whole number from 1 to 20'],
      [ev('x', m.id, 'goal', { side: 'home', clock_ms: 21_600_001 }), 'events[0].clock_ms must be a whole number of ms from 0 to 21600000 (6 h)'],
      [ev('x', m.id, 'goal', { side: 'home', at_ms: -1 }), 'events[0].at_ms must be a whole number of ms from 0 to 86400000 (24 h), or absent'],
      [ev('x', m.id, 'score', { side: 'home', points: 4 }), 'events[0].points must be a whole number from 1 to 3, or absent'],
      // A NUL is refused by the server-wide input guard before the route; other control characters by the declaration.
      [ev('a\u0000b', m.id, 'period_start'), NUL_REFUSAL],
      [ev('x', `${m.id}\u0000`, 'period_start'), NUL_REFUSAL],
      [ev('a\u0007b', m.id, 'period_start'), 'events[0].event_id must be a non-empty string of at most 200 printable characters'],
      [ev('x', `${m.id}\n`, 'period_start'), 'events[0].match_id must be a non-empty string of at most 200 printable characters'],
      [ev('x'.repeat(201), m.id, 'period_start'), 'events[0].event_id must be a non-empty string of at most 200 printable characters'],
      [
        { event_id: 'x', match_id: m.id, kind: 'goal', side: 'home', period: 1 },
        'events[0].clock_ms is required and must be a whole number of ms from 0 to 21600000 (6 h)',
      ],
    ];
    for (const [event, text] of cases) {
      const res = await post({ events: [event] });
      expect(res.statusCode, text).toBe(400);
      expect(res.json(), text).toEqual({ error: text, code: 'VALIDATION_FAILED' });
    }
    // The entry is named in a longer list too (the side check runs after the declaration's).
    const res = await post({
      events: [ev('y1', m.id, 'period_start'), ev('y2', m.id, 'period_start'), ev('y3', m.id, 'period_start'), ev('y4', m.id, 'shot')],
    });
    expect(res.json()).toEqual({ error: "events[3].side must be 'home' or 'away' for a shot", code: 'VALIDATION_FAILED' });
    expect(await countEvents()).toBe(before);
  });

  it('answers garbage with 400, never 500', async () => {
    const m = await kickOff('1');
    // Built as text: JSON.stringify of a value this deep overflows the test's own stack.
    const deep = `{"events": [{"event_id": ${'['.repeat(5_000)}0${']'.repeat(5_000)}, "match_id": "${m.id}", "kind": "goal", "period": 1, "clock_ms": 0}]}`;
    const bodies: string[] = [
      'hello',
      '[]',
      '{"events": "all"}',
      '{"events": []}',
      '{"events": [null]}',
      '{"events": [[1]]}',
      '{"events": [{"event_id": 7}]}',
      JSON.stringify({ events: Array.from({ length: 501 }, (_, i) => ev(`e${i}`, m.id, 'period_start')) }),
      JSON.stringify({ events: [ev('big', m.id, 'goal', { side: 'home', clock_ms: 1e300 })] }),
      deep,
      '{"events": [',
    ];
    for (const payload of bodies) {
      const res = await post(payload, { ...auth, 'content-type': 'application/json' });
      expect(res.statusCode, String(payload).slice(0, 60)).toBe(400);
      expect(res.json().code, String(payload).slice(0, 60)).toBe('VALIDATION_FAILED');
    }
    expect((await post({ events: [] })).json()).toEqual({ error: 'events must be a list of 1 to 500 events', code: 'VALIDATION_FAILED' });
    expect((await post({ events: [7] })).json()).toEqual({ error: 'events[0] must be an object', code: 'VALIDATION_FAILED' });
  });

  it('leaves a match written by a feed to the feed: the embedded engine plays the others only', async () => {
    const fed = await kickOff('1');
    expect((await post({ events: [ev('f1', fed.id, 'period_start')] })).json()).toMatchObject({ stored: 1 });
    const engine = liveEngine(t.app.db, 'simulator', () => resultsSeed(t.app.db));
    const written = await engine.run(t.app.now());
    expect(written.size).toBeGreaterThan(0);
    expect(written.has(fed.id)).toBe(false);
    expect((await eventsOf(t.app.db, fed.id)).map((e) => e.kind)).toEqual(['period_start']);
  });

  it('refuses a match that has ended with 409 MATCH_ENDED', async () => {
    // Three hours on: the matches kicked off above ended (2 h after kick-off).
    const advance = await t.app.inject({ method: 'POST', url: '/api/admin/v1/feed/advance', headers: auth, payload: { minutes: 180 } });
    expect(advance.statusCode).toBe(200);
    const ended = await t.app.db.selectFrom('matches').select('id').where('status', '=', 'ended').orderBy('id').executeTakeFirstOrThrow();
    const res = await post({ events: [ev('z1', ended.id, 'match_end')] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: `events[0]: match ${ended.id} has ended`, code: 'MATCH_ENDED' });
  });
});
