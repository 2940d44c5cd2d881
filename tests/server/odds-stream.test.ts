// The odds stream without a network: every connection (anonymous included) gets one coalesced ODDS_CHANGE per
// window with the newest price per outcome, never more than one per window however busy the feed; a backed-up
// socket is skipped and later gets the coalesced state; a new connection starts from now; big backlogs split.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hub } from '../../server/modules/realtime/hub.ts';
import { OddsStream } from '../../server/modules/realtime/odds-stream.ts';
import { matchSuspended, type OddsChange } from '../../server/modules/realtime/odds-wire.ts';
import { FakeSocket } from './realtime-fakes.ts';

afterEach(() => {
  vi.useRealTimers();
});

const change = (outcome: string, odds: number, status: OddsChange['status'] = 'active'): OddsChange => ({
  match_id: 'sr:match:1',
  market_id: '1',
  specifier: '',
  outcome_id: outcome,
  odds,
  status,
});

describe('OddsStream', () => {
  function setup(opts: { maxChanges?: number } = {}) {
    vi.useFakeTimers();
    const hub = new Hub();
    const stream = new OddsStream(hub, { flushMs: 2_000, liteMs: 10_000, clock: () => Date.now(), maxBufferedBytes: 1_000, ...opts });
    const connect = (userId: string | null = null, lite = false): FakeSocket => {
      const socket = new FakeSocket();
      stream.join(hub.add(socket, userId, 'm', null, lite));
      return socket;
    };
    return { hub, stream, connect };
  }
  const at = Date.parse('2026-11-21T09:00:00Z');

  it('sends every connection, anonymous included, one coalesced message per window with the newest price', () => {
    const { stream, connect } = setup();
    const [anon, user] = [connect(), connect('u')];
    stream.push([change('1', 2.1), change('2', 3.4)], at);
    vi.advanceTimersByTime(500);
    stream.push([change('1', 2.2)], at + 500);
    stream.push([change('1', 2.3), change('3', 4.0)], at + 900);
    vi.advanceTimersByTime(1_499);
    expect(anon.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    const expected = {
      type: 'ODDS_CHANGE',
      changes: [change('2', 3.4), change('1', 2.3), change('3', 4.0)],
      at: new Date(at + 900).toISOString(),
    };
    expect(anon.sent).toEqual([expected]);
    expect(user.sent).toEqual([expected]);
    expect(stream.pending).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(anon.sent).toHaveLength(1);
  });

  it("sends a match's suspension (one item) at once, after what was waiting; a re-opening price comes after it", () => {
    const { stream, connect } = setup();
    const phone = connect();
    const slow = connect();
    const suspended = matchSuspended('sr:match:1');
    stream.push([change('1', 2.1)], at);
    vi.advanceTimersByTime(100);
    stream.push([suspended], at + 100);
    // In the same turn as the push (the goal's LIVE_EVENT goes in that turn too), no timer.
    const first = { type: 'ODDS_CHANGE', changes: [change('1', 2.1), suspended], at: new Date(at + 100).toISOString() };
    expect(phone.sent).toEqual([first]);
    // A socket that was backed up meanwhile gets the coalesced log in version order: the re-opening price after the
    // second suspension, the earlier price of that outcome gone.
    slow.bufferedAmount = 5_000;
    stream.push([change('2', 3.3)], at + 200);
    stream.push([suspended], at + 300);
    stream.push([change('2', 3.1)], at + 400);
    slow.bufferedAmount = 0;
    vi.advanceTimersByTime(2_000);
    expect(slow.sent).toEqual([first, { type: 'ODDS_CHANGE', changes: [suspended, change('2', 3.1)], at: new Date(at + 400).toISOString() }]);
    expect(phone.sent.at(-1)).toEqual({ type: 'ODDS_CHANGE', changes: [change('2', 3.1)], at: new Date(at + 400).toISOString() });
  });

  it('sends a suspension within 20 ms, with what was waiting and the rest of its commit, not at the end of the window', () => {
    const { stream, connect } = setup();
    const phone = connect();
    stream.push([change('1', 2.1)], at);
    vi.advanceTimersByTime(300);
    stream.push([change('2', 3.0, 'suspended')], at + 300);
    vi.advanceTimersByTime(10);
    stream.push([change('3', 1.5, 'suspended')], at + 310);
    vi.advanceTimersByTime(9);
    expect(phone.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(phone.sent).toEqual([
      {
        type: 'ODDS_CHANGE',
        changes: [change('1', 2.1), change('2', 3.0, 'suspended'), change('3', 1.5, 'suspended')],
        at: new Date(at + 310).toISOString(),
      },
    ]);
    // A price move after it waits for the ordinary window again.
    stream.push([change('1', 2.2)], at + 320);
    vi.advanceTimersByTime(1_999);
    expect(phone.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(phone.sent).toHaveLength(2);
  });

  it('never sends a connection more than one message per window however busy the feed', () => {
    const { stream, connect } = setup();
    const phone = connect();
    for (let ms = 0; ms < 10_000; ms += 100) {
      stream.push([change(String(ms % 7), 1.5 + (ms % 13) / 100)], at + ms);
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(2_000);
    expect(phone.sent.length).toBeLessThanOrEqual(6);
    expect(phone.sent.length).toBeGreaterThanOrEqual(5);
  });

  it('skips a backed-up socket and later sends it the coalesced state only, never a queue', () => {
    const { stream, connect } = setup();
    const [fast, slow] = [connect(), connect()];
    slow.bufferedAmount = 5_000;
    stream.push([change('1', 2.1)], at);
    vi.advanceTimersByTime(2_000);
    stream.push([change('1', 2.2), change('2', 1.9)], at + 2_000);
    vi.advanceTimersByTime(2_000);
    expect(fast.sent).toHaveLength(2);
    expect(slow.sent).toEqual([]);
    expect(stream.pending).toBe(2);
    slow.bufferedAmount = 0;
    vi.advanceTimersByTime(2_000);
    expect(slow.sent).toEqual([{ type: 'ODDS_CHANGE', changes: [change('1', 2.2), change('2', 1.9)], at: new Date(at + 2_000).toISOString() }]);
    expect(fast.sent).toHaveLength(2);
    expect(stream.pending).toBe(0);
  });

  it('gives a new connection only what changes after it joined, and skips closed sockets', () => {
    const { stream, connect } = setup();
    const early = connect();
    stream.push([change('1', 2.1)], at);
    const late = connect();
    const gone = connect();
    gone.readyState = 3;
    stream.push([change('2', 2.2)], at);
    vi.advanceTimersByTime(2_000);
    expect((early.sent[0] as { changes: unknown[] }).changes).toHaveLength(2);
    expect(late.sent).toEqual([{ type: 'ODDS_CHANGE', changes: [change('2', 2.2)], at: new Date(at).toISOString() }]);
    expect(gone.sent).toEqual([]);
  });

  it('splits a huge backlog across windows, oldest first', () => {
    const { stream, connect } = setup({ maxChanges: 2 });
    const phone = connect();
    stream.push([change('1', 2.1), change('2', 2.2), change('3', 2.3)], at);
    vi.advanceTimersByTime(2_000);
    expect(phone.sent).toHaveLength(1);
    expect((phone.sent[0] as { changes: unknown[] }).changes).toEqual([change('1', 2.1), change('2', 2.2)]);
    vi.advanceTimersByTime(2_000);
    expect((phone.sent[1] as { changes: unknown[] }).changes).toEqual([change('3', 2.3)]);
    vi.advanceTimersByTime(10_000);
    expect(phone.sent).toHaveLength(2);
  });

  it('stops: no timer left, nothing sent afterwards', () => {
    const { stream, connect } = setup();
    const phone = connect();
    stream.push([change('1', 2.1)], at);
    stream.stop();
    expect(vi.getTimerCount()).toBe(0);
    stream.push([change('1', 2.2)], at);
    vi.advanceTimersByTime(5_000);
    expect(phone.sent).toEqual([]);
  });

  it('sends a low-data socket one batch per 10 s with the newest prices, but a suspension at once', () => {
    const { stream, connect } = setup();
    const [full, lite] = [connect(), connect(null, true)];
    for (let window = 0; window < 6; window += 1) {
      stream.push([change('1', 2 + window / 10)], at + window * 2_000);
      vi.advanceTimersByTime(2_000);
    }
    expect(full.sent).toHaveLength(6);
    // The first batch at once, then nothing until 10 s after it; then the newest price only.
    expect(lite.sent).toHaveLength(2);
    expect((lite.sent[1] as { changes: OddsChange[] }).changes).toEqual([change('1', 2.5)]);
    stream.push([change('1', 2.6, 'suspended')], at + 12_500);
    vi.advanceTimersByTime(20);
    expect(lite.sent).toHaveLength(3);
    expect((lite.sent[2] as { changes: OddsChange[] }).changes).toEqual([change('1', 2.6, 'suspended')]);
  });
});
