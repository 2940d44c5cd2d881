// The LotoFoot endpoints (core §7, issue 14): the current week of a variant and a week by id (signed, public), a
// ticket submitted by a signed-in player (the price debited in the same transaction), the player's tickets, and a
// ticket by id (own) or by reference (anyone with it). Refusals carry the §5 texts by code.
import { SELF_EXCLUSION_REFUSALS } from './rg-refusals.ts';
import { enums, optional, type } from 'superstruct';
import { Amount, endpoint, List, QueryInt, Text, type Refusal } from '../endpoint.ts';
import { LotofootPrediction, LotofootSubmitted, LotofootTicket, LotofootTickets, LotofootVariant, LotofootWeek } from '../lotofoot.ts';
import { SESSION_QUERY, SESSION_REFUSALS, SessionHeaders } from './session-headers.ts';
import { ApiError, blankAsAbsent, RequestId, Visible } from './wire.ts';

const TAG = 'lotofoot';

/** The most a ticket may cost: the 7-match promotion's 1,000 birr (core §9). */
export const LOTOFOOT_MAX_PRICE = 1_000;

export const LOTOFOOT_REFUSALS: Refusal[] = [
  { status: 400, code: 'LOTOFOOT_INCOMPLETE', text: 'All matches must have predictions before submitting' },
  { status: 400, code: 'LOTOFOOT_INVALID_MATCHES', text: 'Invalid match IDs in predictions: …' },
  { status: 400, code: 'LOTOFOOT_DUPLICATE_MATCH', text: 'Each match can be predicted only once' },
  { status: 400, code: 'LOTOFOOT_INVALID_PRICE', text: 'Ticket price must be greater than 0' },
  { status: 400, code: 'LOTOFOOT_PRICE_FORMAT', text: 'Please enter a valid amount greater than 0' },
  { status: 400, code: 'LOTOFOOT_MAX_PRICE', text: 'Maximum ticket price is 1,000 ETB' },
  { status: 400, code: 'LOTOFOOT_WEEK_NOT_FOUND', text: 'No current week data available' },
  { status: 400, code: 'LOTOFOOT_VARIANT_MISMATCH', text: 'This ticket is for another Loto Foot variant' },
  { status: 400, code: 'LOTOFOOT_DEADLINE_PASSED', text: 'The deadline for this Loto Foot week has passed' },
  { status: 400, code: 'LOTOFOOT_WEEK_FULL', text: 'This Loto Foot week has taken all the tickets it can. Please try a smaller price or next week' },
  { status: 400, code: 'INSUFFICIENT_BALANCE', text: 'Insufficient balance' },
  { status: 403, code: 'FORBIDDEN' },
  ...SESSION_REFUSALS,
];

export const SubmitLotofootBody = type({
  user_id: RequestId,
  merchant_id: optional(RequestId),
  week_id: RequestId,
  variant: LotofootVariant,
  predictions: List(LotofootPrediction, 1, 15),
  ticket_price: Amount(-1e9, 1e9),
});

const WeekAnswers = { 200: LotofootWeek, 400: ApiError, 404: ApiError };

export const CurrentLotofootWeek = endpoint({
  id: 'currentLotofootWeek',
  method: 'GET',
  path: '/api/v1/lotofoot/current',
  tag: TAG,
  access: 'signed',
  summary: 'The open week of a variant (LOTOFOOT_7 by default): its matches and deadline; 404 when none is open.',
  query: type({ variant: optional(blankAsAbsent(LotofootVariant)) }),
  invalid: { variant: { code: 'VALIDATION_FAILED', text: 'variant must be LOTOFOOT_7, LOTOFOOT_12 or LOTOFOOT_15' } },
  responses: WeekAnswers,
  refusals: [{ status: 404, code: 'LOTOFOOT_WEEK_NOT_FOUND', text: 'No current week data available' }],
});

