// The client's typed local store: TinyBase tables of schema/store-schema.ts, plus the indexes every
// screen reads through (rows link by id cells: a match's tournament_id, an outcome's market_row; no
// relationship objects — nothing read them, and each cost work on every write). Indexes are defined once
// here, by id, and sorted where the UI needs an order (matches by start time, markets by priority, outcomes
// by position).
import { createStore, type Store } from 'tinybase/store/with-schemas';
import { createIndexes, type Indexes } from 'tinybase/indexes/with-schemas';
import { TABLES_SCHEMA, VALUES_SCHEMA } from '../schema/store-schema.ts';

export type Schemas = [typeof TABLES_SCHEMA, typeof VALUES_SCHEMA];
export type AppStore = Store<Schemas>;
export type AppIndexes = Indexes<Schemas>;

export const INDEX = {
  categoriesBySport: 'categoriesBySport',
  tournamentsByCategory: 'tournamentsByCategory',
  topLeaguesBySport: 'topLeaguesBySport',
  topLeaguesAll: 'topLeaguesAll',
  matchesByTournament: 'matchesByTournament',
  matchesBySport: 'matchesBySport',
  marketsByMatch: 'marketsByMatch',
  outcomesByMarket: 'outcomesByMarket',
  listItemsByList: 'listItemsByList',
  listItemsByMatch: 'listItemsByMatch',
  slipSelectionsBySlot: 'slipSelectionsBySlot',
  ticketsByList: 'ticketsByList',
  ticketListsByTicket: 'ticketListsByTicket',
  bannersByType: 'bannersByType',
} as const;

export interface AppData {
  store: AppStore;
  indexes: AppIndexes;
}

export function createAppData(): AppData {
  const store = createStore().setTablesSchema(TABLES_SCHEMA).setValuesSchema(VALUES_SCHEMA);
  const indexes = createIndexes(store)
    .setIndexDefinition(INDEX.categoriesBySport, 'categories', 'sport_id')
    .setIndexDefinition(INDEX.tournamentsByCategory, 'tournaments', 'category_id')
    .setIndexDefinition(INDEX.topLeaguesBySport, 'topLeagues', 'sport_id', 'rank')
    .setIndexDefinition(INDEX.topLeaguesAll, 'topLeagues', () => 'all', 'rank')
    .setIndexDefinition(INDEX.matchesByTournament, 'matches', 'tournament_id', 'start_time')
    .setIndexDefinition(INDEX.matchesBySport, 'matches', 'sport_id', 'start_time')
    .setIndexDefinition(INDEX.marketsByMatch, 'markets', 'match_id', 'priority')
    .setIndexDefinition(INDEX.outcomesByMarket, 'outcomes', 'market_row', 'position')
    .setIndexDefinition(INDEX.listItemsByList, 'listItems', 'list', 'position')
    .setIndexDefinition(INDEX.listItemsByMatch, 'listItems', 'match_id')
    .setIndexDefinition(INDEX.slipSelectionsBySlot, 'slipSelections', (get) => String(get('slot')), 'position')
    .setIndexDefinition(INDEX.ticketsByList, 'ticketListItems', 'list', 'position')
    .setIndexDefinition(INDEX.ticketListsByTicket, 'ticketListItems', 'ticket_id')
    .setIndexDefinition(INDEX.bannersByType, 'banners', 'banner_type', 'position');
  return { store, indexes };
}

/** Row ids of markets (a market type appears once per specifier, e.g. Total 1.5 and 2.5) and their outcomes. */
export { marketRowId, outcomeRowId } from '../domain/market-row.ts';

export const listItemId = (list: string, matchId: string): string => `${list}|${matchId}`;

/** Lists of matches exactly as the server answered them: a tournament's matches, a sport's top matches. */
export const LIST = {
  tournament: (tournamentId: string): string => `tournament:${tournamentId}`,
  topSport: (list: string, sportId: string): string => `${list}:${sportId}`,
  /** A tournament's paged list (the tournament view's 'Load More'), kept apart from the home's whole list. */
  tournamentPages: (tournamentId: string): string => `paged:${tournamentId}`,
} as const;
