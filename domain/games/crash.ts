// Crash (issue 15): a multiplier climbs along m(t) = e^(0.00006·t_ms) until the round's crash point; a bet wins
// its cash-out target if the crash point reaches it. Crash point: Bustabit v2 with a 3 % edge from the round's first
// 52 random bits (fair.ts), so P(crash ≥ x) = 0.97/x and every cash-out target from 1.01 to 1000 returns 97 %.
// A target of 1.00 would return 100 % (crash ≥ 1 always), hence the 1.01 floor, for manual cash-outs too: the server
// accepts a manual cash-out at m only if m ≥ 1.01 and m ≤ the crash point, the same rule as the automatic one.
import { crashFromInt52, floor2, int52FromFloats } from './fair.ts';
import { isRecord } from './params.ts';

export const CRASH_EDGE = 0.03;
export const CRASH_MIN_CASHOUT = 1.01;
export const CRASH_MAX_CASHOUT = 1000;
/** Growth of the live curve per millisecond: m(t) = e^(CRASH_GROWTH·t). */
export const CRASH_GROWTH = 0.00006;

export interface CrashParams {
  autoCashout: number;
}

export interface CrashOutcome {
  crashPoint: number;
  autoCashout: number;
  multiplier: number;
}

const CASHOUT_TEXT = 'Cash out between 1.01x and 1000x';

export function parseCrashParams(raw: unknown): CrashParams | string {
  const value = isRecord(raw) ? raw['autoCashout'] : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < CRASH_MIN_CASHOUT || value > CRASH_MAX_CASHOUT) {
    return CASHOUT_TEXT;
  }
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) {
    return 'Cash out at a multiplier with at most 2 decimals';
  }
  return { autoCashout: Math.round(value * 100) / 100 };
}

export const crashFloatsNeeded = (_params?: CrashParams): number => 2;

/** The round's crash point from its first two floats (the same 52 bits crashFromHash reads from the hex). */
export const crashPointFromFloats = (floats: readonly number[]): number => crashFromInt52(int52FromFloats(floats), CRASH_EDGE);

export function crashOutcome(floats: readonly number[], params: CrashParams): CrashOutcome {
  const crashPoint = crashPointFromFloats(floats);
  return { crashPoint, autoCashout: params.autoCashout, multiplier: crashPoint >= params.autoCashout ? params.autoCashout : 0 };
}

/**
 * Exact RTP of cashing out at a = c/100: the crash point reaches a for j = 2^52 − k ≤ 9700·2^52/(100c), that is
 * floor(97·2^52/c) of the 2^52 values, so RTP = (c/100)·floor(97·2^52/c)/2^52 — 97 % less than 2.3e-13.
 */
export function CRASH_RTP(params: CrashParams): number {
  const c = BigInt(Math.round(params.autoCashout * 100));
  const keep = BigInt(10_000 - Math.round(CRASH_EDGE * 10_000));
  const two52 = 2n ** 52n;
  const winning = (keep * two52) / (100n * c);
  return Number(winning * c) / Number(100n * two52);
}

/** The live curve at `ms` after take-off, floored to 2 decimals (what the page shows and the server pays). */
export const crashMultiplierAt = (ms: number): number => floor2(Math.exp(CRASH_GROWTH * Math.max(0, ms)));

/** The first whole millisecond at which the curve shows `multiplier` (the bust time of a crash point). */
export function crashTimeFor(multiplier: number): number {
  let ms = Math.max(0, Math.ceil(Math.log(multiplier) / CRASH_GROWTH));
  // Floating-point ln/exp can land one step either side of the boundary: settle it on the displayed value.
  while (ms > 0 && crashMultiplierAt(ms - 1) >= multiplier) {
    ms -= 1;
  }
  while (crashMultiplierAt(ms) < multiplier) {
    ms += 1;
  }
  return ms;
}
