// The house virtual league in the data layer (issue 15), from the stream recorded against the real server
// (scripts/record-virtual-stream.ts): before kick-off only the open round (odds, no scores); at the 45th minute
// the round in play with the goals the clock has reached; after full time the scores and the season's table; with
// the network lost the last schedule kept, stale. Also the resource's call and the screen's pure helpers.
import { describe, expect, it } from 'vitest';
import type { VirtualSchedule } from '../../schema/virtual-sport.ts';
import { scheduleOf } from '../../sync/read/virtual-sport.ts';
import { clockOffset, countdownText, matchMinute, msToKickOff, virtualScheduleResource } from '../../sync/virtual-sport.ts';
import { recordedStream } from './stream.ts';

const s = recordedStream('virtual-sport');
const stored = (data: ReturnType<typeof s.replayUpTo>): VirtualSchedule | null =>
  scheduleOf(data.store.getCell('virtualSchedules', 'football', 'data'));

describe('the recorded virtual league stream', () => {
  it('stores the open round with its odds and no scores before kick-off, and marks the read fresh', () => {
    const data = s.replayUpTo('v1.VirtualScheduleLoaded', 1);
    const schedule = stored(data);
    expect(schedule?.open?.events).toHaveLength(8);
    expect(schedule?.open?.events.every((e) => e.score === null && e.timeline.length === 0)).toBe(true);
    expect(schedule?.live).toBeNull();
    expect(data.store.getCell('resources', 'virtual:football', 'status')).toBe('ready');
  });

  it('shows the round in play with only the goals its clock reached, then the final scores and the table', () => {
    const half = stored(s.replayUpTo('v1.VirtualScheduleLoaded', 2));
    const live = half?.live;
    expect(live?.status).toBe('live');
    for (const e of live?.events ?? []) {
      expect(e.timeline.every((g) => g.minute <= 45)).toBe(true);
      expect(e.score).toEqual({ home: e.timeline.filter((g) => g.side === 'home').length, away: e.timeline.filter((g) => g.side === 'away').length });
    }
    const full = stored(s.replayUpTo('v1.VirtualScheduleLoaded', 3));
    expect(full?.live?.status).toBe('finished');
    expect(full?.live?.id).toBe(live?.id);
    // Every goal of the first half is still there at full time, in the same order.
    full?.live?.events.forEach((e, i) => {
      expect(e.timeline.slice(0, live?.events[i]?.timeline.length)).toEqual(live?.events[i]?.timeline);
    });
    expect(full?.standings.reduce((n, t) => n + t.played, 0)).toBe(16);
    expect(full?.open?.id).not.toBe(live?.id);
  });

  it('keeps the last schedule, stale, when the network is lost', () => {
    const data = s.replayUpTo('v1.ResourceFetchFailed', 1);
    expect(data.store.getCell('resources', 'virtual:football', 'status')).toBe('stale');
    expect(stored(data)?.live?.status).toBe('finished');
  });
});

describe('the resource and the helpers', () => {
  it('reads the declared path with a short TTL and the games failure text', () => {
    const r = virtualScheduleResource('football');
    expect([r.key, r.path, r.ttl, r.failureCode]).toEqual(['virtual:football', '/api/games/virtual/football', 3000, 'GAMES_FAILED']);
  });

  it('counts down on the server clock and tells the match minute', () => {
    const start = '2026-11-21T09:03:00.000Z';
    const end = '2026-11-21T09:04:00.000Z';
    expect(countdownText(msToKickOff(start, Date.parse(start) - 65_500))).toBe('1:05');
    expect(msToKickOff(start, Date.parse(start) + 1)).toBe(0);
    expect([matchMinute(start, end, Date.parse(start) + 30_000), matchMinute(start, end, Date.parse(end) + 5)]).toEqual([45, 90]);
    expect(clockOffset({ server_time: '2026-11-21T09:00:10.000Z' }, Date.parse('2026-11-21T09:00:00Z'))).toBe(10_000);
    expect(scheduleOf('{bad')).toBeNull();
  });
});
