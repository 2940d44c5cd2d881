// The live reads (issue 32): GET /api/v1/live (the matches in play, key 'live') and GET /api/v1/live/:matchId (one
// match's scoreboard, moments and stats, key 'live:<id>'). Between reads the live socket keeps the scoreboards and
// moments current (LIVE_SCORE, LIVE_EVENT); the stats move only with a read, so a match's page reads more often.
// The live family (sync/families/live.ts) registers with this module, the live chunk: from then on the socket's live
// messages reach the store; before, it drops them.
import { LiveMatch, LiveMatches } from '../schema/endpoints/live.ts';
import { readOf, type SuccessOf } from './declared.ts';
import { addLiveFamily } from './families/live.ts';
import { LIVE_LIST_KEY, liveMatchKey } from './read/live.ts';
import type { ResourceDef } from './resources.ts';

/** The list's membership changes at kick-offs and final whistles; its scoreboards ride the socket. */
const LIST_TTL = 30_000;
/** A match's stats come only with its read. */
const MATCH_TTL = 15_000;

/** The matches in play (the Live screen). */
export function liveMatchesResource(): ResourceDef {
  addLiveFamily();
  const def: ResourceDef<SuccessOf<typeof LiveMatches>> = {
    key: LIVE_LIST_KEY,
    ttl: LIST_TTL,
    ...readOf(LiveMatches),
    failureCode: 'MATCHES_FAILED',
    toEvent: (d) => ({ type: 'v1.LiveMatchesLoaded', payload: { key: LIVE_LIST_KEY, ...d } }),
  };
  return def as unknown as ResourceDef;
}

/** One match in play (its live page). */
export function liveMatchResource(matchId: string): ResourceDef {
  addLiveFamily();
  const key = liveMatchKey(matchId);
  const def: ResourceDef<SuccessOf<typeof LiveMatch>> = {
    key,
    ttl: MATCH_TTL,
    ...readOf(LiveMatch, { matchId }),
    failureCode: 'MATCHES_FAILED',
    toEvent: (d) => ({ type: 'v1.LiveMatchLoaded', payload: { key, ...d } }),
  };
  return def as unknown as ResourceDef;
}
