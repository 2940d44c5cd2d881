// Responsible-gaming rules shared by the server and the client (issue 18): the deposit-limit periods with their
// rolling windows, the self-exclusion periods, and how a limit change takes effect. A limit lowered (or set where
// none was) applies at once; a raise or removal waits a 24-hour cooling-off, so a player cannot lift a limit in
// the heat of a losing session. Pure: the caller passes the clock.

import type { ExclusionPeriod, LimitPeriod } from '../schema/responsible-gaming.ts';

export { EXCLUSION_PERIODS, LIMIT_PERIODS, type ExclusionPeriod, type LimitPeriod } from '../schema/responsible-gaming.ts';

/** Each limit counts the deposits of a rolling window ending now: 24 hours, 7 days, 30 days. */
export const PERIOD_DAYS: Readonly<Record<LimitPeriod, number>> = { day: 1, week: 7, month: 30 };
const DAY_MS = 86_400_000;
export const windowMs = (period: LimitPeriod): number => PERIOD_DAYS[period] * DAY_MS;

/** How long a raise or removal waits before it applies. */
export const COOLING_OFF_MS = DAY_MS;

/** When an exclusion chosen at `fromMs` ends (null: never). Six months are calendar months (UTC). */
export function exclusionEnd(period: ExclusionPeriod, fromMs: number): number | null {
  switch (period) {
    case '24h':
      return fromMs + DAY_MS;
    case '7d':
      return fromMs + 7 * DAY_MS;
    case '30d':
      return fromMs + 30 * DAY_MS;
    case '6mo': {
      const d = new Date(fromMs);
      d.setUTCMonth(d.getUTCMonth() + 6);
      return d.getTime();
    }
    case 'permanent':
      return null;
  }
}

/** A new exclusion may only extend the one in force (null end = permanent, the longest). */
export function extendsExclusion(currentEndMs: number | null, nextEndMs: number | null): boolean {
  if (currentEndMs === null) {
    return false;
  }
  return nextEndMs === null || nextEndMs > currentEndMs;
}

/** A limit in cents, null meaning none. */
export type LimitCents = number | null;

export type LimitChange =
  | { kind: 'unchanged' }
  | { kind: 'now'; limitCents: LimitCents }
  | { kind: 'pending'; limitCents: LimitCents; effectiveAtMs: number };

/**
 * What asking for `next` does to a limit whose value in force is `current`: lower (or a first limit) applies
 * now; the same value keeps it (and cancels a waiting raise); a raise or removal waits COOLING_OFF_MS.
 */
export function limitChange(current: LimitCents, next: LimitCents, nowMs: number): LimitChange {
  if (current === next) {
    return { kind: 'unchanged' };
  }
  if (next !== null && (current === null || next < current)) {
    return { kind: 'now', limitCents: next };
  }
  return { kind: 'pending', limitCents: next, effectiveAtMs: nowMs + COOLING_OFF_MS };
}

/** What is left under a limit given what the window already counts (never below 0). */
export const remainingCents = (limitCents: number, countedCents: number): number => Math.max(0, limitCents - countedCents);
