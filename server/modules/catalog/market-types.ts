// Market types (a market without its line: "Total Goals", not "Total Goals 2.5") offered by the upcoming
// matches of one sport or one tournament, grouped by market group ("Main", "Goals", …): the markets tree,
// the market categories and subcategories, and the matches of one market type. Invariants: always scoped to
// one sport (market ids mean one thing within a sport); only upcoming matches count; groups and types are in
// the feed's priority order (the main market first); lines in line order (1.5 < 2.5 < 10.5).
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { lineOf, presentMarkets, type WireMarket } from './present.ts';

export interface MarketScope {
  sportId?: string;
  tournamentId?: string;
}

export interface WireMarketType {
  market_id: string;
  /** The market's name without its line. */
  name: string;
  /** The lines offered ('total=2.5', 'hcp=-1'), in line order; empty for a market without lines. */
  specifiers: string[];
  /** Upcoming matches that offer at least one line of it. */
  match_count: number;
}

export interface WireMarketGroup {
  id: string;
  name: string;
  markets: WireMarketType[];
}

/** "Total Goals 2.5" → "Total Goals", "Asian Handicap -1" → "Asian Handicap", "Handicap 0:1" → "Handicap". */
export function typeName(name: string, specifier: string): string {
  return specifier === '' ? name : name.replace(/\s[+-]?\d+(?:\.\d+)?(?::\d+)?$/, '');
}

const sortLines = (specifiers: string[]): string[] => specifiers.sort((a, b) => lineOf(a) - lineOf(b) || a.localeCompare(b));

/** The market groups of a scope, each with its market types. */
export async function marketTree(db: Db, now: Date, scope: MarketScope): Promise<WireMarketGroup[]> {
  const rows = await db
    .selectFrom('markets as k')
    .innerJoin('matches as m', 'm.id', 'k.match_id')
    .where('m.status', '=', 'not_started')
    .where('m.start_time', '>', now)
    .$call((qb) => (scope.sportId === undefined ? qb : qb.where('m.sport_id', '=', scope.sportId)))
    .$call((qb) => (scope.tournamentId === undefined ? qb : qb.where('m.tournament_id', '=', scope.tournamentId)))
    .select([
      'k.market_id',
      // Group ids and names pair one to one in the feed, so their minimums belong together.
      sql<string>`min(k.group_id)`.as('group_id'),
      sql<string>`min(k.group_name)`.as('group_name'),
      sql<string>`min(k.name)`.as('name'),
      sql<string>`min(k.specifier)`.as('any_specifier'),
      sql<number>`min(k.priority)::int`.as('priority'),
      sql<string>`string_agg(distinct k.specifier, '|')`.as('specifiers'),
      sql<number>`count(distinct k.match_id)::int`.as('match_count'),
    ])
    .groupBy('k.market_id')
    .execute();
  rows.sort((a, b) => a.priority - b.priority || a.market_id.localeCompare(b.market_id, 'en', { numeric: true }));
  const groups = new Map<string, WireMarketGroup>();
  for (const r of rows) {
    const group = groups.get(r.group_id) ?? { id: r.group_id, name: r.group_name, markets: [] };
    groups.set(r.group_id, group);
    group.markets.push({
      market_id: r.market_id,
      name: typeName(r.name, r.any_specifier),
      specifiers: sortLines(r.specifiers.split('|').filter((s) => s !== '')),
      match_count: r.match_count,
    });
  }
  // Map order is first appearance, and rows arrive by priority: a group sits where its first market does.
  return [...groups.values()];
}

/** Upcoming matches of a scope that offer `marketId` (and that line, when given), in kick-off order. */
export function withMarketType(db: Db, now: Date, scope: MarketScope, marketId: string, specifier: string | null) {
  return db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .where('m.status', '=', 'not_started')
    .where('m.start_time', '>', now)
    .$call((qb) => (scope.sportId === undefined ? qb : qb.where('m.sport_id', '=', scope.sportId)))
    .$call((qb) => (scope.tournamentId === undefined ? qb : qb.where('m.tournament_id', '=', scope.tournamentId)))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('markets as k')
          .select('k.match_id')
          .whereRef('k.match_id', '=', 'm.id')
          .where('k.market_id', '=', marketId)
          .$call((qb) => (specifier === null ? qb : qb.where('k.specifier', '=', specifier))),
      ),
    );
}

/** The markets of one type (one line, or all lines) of each listed match, keyed by match id. */
export async function marketsOfType(
  db: Db,
  matchIds: readonly string[],
  marketId: string,
  specifier: string | null,
): Promise<Map<string, WireMarket[]>> {
  const byMatch = new Map<string, WireMarket[]>();
  if (matchIds.length === 0) {
    return byMatch;
  }
  const ids = [...matchIds];
  const markets = await db
    .selectFrom('markets')
    .select(['match_id', 'market_id', 'specifier', 'name', 'status', 'priority', 'group_id', 'group_name'])
    .where('match_id', 'in', ids)
    .where('market_id', '=', marketId)
    .$call((qb) => (specifier === null ? qb : qb.where('specifier', '=', specifier)))
    .execute();
  const outcomes = await db
    .selectFrom('outcomes')
    .select(['match_id', 'market_id', 'specifier', 'outcome_id', 'name', 'odds_hundredths', 'position'])
    .where('match_id', 'in', ids)
    .where('market_id', '=', marketId)
    .$call((qb) => (specifier === null ? qb : qb.where('specifier', '=', specifier)))
    .execute();
  for (const id of ids) {
    byMatch.set(
      id,
      presentMarkets(
        markets.filter((k) => k.match_id === id),
        outcomes.filter((o) => o.match_id === id),
      ),
    );
  }
  return byMatch;
}
