// Express matches ('Next 1H Matches', companion §3): a Match plus its status ('live' while its first half is
// under way, else 'not_started'), and the sport groups of the dropdown (sportId, sportName; the server adds a
// count). The list answer is decoded item by item: one malformed match or sport group is dropped on its own
// and the rest of the answer still shows, as ODDS_CHANGE items are (schema/socket-message.ts).
import { type, array, string, number, optional, defaulted, coerce, unknown, type Infer, type Struct } from 'superstruct';
import { Id, Count, aliased } from './common.ts';
import { Match } from './match.ts';

/** 'live' or 'not_started' on the wire; any other value is kept as sent (only 'live' shows the LIVE tag). */
export const ExpressMatch = type({ ...Match.schema, status: defaulted(string(), 'not_started') });
export type ExpressMatch = Infer<typeof ExpressMatch>;

/** A sport of the dropdown. The spec names it sportId/sportName; the server sends sport_id/sport_name. */
export const ExpressSport = aliased(type({ sport_id: Id, sport_name: string(), match_count: Count }), {
  sport_id: 'sportId',
  sport_name: 'sportName',
});
export type ExpressSport = Infer<typeof ExpressSport>;

const valid = <T>(item: Struct<T, unknown>, items: readonly unknown[]): T[] =>
  items.flatMap((raw) => {
    const [error, value] = item.validate(raw, { coerce: true });
    return error ? [] : [value];
  });

/** An array whose invalid items are left out one by one instead of failing the whole answer. */
const eachValid = <T>(item: Struct<T, unknown>) => coerce(array(item), array(unknown()), (items) => valid(item, items));

/** The same, and anything that is not an array (null, absent) reads as none: the dropdown is optional. */
const eachValidOrNone = <T>(item: Struct<T, unknown>) => coerce(array(item), unknown(), (raw) => (Array.isArray(raw) ? valid(item, raw) : []));

export const ExpressMatchesResponse = type({
  matches: eachValid(ExpressMatch),
  sports: eachValidOrNone(ExpressSport),
  total: optional(number()),
  page: optional(number()),
  page_size: optional(number()),
});
export type ExpressMatchesResponse = Infer<typeof ExpressMatchesResponse>;
