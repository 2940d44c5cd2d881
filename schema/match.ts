// Match (a fixture) as served by /api/v1/matches and the top-sports calls. start_time is ISO 8601;
// main_market is the 1X2 (or 2-way winner) market, null when the feed has none (such matches are hidden).
import { type, array, string, number, optional, nullable, defaulted, integer, min, type Infer } from 'superstruct';
import { Id, Count, OptionalText } from './common.ts';
import { Market } from './market.ts';

export const Team = type({ name: string() });

export const Match = type({
  id: Id,
  start_time: string(),
  sport_id: Id,
  sport_name: string(),
  category_id: Id,
  category_name: string(),
  tournament_id: Id,
  tournament_name: string(),
  home_team: Team,
  away_team: Team,
  main_market: defaulted(nullable(Market), null),
  outcome_count: Count,
  country_code: OptionalText,
});
export type Match = Infer<typeof Match>;

export const MatchesResponse = type({
  matches: array(Match),
  total: optional(number()),
  page: optional(number()),
  page_size: optional(number()),
});
export type MatchesResponse = Infer<typeof MatchesResponse>;

/** One page of a tournament's matches (GET /api/v1/matches with page and page_size): unlike the plain list,
 *  paging needs total, page and page_size, so an answer without them is refused rather than guessed. */
export const MatchesPage = type({
  matches: array(Match),
  total: min(integer(), 0),
  page: min(integer(), 1),
  page_size: min(integer(), 1),
});
export type MatchesPage = Infer<typeof MatchesPage>;
