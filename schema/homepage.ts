// /api/v1/composite/homepage-data: what the home page shows first, in one signed call (one round trip
// instead of four on a slow network). Each part decodes with the struct of its own call; `banners` (the
// phone home's carousel) is optional, so an answer from a server without it still decodes.
import { type, array, string, number, nullable, optional, type Infer } from 'superstruct';
import { Id, OptionalText } from './common.ts';
import { Sport } from './sport.ts';
import { TopLeague } from './top-league.ts';
import { Match } from './match.ts';
import { TopSportsResponse } from './top-sports.ts';
import { BannerList } from './banner.ts';

export const HomepageLeague = type({
  id: Id,
  name: string(),
  category_name: string(),
  sport_id: Id,
  sport_name: string(),
  country_code: OptionalText,
  matches: array(Match),
  total: number(),
});
export type HomepageLeague = Infer<typeof HomepageLeague>;

/** The answer's parts by field: the engine may decode them one per step (sync/operators/slices.ts). */
export const HomepageParts = {
  sports: array(Sport),
  top_leagues: array(TopLeague),
  top_matches: array(Match),
  top_sports: TopSportsResponse,
  /** The sport the page opens on; null while no sport has an upcoming match (an empty catalogue). */
  sport_id: nullable(Id),
  league: nullable(HomepageLeague),
  page_size: number(),
  banners: optional(BannerList),
};

export const HomepageResponse = type(HomepageParts);
export type HomepageResponse = Infer<typeof HomepageResponse>;
