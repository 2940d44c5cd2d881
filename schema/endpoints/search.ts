// Search for a team, league or sport (issue 29): GET /api/v1/search?q=…, signed like every catalogue read. The
// answer holds the sports, tournaments and upcoming matches whose names (in English or in the names players use
// in am/or/ti, domain/search-names.ts) match the query by domain/search.ts, each list bounded. A query must be 2
// to 64 characters of printable text with a letter or a digit: anything else is a 400 with this one text.
import { array, refine, type } from 'superstruct';
import { ApiError } from '../api-error.ts';
import type { Call } from '../endpoint.ts';
import { endpoint, Text } from '../endpoint.ts';
import { Match } from '../match.ts';
import { Sport } from '../sport.ts';
import { Tournament } from '../tournament.ts';

/** The most characters a query may have, and the fewest it needs (one letter finds half the catalogue). */
export const SEARCH_MAX_LENGTH = 64;
export const SEARCH_MIN_LENGTH = 2;

/** Most tournaments and matches one answer lists (sports are few: every matching one is listed). */
export const SEARCH_LIMITS = { tournaments: 20, matches: 30 } as const;

export const SearchResponse = type({ sports: array(Sport), tournaments: array(Tournament), matches: array(Match) });

export const SEARCH_QUERY_INVALID = {
  code: 'VALIDATION_FAILED',
  text: `q must be ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters with a letter or a digit`,
} as const;

// Control characters (NUL among them) never reach a query; one of only signs and spaces ('%%', '  ') is refused by
// the route with the same text (it needs the folding rule of domain/search.ts, which this layer cannot import).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
const SearchText = refine(Text(SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH), 'search text', (q) => !CONTROL.test(q) && q.trim().length >= SEARCH_MIN_LENGTH);

/** The call: what the client needs (method, path, answers). */
export const SearchCall = {
  method: 'GET',
  path: '/api/v1/search',
  responses: { 200: SearchResponse, 400: ApiError },
} as const satisfies Call;

export const Search = endpoint({
  ...SearchCall,
  id: 'search',
  tag: 'catalog',
  access: 'signed',
  summary:
    `Sports, tournaments (at most ${SEARCH_LIMITS.tournaments}) and upcoming matches (at most ${SEARCH_LIMITS.matches}) whose names ` +
    'match q in any of the four languages, case- and accent-insensitively; every word of q must start a word of the name.',
  query: type({ q: SearchText }),
  invalid: { q: SEARCH_QUERY_INVALID },
  refusals: [{ status: 400, ...SEARCH_QUERY_INVALID }],
});

export const SEARCH_ENDPOINTS = [Search] as const;
