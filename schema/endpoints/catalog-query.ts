// The query and path pieces every catalogue endpoint shares (spec §7): ids, the `active` flag, paging by page
// and page_size, and the kick-off windows of `time_filter`. Invariants: page counts from 1 (at most 100,000);
// a page_size above an endpoint's maximum is not refused here (the route lowers it and reports the size used);
// numbers arrive as text and must be finite whole numbers ('Infinity', 'NaN', '1.5' are refused); an empty
// time_filter counts as not sent; a refused time_filter names the accepted values.
import { defaulted, enums, integer, optional, size, type Struct } from 'superstruct';
import { QueryBool, Text, coerceWhen, isText, type FieldRefusal } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { blankAsAbsent } from './wire.ts';

/** A catalogue id (sport, category, tournament, match, market type) in a path or a query: 1–64 characters. */
export const CatalogId = Text(64, 1);

/** A number as a query string writes it ('20', '1e3', '-1'); anything else stays text and is refused. */
const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A whole number in a query string, at least `min` (and at most `max`); '1e308' is one, 'Infinity' is not. */
export const QueryWhole = (min: number, max?: number): Struct<number, null> =>
  coerceWhen(
    annotated(size(integer(), min, max ?? Number.MAX_VALUE), { minimum: min, ...(max === undefined ? {} : { maximum: max }) }),
    isText,
    (s: string) => (NUMBER_TEXT.test(s.trim()) ? Number(s) : s),
  ) as Struct<number, null>;

/** The highest page number a catalogue list serves. */
export const MAX_PAGE = 100_000;

/** page (from 1, default 1) and page_size (from 1; the route lowers one above its maximum). */
export const CATALOG_PAGING = {
  page: defaulted(QueryWhole(1, MAX_PAGE), 1),
  page_size: optional(QueryWhole(1)),
};

/** active=true keeps only what has upcoming matches. */
export const ACTIVE = { active: optional(QueryBool) };

/** The kick-off windows of `time_filter`; 'today' and 'tomorrow' are calendar days in Addis Ababa. */
export const TIME_FILTERS = ['all', '1h', '3h', 'today', 'tomorrow', '24h', '3d', '7d'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

export const TimeFilterQuery = optional(blankAsAbsent(enums([...TIME_FILTERS])));

/** How a malformed time_filter is refused: the text lists the accepted values. */
export const TIME_FILTER_INVALID: FieldRefusal = {
  code: 'VALIDATION_FAILED',
  text: `time_filter must be one of ${TIME_FILTERS.join(', ')}`,
};

/** The 404 of an unknown catalogue id: '<What> not found'. */
export const notFoundRefusal = (what: string) => ({ status: 404, code: 'NOT_FOUND', text: `${what} not found` });
