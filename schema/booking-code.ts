// Booking codes (issue 18): a slip saved as 6 characters anyone can load back into a slip until its first match
// starts. The alphabet leaves out the look-alikes 0/O, 1/I/L, so a code read aloud or copied by hand survives.
// A code in a path is taken in any letter case (ASCII letters only are upper-cased: a Unicode letter whose upper
// case is ASCII, such as 'ﬀ', stays malformed). What an answer shows of a code: its selections with the price saved
// and the price now, and when it expires — never who saved it or when.
import { enums, nullable, number, pattern, string, type, array, type Infer, type Struct } from 'superstruct';
import { coerceWhen, isText } from './endpoint.ts';
import { annotated } from './json-schema.ts';

export const BOOKING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const BOOKING_CODE_LENGTH = 6;
export const BOOKING_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

/** Upper-cases ASCII letters only, after trimming. */
export const upperAscii = (s: string): string => s.trim().replace(/[a-z]/g, (c) => c.toUpperCase());

/** A code as a path or a form carries it: any case in, the canonical upper-case code out. */
export const BookingCodeText: Struct<string, null> = coerceWhen(
  annotated(pattern(string(), BOOKING_CODE_PATTERN), { pattern: BOOKING_CODE_PATTERN.source, minLength: 6, maxLength: 6 }),
  isText,
  upperAscii,
);

/** How a saved pick stands now: still at its price, at another price, or no longer taking bets. */
export const BOOKING_STATES = ['open', 'changed', 'closed'] as const;
export const BookingState = enums(BOOKING_STATES);
export type BookingState = Infer<typeof BookingState>;

/** A saved code: the code and when it stops loading (the first kick-off of its matches). */
export const BookingCodeCreated = type({ code: string(), expires_at: string() });
export type BookingCodeCreated = Infer<typeof BookingCodeCreated>;

/** One pick of a code as it stands now: `odds` is the current price (null when closed), `saved_odds` the price saved. */
export const BookingCodeSelection = type({
  match_id: string(),
  market_id: string(),
  outcome_id: string(),
  specifier: nullable(string()),
  variant: nullable(string()),
  special_value: nullable(string()),
  variant_value: nullable(string()),
  state: BookingState,
  odds: nullable(number()),
  saved_odds: number(),
  home_team: string(),
  away_team: string(),
  market_name: string(),
  outcome_name: string(),
  start_time: string(),
  sport_name: string(),
  category: string(),
  tournament: string(),
});
export type BookingCodeSelection = Infer<typeof BookingCodeSelection>;

export const BookingCodeDetail = type({ code: string(), expires_at: string(), selections: array(BookingCodeSelection) });
export type BookingCodeDetail = Infer<typeof BookingCodeDetail>;
