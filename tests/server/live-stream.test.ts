// The live stream without a network (issue 32): a moment goes to every connection at once with the score after it;
// other changes are coalesced to one LIVE_SCORE per match per window with the newest state; an older score never
// follows a newer one; a backed-up socket skips a coalesced score but never a moment. The bus payload decodes only
// when it is exactly a live event.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveEventMessage, LiveScoreMessage } from '../../schema/live-message.ts';
import { Hub } from '../../server/modules/realtime/hub.ts';
import { LiveStream } from '../../server/modules/realtime/live-stream.ts';
import { decodeLivePayload, type LiveBusEvent } from '../../server/modules/realtime/live-wire.ts';
import { FakeSocket } from './realtime-fakes.ts';

afterEach(() => {
  vi.useRealTimers();
});

const AT = '2026-11-21T09:30:00.000Z';

function score(seq: number, home: number, away = 0, match = 'sr:match:1'): LiveScoreMessage {
  return {
    type: 'LIVE_SCORE',
    match_id: match,
    phase: 'playing',
    period: 1,
    clock_ms: seq * 1000,
    clock_running: true,
    score: { home, away },
    games: { home: 0, away: 0 },
    red_cards: { home: 0, away: 0 },
    periods: [],
    seq,
    at: AT,
  };
}

const goal = (seq: number, match = 'sr:match:1'): LiveEventMessage => ({
  type: 'LIVE_EVENT',
  match_id: match,
  seq,
  kind: 'goal',
  side: 'home',
  period: 1,
  clock_ms: seq * 1000,
  at: AT,
});

const bus = (s: LiveScoreMessage, moments: LiveEventMessage[] = []): LiveBusEvent => ({ kind: 'live', score: s, moments });

function setup() {
  vi.useFakeTimers();
  const hub = new Hub();
  const stream = new LiveStream(hub, { flushMs: 1_000, liteFlushMs: 5_000, maxBufferedBytes: 1_000 });
  const connect = (userId: string | null = null, lite = false): FakeSocket => {
    const socket = new FakeSocket();
    hub.add(socket, userId, 'm', null, lite);
    return socket;
  };
  return { stream, connect };
}

const types = (s: FakeSocket) =>
  s.sent.map((m) => {
    const { type, seq } = m as { type: string; seq: number };
    return `${type}:${seq}`;
  });

describe('LiveStream', () => {
  it('sends a goal to every connection at once, anonymous included, with the score after it', () => {
    const { stream, connect } = setup();
    const [anon, user] = [connect(), connect('u')];
    stream.push(bus(score(7, 1), [goal(7)]));
    for (const s of [anon, user]) {
      expect(types(s)).toEqual(['LIVE_EVENT:7', 'LIVE_SCORE:7']);
      expect(LiveEventMessage.is(s.sent[0])).toBe(true);
      expect(LiveScoreMessage.is(s.sent[1])).toBe(true);
    }
  });

  it('coalesces other changes to one score per match per window, the newest', () => {
    const { stream, connect } = setup();
    const s = connect();
    stream.push(bus(score(3, 0)));
    stream.push(bus(score(4, 0)));
    stream.push(bus(score(2, 0, 0, 'sr:match:2')));
    expect(s.sent).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(types(s).sort()).toEqual(['LIVE_SCORE:2', 'LIVE_SCORE:4']);
    stream.push(bus(score(5, 0)));
    vi.advanceTimersByTime(999);
    expect(s.sent).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(types(s).at(-1)).toBe('LIVE_SCORE:5');
  });

  it('never sends an older score after a newer one, nor loses a newer one waiting behind a moment', () => {
    const { stream, connect } = setup();
    const s = connect();
    stream.push(bus(score(10, 1)));
    stream.push(bus(score(8, 1), [goal(8)]));
    expect(types(s)).toEqual(['LIVE_EVENT:8', 'LIVE_SCORE:10']);
    stream.push(bus(score(9, 1)));
    vi.advanceTimersByTime(1_000);
    expect(types(s)).toEqual(['LIVE_EVENT:8', 'LIVE_SCORE:10']);
  });

  it('skips a coalesced score on a backed-up socket, never a moment', () => {
    const { stream, connect } = setup();
    const [slow, fast] = [connect(), connect()];
    slow.bufferedAmount = 5_000;
    stream.push(bus(score(1, 0)));
    vi.advanceTimersByTime(1_000);
    expect(types(fast)).toEqual(['LIVE_SCORE:1']);
    expect(slow.sent).toEqual([]);
    stream.push(bus(score(2, 1), [goal(2)]));
    expect(types(slow)).toEqual(['LIVE_EVENT:2', 'LIVE_SCORE:2']);
  });
});

describe('LiveStream in low-data mode', () => {
  it('sends a low-data socket one coalesced score per match per 5 s, the newest, and moments at once', () => {
    const { stream, connect } = setup();
    const [full, lite] = [connect(), connect(null, true)];
    for (let second = 1; second <= 5; second += 1) {
      stream.push(bus(score(second, 0)));
      vi.advanceTimersByTime(1_000);
    }
    expect(types(full)).toEqual(['LIVE_SCORE:1', 'LIVE_SCORE:2', 'LIVE_SCORE:3', 'LIVE_SCORE:4', 'LIVE_SCORE:5']);
    expect(types(lite)).toEqual(['LIVE_SCORE:5']);
    stream.push(bus(score(6, 1), [goal(6)]));
    expect(types(lite)).toEqual(['LIVE_SCORE:5', 'LIVE_EVENT:6', 'LIVE_SCORE:6']);
    // A change already sent with the goal is not sent again by the slower timer.
    vi.advanceTimersByTime(5_000);
    expect(types(lite)).toEqual(['LIVE_SCORE:5', 'LIVE_EVENT:6', 'LIVE_SCORE:6']);
  });
});

describe('the live bus payload', () => {
  const payload = (v: unknown) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;

  it('decodes a live event exactly, and nothing else', () => {
    const event = bus(score(7, 1), [goal(7)]);
    expect(decodeLivePayload(payload(event))).toEqual(event);
    expect(decodeLivePayload(payload({ ...event, score: { ...event.score, phase: 'halftime' } }))).toBeNull();
    expect(decodeLivePayload(payload({ ...event, moments: [{ ...goal(7), kind: 'corner' }] }))).toBeNull();
    expect(decodeLivePayload(payload({ ...event, moments: [goal(7, 'sr:match:other')] }))).toBeNull();
    expect(decodeLivePayload(payload({ ...event, moments: Array.from({ length: 21 }, (_, i) => goal(i + 1)) }))).toBeNull();
    expect(decodeLivePayload(payload({ kind: 'live' }))).toBeNull();
  });
});
