// The responsible-gaming endpoints (issue 18). Every player call is signed and session-bound, and acts on the
// SESSION's player only: no body or query field names a player, so one player's session can never read or set
// another's limits or exclusion. Limits: lowering applies at once, raising or removing waits 24 hours (the same
// value as in force cancels a waiting raise). An exclusion can only be extended, never shortened or lifted.
// The support line is public (unsigned): the sign-up form shows it before any session exists.
import { enums, literal, nullable, optional, type } from 'superstruct';
import { endpoint, type Refusal } from '../endpoint.ts';
import { EXCLUSION_PERIODS, ResponsibleGamingStatus, SessionSummary, SupportInfo } from '../responsible-gaming.ts';
import { SESSION_QUERY, SESSION_REFUSALS, SessionHeaders } from './session-headers.ts';
import { ApiError, Finite } from './wire.ts';

const TAG = 'responsible-gaming';
const SESSION = { query: type(SESSION_QUERY), headers: SessionHeaders };
const ANSWERS = { 200: ResponsibleGamingStatus, 400: ApiError, 401: ApiError, 403: ApiError };

/** A limit in ETB (at least 1, at most 2 decimals), or null for none; absent leaves the period as it is. */
const LimitValue = optional(nullable(Finite));

export const LIMIT_INVALID = {
  status: 400,
  code: 'LIMIT_INVALID',
  text: 'A deposit limit must be from 1 to 10,000,000 ETB with at most 2 decimals',
} as const satisfies Refusal;
export const EXCLUSION_NOT_LONGER: Refusal = {
  status: 400,
  code: 'EXCLUSION_NOT_LONGER',
  text: 'A self-exclusion in force cannot be shortened or lifted: a new one must end later than the current one',
};
export const EXCLUSION_PERIOD_INVALID = { code: 'EXCLUSION_PERIOD_INVALID', text: 'Choose 24h, 7d, 30d, 6mo or permanent' };

export const ResponsibleGamingRead = endpoint({
  id: 'responsibleGamingStatus',
  method: 'GET',
  path: '/api/v1/responsible-gaming',
  tag: TAG,
  access: 'session',
  summary: "The session player's deposit limits (with waiting raises and what each window counts), self-exclusion and age confirmation.",
  ...SESSION,
  responses: ANSWERS,
  refusals: SESSION_REFUSALS,
});

export const SetDepositLimits = endpoint({
  id: 'setDepositLimits',
  method: 'PUT',
  path: '/api/v1/responsible-gaming/limits',
  tag: TAG,
  access: 'session',
  summary:
    "Sets the session player's daily, weekly and monthly deposit limits (ETB; null = none; absent = unchanged). Lower applies at once; a raise or removal applies 24 hours later; the value in force cancels a waiting raise.",
  ...SESSION,
  body: type({ day: LimitValue, week: LimitValue, month: LimitValue }),
  responses: ANSWERS,
  invalid: { day: LIMIT_INVALID, week: LIMIT_INVALID, month: LIMIT_INVALID },
  refusals: [LIMIT_INVALID, ...SESSION_REFUSALS],
});

export const SelfExclude = endpoint({
  id: 'selfExclude',
  method: 'POST',
  path: '/api/v1/responsible-gaming/self-exclusion',
  tag: TAG,
  access: 'session',
  summary:
    'Excludes the session player from betting, deposits and games for 24h, 7d, 30d, 6mo or permanently. Sign-in, withdrawals and history stay open. It cannot be undone early; a second one can only extend it.',
  ...SESSION,
  body: type({ period: enums(EXCLUSION_PERIODS) }),
  responses: ANSWERS,
  invalid: { period: EXCLUSION_PERIOD_INVALID },
  refusals: [EXCLUSION_NOT_LONGER, { status: 400, ...EXCLUSION_PERIOD_INVALID }, ...SESSION_REFUSALS],
});

export const ConfirmAge = endpoint({
  id: 'confirmAge',
  method: 'POST',
  path: '/api/v1/responsible-gaming/age-confirmation',
  tag: TAG,
  access: 'session',
  summary: 'Records that the session player confirmed being 21 or older (for accounts made by a client that did not ask).',
  ...SESSION,
  body: type({ age_confirmed: literal(true) }),
  responses: ANSWERS,
  refusals: SESSION_REFUSALS,
});

export const PlaySessionSummary = endpoint({
  id: 'playSessionSummary',
  method: 'GET',
  path: '/api/v1/responsible-gaming/session-summary',
  tag: TAG,
  access: 'session',
  summary: "The reality check's figures: stakes and winnings of the session player's wallet since this session signed in.",
  ...SESSION,
  responses: { 200: SessionSummary, 400: ApiError, 401: ApiError, 403: ApiError },
  refusals: SESSION_REFUSALS,
});

export const SupportLine = endpoint({
  id: 'supportLine',
  method: 'GET',
  path: '/api/v1/responsible-gaming/support',
  tag: TAG,
  access: 'public',
  summary: "The operator's support phone (SUPPORT_PHONE) and the minimum age to play.",
  responses: { 200: SupportInfo },
});

export const RESPONSIBLE_GAMING_ENDPOINTS = [ResponsibleGamingRead, SetDepositLimits, SelfExclude, ConfirmAge, PlaySessionSummary, SupportLine];
