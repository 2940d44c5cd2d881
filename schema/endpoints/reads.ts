// The reads the client's home route makes, as calls: method, path and answers, the part of each declaration a
// client needs. The whole declarations (catalog.ts, catalog-browse.ts, promotions.ts, tickets.ts) spread these
// and add what the server and the documents need (access, parameters, texts). Kept in a module of their own
// because a module's every statement travels with any import of it: the home route (≤ 150 KB gzip of JS) must
// not carry every endpoint's request structs and texts. Nothing here but plain objects and response structs.
import { defaulted, literal, type } from 'superstruct';
import { BannersResponse } from '../banner.ts';
import { BettingConfig } from '../betting-config.ts';
import { CategoriesResponse } from '../category.ts';
import type { Call } from '../endpoint.ts';
import { ExpressMatchesResponse } from '../express-match.ts';
import { HomepageResponse } from '../homepage.ts';
import { MarketsResponse } from '../market.ts';
import { MatchesPage } from '../match.ts';
import { SportsResponse } from '../sport.ts';
import { TopLeaguesResponse } from '../top-league.ts';
import { TopSportsResponse } from '../top-sports.ts';
import { TournamentsResponse } from '../tournament.ts';
import { ApiError } from '../api-error.ts';

/** The refusals of a read with an id or a filter: a malformed one (400), an unknown one (404). */
const REFUSED = { 400: ApiError, 404: ApiError } as const;

export const ListSports = { method: 'GET', path: '/api/v1/sports', responses: { 200: SportsResponse, 400: ApiError } } as const satisfies Call;

export const SportCategories = {
  method: 'GET',
  path: '/api/v1/sports/:sportId/categories',
  responses: { 200: CategoriesResponse, ...REFUSED },
} as const satisfies Call;

export const CategoryTournaments = {
  method: 'GET',
  path: '/api/v1/categories/:categoryId/tournaments',
  responses: { 200: TournamentsResponse, ...REFUSED },
} as const satisfies Call;

export const TournamentMatches = { method: 'GET', path: '/api/v1/matches', responses: { 200: MatchesPage, ...REFUSED } } as const satisfies Call;

export const MatchMarkets = {
  method: 'GET',
  path: '/api/v1/matches/:matchId/markets',
  responses: { 200: MarketsResponse, ...REFUSED },
} as const satisfies Call;

export const TopSports = { method: 'GET', path: '/api/v1/top-sports', responses: { 200: TopSportsResponse, ...REFUSED } } as const satisfies Call;

export const MixedTopSports = { method: 'GET', path: '/api/v1/top-sports/mixed', responses: { 200: TopSportsResponse } } as const satisfies Call;

export const TopLeagues = { method: 'GET', path: '/api/v1/top-leagues', responses: { 200: TopLeaguesResponse } } as const satisfies Call;

export const HomepageData = {
  method: 'GET',
  path: '/api/v1/composite/homepage-data',
  responses: { 200: HomepageResponse, ...REFUSED },
} as const satisfies Call;

export const ExpressMatches = {
  method: 'GET',
  path: '/api/v1/express-matches',
  responses: { 200: ExpressMatchesResponse, ...REFUSED },
} as const satisfies Call;

export const ListBanners = {
  method: 'GET',
  path: '/api/v1/promotions/banners',
  responses: { 200: BannersResponse, 400: ApiError, 401: ApiError },
} as const satisfies Call;

/** The betting configuration's answer: success and error may be left out (the data is what counts). */
export const BettingConfigAnswer = type({ success: defaulted(literal(true), true), data: BettingConfig, error: defaulted(literal(null), null) });

export const GetBettingConfig = {
  method: 'GET',
  path: '/api/v1/betting-config',
  responses: { 200: BettingConfigAnswer, ...REFUSED },
} as const satisfies Call;
