// The Live screen's 'Upcoming live' (issue 32): the next kick-offs of each sport played in play, from the catalogue's
// own read (GET /api/v1/express-matches/upcoming?sport_id=, soonest first). It lands as an express list
// (v1.ExpressMatchesLoaded, list 'live-upcoming:<sport>'), so its rows are the shared match, market and outcome rows
// that odds buttons, ODDS_CHANGE and the slip already work on; a one-sport answer without groups leaves the express
// screen's dropdown alone.
import { UpcomingExpressMatches } from '../schema/endpoints/catalog-browse.ts';
import type { ExpressMatchesResponse } from '../schema/express-match.ts';
import { TTL } from '../domain/constants.ts';
import { readOf } from './declared.ts';
import type { ResourceDef } from './resources.ts';

/** The sports the server plays in play (server/modules/live/sports.ts LIVE_SPORTS): football, basketball, tennis. */
export const LIVE_SPORT_IDS: readonly string[] = ['1', '2', '5'];

/** Kick-offs asked per sport: a few hours of the demo schedule's busiest sport. */
const PER_SPORT = 20;

/** The list (and cache key) of one sport's upcoming live matches. */
export const upcomingLiveList = (sportId: string): string => `live-upcoming:${sportId}`;

export const upcomingLiveResource = (sportId: string): ResourceDef => {
  const key = upcomingLiveList(sportId);
  const def: ResourceDef<ExpressMatchesResponse> = {
    key,
    ttl: TTL.expressMatches,
    ...readOf(UpcomingExpressMatches),
    query: { sport_id: sportId, page_size: String(PER_SPORT) },
    failureCode: 'EXPRESS_FAILED',
    toEvent: (d) => ({ type: 'v1.ExpressMatchesLoaded', payload: { key, list: key, matches: d.matches, sports: [] } }),
  };
  return def as unknown as ResourceDef;
};
