// The live family's data layer (issue 32): the two reads through the real engine (declared paths, answers decoded
// before the store, a malformed answer stored as nothing), which scoreboard wins between the socket and the reads
// (the seq rule; the list read, which has no seq, against a LIVE_SCORE stamped just before it), the list's members and
// the matches in play, and the clock reader. Answers and frames are the recorded ones (tests/streams/live-session.jsonl).
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../schema/event.ts';
import { applyEvent } from '../../sync/apply.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { addLiveFamily } from '../../sync/families/live.ts';
import { liveMatchesResource, liveMatchResource } from '../../sync/live.ts';
import { LIST_READ_MARGIN_MS } from '../../sync/materializers/live.ts';
import { FOOTBALL_PERIOD_MS, inPlayBySport, liveClockMs, liveMinute, momentsOf, scoreboardOf } from '../../sync/read/live.ts';
import { createAppData, type AppData } from '../../sync/store.ts';
import { fakeApi, flush } from './fake-api.ts';
import { recordedStream } from './stream.ts';

const { events } = recordedStream('live-session');
const payloadOf = (type: string, n = 1): Record<string, unknown> => {
  const { key: _, ...rest } = events.filter((e) => e.type === type)[n - 1]?.payload ?? {};
  return rest;
};
const listAnswer = payloadOf('v1.LiveMatchesLoaded') as { at: string; matches: { id: string }[] };
const matchAnswer = payloadOf('v1.LiveMatchLoaded');
const scoreFrame = payloadOf('v1.LiveScoreReceived') as { match_id: string; seq: number; at: string; score: { home: number; away: number } };
const A = 'sr:match:10982599';
const B = 'sr:match:72785996';
const T = Date.parse(listAnswer.at);

addLiveFamily();
const apply = (data: AppData, type: string, payload: unknown, at = T): void => {
  expect(applyEvent(data, { type, at, source: 'remote', payload } as AppEvent, () => undefined)).toBe(true);
};
const listRead = (data: AppData, answer: typeof listAnswer = listAnswer) => apply(data, 'v1.LiveMatchesLoaded', { key: 'live', ...answer });
const score = (data: AppData, seq: number, atMs: number, goals: { home: number; away: number }, more: object = {}) =>
  apply(data, 'v1.LiveScoreReceived', { ...scoreFrame, seq, at: new Date(atMs).toISOString(), score: goals, ...more });

describe('live reads through the engine', () => {
  it("GET /api/v1/live and /api/v1/live/:matchId land in the store, decoded, each read's resource ready", async () => {
    const data = createAppData();
    const api = fakeApi({ '/api/v1/live': listAnswer, [`/api/v1/live/${encodeURIComponent(A)}`]: matchAnswer });
    const engine = createSyncEngine(data, api, { now: () => T, log: () => undefined, retryDelaysMs: [] });
    engine.request(liveMatchesResource());
    engine.request(liveMatchResource(A));
    await flush();
    await flush();
    expect(api.calls).toEqual(['/api/v1/live', `/api/v1/live/${encodeURIComponent(A)}`]);
    expect(inPlayBySport(data).map((g) => g.matchIds.length)).toEqual([2, 1]);
    expect(momentsOf(data, A).map((m) => m.kind)).toEqual(['period_start', 'goal', 'yellow_card', 'goal']);
    expect(data.store.getRow('resources', 'live')).toMatchObject({ status: 'ready' });
    expect(data.store.getRow('resources', `live:${A}`)).toMatchObject({ status: 'ready' });
    engine.dispose();
  });

  it('a malformed answer stores nothing and fails the read as BAD_ANSWER', async () => {
    const data = createAppData();
    const broken = { ...listAnswer, matches: listAnswer.matches.map((m) => ({ ...m, clock_ms: 'half-time' })) };
    const engine = createSyncEngine(data, fakeApi({ '/api/v1/live': broken }), { now: () => T, log: () => undefined, retryDelaysMs: [] });
    engine.request(liveMatchesResource());
    await flush();
    await flush();
    expect(data.store.getRowIds('liveScores')).toEqual([]);
    expect(data.store.getRow('resources', 'live')).toMatchObject({ status: 'error', code: 'BAD_ANSWER' });
    engine.dispose();
  });
});

