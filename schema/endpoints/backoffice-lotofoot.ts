// The LotoFoot desk (issue 33): recent weeks with their tickets, stakes and what they may cost the book (fixed-prize
// LF7: every ticket perfect, stakes × 100; pools: the pool), and the weekly liability cap of a fixed-prize variant
// (a ticket that would take a week above it is refused with LOTOFOOT_WEEK_FULL). Setting the cap is audited.
import { array, enums, nullable, number, string, type } from 'superstruct';
import { endpoint } from '../endpoint.ts';
import { OPERATOR_REFUSALS, textRefusal, Trimmed } from './operator.ts';
import { ApiError, Finite } from './wire.ts';

const TAG = 'back office';

export const LotofootWeekRisk = type({
  id: string(),
  variant: string(),
  status: string(),
  deadline: string(),
  tickets: number(),
  /** ETB. */
  stakes: number(),
  /** ETB: the most the week can pay. */
  liability: number(),
  /** ETB; null for a pool variant. */
  cap: nullable(number()),
});

export const LotofootWeeksDesk = endpoint({
  id: 'lotofootWeeksDesk',
  method: 'GET',
  path: '/api/admin/v1/lotofoot/weeks',
  tag: TAG,
  access: 'operator',
  permission: 'trading.view',
  summary: 'The latest 30 LotoFoot weeks with tickets, stakes, worst-case liability and cap.',
  responses: { 200: type({ data: array(LotofootWeekRisk) }), 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const CAP_INVALID = { status: 400, code: 'VALIDATION_FAILED', text: 'cap must be a whole number of ETB from 1 to 1,000,000,000' } as const;

export const SetLotofootCap = endpoint({
  id: 'setLotofootCap',
  method: 'PUT',
  path: '/api/admin/v1/lotofoot/caps',
  tag: TAG,
  access: 'operator',
  permission: 'trading.limits',
  summary: 'Sets the weekly liability cap (ETB) of the fixed-prize variant, with a reason; it binds the next ticket.',
  body: type({ variant: enums(['LOTOFOOT_7']), cap: Finite, reason: Trimmed(500) }),
  invalid: {
    cap: CAP_INVALID,
    reason: textRefusal('reason', 500),
    variant: { code: 'VALIDATION_FAILED', text: 'Only LOTOFOOT_7 pays fixed prizes' },
  },
  responses: { 200: type({ data: array(LotofootWeekRisk) }), 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: [CAP_INVALID, ...OPERATOR_REFUSALS],
});

export const BACKOFFICE_LOTOFOOT_ENDPOINTS = [LotofootWeeksDesk, SetLotofootCap];
