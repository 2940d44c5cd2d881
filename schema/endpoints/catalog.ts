// The catalogue endpoints of spec §7 a player browses by: sports → categories → tournaments → matches →
// markets, the top-sports lists and the top leagues. Every one is signed; answers decode with the client's
// own structs (schema/sport.ts, category.ts, …). Only upcoming matches count; an unknown id is a 404. Method,
// path and answers of each are its call in reads.ts (the client's home route imports those alone).
// Browsing extras, market types, express matches and the home composite are in the files listed below.
import { optional, type } from 'superstruct';
import { endpoint } from '../endpoint.ts';
import { BROWSE_ENDPOINTS } from './catalog-browse.ts';
import { MARKET_TYPE_ENDPOINTS } from './catalog-markets.ts';
import { ACTIVE, CATALOG_PAGING, CatalogId, notFoundRefusal, TIME_FILTER_INVALID, TimeFilterQuery } from './catalog-query.ts';
import * as Read from './reads.ts';
import { SEARCH_ENDPOINTS } from './search.ts';

const TAG = 'catalog';

export const ListSports = endpoint({
  ...Read.ListSports,
  id: 'listSports',
  tag: TAG,
  access: 'signed',
  summary: 'Every sport with its count of upcoming matches; active=true keeps those with any.',
  query: type(ACTIVE),
});

export const SportCategories = endpoint({
  ...Read.SportCategories,
  id: 'sportCategories',
  tag: TAG,
  access: 'signed',
  summary:
    "A sport's categories (countries) in the spec's order (Ethiopia first), counted in the time_filter window; " +
    'paged (page_size 100 by default, at most 200).',
  params: type({ sportId: CatalogId }),
  query: type({ ...ACTIVE, ...CATALOG_PAGING, time_filter: TimeFilterQuery }),
  invalid: { time_filter: TIME_FILTER_INVALID },
  refusals: [notFoundRefusal('Sport')],
});

export const CategoryTournaments = endpoint({
  ...Read.CategoryTournaments,
  id: 'categoryTournaments',
  tag: TAG,
  access: 'signed',
  summary: "A category's tournaments by the spec's priority (international, big five, second divisions, then A–Z).",
  params: type({ categoryId: CatalogId }),
  query: type(ACTIVE),
  refusals: [notFoundRefusal('Category')],
});

export const TournamentMatches = endpoint({
  ...Read.TournamentMatches,
  id: 'tournamentMatches',
  tag: TAG,
  access: 'signed',
  summary: "A tournament's upcoming matches in kick-off order, paged (page_size 100 by default, at most 500).",
  query: type({ tournament_id: CatalogId, ...ACTIVE, ...CATALOG_PAGING }),
  refusals: [notFoundRefusal('Tournament')],
});

export const MatchMarkets = endpoint({
  ...Read.MatchMarkets,
  id: 'matchMarkets',
  tag: TAG,
  access: 'signed',
  summary: "A match's markets with their outcomes, by priority then line; a match that has kicked off shows them suspended.",
  params: type({ matchId: CatalogId }),
  refusals: [notFoundRefusal('Match')],
});

export const TopSports = endpoint({
  ...Read.TopSports,
  id: 'topSports',
  tag: TAG,
  access: 'signed',
  summary:
    'Each sport with upcoming matches and its page of them in kick-off order (page_size 20 by default, at most ' +
    "100); only sport_id's when given.",
  query: type({ ...CATALOG_PAGING, sport_id: optional(CatalogId) }),
  refusals: [notFoundRefusal('Sport')],
});

export const MixedTopSports = endpoint({
  ...Read.MixedTopSports,
  id: 'mixedTopSports',
  tag: TAG,
  access: 'signed',
  summary: "Up to 20 upcoming top-league matches in kick-off order, as one 'Top Matches' sport.",
});

export const TopLeagues = endpoint({
  ...Read.TopLeagues,
  id: 'topLeagues',
  tag: TAG,
  access: 'signed',
  summary: 'The top leagues with upcoming matches, by rank.',
});

export const CATALOG_ENDPOINTS = [
  ListSports,
  SportCategories,
  CategoryTournaments,
  TournamentMatches,
  MatchMarkets,
  TopSports,
  MixedTopSports,
  TopLeagues,
  ...BROWSE_ENDPOINTS,
  ...MARKET_TYPE_ENDPOINTS,
  ...SEARCH_ENDPOINTS,
] as const;
