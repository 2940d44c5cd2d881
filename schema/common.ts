// Shared wire primitives: ids may arrive as numbers from real feeds and are kept as strings;
// optional strings arrive as null or absent and are kept as null so rows stay flat.
import { coerce, string, number, nullable, optional, defaulted, type, type Struct } from 'superstruct';

/** An id: strings pass, numbers are turned into strings (real feeds mix both). */
export const Id = coerce(string(), number(), (n) => String(n));

/** A string that may be absent or null on the wire; always null once decoded. */
export const OptionalText: Struct<string | null, null> = defaulted(nullable(string()), null) as never;

/** An optional id (string or number on the wire), null when absent. */
export const OptionalId: Struct<string | null, null> = defaulted(nullable(Id), null) as never;

/** A non-negative count that defaults to 0 when absent. */
export const Count = defaulted(number(), 0);

/** Accepts alternative field names (e.g. sport_id for id) by copying them onto the canonical name. */
export function aliased<T, S>(struct: Struct<T, S>, aliases: Record<string, string>): Struct<T, S> {
  return coerce(struct, type({}), (raw) => {
    const copy: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    for (const [canonical, alias] of Object.entries(aliases)) {
      if (copy[canonical] === undefined && copy[alias] !== undefined) {
        copy[canonical] = copy[alias];
      }
    }
    return copy;
  });
}

export { optional };
