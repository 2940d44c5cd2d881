// The express matches resource ('Next 1H Matches', GET /api/v1/express-matches, cached TTL.expressMatches =
// 1 min, spec §9) and the pure rules of an express row that the screen and the tests share. One list per
// sport filter ('express:all', 'express:<sportId>'), kept in the server's order (live first-halves first).
import type { ExpressMatchesResponse, ExpressSport } from '../schema/express-match.ts';
import { ExpressMatches } from '../schema/endpoints/reads.ts';
import { isDraw } from '../domain/market-display.ts';
import { TTL } from '../domain/constants.ts';
import type { ResourceDef } from './resources.ts';
import { readOf } from './declared.ts';

/** The list (and resource key) of one sport filter; '' means every sport. */
export const expressList = (sportId: string): string => `express:${sportId || 'all'}`;

/**
 * The dropdown's sport groups: the server's list, or — when it sent none — the sports of the matches
 * themselves, in order of first appearance (the spec's "grouped sports").
 */
function sportGroups(sports: readonly ExpressSport[], matches: ReadonlyArray<{ sport_id: string; sport_name: string }>): ExpressSport[] {
  if (sports.length > 0) {
    return [...sports];
  }
  const groups = new Map<string, ExpressSport>();
  for (const m of matches) {
    const group = groups.get(m.sport_id) ?? { sport_id: m.sport_id, sport_name: m.sport_name, match_count: 0 };
    group.match_count += 1;
    groups.set(m.sport_id, group);
  }
  return [...groups.values()];
}

export const expressResource = (sportId: string): ResourceDef => {
  const key = expressList(sportId);
  const def: ResourceDef<ExpressMatchesResponse> = {
    key,
    ttl: TTL.expressMatches,
    ...readOf(ExpressMatches),
    query: sportId ? { sport_id: sportId } : undefined,
    failureCode: 'EXPRESS_FAILED',
    toEvent: (d) => ({
      type: 'v1.ExpressMatchesLoaded',
      // A one-sport answer without groups says nothing of the other sports: it sends none on (the dropdown stays).
      payload: { key, list: key, matches: d.matches, sports: sportId ? d.sports : sportGroups(d.sports, d.matches) },
    }),
  };
  return def as unknown as ResourceDef;
};

/** Only 'live' (any case) is live; the server says 'not_started' otherwise. */
export const isLiveStatus = (status: string | null | undefined): boolean => (status ?? '').trim().toLowerCase() === 'live';

/** How long after kick-off a row may read LIVE: the first half the express list is about (the server lists a live
 *  match only that long, server/modules/catalog/express.ts FIRST_HALF_MS); the match is long over after it. */
export const EXPRESS_LIVE_MS = 45 * 60 * 1000;

/**
 * Whether a row shows LIVE at `nowMs` (issue 29): the list said live and its first half is not over. A list kept
 * from an earlier visit (TTL, the persisted store, offline) still says 'live' for a match that has since finished.
 */
export const showsLive = (status: string | null | undefined, startTimeMs: number, nowMs: number): boolean =>
  isLiveStatus(status) && startTimeMs > 0 && nowMs < startTimeMs + EXPRESS_LIVE_MS;

/** '+N': outcomes the match offers beyond its main market's (0 when the count is missing or smaller). */
export const extraOutcomes = (outcomeCount: number, mainOutcomes: number): number => Math.max(0, outcomeCount - mainOutcomes);

/** Outcome buttons sit in 2 columns for a two-way market, else in 3. */
export const oddsColumns = (outcomes: number): 2 | 3 => (outcomes === 2 ? 2 : 3);

/** An outcome's button label: its name, except that the draw (X) reads as the player's word for Draw. */
export const expressOutcomeLabel = (name: string, drawText: string): string => (isDraw(name) ? drawText : name.trim());
