// Browsing extras of spec §7 (sports with their categories, a sport's top leagues, one match per top league),
// the express-match lists ('Next 1H Matches', companion §2/§3) and the home page's composite call. Every one is
// signed; an unknown sport, category or tournament is a 404 '<What> not found'; a bad value a 400 that names it.
// The express list's and the composite's method, path and answers are their calls in reads.ts.
import { array, enums, optional, string, type } from 'superstruct';
import { Category } from '../category.ts';
import { Count, Id } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { ExpressMatchesResponse } from '../express-match.ts';
import { Match } from '../match.ts';
import { TopLeague, TopLeaguesResponse } from '../top-league.ts';
import { ACTIVE, CATALOG_PAGING, CatalogId, notFoundRefusal, TIME_FILTER_INVALID, TIME_FILTERS, TimeFilterQuery } from './catalog-query.ts';
import * as Read from './reads.ts';
import { ApiError, blankAsAbsent } from './wire.ts';

const TAG = 'catalog';

/** A sport of /sports/with-categories: its match_count is the sum of its categories'. */
export const SportWithCategories = type({ id: Id, name: string(), match_count: Count, categories: array(Category) });

export const SportsWithCategoriesResponse = type({ sports: array(SportWithCategories), time_filters: array(enums([...TIME_FILTERS])) });

export const SportsWithCategories = endpoint({
  id: 'sportsWithCategories',
  method: 'GET',
  path: '/api/v1/sports/with-categories',
  tag: TAG,
  access: 'signed',
  summary: 'Every sport with its categories in one call (the sports browser); counts honour time_filter.',
  query: type({ ...ACTIVE, time_filter: TimeFilterQuery }),
  invalid: { time_filter: TIME_FILTER_INVALID },
  responses: { 200: SportsWithCategoriesResponse, 400: ApiError },
});

export const SportTopLeagues = endpoint({
  id: 'sportTopLeagues',
  method: 'GET',
  path: '/api/v1/sport/:sportId/top-leagues',
  tag: TAG,
  access: 'signed',
  summary: "A sport's top leagues with upcoming matches, by rank (an empty list when it has none).",
  params: type({ sportId: CatalogId }),
  responses: { 200: TopLeaguesResponse, 400: ApiError, 404: ApiError },
  refusals: [notFoundRefusal('Sport')],
});

export const OneMatchPerLeagueResponse = type({ top_leagues: array(type({ ...TopLeague.schema, match: Match })) });

export const OneMatchPerLeague = endpoint({
  id: 'oneMatchPerLeague',
  method: 'GET',
  path: '/api/v1/top-leagues/one-match-per-league',
  tag: TAG,
  access: 'signed',
  summary: 'Each top league (by rank) with its next upcoming match: the TOP MATCHES carousel.',
  query: type({ sport_id: optional(CatalogId) }),
  responses: { 200: OneMatchPerLeagueResponse, 400: ApiError, 404: ApiError },
  refusals: [notFoundRefusal('Sport')],
});

/** 'live' (first half under way) or 'not_started'. */
export const EXPRESS_STATUSES = ['live', 'not_started'] as const;

const EXPRESS_BASE = { sport_id: optional(CatalogId), ...CATALOG_PAGING };
const EXPRESS_REFUSALS = [notFoundRefusal('Sport')];
const EXPRESS_PAGING = 'Paged: page_size 20 by default, at most 100.';

export const ExpressMatches = endpoint({
  ...Read.ExpressMatches,
  id: 'expressMatches',
  tag: TAG,
  access: 'signed',
  summary: `'Next 1H Matches': first halves under way, then the kick-offs of the next hour. ${EXPRESS_PAGING}`,
  query: type(EXPRESS_BASE),
  refusals: EXPRESS_REFUSALS,
});

export const UpcomingExpressMatches = endpoint({
  id: 'upcomingExpressMatches',
  method: 'GET',
  path: '/api/v1/express-matches/upcoming',
  tag: TAG,
  access: 'signed',
  summary: `Every kick-off to come, soonest first. ${EXPRESS_PAGING}`,
  query: type(EXPRESS_BASE),
  responses: { 200: ExpressMatchesResponse, 400: ApiError, 404: ApiError },
  refusals: EXPRESS_REFUSALS,
});

export const FilteredExpressMatches = endpoint({
  id: 'filteredExpressMatches',
  method: 'GET',
  path: '/api/v1/express-matches/filtered',
  tag: TAG,
  access: 'signed',
  summary: `Express matches by sport, category, tournament, status and time_filter (its kick-off window). ${EXPRESS_PAGING}`,
  query: type({
    ...EXPRESS_BASE,
    category_id: optional(CatalogId),
    tournament_id: optional(CatalogId),
    status: optional(blankAsAbsent(enums([...EXPRESS_STATUSES]))),
    time_filter: TimeFilterQuery,
  }),
  invalid: {
    status: { code: 'VALIDATION_FAILED', text: `status must be one of ${EXPRESS_STATUSES.join(', ')}` },
    time_filter: TIME_FILTER_INVALID,
  },
  responses: { 200: ExpressMatchesResponse, 400: ApiError, 404: ApiError },
  refusals: [...EXPRESS_REFUSALS, notFoundRefusal('Category'), notFoundRefusal('Tournament')],
});

export const HomepageData = endpoint({
  ...Read.HomepageData,
  id: 'homepageData',
  tag: TAG,
  access: 'signed',
  summary:
    "Everything the home page shows first in one answer: sports, top leagues, top matches, the opening sport's " +
    "top-sports list and league (page_size 10 by default, at most 100) and the phone home's banners.",
  query: type({ sport_id: optional(CatalogId), page_size: CATALOG_PAGING.page_size }),
  refusals: [notFoundRefusal('Sport')],
});

export const BROWSE_ENDPOINTS = [
  SportsWithCategories,
  SportTopLeagues,
  OneMatchPerLeague,
  ExpressMatches,
  UpcomingExpressMatches,
  FilteredExpressMatches,
  HomepageData,
] as const;
