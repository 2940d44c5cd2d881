// Shared wire primitives: ids may arrive as numbers from real feeds and are kept as strings;
// optional strings arrive as null or absent and are kept as null so rows stay flat.
import { coerce, string, number, nullable, optional, defaulted, type, Struct } from 'superstruct';

/**
 * An id: strings pass, numbers are turned into strings (real feeds mix both). Written as a plain Struct
 * rather than coerce(string(), number(), …): that form checks every string id against number() first,
 * and each failed check builds a StructError (a TypeError with a stack trace) — a measurable share of a
 * cheap phone's main thread on a 100 KB catalogue answer.
 */
export const Id: Struct<string, null> = new Struct<string, null>({
  type: 'string',
  schema: null,
  coercer: (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  validator: (value) => typeof value === 'string' || `Expected a string id, but received: ${JSON.stringify(value) ?? String(value)}`,
});

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
