// Crash (domain/games/crash.ts): the cash-out rule, its exact 97 % RTP, the live curve and its timing, refusals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRASH_EDGE,
  CRASH_GROWTH,
  CRASH_MAX_CASHOUT,
  CRASH_MIN_CASHOUT,
  CRASH_RTP,
  crashFloatsNeeded,
  crashMultiplierAt,
  crashOutcome,
  crashPointFromFloats,
  crashTimeFor,
  parseCrashParams,
} from '../../../domain/games/crash.ts';
import { floatsFromBytes } from '../../../domain/games/fair.ts';

const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('crash', () => {
  it('pays the cash-out target when the crash point reaches it, else nothing', () => {
    // f0 = 0.5, f1 = 0 → X = 0.5 → crash point 1.94.
    expect([CRASH_EDGE, CRASH_MIN_CASHOUT, CRASH_MAX_CASHOUT, CRASH_GROWTH]).toEqual([0.03, 1.01, 1000, 0.00006]);
    expect(crashFloatsNeeded()).toBe(2);
    expect(crashOutcome([0.5, 0], { autoCashout: 1.94 })).toEqual({ crashPoint: 1.94, autoCashout: 1.94, multiplier: 1.94 });
    expect(crashOutcome([0.5, 0], { autoCashout: 1.95 })).toEqual({ crashPoint: 1.94, autoCashout: 1.95, multiplier: 0 });
    expect(crashOutcome([0, 0], { autoCashout: 1.01 }).multiplier).toBe(0);
  });

  it('returns 97 % at every cash-out target (exact count over the 2^52 values)', () => {
    expect(CRASH_RTP({ autoCashout: 2 })).toBeCloseTo(0.97, 14);
    expect(CRASH_RTP({ autoCashout: 1.01 })).toBeCloseTo(0.97, 14);
    expect(CRASH_RTP({ autoCashout: 1000 })).toBeCloseTo(0.97, 12);
    expect(CRASH_RTP({ autoCashout: 1000 })).toBeLessThanOrEqual(0.97);
  });

  it('the same floats always give the same round; multipliers are 0 or the target', () => {
    fc.assert(
      fc.property(bytes32, fc.integer({ min: 101, max: 100_000 }), (bytes, c) => {
        const params = { autoCashout: c / 100 };
        const a = crashOutcome(floatsFromBytes(bytes), params);
        const b = crashOutcome(floatsFromBytes(Uint8Array.from(bytes)), params);
        return JSON.stringify(a) === JSON.stringify(b) && a.crashPoint >= 1 && (a.multiplier === 0 || a.multiplier === params.autoCashout);
      }),
    );
  });

  it('the curve starts at 1.00, is e^(0.00006·t) floored, and never goes down', () => {
    expect(crashMultiplierAt(0)).toBe(1);
    expect(crashMultiplierAt(10_000)).toBe(1.82);
    expect(crashMultiplierAt(60_000)).toBe(36.59);
    let last = 1;
    for (let ms = 0; ms <= 120_000; ms += 37) {
      const m = crashMultiplierAt(ms);
      expect(m).toBeGreaterThanOrEqual(last);
      last = m;
    }
  });

  it('crashTimeFor is the first millisecond the curve shows the multiplier', () => {
    for (const m of [1, 1.01, 1.5, 2, 3.88, 10, 100, 1000]) {
      const t = crashTimeFor(m);
      expect(crashMultiplierAt(t)).toBeGreaterThanOrEqual(m);
      if (t > 0) {
        expect(crashMultiplierAt(t - 1)).toBeLessThan(m);
      }
    }
    expect(crashTimeFor(2)).toBe(11_553);
  });

  it('refuses cash-out targets out of range or with more than 2 decimals', () => {
    expect(parseCrashParams({ autoCashout: 2.5 })).toEqual({ autoCashout: 2.5 });
    expect(parseCrashParams({ autoCashout: 1.1 })).toEqual({ autoCashout: 1.1 });
    expect(parseCrashParams({ autoCashout: 1 })).toBe('Cash out between 1.01x and 1000x');
    expect(parseCrashParams({ autoCashout: 1000.01 })).toBe('Cash out between 1.01x and 1000x');
    expect(parseCrashParams({ autoCashout: '2' })).toBe('Cash out between 1.01x and 1000x');
    expect(parseCrashParams({ autoCashout: Number.NaN })).toBe('Cash out between 1.01x and 1000x');
    expect(parseCrashParams(null)).toBe('Cash out between 1.01x and 1000x');
    expect(parseCrashParams({ autoCashout: 2.555 })).toBe('Cash out at a multiplier with at most 2 decimals');
  });

  it('crash points follow P(crash ≥ x) = 0.97/x on evenly spread 52-bit values', () => {
    // 2^16 evenly spaced X (f0 = i/2^16): the share reaching 2× is within one step of 0.485.
    let reached = 0;
    const n = 2 ** 16;
    for (let i = 0; i < n; i += 1) {
      reached += crashPointFromFloats([i / n, 0]) >= 2 ? 1 : 0;
    }
    expect(Math.abs(reached / n - 0.485)).toBeLessThanOrEqual(1 / n);
  });
});
