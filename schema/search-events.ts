// Client events of the search (issue 29): one server answer for one query, which lands its matches as the list
// 'search:<query>' (the matches table, like every server-ordered list) and its sports and tournaments as that
// query's hits. Its struct and materializer load with the search chunk, not with the home route.
import { array, string, type } from 'superstruct';
import { Match } from './match.ts';
import { Sport } from './sport.ts';
import { Tournament } from './tournament.ts';

export const SearchEventPayloads = {
  /** The server's answer for `query` (folded, domain/search.ts); it replaces that query's hits and list. */
  'v1.SearchLoaded': type({ key: string(), query: string(), sports: array(Sport), tournaments: array(Tournament), matches: array(Match) }),
} as const;
