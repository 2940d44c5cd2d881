// The betting cut-off (docs/decisions.md: markets close 60 s before kick-off), one rule for the server's ticket
// check, its odds job and the slip: 60,001 ms before kick-off still bets, 60,000 ms does not, nor a match under way.
import { describe, expect, it } from 'vitest';
import { CLOSE_BEFORE_KICKOFF_MS, bettingClosed } from '../../domain/betting-window.ts';

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
});
