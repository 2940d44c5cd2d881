// LIVE_BET_DELAYS (issue 32): per-sport hold delays over the defaults, a malformed value refused at start, and the
// longest delay among a ticket's in-play sports applies.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_DELAYS, delayOf, parseLiveDelays, parseLiveSource } from '../../server/config-live.ts';

describe('LIVE_BET_DELAYS', () => {
  it('defaults to 6 s for football and 4 s for basketball and tennis', () => {
    expect(parseLiveDelays(undefined)).toEqual({ '1': 6_000, '2': 4_000, '5': 4_000 });
    expect(parseLiveDelays('  ')).toBe(DEFAULT_LIVE_DELAYS);
  });

  it('overrides the sports it names and keeps the rest', () => {
    expect(parseLiveDelays('1:8000, 2:0')).toEqual({ '1': 8_000, '2': 0, '5': 4_000 });
  });

  it.each(['1=6000', '1:', ':6000', '1:60001', '1:-5', 'football:6000', '1:6000;2:4000'])('refuses %j', (raw) => {
    expect(() => parseLiveDelays(raw)).toThrow(/LIVE_BET_DELAYS must be 'sportId:ms' pairs/);
  });

  it('takes the longest delay among the in-play sports, football for one not listed, 0 for none', () => {
    const d = parseLiveDelays('2:3000');
    expect(delayOf(d, ['2', '5'])).toBe(4_000);
    expect(delayOf(d, ['2', '1'])).toBe(6_000);
    expect(delayOf(d, ['99'])).toBe(6_000);
    expect(delayOf(d, [])).toBe(0);
  });
});

describe('LIVE_SOURCE', () => {
  it("is the engine by default, 'feed' for a server fed wholly by a real feed, and stops the server on anything else", () => {
    expect(parseLiveSource(undefined)).toBe('engine');
    expect(parseLiveSource(' FEED ')).toBe('feed');
    expect(() => parseLiveSource('betradar')).toThrow("LIVE_SOURCE must be 'engine' or 'feed', got 'betradar'");
  });
});
