// Market-type endpoints of spec §7: a tournament's markets tree, the market categories (groups) of a sport and
// their subcategories (market types), and the matches of one market type. A market type is a market without its
// line ('Total Goals', not 'Total Goals 2.5'); its `specifiers` are the lines offered, in line order. Only
// upcoming matches count; the categories calls describe soccer when no sport_id is given.
import { array, integer, nullable, optional, string, type } from 'superstruct';
import { Count, Id, OptionalText } from '../common.ts';
import { endpoint, Text } from '../endpoint.ts';
import { Market } from '../market.ts';
import { Match } from '../match.ts';
import { CATALOG_PAGING, CatalogId, notFoundRefusal, TIME_FILTER_INVALID, TimeFilterQuery } from './catalog-query.ts';
import { ApiError } from './wire.ts';

const TAG = 'catalog';

export const MarketType = type({ market_id: Id, name: string(), specifiers: array(string()), match_count: Count });
export const MarketTypeGroup = type({ id: Id, name: string(), markets: array(MarketType) });

export const MarketsTreeResponse = type({
  tournament: type({
    id: Id,
    name: string(),
    category_id: Id,
    category_name: string(),
    sport_id: Id,
    sport_name: string(),
    country_code: OptionalText,
  }),
  match_count: Count,
  groups: array(MarketTypeGroup),
});

export const MarketsTree = endpoint({
  id: 'marketsTree',
  method: 'GET',
  path: '/api/v1/tournaments/:tournamentId/markets-tree',
  tag: TAG,
  access: 'signed',
  summary: "A tournament's market groups, each with the market types its upcoming matches offer.",
  params: type({ tournamentId: CatalogId }),
  responses: { 200: MarketsTreeResponse, 400: ApiError, 404: ApiError },
  refusals: [notFoundRefusal('Tournament')],
});

const BySport = type({ sport_id: optional(CatalogId) });

export const MarketCategoriesResponse = type({
  sport_id: Id,
  categories: array(type({ id: Id, name: string(), market_count: Count })),
});

export const MarketCategories = endpoint({
  id: 'marketCategories',
  method: 'GET',
  path: '/api/v1/markets/categories',
  tag: TAG,
  access: 'signed',
  summary: "A sport's market categories (groups) with their count of market types; soccer when sport_id is absent.",
  query: BySport,
  responses: { 200: MarketCategoriesResponse, 400: ApiError, 404: ApiError },
  refusals: [notFoundRefusal('Sport')],
});

export const MarketSubcategoriesResponse = type({
  sport_id: Id,
  category: type({ id: Id, name: string() }),
  subcategories: array(MarketType),
});

export const MarketSubcategories = endpoint({
  id: 'marketSubcategories',
  method: 'GET',
  path: '/api/v1/markets/categories/:categoryId/subcategories',
  tag: TAG,
  access: 'signed',
  summary: "A market category's market types (subcategories) with their lines; soccer when sport_id is absent.",
  params: type({ categoryId: CatalogId }),
  query: BySport,
  responses: { 200: MarketSubcategoriesResponse, 400: ApiError, 404: ApiError },
  refusals: [notFoundRefusal('Sport'), notFoundRefusal('Market category')],
});

export const MatchesByMarketTypeResponse = type({
  market_type: type({ market_id: Id, name: nullable(string()) }),
  matches: array(type({ ...Match.schema, markets: array(Market) })),
  total: integer(),
  page: integer(),
  page_size: integer(),
});

export const MatchesByMarketType = endpoint({
  id: 'matchesByMarketType',
  method: 'GET',
  path: '/api/v1/matches/by-market-type',
  tag: TAG,
  access: 'signed',
  summary:
    'Upcoming matches that offer a market type (one line with specifier), of a sport or a tournament, each with ' +
    'its markets of that type; paged (page_size 50 by default, at most 200).',
  query: type({
    market_type: CatalogId,
    specifier: optional(Text(64)),
    sport_id: optional(CatalogId),
    tournament_id: optional(CatalogId),
    time_filter: TimeFilterQuery,
    ...CATALOG_PAGING,
  }),
  invalid: { time_filter: TIME_FILTER_INVALID },
  responses: { 200: MatchesByMarketTypeResponse, 400: ApiError, 404: ApiError },
  refusals: [
    { status: 400, code: 'VALIDATION_FAILED', text: 'sport_id or tournament_id is required' },
    notFoundRefusal('Sport'),
    notFoundRefusal('Tournament'),
  ],
});

export const MARKET_TYPE_ENDPOINTS = [MarketsTree, MarketCategories, MarketSubcategories, MatchesByMarketType] as const;