describe('which scoreboard wins', () => {
  it('a LIVE_SCORE of a lower seq never replaces a newer one; an equal seq does (the same state, a later clock)', () => {
    const data = createAppData();
    score(data, 8, T + 5_000, { home: 2, away: 1 });
    score(data, 7, T + 6_000, { home: 1, away: 1 });
    expect(scoreboardOf(data.store, A)).toMatchObject({ seq: 8, score: { home: 2, away: 1 }, clock_at: T + 5_000 });
    score(data, 8, T + 7_000, { home: 2, away: 1 }, { clock_ms: 1_900_000 });
    expect(scoreboardOf(data.store, A)).toMatchObject({ seq: 8, clock_ms: 1_900_000, clock_at: T + 7_000 });
  });

  it('a match read carries its last event as its seq: an older read does not undo a newer LIVE_SCORE', () => {
    const data = createAppData();
    score(data, 9, T + 200_000, { home: 3, away: 1 });
    apply(data, 'v1.LiveMatchLoaded', { key: `live:${A}`, ...matchAnswer });
    expect(scoreboardOf(data.store, A)).toMatchObject({ seq: 9, score: { home: 3, away: 1 } });
    // …but it still brings the match, its moments and its stats.
    expect(scoreboardOf(data.store, A)?.match).toMatchObject({ home_team: 'Saint George' });
    expect(momentsOf(data, A)).toHaveLength(4);
    expect(data.store.hasRow('liveStats', A)).toBe(true);
  });

  it(`the list read (no seq) keeps a LIVE_SCORE stamped within ${LIST_READ_MARGIN_MS} ms before it, replaces an older one, and keeps the seq`, () => {
    const data = createAppData();
    score(data, 4, T - 1_000, { home: 2, away: 0 });
    listRead(data);
    expect(scoreboardOf(data.store, A)).toMatchObject({
      seq: 4,
      score: { home: 2, away: 0 },
      clock_at: T - 1_000,
      match: { home_team: 'Saint George' },
    });
    const older = createAppData();
    score(older, 4, T - 5_000, { home: 0, away: 0 });
    listRead(older);
    expect(scoreboardOf(older.store, A)).toMatchObject({ seq: 4, score: { home: 1, away: 0 }, clock_at: T, clock_ms: 30 * 60_000 });
  });

  it('a LIVE_SCORE of a match no read told of is kept, but not listed in play until a list read lists it', () => {
    const data = createAppData();
    score(data, 2, T, { home: 0, away: 0 });
    expect(scoreboardOf(data.store, A)).toMatchObject({ sport_id: '', match: null, seq: 2 });
    expect(inPlayBySport(data)).toEqual([]);
  });
});

describe('the matches in play', () => {
  it('a match the next list read no longer holds leaves, and so does one whose LIVE_SCORE says it ended', () => {
    const data = createAppData();
    listRead(data);
    listRead(data, { ...listAnswer, at: new Date(T + 30_000).toISOString(), matches: listAnswer.matches.filter((m) => m.id !== B) });
    expect(inPlayBySport(data)).toEqual([
      { sportId: '1', matchIds: [A] },
      { sportId: '2', matchIds: ['sr:match:23944128'] },
    ]);
    expect(data.store.getCell('liveScores', B, 'listed')).toBe(0);
    score(data, 99, T + 40_000, { home: 1, away: 0 }, { phase: 'ended', clock_running: false });
    expect(inPlayBySport(data)).toEqual([{ sportId: '2', matchIds: ['sr:match:23944128'] }]);
  });
});

describe('the clock', () => {
  const board = { clock_ms: 30 * 60_000, clock_running: true, clock_at: T, period: 1, phase: 'playing' as const };

  it('runs on from clock_ms at clock_at while running, stands still otherwise, never reads back', () => {
    expect(liveClockMs(board, T + 61_000)).toBe(31 * 60_000 + 1_000);
    expect(liveClockMs(board, T - 5_000)).toBe(30 * 60_000);
    expect(liveClockMs({ ...board, clock_running: false }, T + 600_000)).toBe(30 * 60_000);
  });

  it('shows the minute being played, and the added minutes past a half', () => {
    const at = (clockMs: number, period = 1, extra: object = {}) => liveMinute({ ...board, clock_ms: clockMs, period, ...extra }, T);
    expect(at(0)).toEqual({ minute: 1, added: 0 });
    expect(at(59_999)).toEqual({ minute: 1, added: 0 });
    expect(at(60_000)).toEqual({ minute: 2, added: 0 });
    expect(at(44 * 60_000 + 59_999)).toEqual({ minute: 45, added: 0 });
    expect(at(45 * 60_000)).toEqual({ minute: 45, added: 1 });
    expect(at(47 * 60_000 + 30_000)).toEqual({ minute: 45, added: 3 });
    expect(at(45 * 60_000, 2)).toEqual({ minute: 46, added: 0 });
    expect(at(91 * 60_000, 2)).toEqual({ minute: 90, added: 2 });
    expect(at(0, 0, { phase: 'not_started', clock_running: false })).toEqual({ minute: 0, added: 0 });
    // Running on: 30:00 at T is the 31st minute; 90 s later the 32nd.
    expect(liveMinute(board, T + 90_000)).toEqual({ minute: 32, added: 0 });
    // Another sport's periods: a 10-minute basketball quarter, the second one at 12:00 of play.
    expect(liveMinute({ ...board, clock_ms: 12 * 60_000, period: 2 }, T, 10 * 60_000)).toEqual({ minute: 13, added: 0 });
    expect(FOOTBALL_PERIOD_MS).toBe(45 * 60_000);
  });
});
