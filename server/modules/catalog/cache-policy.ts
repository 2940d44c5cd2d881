// What a cached catalogue answer depends on (issue 16), and how a database change maps onto that.
// Tags: 'lists' — any answer built from the set of matches (counts, upcoming lists); 'prices' — answers that show
// odds; 'markets' + 'match:<id>' — one match's markets; 'banners' — banner lists. A change notified by the
// triggers of migration 0016 drops exactly the answers it can affect: an odds move on match M drops the priced
// lists and M's markets, never the sports list or another match's markets.
// Time: catalogue answers read the clock ("upcoming" = kick-off after now; windows of 1 h … 7 d; a first half;
// Addis Ababa's midnight), so each answer also expires at the next instant one of those comparisons can flip for
// any match — computed from the database once and memoised until a match changes or the instant passes.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { CachePolicy } from '../../plugins/cached-route.ts';
import type { ResponseCache } from '../../plugins/response-cache.ts';
import { FIRST_HALF_MS } from './express.ts';
import type { TimeFilter } from '../../../schema/endpoints/catalog-query.ts';
import { AHEAD_MS, nextEatMidnight } from './time-filter.ts';

export const LISTS = ['lists'];
export const PRICED_LISTS = ['lists', 'prices'];
export const BANNERS = ['banners'];
export const matchTags = (matchId: string): string[] => ['markets', `match:${matchId}`];

/** A change notified by the database: a table, and the matches it touched (null: too many, or not by match). */
export interface CacheChange {
  table: string;
  ids: string[] | null;
}

/** The tags a change invalidates; 'all' for the catalogue's own structure. */
export function tagsOfChange(change: CacheChange): string[] | 'all' {
  const perMatch = (change.ids ?? []).map((id) => `match:${id}`);
  switch (change.table) {
    case 'banners':
      return BANNERS;
    case 'matches':
      return change.ids === null ? 'all' : [...PRICED_LISTS, ...perMatch];
    case 'markets':
    case 'outcomes':
      return change.ids === null ? ['prices', 'markets'] : ['prices', ...perMatch];
    default:
      return 'all';
  }
}

/**
 * The clock comparisons an answer makes, as offsets (ms) added to a kick-off s: 'strict' ones are "s + o > now"
 * (upcoming: o = 0; a first half under way: o = 45 min), which flip at now = s + o; 'inclusive' ones are
 * "s + o <= now" as the windows' "s < now + W" (o = −W), false at now = s + o and true just after, so an answer
 * read exactly on that instant is never stored. 'midnight': the window moves at Addis Ababa's midnight.
 */
export interface ClockUse {
  strict: readonly number[];
  inclusive: readonly number[];
  midnight: boolean;
}

const UPCOMING: ClockUse = { strict: [0], inclusive: [], midnight: false };
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The clock use of a list narrowed by a time_filter (none: just "upcoming"). */
export function withTimeFilter(filter: TimeFilter | undefined, base: ClockUse = UPCOMING): ClockUse {
  const ahead = filter === undefined ? undefined : AHEAD_MS[filter];
  return {
    strict: base.strict,
    inclusive: ahead === undefined ? base.inclusive : [...base.inclusive, -ahead],
    midnight: base.midnight || filter === 'today' || filter === 'tomorrow',
  };
}

/** The first instant at which an answer computed at `nowMs` with these comparisons may differ. One index probe each. */
export async function nextCatalogFlip(db: Db, nowMs: number, use: ClockUse): Promise<number> {
  const at = (o: number, op: '>' | '>=') =>
    sql<Date | null>`(select min(start_time) from matches where start_time ${sql.raw(op)} ${new Date(nowMs - o)}) + interval '1 millisecond' * ${o}::float8`;
  const terms = [...use.strict.map((o) => at(o, '>')), ...use.inclusive.map((o) => at(o, '>='))];
  const row = terms.length === 0 ? null : (await sql<{ at: Date | null }>`select least(${sql.join(terms)}) as at`.execute(db)).rows[0];
  const next = row?.at === null || row?.at === undefined ? Number.POSITIVE_INFINITY : new Date(row.at).getTime();
  return use.midnight ? Math.min(next, nextEatMidnight(nowMs)) : next;
}

/** nextCatalogFlip memoised per kind of comparison, until a match changes (a 'lists' invalidation) or it passes. */
export function catalogExpiry(db: Db, cache: ResponseCache | undefined, now: () => number): (use: ClockUse) => Promise<number> {
  const memo = new Map<string, { from: number; at: number; mark: number }>();
  return async (use) => {
    const nowMs = now();
    const key = JSON.stringify(use);
    const m = memo.get(key);
    if (m !== undefined && cache !== undefined && m.from <= nowMs && nowMs < m.at && cache.unchangedSince(m.mark, LISTS)) {
      return m.at;
    }
    const mark = cache?.mark ?? 0;
    const at = await nextCatalogFlip(db, nowMs, use);
    memo.set(key, { from: nowMs, at, mark });
    return at;
  };
}

/** Any validated request; its time_filter (when the endpoint has one) was checked against TIME_FILTERS at the edge. */
type Query = { query: unknown };
const timeFilterOf = (request: Query): TimeFilter | undefined => (request.query as { time_filter?: TimeFilter } | undefined)?.time_filter;

/** The policies of the catalogue routes: one memoised expiry shared by all of them. */
export function catalogPolicies(db: Db, cache: ResponseCache | undefined, now: () => number) {
  const expiry = catalogExpiry(db, cache, now);
  const policy = <Req>(tags: string[], use: (request: Req) => ClockUse): CachePolicy<Req> => ({
    tags: () => tags,
    expiresAt: (request) => expiry(use(request)),
  });
  const filtered = (request: Query) => withTimeFilter(timeFilterOf(request));
  return {
    lists: policy(LISTS, () => UPCOMING),
    /** Lists with a time_filter query. */
    filteredLists: policy(LISTS, filtered),
    /** Tournaments count their matches of the coming week. */
    tournaments: policy(LISTS, () => ({ ...UPCOMING, inclusive: [-WEEK_MS] })),
    priced: policy(PRICED_LISTS, () => UPCOMING),
    filteredPriced: policy(PRICED_LISTS, filtered),
    /** Express: first halves under way and kick-offs of the next hour (or of the time_filter). */
    express: policy(PRICED_LISTS, (request: Query) =>
      withTimeFilter(timeFilterOf(request) ?? '1h', { strict: [0, FIRST_HALF_MS], inclusive: [], midnight: false }),
    ),
    /** The home composite: priced lists (its opening league is a tournament) and the merchant's phone banners. */
    home: policy([...PRICED_LISTS, ...BANNERS], () => ({ ...UPCOMING, inclusive: [-WEEK_MS] })),
    match: {
      tags: (request: { params: { matchId: string } }) => matchTags(request.params.matchId),
      expiresAt: () => expiry(UPCOMING),
    } satisfies CachePolicy<{ params: { matchId: string } }>,
  };
}
