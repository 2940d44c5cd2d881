// The catalogue endpoints of spec §7 a player browses by: sports → categories → tournaments → matches →
// markets, the top-sports lists and the top leagues. Every one is signed; answers decode with the client's
// own structs (schema/sport.ts, category.ts, …). Only upcoming matches count; an unknown id is a 404.
// Browsing extras, market types, express matches and the home composite are in the files listed below.
import { optional, type } from 'superstruct';
import { endpoint } from '../endpoint.ts';
import { CategoriesResponse } from '../category.ts';
import { MarketsResponse } from '../market.ts';
import { MatchesPage } from '../match.ts';
import { SportsResponse } from '../sport.ts';
import { TopLeaguesResponse } from '../top-league.ts';
import { TopSportsResponse } from '../top-sports.ts';
import { TournamentsResponse } from '../tournament.ts';
import { BROWSE_ENDPOINTS } from './catalog-browse.ts';
import { MARKET_TYPE_ENDPOINTS } from './catalog-markets.ts';
import { ACTIVE, CATALOG_PAGING, CatalogId, notFoundRefusal, TIME_FILTER_INVALID, TimeFilterQuery } from './catalog-query.ts';
import { ApiError } from './wire.ts';

const TAG = 'catalog';

export const ListSports = endpoint({
  id: 'listSports', method: 'GET', path: '/api/v1/sports', tag: TAG, access: 'signed',
  summary: 'Every sport with its count of upcoming matches; active=true keeps those with any.',
  query: type(ACTIVE),
  responses: { 200: SportsResponse, 400: ApiError },
});

export const SportCategories = endpoint({
  id: 'sportCategories', method: 'GET', path: '/api/v1/sports/:sportId/categories', tag: TAG, access: 'signed',
  summary: "A sport's categories (countries) in the spec's order (Ethiopia first), counted in the time_filter window; "
    + 'paged (page_size 100 by default, at most 200).',
  params: type({ sportId: CatalogId }),
  query: type({ ...ACTIVE, ...CATALOG_PAGING, time_filter: TimeFilterQuery }),
  invalid: { time_filter: TIME_FILTER_INVALID },
  responses: { 200: CategoriesResponse, 400: ApiError, 404: ApiError },
  refusals: [notFoundRefusal('Sport')],
});

export const CategoryTournaments = endpoint({
  id: 'categoryTournaments', method: 'GET', path: '/api/v1/categories/:categoryId/tournaments', tag: TAG, access: 'signed',
  summary: "A category's tournaments by the spec's priority (international, big five, second divisions, then A–Z).",
  params: type({ categoryId: CatalogId }), query: type(ACTIVE),
  responses: { 200: TournamentsResponse, 400: ApiError, 404: ApiError },
  refusals: [notFoundRefusal('Category')],
});

export const TournamentMatches = endpoint({
  id: 'tournamentMatches', method: 'GET', path: '/api/v1/matches', tag: TAG, access: 'signed',
  summary: "A tournament's upcoming matches in kick-off order, paged (page_size 100 by default, at most 500).",
  query: type({ tournament_id: CatalogId, ...ACTIVE, ...CATALOG_PAGING }),
  responses: { 200: MatchesPage, 400: ApiError, 404: ApiError },
  refusals: [notFoundRefusal('Tournament')],
});

export const MatchMarkets = endpoint({
  id: 'matchMarkets', method: 'GET', path: '/api/v1/matches/:matchId/markets', tag: TAG, access: 'signed',
  summary: "A match's markets with their outcomes, by priority then line; a match that has kicked off shows them suspended.",
  params: type({ matchId: CatalogId }),
  responses: { 200: MarketsResponse, 400: ApiError, 404: ApiError },
  refusals: [notFoundRefusal('Match')],
});

export const TopSports = endpoint({
  id: 'topSports', method: 'GET', path: '/api/v1/top-sports', tag: TAG, access: 'signed',
  summary: 'Each sport with upcoming matches and its page of them in kick-off order (page_size 20 by default, at most '
    + "100); only sport_id's when given.",
  query: type({ ...CATALOG_PAGING, sport_id: optional(CatalogId) }),
  responses: { 200: TopSportsResponse, 400: ApiError, 404: ApiError },
  refusals: [notFoundRefusal('Sport')],
});

export const MixedTopSports = endpoint({
  id: 'mixedTopSports', method: 'GET', path: '/api/v1/top-sports/mixed', tag: TAG, access: 'signed',
  summary: "Up to 20 upcoming top-league matches in kick-off order, as one 'Top Matches' sport.",
  responses: { 200: TopSportsResponse },
});

export const TopLeagues = endpoint({
  id: 'topLeagues', method: 'GET', path: '/api/v1/top-leagues', tag: TAG, access: 'signed',
  summary: 'The top leagues with upcoming matches, by rank.',
  responses: { 200: TopLeaguesResponse },
});

export const CATALOG_ENDPOINTS = [
  ListSports, SportCategories, CategoryTournaments, TournamentMatches, MatchMarkets, TopSports, MixedTopSports, TopLeagues,
  ...BROWSE_ENDPOINTS, ...MARKET_TYPE_ENDPOINTS,
] as const;
