// The results page's reads (issue 29, GET /api/v1/results): one day's finished matches ('results:<day>'), or the
// day of one match ('results:match:<id>', what a settled ticket leg links to). Either answer replaces that day's rows
// (table results, row `${day}|${matchId}`, each as its JSON) in the server's order. The results family (sync/families/results.ts)
// registers with this module (the results chunk), not on the home route. Pure helpers for the day picker too.
import { MatchResults, type MatchResultRow } from '../schema/endpoints/results.ts';
import { RESULTS_ZONE_OFFSET_MS } from '../schema/endpoints/results.ts';
import type { Infer } from 'superstruct';
import { addResultsFamily } from './families/results.ts';
import { readOf } from './declared.ts';
import type { ResourceDef } from './resources.ts';

export type ResultRow = Infer<typeof MatchResultRow>;

/** How long a day's results stay fresh: today's grow as matches finish; older days do not change. */
const TODAY_TTL = 60_000;
const PAST_TTL = 10 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The EAT day (YYYY-MM-DD) of an instant: the server's day too. */
export const resultsDay = (ms: number): string => new Date(ms + RESULTS_ZONE_OFFSET_MS).toISOString().slice(0, 10);

/** The picker's days, today first: today and the `count - 1` days before it. */
export const pickerDays = (nowMs: number, count = 7): string[] => Array.from({ length: count }, (_, i) => resultsDay(nowMs - i * DAY_MS));

/** One day's results; `today` gives it the shorter TTL. */
export function resultsResource(day: string, today: boolean): ResourceDef {
  addResultsFamily();
  const key = `results:${day}`;
  const def: ResourceDef<{ day: string; matches: ResultRow[] }> = {
    key,
    ttl: today ? TODAY_TTL : PAST_TTL,
    ...readOf(MatchResults),
    query: { day },
    failureCode: 'MATCHES_FAILED',
    toEvent: (d) => ({ type: 'v1.ResultsLoaded', payload: { key, day: d.day, matches: d.matches } }),
  };
  return def as unknown as ResourceDef;
}

/** The day of one finished match (a ticket leg's link): its answer is that whole day. */
export function matchResultResource(matchId: string): ResourceDef {
  addResultsFamily();
  const key = `results:match:${matchId}`;
  const def: ResourceDef<{ day: string; matches: ResultRow[] }> = {
    key,
    ttl: PAST_TTL,
    ...readOf(MatchResults),
    query: { match_id: matchId },
    failureCode: 'MATCHES_FAILED',
    toEvent: (d) => ({ type: 'v1.ResultsLoaded', payload: { key, day: d.day, matches: d.matches } }),
  };
  return def as unknown as ResourceDef;
}

/** A stored row's result, or null when it does not decode (an older store). */
export function resultOf(data: string | undefined): ResultRow | null {
  try {
    return data ? (JSON.parse(data) as ResultRow) : null;
  } catch {
    return null;
  }
}
