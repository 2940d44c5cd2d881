// Virtual sports' timing, from the environment (read here so the module stays self-contained):
// VIRTUAL_ROUND_EVERY_MS (football, default 180 000) and VIRTUAL_RACE_EVERY_MS (horses, default 120 000) space
// the kick-offs, which sit on multiples of the period since the epoch (so the schedule is the same after a
// restart); a match lasts min(60 s, half the period), a race min(40 s, half the period). VIRTUAL_TICK_MS (default
// 1 000; 0 = no timer, tests) is how often the job draws due results and settles finished events.
import type { VirtualLeague } from '../../../../schema/virtual-sport.ts';

export interface LeagueTiming {
  everyMs: number;
  durationMs: number;
}

export interface VirtualConfig {
  football: LeagueTiming;
  horses: LeagueTiming;
  tickMs: number;
  /** How many rounds ahead are scheduled (the open one and the next). */
  ahead: number;
}

function positive(value: string | undefined, fallback: number, min: number): number {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isSafeInteger(n) && n >= min ? n : fallback;
}

export function virtualConfig(env: Record<string, string | undefined> = process.env): VirtualConfig {
  const roundEvery = positive(env['VIRTUAL_ROUND_EVERY_MS'], 180_000, 4_000);
  const raceEvery = positive(env['VIRTUAL_RACE_EVERY_MS'], 120_000, 4_000);
  const tick = env['VIRTUAL_TICK_MS'] === '0' ? 0 : positive(env['VIRTUAL_TICK_MS'], 1_000, 100);
  return {
    football: { everyMs: roundEvery, durationMs: Math.min(60_000, Math.floor(roundEvery / 2)) },
    horses: { everyMs: raceEvery, durationMs: Math.min(40_000, Math.floor(raceEvery / 2)) },
    tickMs: tick,
    ahead: 2,
  };
}

export const timingOf = (config: VirtualConfig, league: VirtualLeague): LeagueTiming => config[league];

/** Football rounds per season: a double round robin of 16 clubs. */
export const SEASON_ROUNDS = 30;
