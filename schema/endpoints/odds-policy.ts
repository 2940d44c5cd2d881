// The player's odds-change setting (issue 32), kept per player on the server: how a live bet takes a price that moved
// during its delay. The login answers carry it (LoginResponse.odds_policy); the slip's setting writes it here. A ticket
// request naming odds_policy uses that one; one naming none (the spec's client) uses the stored one.
import { type } from 'superstruct';
import { OddsPolicy } from '../betslip.ts';
import { endpoint } from '../endpoint.ts';
import { SESSION_QUERY, SESSION_REFUSALS, SessionHeaders } from './session-headers.ts';
import { ApiError } from './wire.ts';

export const SetOddsPolicy = endpoint({
  id: 'setOddsPolicy',
  method: 'PUT',
  path: '/api/v1/user/odds-policy',
  tag: 'accounts',
  access: 'session',
  summary:
    "Keeps the signed-in player's odds-change setting for live bets: 'ask' (refuse any move), 'higher' (take a rise, " +
    "refuse a drop; the default) or 'any'. Answers the setting kept. Safe to repeat.",
  query: type(SESSION_QUERY),
  headers: SessionHeaders,
  body: type({ odds_policy: OddsPolicy }),
  responses: { 200: type({ odds_policy: OddsPolicy }), 400: ApiError, 401: ApiError, 403: ApiError },
  refusals: SESSION_REFUSALS,
});

export const ODDS_POLICY_ENDPOINTS = [SetOddsPolicy] as const;
