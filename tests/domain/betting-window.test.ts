// The betting cut-off (docs/decisions/betting-and-settlement.md: markets close 60 s before kick-off), one rule for the server's ticket
// check, its odds job and the slip: 60,001 ms before kick-off still bets, 60,000 ms does not, nor a match under way.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOSE_BEFORE_KICKOFF_MS, bettingClosed, latestClosedKickoffMs } from '../../domain/betting-window.ts';

const KICK_OFF = Date.UTC(2026, 5, 14, 18, 0);

describe('the betting cut-off', () => {
  it('is one minute', () => {
    expect(CLOSE_BEFORE_KICKOFF_MS).toBe(60_000);
  });

  it('takes bets until the last minute before kick-off, none from then on', () => {
    expect(bettingClosed(KICK_OFF, KICK_OFF - 2 * 60_000)).toBe(false);
    expect(bettingClosed(KICK_OFF, KICK_OFF - 60_001)).toBe(false);
    expect(bettingClosed(KICK_OFF, KICK_OFF - 60_000)).toBe(true);
    expect(bettingClosed(KICK_OFF, KICK_OFF - 59_999)).toBe(true);
    expect(bettingClosed(KICK_OFF, KICK_OFF)).toBe(true);
    expect(bettingClosed(KICK_OFF, KICK_OFF + 45 * 60_000)).toBe(true);
  });

  it('as a SQL bound: a kick-off is closed exactly when it is at or before latestClosedKickoffMs (the one-statement ticket)', () => {
    expect(latestClosedKickoffMs(KICK_OFF - 60_000)).toBe(KICK_OFF);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -1e9, max: 1e9 }), (now, offset) => {
        const start = now + offset;
        expect(bettingClosed(start, now)).toBe(start <= latestClosedKickoffMs(now));
      }),
    );
  });
});
