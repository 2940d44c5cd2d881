// The risk desk (issue 33): per-ticket stake and win limits per player, match or market, and the players the book
// should look at — several players paying from one payment account or signing in on one device (suspected
// multi-accounting), players whose settled tickets return far more than they staked (sharp) and players backing
// several outcomes of the same markets (arbitrage). Setting a limit is audited with its reason; a ticket
// above a limit that applies is refused with RISK_STAKE_LIMIT or RISK_WIN_LIMIT (schema/endpoints/tickets.ts).
import { array, enums, nullable, number, string, type } from 'superstruct';
import { endpoint } from '../endpoint.ts';
import { OPERATOR_REFUSALS, textRefusal, Trimmed } from './operator.ts';
import { ApiError, Finite } from './wire.ts';

const TAG = 'back office';
export const RISK_SCOPES = ['player', 'match', 'market'] as const;

export const RiskLimit = type({
  scope: enums(RISK_SCOPES),
  /** A player id, a match id, or match/market/specifier for a market (specifier may be empty). */
  scope_id: string(),
  /** ETB; null: no stake limit at this scope. */
  max_stake: nullable(number()),
  /** ETB, the ticket's net potential win; null: no win limit at this scope. */
  max_win: nullable(number()),
  reason: string(),
  updated_by: string(),
  updated_at: string(),
});

export const ListRiskLimits = endpoint({
  id: 'listRiskLimits',
  method: 'GET',
  path: '/api/admin/v1/risk/limits',
  tag: TAG,
  access: 'operator',
  permission: 'risk.view',
  summary: 'Every stake and win limit in force, newest first.',
  responses: { 200: type({ data: array(RiskLimit) }), 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const LIMIT_AMOUNT_INVALID = {
  status: 400,
  code: 'VALIDATION_FAILED',
  text: 'A limit must be from 1 to 1,000,000 ETB with at most 2 decimals, or null',
} as const;
export const LIMIT_TARGET_NOT_FOUND = { status: 404, code: 'NOT_FOUND', text: 'No such player, match or market' } as const;

export const SetRiskLimit = endpoint({
  id: 'setRiskLimit',
  method: 'PUT',
  path: '/api/admin/v1/risk/limits',
  tag: TAG,
  access: 'operator',
  permission: 'trading.limits',
  summary: 'Sets (or, with both null, removes) the stake and win limits of one player, match or market, with a reason.',
  body: type({ scope: enums(RISK_SCOPES), scope_id: Trimmed(200), max_stake: nullable(Finite), max_win: nullable(Finite), reason: Trimmed(500) }),
  invalid: {
    scope_id: textRefusal('scope_id', 200),
    reason: textRefusal('reason', 500),
    max_stake: LIMIT_AMOUNT_INVALID,
    max_win: LIMIT_AMOUNT_INVALID,
  },
  responses: { 200: type({ data: array(RiskLimit) }), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  refusals: [LIMIT_AMOUNT_INVALID, LIMIT_TARGET_NOT_FOUND, ...OPERATOR_REFUSALS],
});

/**
 * Why a player is flagged: 'shared_payment_account' (detail: the account and the other players), 'sharp' (detail: the
 * return), 'arbitrage' (several outcomes of one market backed, in several markets) or 'shared_device' (signed in on a
 * device other players also used; only our own client tells its device).
 */
export const FLAG_KINDS = ['shared_payment_account', 'sharp', 'arbitrage', 'shared_device'] as const;

export const FlaggedPlayer = type({
  user_id: string(),
  phone: string(),
  kind: enums(FLAG_KINDS),
  detail: string(),
  /** Other players behind the same account or device, when shared. */
  related: array(string()),
});

export const FlaggedPlayers = endpoint({
  id: 'flaggedPlayers',
  method: 'GET',
  path: '/api/admin/v1/risk/flags',
  tag: TAG,
  access: 'operator',
  permission: 'risk.view',
  summary:
    'Players to look at: several players paying or withdrawing through one payment account or signing in on one device (90 days), players whose money tickets settled in the last 90 days (at least 20) returned over 20% more than they staked, and players who backed two or more outcomes of the same market in at least 3 markets in 30 days.',
  responses: { 200: type({ data: array(FlaggedPlayer) }), 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const BACKOFFICE_RISK_ENDPOINTS = [ListRiskLimits, SetRiskLimit, FlaggedPlayers];
