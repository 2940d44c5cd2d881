// /api/v1/composite/homepage-data: what the home page shows first, in one signed call (one round trip
// instead of four on a slow network). Each part decodes with the struct of its own call.
import { type, array, string, number, nullable, type Infer } from 'superstruct';
import { Id, OptionalText } from './common.ts';
import { Sport } from './sport.ts';
import { TopLeague } from './top-league.ts';
import { Match } from './match.ts';
import { TopSportsResponse } from './top-sports.ts';

export const HomepageLeague = type({
  id: Id, name: string(), category_name: string(), sport_id: Id, sport_name: string(), country_code: OptionalText,
  matches: array(Match), total: number(),
});
export type HomepageLeague = Infer<typeof HomepageLeague>;

export const HomepageResponse = type({
  sports: array(Sport),
  top_leagues: array(TopLeague),
  top_matches: array(Match),
  top_sports: TopSportsResponse,
  sport_id: Id,
  league: nullable(HomepageLeague),
  page_size: number(),
});
export type HomepageResponse = Infer<typeof HomepageResponse>;
