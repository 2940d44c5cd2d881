// Request-side primitives the endpoint declarations share: ids as the spec's client sends them (text, or a
// whole number), finite numbers (JSON's 1e400 parses to Infinity), optional texts, paging, the error bodies.
import { nullable, number, optional, pattern, refine, string, type, array, type Struct } from 'superstruct';
import { ApiError } from '../api-error.ts';
import { CurrentOdds } from '../betslip.ts';
import { QueryInt, Text, coerceWhen, isText } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';

/** An id in a request: 1–100 characters, or a whole number (sent as one by some clients), trimmed. */
export const RequestId: Struct<string, null> = annotated(
  coerceWhen(
    coerceWhen(Text(100, 1), Number.isInteger, (n: number) => String(n)),
    isText,
    (s: string) => s.trim(),
  ),
  { type: ['string', 'integer'] },
);

/** A finite number (a JSON 1e400 is Infinity and is refused). */
export const Finite: Struct<number, null> = annotated(
  refine(number(), 'finite', (n) => Number.isFinite(n)),
  {},
);

/**
 * At most 2 decimals. The float a JSON 19.99 parses to is 19.989999…, so the test is on ×100 with a tolerance far
 * below a cent and far above float noise: 19.99, 0.3 and 0.1 + 0.2 pass; 1.005 and 2.999 do not.
 */
export const hasTwoDecimals = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) <= 1e-6;

/**
 * A stake or amount of money in ETB as the client sends it (a JSON number): finite, at most 2 decimals. The one
 * declaration every money field uses, so 1.005 is refused at the edge instead of rounded into a 1.01 debit.
 */
export const Money: Struct<number, null> = annotated(refine(Finite, 'two-decimals', hasTwoDecimals), { multipleOf: 0.01 });

/** A finite number ≥ 0, may be absent or null (then 0 to the route). */
export const OptionalFigure = optional(
  nullable(
    annotated(
      refine(Finite, 'non-negative', (n) => n >= 0),
      { minimum: 0 },
    ),
  ),
);

/** An optional text of at most `max` characters, null allowed. */
export const OptionalText = (max: number) => optional(nullable(Text(max)));

/** Visible ASCII only (keys, references). */
export const Visible = (max: number): Struct<string, null> => annotated(pattern(Text(max, 1), /^[\x21-\x7e]+$/), { pattern: '^[\\x21-\\x7e]+$' });

/** 2026-11-21, or 2026-11-21T09:00[:00[.123]] followed by Z or ±hh:mm / ±hhmm / ±hh. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?))?$/;

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** An ISO-8601 instant, checked field by field (no 2026-02-30, no 25:00); a date alone is UTC midnight. */
export function parseSince(text: string): Date | null {
  const m = ISO.exec(text);
  if (m === null) {
    return null;
  }
  const n = (i: number): number => Number(m[i] ?? 0);
  const [year, month, day, hour, minute, second, zoneHours, zoneMinutes] = [n(1), n(2), n(3), n(4), n(5), n(6), n(10), n(11)];
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysIn(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    zoneHours > 23 ||
    zoneMinutes > 59
  ) {
    return null;
  }
  const fraction = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000);
  const offsetMinutes = (m[9] === '-' ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, fraction) - offsetMinutes * 60_000);
}

/** An ISO-8601 date or date-time with a zone, as text (the route turns it into a Date with parseSince). */
export const IsoInstant: Struct<string, null> = annotated(
  refine(Text(40, 1), 'iso-instant', (s) => parseSince(s) !== null),
  { format: 'date-time', description: 'ISO-8601 date or date-time with a time zone, e.g. 2026-11-21T00:00:00Z' },
);

/** A query parameter sent empty (?status=) counts as not sent. */
export const blankAsAbsent = <T>(struct: Struct<T, unknown>): Struct<T, unknown> =>
  coerceWhen(
    struct,
    (value) => value === '',
    () => undefined,
  ) as Struct<T, unknown>;

/** limit (1–100, default 20) and offset (≥ 0) of a paged list. */
export const PAGING = { limit: optional(QueryInt(1, 100)), offset: optional(QueryInt(0)) };

/** The error body every refusal carries. */
export { ApiError };

/**
 * A ticket placement's 400: every refusal's {error, code}; only ODDS_CHANGED also carries `current`, the server's
 * current prices for the picks that moved (the others leave it out, so it is optional here).
 */
export const OddsChangedError = type({ error: string(), code: string(), current: optional(array(CurrentOdds)) });
