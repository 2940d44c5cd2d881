// Client event of the results page (issue 29): one server answer for one day, which replaces that day's results in
// the store. Its struct and materializer load with the results chunk (sync/results.ts), not with the home route.
import { array, string, type } from 'superstruct';
import { MatchResultRow } from './endpoints/results.ts';

export const ResultsEventPayloads = {
  /** The finished matches of `day` (EAT, YYYY-MM-DD) in the server's order (sport, league, kick-off). */
  'v1.ResultsLoaded': type({ key: string(), day: string(), matches: array(MatchResultRow) }),
} as const;
