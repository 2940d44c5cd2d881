// The reality check's clock (sync/reality-timer.ts) under fake timers: due on the session's N-minute marks from its
// sign-in (a reload 70 minutes in waits for the 120-minute mark), waits for 'Continue' and then counts N minutes from
// it, follows a changed interval, stays silent when off or stopped; and nextMark's exact figures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextMark, startRealityTimer } from '../../sync/reality-timer.ts';

const MIN = 60_000;
const START = Date.parse('2026-11-21T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('nextMark', () => {
  it('is the first mark after now, never the anchor itself', () => {
    expect(nextMark(0, 60, 0)).toBe(60);
    expect(nextMark(0, 60, 59)).toBe(60);
    expect(nextMark(0, 60, 60)).toBe(120);
    expect(nextMark(0, 60, 70)).toBe(120);
    expect(nextMark(100, 60, 50)).toBe(160);
  });
});

describe('the reality timer', () => {
  it('is due after 60 minutes with the session time, waits for Continue, then 60 minutes from it', () => {
    const due: number[] = [];
    const timer = startRealityTimer({ startedAtMs: START, minutes: 60, now: Date.now, onDue: (ms) => due.push(ms) });
    vi.advanceTimersByTime(60 * MIN - 1);
    expect(due).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(due).toEqual([60 * MIN]);
    expect(timer.nextDueAt()).toBeNull();
    vi.advanceTimersByTime(10 * MIN); // the dialog stays open 10 minutes: no second check meanwhile
    expect(due).toHaveLength(1);
    timer.resume();
    expect(timer.nextDueAt()).toBe(START + 130 * MIN);
    vi.advanceTimersByTime(60 * MIN);
    expect(due).toEqual([60 * MIN, 130 * MIN]);
    timer.stop();
  });

  it('counts from the sign-in after a reload, follows a new interval, and is silent when off or stopped', () => {
    vi.setSystemTime(START + 70 * MIN);
    const due: number[] = [];
    const timer = startRealityTimer({ startedAtMs: START, minutes: 60, now: Date.now, onDue: (ms) => due.push(ms) });
    expect(timer.nextDueAt()).toBe(START + 120 * MIN);
    timer.setMinutes(15);
    expect(timer.nextDueAt()).toBe(START + 75 * MIN);
    vi.advanceTimersByTime(5 * MIN);
    expect(due).toEqual([75 * MIN]);
    timer.resume();
    timer.setMinutes(0);
    expect(timer.nextDueAt()).toBeNull();
    vi.advanceTimersByTime(300 * MIN);
    expect(due).toHaveLength(1);
    timer.setMinutes(30);
    timer.stop();
    vi.advanceTimersByTime(300 * MIN);
    expect(due).toHaveLength(1);
  });
});
