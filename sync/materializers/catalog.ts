// Pure materializers for catalogue events: each writes the payload's rows into the store. A list the
// server answers whole (a tournament's matches, a sport's top matches, a match's markets) replaces
// its previous members, so matches that started or markets that closed disappear. A match row is shared
// by every list that holds it and is deleted only when the last list lets it go.
// Indexes are read as they were before the event's transaction (TinyBase updates them at its end).
import type { Match } from '../../schema/match.ts';
import type { Market } from '../../schema/market.ts';
import type { PayloadOf } from '../../schema/event.ts';
import { type AppData, INDEX, LIST, marketRowId, outcomeRowId, listItemId } from '../store.ts';

const text = (s: string | null | undefined): string => s ?? '';

export function writeMarket({ store, indexes }: AppData, matchId: string, market: Market, isMain: boolean): string {
  const row = marketRowId(matchId, market.market_id, market.specifier);
  store.setRow('markets', row, {
    match_id: matchId, market_id: market.market_id, name: market.name, status: market.status,
    priority: market.priority, group_id: text(market.group_id), group_name: text(market.group_name),
    specifier: text(market.specifier), is_main: isMain || store.getCell('markets', row, 'is_main') === true,
  });
  const keep = new Set<string>();
  market.outcomes.forEach((o, position) => {
    const id = outcomeRowId(row, o.id);
    keep.add(id);
    store.setRow('outcomes', id, {
      market_row: row, match_id: matchId, outcome_id: o.id, name: o.name, odds: o.odds, position,
      specifier: text(o.specifier ?? market.specifier), variant: text(o.variant),
      special_value: text(o.special_value), variant_value: text(o.variant_value),
    });
  });
  for (const id of indexes.getSliceRowIds(INDEX.outcomesByMarket, row)) {
    if (!keep.has(id)) {
      store.delRow('outcomes', id);
    }
  }
  return row;
}

export function writeMatch(data: AppData, m: Match): void {
  const { store } = data;
  const main = m.main_market && m.main_market.outcomes.length > 0 ? writeMarket(data, m.id, m.main_market, true) : '';
  store.setRow('matches', m.id, {
    sport_id: m.sport_id, sport_name: m.sport_name, category_id: m.category_id, category_name: m.category_name,
    tournament_id: m.tournament_id, tournament_name: m.tournament_name, start_time: Date.parse(m.start_time) || 0,
    home_name: m.home_team.name, away_name: m.away_team.name, outcome_count: m.outcome_count,
    main_market: main, country_code: text(m.country_code),
  });
}

/** Removes a match with its markets and outcomes. */
export function deleteMatch({ store, indexes }: AppData, matchId: string): void {
  for (const marketRow of indexes.getSliceRowIds(INDEX.marketsByMatch, matchId)) {
    indexes.getSliceRowIds(INDEX.outcomesByMarket, marketRow).forEach((id) => store.delRow('outcomes', id));
    store.delRow('markets', marketRow);
  }
  store.delRow('matches', matchId);
}

export function sportsLoaded({ store }: AppData, p: PayloadOf<'v1.SportsLoaded'>): void {
  store.setTable('sports', Object.fromEntries(p.sports.map((s) => [s.id, { name: s.name, match_count: s.match_count }])));
}

export function categoriesLoaded({ store, indexes }: AppData, p: PayloadOf<'v1.CategoriesLoaded'>): void {
  indexes.getSliceRowIds(INDEX.categoriesBySport, p.sportId).forEach((id) => store.delRow('categories', id));
  for (const c of p.categories) {
    store.setRow('categories', c.category_id, { sport_id: c.sport_id, name: c.name, match_count: c.match_count, country_code: text(c.country_code) });
  }
}

export function tournamentsLoaded({ store, indexes }: AppData, p: PayloadOf<'v1.TournamentsLoaded'>): void {
  indexes.getSliceRowIds(INDEX.tournamentsByCategory, p.categoryId).forEach((id) => store.delRow('tournaments', id));
  for (const t of p.tournaments) {
    store.setRow('tournaments', t.id, {
      category_id: t.category_id, sport_id: t.sport_id, name: t.name, category_name: t.category_name,
      sport_name: t.sport_name, match_count: t.match_count, upcoming_matches: t.upcoming_matches,
      earliest_match_date: text(t.earliest_match_date), country_code: text(t.country_code),
    });
  }
}

export function topLeaguesLoaded({ store }: AppData, p: PayloadOf<'v1.TopLeaguesLoaded'>): void {
  store.setTable('topLeagues', Object.fromEntries(p.topLeagues.map((l, rank) => [l.id, {
    name: l.name, category_name: l.category_name, sport_id: l.sport_id, sport_name: l.sport_name, rank,
    country_code: text(l.country_code),
  }])));
}

/** Replaces the members of one server-ordered list, dropping matches no other list still holds. */
export function replaceList(data: AppData, list: string, matches: readonly Match[]): void {
  const { store, indexes } = data;
  const incoming = new Set(matches.map((m) => m.id));
  for (const item of indexes.getSliceRowIds(INDEX.listItemsByList, list)) {
    const matchId = store.getCell('listItems', item, 'match_id') ?? '';
    store.delRow('listItems', item);
    const elsewhere = indexes.getSliceRowIds(INDEX.listItemsByMatch, matchId)
      .some((other) => store.getCell('listItems', other, 'list') !== list && store.hasRow('listItems', other));
    if (!incoming.has(matchId) && !elsewhere) {
      deleteMatch(data, matchId);
    }
  }
  matches.forEach((m, position) => {
    writeMatch(data, m);
    store.setRow('listItems', listItemId(list, m.id), { list, match_id: m.id, position });
  });
}

export function matchesLoaded(data: AppData, p: PayloadOf<'v1.MatchesLoaded'>): void {
  replaceList(data, LIST.tournament(p.tournamentId), p.matches);
}

export function marketsLoaded(data: AppData, p: PayloadOf<'v1.MarketsLoaded'>): void {
  const { store, indexes } = data;
  const before = indexes.getSliceRowIds(INDEX.marketsByMatch, p.matchId);
  const keep = new Set(p.markets.filter((m) => m.outcomes.length > 0).map((m) => writeMarket(data, p.matchId, m, false)));
  for (const row of before) {
    if (!keep.has(row)) {
      indexes.getSliceRowIds(INDEX.outcomesByMarket, row).forEach((id) => store.delRow('outcomes', id));
      store.delRow('markets', row);
    }
  }
}

/** Server-ordered lists of matches per sport (top sports, mixed top matches); sports no longer answered are emptied. */
export function topSportsLoaded(data: AppData, p: PayloadOf<'v1.TopSportsLoaded'>): void {
  const answered = new Set(p.sports.map((sport) => LIST.topSport(p.list, sport.sport_id)));
  for (const list of data.indexes.getSliceIds(INDEX.listItemsByList)) {
    if (list.startsWith(LIST.topSport(p.list, '')) && !answered.has(list)) {
      replaceList(data, list, []);
    }
  }
  p.sports.forEach((sport) => replaceList(data, LIST.topSport(p.list, sport.sport_id), sport.matches));
}
