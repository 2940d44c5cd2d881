// The kick-off windows of `time_filter` (categories, sports with categories, matches by market type, express).
// Invariants: a window only narrows "upcoming" (kick-off after now) — it never lets a started or ended match
// in; 'today' and 'tomorrow' are calendar days in Addis Ababa (UTC+3 all year, no daylight saving), because
// the server cannot know a phone's midnight and every player of this product is in Ethiopia. The accepted
// values are declared with the endpoints (schema/endpoints/catalog-query.ts), which refuse any other.
import type { TimeFilter } from '../../../schema/endpoints/catalog-query.ts';

export { TIME_FILTERS } from '../../../schema/endpoints/catalog-query.ts';

/** Kick-off at or after `from` (when set) and before `to` (when set); "after now" is always applied too. */
export interface KickoffWindow {
  from: Date | null;
  to: Date | null;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** East Africa Time, UTC+3, without daylight saving. */
const EAT_OFFSET_MS = 3 * HOUR_MS;

export const AHEAD_MS: Partial<Record<TimeFilter, number>> = { '1h': HOUR_MS, '3h': 3 * HOUR_MS, '24h': DAY_MS, '3d': 3 * DAY_MS, '7d': 7 * DAY_MS };

/** The next midnight in Addis Ababa after `nowMs`, as an instant. */
export function nextEatMidnight(nowMs: number): number {
  return Math.floor((nowMs + EAT_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - EAT_OFFSET_MS;
}

/** The window of a time_filter; absent means 'all' (no window). */
export function kickoffWindow(filter: TimeFilter | undefined, nowMs: number): KickoffWindow {
  if (filter === undefined) {
    return { from: null, to: null };
  }
  const ahead = AHEAD_MS[filter];
  if (ahead !== undefined) {
    return { from: null, to: new Date(nowMs + ahead) };
  }
  const midnight = nextEatMidnight(nowMs);
  switch (filter) {
    case 'today':
      return { from: null, to: new Date(midnight) };
    case 'tomorrow':
      return { from: new Date(midnight), to: new Date(midnight + DAY_MS) };
    default:
      return { from: null, to: null };
  }
}
