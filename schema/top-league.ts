// Top league (a promoted tournament) as served by /api/v1/top-leagues; id is the tournament id.
import { type, array, string, type Infer } from 'superstruct';
import { Id, OptionalText } from './common.ts';

export const TopLeague = type({
  id: Id,
  name: string(),
  category_name: string(),
  sport_id: Id,
  sport_name: string(),
  country_code: OptionalText,
});
export type TopLeague = Infer<typeof TopLeague>;

export const TopLeaguesResponse = type({ top_leagues: array(TopLeague) });
export type TopLeaguesResponse = Infer<typeof TopLeaguesResponse>;
