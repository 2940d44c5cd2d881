// A saved pick as the booking_codes row keeps it: the pick's identity, the price saved (hundredths) and the names
// and kick-off of the moment, so a pick whose match or market is gone can still be shown by name when it is read.
// savedPicksOf checks the stored JSON's shape when it reads it back (a row written by hand is not trusted blindly).
import { array, nullable, number, string, type, validate, type Infer } from 'superstruct';

export const SavedPick = type({
  match_id: string(),
  market_id: string(),
  outcome_id: string(),
  specifier: string(),
  variant: nullable(string()),
  special_value: nullable(string()),
  variant_value: nullable(string()),
  odds_hundredths: number(),
  home_team: string(),
  away_team: string(),
  market_name: string(),
  outcome_name: string(),
  start_time: string(),
  sport_name: string(),
  category: string(),
  tournament: string(),
});
export type SavedPick = Infer<typeof SavedPick>;

const SavedPicks = array(SavedPick);

export function savedPicksOf(json: unknown): SavedPick[] {
  const [error, picks] = validate(typeof json === 'string' ? JSON.parse(json) : json, SavedPicks);
  if (error !== undefined) {
    throw new Error(`a booking code's stored picks do not decode: ${error.message}`);
  }
  return picks;
}