export const LotofootWeekById = endpoint({
  id: 'lotofootWeekById',
  method: 'GET',
  path: '/api/v1/lotofoot/weeks/:weekId',
  tag: TAG,
  access: 'signed',
  summary: 'A week by id, open or past, with each match’s result once known.',
  params: type({ weekId: Text(100, 1) }),
  responses: WeekAnswers,
  refusals: [{ status: 404, code: 'LOTOFOOT_WEEK_NOT_FOUND', text: 'No current week data available' }],
});

export const SubmitLotofootTicket = endpoint({
  id: 'submitLotofootTicket',
  method: 'POST',
  path: '/api/v1/lotofoot/tickets',
  tag: TAG,
  access: 'session',
  summary:
    'Submit a ticket: one 1/X/2 pick for every match of the week, before its deadline; the price is debited from the wallet. An Idempotency-Key makes a retry answer the first ticket.',
  headers: type({ 'idempotency-key': optional(Visible(200)) }),
  body: SubmitLotofootBody,
  invalid: {
    predictions: { code: 'LOTOFOOT_INCOMPLETE', text: 'All matches must have predictions before submitting' },
    ticket_price: { code: 'LOTOFOOT_INVALID_PRICE', text: 'Ticket price must be greater than 0' },
    variant: { code: 'VALIDATION_FAILED', text: 'variant must be LOTOFOOT_7, LOTOFOOT_12 or LOTOFOOT_15' },
  },
  responses: { 201: LotofootSubmitted, 200: LotofootSubmitted, 400: ApiError, 401: ApiError, 403: ApiError },
  refusals: [...LOTOFOOT_REFUSALS, ...SELF_EXCLUSION_REFUSALS],
});

const OWN = [...SESSION_REFUSALS, { status: 403, code: 'FORBIDDEN' }, { status: 404, code: 'LOTOFOOT_TICKET_NOT_FOUND', text: 'Ticket not found' }];

export const LotofootTicketById = endpoint({
  id: 'lotofootTicketById',
  method: 'GET',
  path: '/api/v1/lotofoot/tickets/:id',
  tag: TAG,
  access: 'session',
  summary: "One of the player's own LotoFoot tickets.",
  params: type({ id: Text(100, 1) }),
  query: type(SESSION_QUERY),
  headers: SessionHeaders,
  responses: { 200: LotofootTicket, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
  refusals: OWN,
});

export const LotofootTicketByReference = endpoint({
  id: 'lotofootTicketByReference',
  method: 'GET',
  path: '/api/v1/lotofoot/tickets/reference/:reference',
  tag: TAG,
  access: 'signed',
  summary: 'A LotoFoot ticket by its reference (anyone holding the reference, as Check Ticket).',
  params: type({ reference: Text(64, 1) }),
  responses: { 200: LotofootTicket, 404: ApiError },
  refusals: [{ status: 404, code: 'LOTOFOOT_TICKET_NOT_FOUND', text: 'Ticket not found' }],
});

export const PlayerLotofootTickets = endpoint({
  id: 'playerLotofootTickets',
  method: 'GET',
  path: '/api/v1/tickets/lotofoot',
  tag: TAG,
  access: 'session',
  summary: "The player's own LotoFoot tickets, newest first, paged (limit 20 by default), filtered by status.",
  query: type({
    ...SESSION_QUERY,
    user_id: RequestId,
    status: optional(blankAsAbsent(enums(['WON', 'LOST', 'PENDING']))),
    limit: optional(QueryInt(1, 100)),
    offset: optional(QueryInt(0)),
  }),
  headers: SessionHeaders,
  responses: { 200: LotofootTickets, 400: ApiError, 401: ApiError, 403: ApiError },
  refusals: [...SESSION_REFUSALS, { status: 403, code: 'FORBIDDEN' }],
});

export const LOTOFOOT_ENDPOINTS = [
  CurrentLotofootWeek,
  LotofootWeekById,
  SubmitLotofootTicket,
  LotofootTicketById,
  LotofootTicketByReference,
  PlayerLotofootTickets,
];

/** The string form the refusal of unknown match ids takes. */
export const invalidMatchesText = (ids: readonly string[]): string => `Invalid match IDs in predictions: ${ids.join(', ')}`;
