// The trading desk's reads (issue 33): matches not yet over with what the book would pay on each, largest exposure
// first, and one match's markets with every outcome's price, state, the stakes on it and its liability — what the book
// pays if it happens: the net potential wins of the open money tickets that hold it as an open pick (a multiple
// counts in full on each of its picks: the worst case for that outcome). Prices and market states are changed
// through POST /api/admin/v1/feed/odds (admin-feed.ts), which pushes ODDS_CHANGE like the feed.
import { array, number, optional, string, type } from 'superstruct';
import { endpoint, QueryInt } from '../endpoint.ts';
import { OPERATOR_REFUSALS, Trimmed } from './operator.ts';
import { ApiError, blankAsAbsent, RequestId } from './wire.ts';

const TAG = 'back office';

export const TradingMatch = type({
  match_id: string(),
  sport_id: string(),
  tournament_id: string(),
  home_team: string(),
  away_team: string(),
  start_time: string(),
  status: string(),
  /** Open money tickets with an open pick on this match. */
  open_tickets: number(),
  /** ETB staked on those tickets. */
  stakes: number(),
  /** The largest liability of one outcome of this match (ETB). */
  liability: number(),
});

export const ListTradingMatches = endpoint({
  id: 'listTradingMatches',
  method: 'GET',
  path: '/api/admin/v1/trading/matches',
  tag: TAG,
  access: 'operator',
  permission: 'trading.view',
  summary:
    'Matches not yet over (live, or starting within 7 days), largest liability first, then by kick-off; q finds a team or a match id, and then also the matches of the last 7 days that are over (to resettle one).',
  query: type({ q: optional(blankAsAbsent(Trimmed(60))), sport_id: optional(blankAsAbsent(RequestId)), limit: optional(QueryInt(1, 200)) }),
  responses: { 200: type({ data: array(TradingMatch) }), 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const TradingOutcome = type({
  outcome_id: string(),
  name: string(),
  odds: number(),
  open_tickets: number(),
  stakes: number(),
  liability: number(),
});

export const TradingMarket = type({
  market_id: string(),
  specifier: string(),
  name: string(),
  status: string(),
  liability: number(),
  outcomes: array(TradingOutcome),
});

export const TradingMatchDetail = endpoint({
  id: 'tradingMatch',
  method: 'GET',
  path: '/api/admin/v1/trading/matches/:id',
  tag: TAG,
  access: 'operator',
  permission: 'trading.view',
  summary: "One match's markets, largest liability first, each outcome with its price, state, stakes and liability.",
  params: type({ id: RequestId }),
  responses: {
    200: type({ match: TradingMatch, markets: array(TradingMarket) }),
    400: ApiError,
    401: ApiError,
    403: ApiError,
    404: ApiError,
    429: ApiError,
  },
  refusals: [{ status: 404, code: 'NOT_FOUND', text: 'Match not found' }, ...OPERATOR_REFUSALS],
});

export const BACKOFFICE_TRADING_ENDPOINTS = [ListTradingMatches, TradingMatchDetail];
