// Tournament (a league or cup), as served by /api/v1/categories/{categoryId}/tournaments.
// earliest_match_date is an ISO time or null when the tournament has no upcoming match.
import { type, array, string, boolean, defaulted, type Infer } from 'superstruct';
import { Id, Count, OptionalText } from './common.ts';

export const Tournament = type({
  id: Id,
  name: string(),
  category_id: Id,
  category_name: string(),
  sport_id: Id,
  sport_name: string(),
  active: defaulted(boolean(), true),
  match_count: Count,
  upcoming_matches: Count,
  earliest_match_date: OptionalText,
  country_code: OptionalText,
});
export type Tournament = Infer<typeof Tournament>;

export const TournamentsResponse = type({ tournaments: array(Tournament) });
export type TournamentsResponse = Infer<typeof TournamentsResponse>;
