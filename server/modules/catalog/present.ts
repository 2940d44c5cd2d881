// Maps database rows to the wire shapes of schema/ (Match, Market, Outcome, Tournament …). Field names
// and nullability follow the client's structs exactly; the catalogue tests decode every response with them.
// Odds leave as decimals (hundredths / 100); an empty specifier leaves as null; absent feed fields are null.
import type { MatchListRow, MarketRow, OutcomeRow } from './repo.ts';
import type { Match } from '../../../schema/match.ts';
import type { Market } from '../../../schema/market.ts';
import { marketRowId } from '../../../domain/market-row.ts';

// The wire types are the client's own (schema/), so a drift between server and client fails to compile.
export type WireMatch = Match;
export type WireMarket = Market;
export type WireOutcome = Market['outcomes'][number];

const marketKey = (r: { match_id: string; market_id: string; specifier: string }): string => marketRowId(r.match_id, r.market_id, r.specifier);

/** The numeric line of a specifier ('total=2.5' → 2.5), so lines sort 1.5 < 2.5 < 10.5. */
export const lineOf = (specifier: string): number => {
  const n = Number(specifier.split('=').pop());
  return Number.isFinite(n) ? n : 0;
};

function presentOutcome(o: OutcomeRow): WireOutcome {
  return {
    id: o.outcome_id,
    name: o.name,
    odds: o.odds_hundredths / 100,
    specifier: o.specifier === '' ? null : o.specifier,
    variant: null,
    special_value: null,
    variant_value: null,
  };
}

/**
 * Markets with their outcomes (in feed position order), sorted by priority then line. `suspended` marks
 * every market of a match that is no longer upcoming as not bettable.
 */
export function presentMarkets(markets: readonly MarketRow[], outcomes: readonly OutcomeRow[], suspended = false): WireMarket[] {
  const byMarket = new Map<string, OutcomeRow[]>();
  for (const o of outcomes) {
    const key = marketKey(o);
    const list = byMarket.get(key) ?? [];
    list.push(o);
    byMarket.set(key, list);
  }
  return [...markets]
    .sort(
      (a, b) =>
        a.priority - b.priority ||
        a.market_id.localeCompare(b.market_id, 'en', { numeric: true }) ||
        lineOf(a.specifier) - lineOf(b.specifier) ||
        a.specifier.localeCompare(b.specifier),
    )
    .map((m) => ({
      market_id: m.market_id,
      name: m.name,
      status: suspended ? 'suspended' : m.status,
      priority: m.priority,
      group_id: m.group_id,
      group_name: m.group_name,
      specifier: m.specifier === '' ? null : m.specifier,
      outcomes: (byMarket.get(marketKey(m)) ?? []).sort((a, b) => a.position - b.position).map(presentOutcome),
    }));
}

export interface MatchExtras {
  markets: readonly MarketRow[];
  outcomes: readonly OutcomeRow[];
  counts: ReadonlyArray<{ match_id: string; n: number }>;
}

/** Match rows in their given order, each with its main market and outcome count. */
export function presentMatches(rows: readonly MatchListRow[], extras: MatchExtras): WireMatch[] {
  const outcomesByMarket = new Map<string, OutcomeRow[]>();
  for (const o of extras.outcomes) {
    const list = outcomesByMarket.get(marketKey(o)) ?? [];
    list.push(o);
    outcomesByMarket.set(marketKey(o), list);
  }
  const mainByMatch = new Map<string, WireMarket>();
  for (const m of extras.markets) {
    const [market] = presentMarkets([m], outcomesByMarket.get(marketKey(m)) ?? []);
    if (market !== undefined && !mainByMatch.has(m.match_id)) {
      mainByMatch.set(m.match_id, market);
    }
  }
  const countByMatch = new Map(extras.counts.map((c) => [c.match_id, c.n]));
  return rows.map((r) => ({
    id: r.id,
    start_time: r.start_time.toISOString(),
    sport_id: r.sport_id,
    sport_name: r.sport_name,
    category_id: r.category_id,
    category_name: r.category_name,
    tournament_id: r.tournament_id,
    tournament_name: r.tournament_name,
    home_team: { name: r.home_team },
    away_team: { name: r.away_team },
    main_market: mainByMatch.get(r.id) ?? null,
    outcome_count: countByMatch.get(r.id) ?? 0,
    country_code: r.country_code,
  }));
}
