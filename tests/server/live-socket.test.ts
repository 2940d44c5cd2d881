// Live scores over a real socket (issue 32): a goal a feed writes reaches an anonymous connection at once as
// LIVE_EVENT then LIVE_SCORE (decoded with their declarations), a corner only as a coalesced LIVE_SCORE, and a
// repeated event sends nothing more.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LiveEventMessage, LiveScoreMessage } from '../../schema/live-message.ts';
import { OddsChange } from '../../schema/socket-message.ts';
import { NOW, useTestApp } from './helpers.ts';
import { until } from './wait.ts';

const TOKEN = 'operator-secret-live-socket';
const t = useTestApp({ operatorToken: TOKEN });

const write = (events: unknown[]) =>
  t.app.inject({ method: 'POST', url: '/api/admin/v1/feed/live', headers: { authorization: `Bearer ${TOKEN}` }, payload: { events } });

describe('live messages on the socket', () => {
  it('sends a goal at once with the score after it, a corner as a coalesced score, a repeat nothing', async () => {
    const m = await t.app.db
      .selectFrom('matches')
      .select('id')
      .where('sport_id', '=', '1')
      .where('status', '=', 'not_started')
      .orderBy('start_time')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('matches')
      .set({ start_time: new Date(NOW - 10 * 60_000), status: 'live' })
      .where('id', '=', m.id)
      .execute();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${address.replace('http', 'ws')}/api/v1/auth/ws/`);
    const got: { type: string }[] = [];
    ws.on('message', (data) => got.push(JSON.parse(String(data)) as { type: string }));
    await new Promise((resolve, reject) => {
      ws.on('open', resolve);
      ws.on('error', reject);
    });
    // A phone in low-data mode (its saveData cookie): moments at once, coalesced scores every 5 s instead of 1 s.
    const lite = new WebSocket(`${address.replace('http', 'ws')}/api/v1/auth/ws/`, { headers: { cookie: 'saveData=1' } });
    const gotLite: { type: string; seq?: number }[] = [];
    lite.on('message', (data) => gotLite.push(JSON.parse(String(data)) as { type: string }));
    await new Promise((resolve, reject) => {
      lite.on('open', resolve);
      lite.on('error', reject);
    });
    await until(() => got.some((x) => x.type === 'CONNECTION_ESTABLISHED'), 3_000, 10);
    await until(() => gotLite.some((x) => x.type === 'CONNECTION_ESTABLISHED'), 3_000, 10);
    const live = () => got.filter((x) => x.type.startsWith('LIVE_'));

    const kickOff = { event_id: 'f-1', match_id: m.id, kind: 'period_start', period: 1, clock_ms: 0, at_ms: 0 };
    const goal = { event_id: 'f-2', match_id: m.id, kind: 'goal', side: 'away', period: 1, clock_ms: 9 * 60_000, at_ms: 9 * 60_000 };
    expect((await write([kickOff, goal])).json()).toMatchObject({ stored: 2 });
    await until(() => live().length >= 3, 3_000, 10);
    const [start, scored, after] = live();
    expect(LiveEventMessage.create(start)).toMatchObject({ kind: 'period_start', seq: 1 });
    expect(LiveEventMessage.create(scored)).toMatchObject({ kind: 'goal', side: 'away', seq: 2, match_id: m.id });
    expect(LiveScoreMessage.create(after)).toMatchObject({ seq: 2, score: { home: 0, away: 1 }, phase: 'playing', clock_running: true });
    // The goal's suspension: ONE item for the whole match (not one per outcome), to every socket at once, decoded as
    // the client decodes it.
    const suspension = { match_id: m.id, scope: 'match', status: 'suspended' };
    for (const messages of [got, gotLite]) {
      await until(() => messages.some((x) => x.type === 'ODDS_CHANGE'), 3_000, 10);
      const odds = messages.filter((x) => x.type === 'ODDS_CHANGE');
      expect(odds).toHaveLength(1);
      expect(OddsChange.create(odds[0]).changes).toEqual([suspension]);
      expect(JSON.stringify(odds[0]).length).toBeLessThan(200);
    }

    const corner = { event_id: 'f-3', match_id: m.id, kind: 'corner', side: 'home', period: 1, clock_ms: 9.5 * 60_000, at_ms: 9.5 * 60_000 };
    expect((await write([corner, goal])).json()).toMatchObject({ stored: 1, skipped: 1 });
    await until(() => live().length >= 4, 3_000, 10);
    expect(LiveScoreMessage.create(live()[3])).toMatchObject({ seq: 3, score: { home: 0, away: 1 } });
    expect(live().filter((x) => x.type === 'LIVE_EVENT')).toHaveLength(2);
    // The low-data socket had both moments at once, and gets the corner's score only at its slower flush.
    expect(gotLite.filter((x) => x.type.startsWith('LIVE_')).map((x) => `${x.type}:${x.seq}`)).toEqual([
      'LIVE_EVENT:1',
      'LIVE_EVENT:2',
      'LIVE_SCORE:2',
    ]);
    await until(() => gotLite.some((x) => x.type === 'LIVE_SCORE' && x.seq === 3), 8_000, 50);
    ws.close();
    lite.close();
  });
});
