// Pure materializers for catalogue events: each writes the payload's rows into the store. A list the
// server answers whole (a tournament's matches, a sport's top matches, a match's markets) replaces
// its previous members, so matches that started or markets that closed disappear. A match row is shared
// by every list that holds it and is deleted only when the last list lets it go.
// Indexes are read as they were before the current transaction (TinyBase updates them at its end); big lists
// land in steps (generators), each step its own transaction, so each step reads the previous steps' indexes.
import type { Match } from '../../schema/match.ts';
import type { Market } from '../../schema/market.ts';
import type { PayloadOf } from '../../schema/event.ts';
import { type AppData, INDEX, LIST, marketRowId, outcomeRowId, listItemId } from '../store.ts';

const text = (s: string | null | undefined): string => s ?? '';

export function writeMarket({ store, indexes }: AppData, matchId: string, market: Market, isMain: boolean): string {
  const row = marketRowId(matchId, market.market_id, market.specifier);
  store.setRow('markets', row, {
    match_id: matchId,
    market_id: market.market_id,
    name: market.name,
    status: market.status,
    priority: market.priority,
    group_id: text(market.group_id),
    group_name: text(market.group_name),
    specifier: text(market.specifier),
    is_main: isMain || store.getCell('markets', row, 'is_main') === true,
  });
  const keep = new Set<string>();
  market.outcomes.forEach((o, position) => {
    const id = outcomeRowId(row, o.id);
    keep.add(id);
    store.setRow('outcomes', id, {
      market_row: row,
      match_id: matchId,
      outcome_id: o.id,
      name: o.name,
      odds: o.odds,
      position,
      specifier: text(o.specifier ?? market.specifier),
      variant: text(o.variant),
      special_value: text(o.special_value),
      variant_value: text(o.variant_value),
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
    sport_id: m.sport_id,
    sport_name: m.sport_name,
    category_id: m.category_id,
    category_name: m.category_name,
    tournament_id: m.tournament_id,
    tournament_name: m.tournament_name,
    start_time: Date.parse(m.start_time) || 0,
    home_name: m.home_team.name,
    away_name: m.away_team.name,
    outcome_count: m.outcome_count,
    main_market: main,
    country_code: text(m.country_code),
  });
}

/** Removes a match with its markets and outcomes. */
export function deleteMatch({ store, indexes }: AppData, matchId: string): void {
  for (const marketRow of indexes.getSliceRowIds(INDEX.marketsByMatch, matchId)) {
    indexes.getSliceRowIds(INDEX.outcomesByMarket, marketRow).forEach((id) => {
      store.delRow('outcomes', id);
    });
    store.delRow('markets', marketRow);
  }
  store.delRow('matches', matchId);
}

export function sportsLoaded({ store }: AppData, p: PayloadOf<'v1.SportsLoaded'>): void {
  store.setTable(
    'sports',
    Object.fromEntries(p.sports.map((s) => [s.id, { name: s.name, match_count: s.match_count, live_count: s.live_count ?? 0 }])),
  );
}

export function categoriesLoaded({ store, indexes }: AppData, p: PayloadOf<'v1.CategoriesLoaded'>): void {
  indexes.getSliceRowIds(INDEX.categoriesBySport, p.sportId).forEach((id) => {
    store.delRow('categories', id);
  });
  for (const c of p.categories) {
    store.setRow('categories', c.category_id, { sport_id: c.sport_id, name: c.name, match_count: c.match_count, country_code: text(c.country_code) });
  }
}

export function tournamentsLoaded({ store, indexes }: AppData, p: PayloadOf<'v1.TournamentsLoaded'>): void {
  indexes.getSliceRowIds(INDEX.tournamentsByCategory, p.categoryId).forEach((id) => {
    store.delRow('tournaments', id);
  });
  for (const t of p.tournaments) {
    store.setRow('tournaments', t.id, {
      category_id: t.category_id,
      sport_id: t.sport_id,
      name: t.name,
      category_name: t.category_name,
      sport_name: t.sport_name,
      match_count: t.match_count,
      upcoming_matches: t.upcoming_matches,
      earliest_match_date: text(t.earliest_match_date),
      country_code: text(t.country_code),
    });
  }
}

export function topLeaguesLoaded({ store }: AppData, p: PayloadOf<'v1.TopLeaguesLoaded'>): void {
  store.setTable(
    'topLeagues',
    Object.fromEntries(
      p.topLeagues.map((l, rank) => [
        l.id,
        {
          name: l.name,
          category_name: l.category_name,
          sport_id: l.sport_id,
          sport_name: l.sport_name,
          rank,
          country_code: text(l.country_code),
        },
      ]),
    ),
  );
}

/** Matches written per step when a list lands in steps (sync/apply.ts): a few ms each on a cheap phone. */
export const MATCHES_PER_STEP = 4;

/**
 * Replaces the members of one server-ordered list in steps of MATCHES_PER_STEP matches (each step is its own
 * transaction, so the indexes read below are current), then drops the members the answer no longer has, with
 * their match unless another list still holds it. Until the last step the list may briefly hold old and new
 * members together; it never goes empty on a refresh.
 */
export function* replaceListSteps(data: AppData, list: string, matches: readonly Match[]): Generator<void, void, void> {
  for (let start = 0; start < matches.length; start += MATCHES_PER_STEP) {
    matches.slice(start, start + MATCHES_PER_STEP).forEach((m, i) => {
      writeMember(data, list, m, start + i);
    });
    yield;
  }
  const incoming = new Set(matches.map((m) => m.id));
  for (const item of data.indexes.getSliceRowIds(INDEX.listItemsByList, list)) {
    if (!incoming.has(data.store.getCell('listItems', item, 'match_id') ?? '')) {
      dropMember(data, item);
    }
  }
}

/** Writes a match and its place in a list. */
export function writeMember(data: AppData, list: string, m: Match, position: number): void {
  writeMatch(data, m);
  data.store.setRow('listItems', listItemId(list, m.id), { list, match_id: m.id, position });
}

/** Takes a member out of its list; its match goes too unless another list still holds it. */
export function dropMember(data: AppData, item: string): void {
  const { store, indexes } = data;
  const matchId = store.getCell('listItems', item, 'match_id') ?? '';
  store.delRow('listItems', item);
  const elsewhere = indexes.getSliceRowIds(INDEX.listItemsByMatch, matchId).some((other) => other !== item && store.hasRow('listItems', other));
  if (!elsewhere) {
    deleteMatch(data, matchId);
  }
}

/** replaceListSteps at once, inside the caller's transaction (small lists). */
export function replaceList(data: AppData, list: string, matches: readonly Match[]): void {
  for (const _ of replaceListSteps(data, list, matches)) {
    // every step runs now
  }
}

export function matchesLoaded(data: AppData, p: PayloadOf<'v1.MatchesLoaded'>): Generator<void, void, void> {
  return replaceListSteps(data, LIST.tournament(p.tournamentId), p.matches);
}

export function marketsLoaded(data: AppData, p: PayloadOf<'v1.MarketsLoaded'>): void {
  const { store, indexes } = data;
  const before = indexes.getSliceRowIds(INDEX.marketsByMatch, p.matchId);
  const keep = new Set(p.markets.filter((m) => m.outcomes.length > 0).map((m) => writeMarket(data, p.matchId, m, false)));
  for (const row of before) {
    if (!keep.has(row)) {
      indexes.getSliceRowIds(INDEX.outcomesByMarket, row).forEach((id) => {
        store.delRow('outcomes', id);
      });
      store.delRow('markets', row);
    }
  }
}

/** Server-ordered lists of matches per sport (top sports, mixed top matches); sports no longer answered are emptied. */
export function* topSportsLoaded(data: AppData, p: PayloadOf<'v1.TopSportsLoaded'>): Generator<void, void, void> {
  const answered = new Set(p.sports.map((sport) => LIST.topSport(p.list, sport.sport_id)));
  for (const list of p.partial ? [] : data.indexes.getSliceIds(INDEX.listItemsByList)) {
    if (list.startsWith(LIST.topSport(p.list, '')) && !answered.has(list)) {
      yield* replaceListSteps(data, list, []);
    }
  }
  for (const sport of p.sports) {
    yield* replaceListSteps(data, LIST.topSport(p.list, sport.sport_id), sport.matches);
  }
}
