// The ticket endpoints (spec §3/§7/§8): money tickets (session), points tickets (session), anonymous cashier
// tickets (signed), the reads by id, reference and player, and the merchant's betting configuration.
// Every §8 refusal is a 400 with its code; ODDS_CHANGED also lists the current prices.
import { OddsPolicy } from '../betslip.ts';
import { SELF_EXCLUSION_REFUSALS } from './rg-refusals.ts';
import { enums, literal, optional, string, type } from 'superstruct';
import { endpoint, List, Text, type FieldFailure, type Refusal } from '../endpoint.ts';
import { HISTORY_STATUSES, TicketDetail, TicketsPage } from '../ticket.ts';
import { SESSION_REFUSALS as ACCOUNT_SESSION_REFUSALS } from './session-headers.ts';
import * as Read from './reads.ts';
import {
  ApiError,
  blankAsAbsent,
  Finite,
  IsoInstant,
  Money,
  OddsChangedError,
  OptionalFigure,
  OptionalText,
  PAGING,
  RequestId,
  Visible,
} from './wire.ts';

/** The most legs a ticket may have: the bonus ladder ends at 40 (docs/decisions/betting-and-settlement.md). */
export const MAX_SELECTIONS = 40;

export const TicketSelectionWire = type({
  match_id: RequestId,
  market_id: RequestId,
  outcome_id: RequestId,
  odds: Finite,
  specifier: OptionalText(200),
  variant: OptionalText(200),
  special_value: OptionalText(200),
  variant_value: OptionalText(200),
});

const Selections = List(TicketSelectionWire, 1, MAX_SELECTIONS);

/** The money and cashier payload; the legacy variant leaves the figures out (they count as 0). */
export const MoneyTicketBody = type({
  user_id: optional(RequestId),
  bet_type: enums(['SINGLE', 'MULTIPLE']),
  total_stake: Money,
  selections: Selections,
  stake_tax_amount: OptionalFigure,
  net_stake: OptionalFigure,
  winnings_tax_amount: OptionalFigure,
  bonus_percentage: OptionalFigure,
  bonus_amount: OptionalFigure,
  basic_potential_win: OptionalFigure,
  gross_potential_win: OptionalFigure,
  net_potential_win: OptionalFigure,
  /** How a live bet takes a price that moved during its delay (issue 32): 'higher' when absent. Prematch bets ignore it. */
  odds_policy: optional(OddsPolicy),
});

export const PointsTicketBody = type({ user_id: RequestId, stake: Money, selections: Selections });

/** Which selection failed, or why the list did. */
function selectionsText({ path, value }: FieldFailure): string {
  if (path.length > 1) {
    return `Selection ${Number(path[1]) + 1} needs match_id, market_id, outcome_id and numeric odds`;
  }
  return Array.isArray(value) && value.length > MAX_SELECTIONS
    ? `A ticket may have at most ${MAX_SELECTIONS} selections`
    : 'At least one selection is required';
}

/** A stake that is not a number, or has more than 2 decimals (refused, never rounded: 1.005 is not 1.01). */
const stakeRefusal = (field: string) => ({
  code: 'VALIDATION_FAILED',
  text: ({ value }: FieldFailure): string =>
    typeof value === 'number' && Number.isFinite(value) ? `${field} must have at most 2 decimals` : `Invalid request: ${field} is not valid`,
});

const INVALID = {
  total_stake: stakeRefusal('total_stake'),
  selections: { code: 'INVALID_SELECTIONS', text: selectionsText },
  bet_type: { code: 'INVALID_BET_TYPE', text: 'Bet type must be SINGLE for one selection and MULTIPLE for more' },
};

export const PlacedTicket = type({ success: literal(true), reference_id: string(), ticket_id: string(), ticket: TicketDetail });

/** The §8 refusals of a ticket placement; all 400 by code. */
const PLACEMENT_REFUSALS: Refusal[] = [
  'INVALID_SELECTIONS',
  'INVALID_BET_TYPE',
  'VALIDATION_FAILED',
  'DUPLICATE_MATCH',
  'MATCH_NOT_FOUND',
  'MATCH_NOT_ACTIVE',
  'MATCH_STARTING_SOON',
  'MARKET_NOT_FOUND',
  'MARKET_NOT_ACTIVE',
  'INVALID_ODDS',
  'ODDS_CHANGED',
  'INVALID_VAT_CALCULATION',
  'INVALID_BONUS_PERCENTAGE',
  'MATHEMATICAL_INCONSISTENCY',
  'INSUFFICIENT_BALANCE',
].map((code) => ({ status: 400, code }));

/** Limits the risk desk set on the player, a match or a market of the ticket (backoffice-risk.ts): the lowest binds. */
export const RISK_LIMIT_REFUSALS = {
  STAKE: { status: 400, code: 'RISK_STAKE_LIMIT', text: 'The stake is above the maximum for this bet: {max_stake} ETB' },
  WIN: { status: 400, code: 'RISK_WIN_LIMIT', text: 'The potential win is above the maximum for this bet: {max_win} ETB' },
} as const;

/** The session guard's refusals (auth.ts) and the permission refusal of spec §8. */
const SESSION_REFUSALS: Refusal[] = [...ACCOUNT_SESSION_REFUSALS, { status: 403, code: 'FORBIDDEN' }];

/** The points rules of spec §5 (domain/points-rules.ts builds the texts; a {name} is a number the answer carries
 *  beside error and code), points betting off, and too few active points. */
const POINTS_REFUSALS: Refusal[] = [
  { status: 400, code: 'POINTS_DISABLED', text: 'Points betting is not enabled' },
  { status: 400, code: 'POINTS_MIN_STAKE', text: 'Minimum stake is {min_stake} points' },
  { status: 400, code: 'POINTS_MAX_STAKE', text: 'Maximum stake is {max_stake} points' },
  { status: 400, code: 'POINTS_MAX_SELECTIONS', text: 'Maximum {max_selections} selections allowed' },
  { status: 400, code: 'POINTS_MIN_SELECTIONS', text: 'Minimum {min_selections} selections required' },
  { status: 400, code: 'POINTS_MIN_ODDS', text: 'Selection {selection}: Minimum odds is {min_odds}' },
  { status: 400, code: 'POINTS_MIN_TOTAL_ODDS', text: 'Minimum total odds is {min_total_odds}' },
  { status: 400, code: 'POINTS_MAX_TOTAL_ODDS', text: 'Maximum total odds is {max_total_odds}' },
  { status: 400, code: 'POINTS_STAKE_ADJUSTED', text: 'Stake adjusted to {stake} points to comply with maximum payout limits.' },
  { status: 400, code: 'INSUFFICIENT_POINTS', text: 'Insufficient active points' },
];

const Reference = type({ reference: Text(64, 1) });
const ById = type({ id: Text(100, 1) });
const ByUser = type({ userId: Text(100, 1) });

/** The same Idempotency-Key with another ticket body (issue 28; server/modules/tickets/request-hash.ts). */
export const TICKET_KEY_CONFLICT = {
  status: 409,
  code: 'IDEMPOTENCY_CONFLICT',
  text: 'This Idempotency-Key was used for a different ticket',
} as const satisfies Refusal;

export const PlaceMoneyTicket = endpoint({
  id: 'placeMoneyTicket',
  method: 'POST',
  path: '/api/v1/tickets',
  tag: 'tickets',
  access: 'session',
  summary:
    'Place a money ticket paid from the wallet. An Idempotency-Key makes a retry return the first ticket; the same key ' +
    'with another body is a 409.',
  headers: type({ 'idempotency-key': optional(Visible(200)) }),
  body: MoneyTicketBody,
  invalid: INVALID,
  responses: { 201: PlacedTicket, 200: PlacedTicket, 400: OddsChangedError, 409: ApiError },
  refusals: [...PLACEMENT_REFUSALS, ...Object.values(RISK_LIMIT_REFUSALS), TICKET_KEY_CONFLICT, ...SELF_EXCLUSION_REFUSALS, ...SESSION_REFUSALS],
});

export const PlaceCashierTicket = endpoint({
  id: 'placeCashierTicket',
  method: 'POST',
  path: '/api/v1/tickets/cashier/anonymous',
  tag: 'tickets',
  access: 'signed',
  summary: 'Place an anonymous cashier ticket, paid at a shop with its reference (CASH-…).',
  body: MoneyTicketBody,
  invalid: INVALID,
  responses: { 201: PlacedTicket, 400: OddsChangedError, 429: ApiError },
  refusals: [
    ...PLACEMENT_REFUSALS,
    ...Object.values(RISK_LIMIT_REFUSALS),
    { status: 429, code: 'TOO_MANY_TICKETS', text: 'Too many tickets from this address. Please try again later' },
  ],
});

export const PlacePointsTicket = endpoint({
  id: 'placePointsTicket',
  method: 'POST',
  path: '/api/v1/tickets/points',
  tag: 'tickets',
  access: 'session',
  summary: 'Place a points ticket paid from the active points (spec §5 points rules).',
  body: PointsTicketBody,
  invalid: { selections: INVALID.selections, stake: stakeRefusal('stake') },
  responses: { 201: PlacedTicket, 400: OddsChangedError },
  refusals: [
    ...PLACEMENT_REFUSALS.filter((r) => r.code !== 'INSUFFICIENT_BALANCE'),
    ...POINTS_REFUSALS,
    ...SELF_EXCLUSION_REFUSALS,
    ...SESSION_REFUSALS,
  ],
});

export const TicketByReference = endpoint({
  id: 'ticketByReference',
  method: 'GET',
  path: '/api/v1/tickets/reference/:reference',
  tag: 'tickets',
  access: 'signed',
  summary: 'Check Ticket: any ticket by its reference (public).',
  params: Reference,
  responses: { 200: TicketDetail, 404: ApiError },
});

export const PlayerTickets = endpoint({
  id: 'playerTickets',
  method: 'GET',
  path: '/api/v1/tickets/player/:userId',
  tag: 'tickets',
  access: 'session',
  summary:
    "The player's own money and points tickets (each with its kind: 'money' or 'points'), newest first, paged; " +
    'filtered by status and since (ISO-8601). ' +
    'after (a ticket id: the last one of the previous page) starts the page right behind that ticket, so new ' +
    'tickets placed meanwhile never shift it; offset then counts from there.',
  params: ByUser,
  query: type({
    ...PAGING,
    status: optional(blankAsAbsent(enums([...HISTORY_STATUSES]))),
    since: optional(blankAsAbsent(IsoInstant)),
    after: optional(blankAsAbsent(Text(100, 1))),
  }),
  invalid: {
    status: { code: 'VALIDATION_FAILED', text: `status must be one of ${HISTORY_STATUSES.join(', ')}` },
    since: { code: 'VALIDATION_FAILED', text: 'since must be an ISO-8601 date or date-time with a time zone, e.g. 2026-11-21T00:00:00Z' },
    after: { code: 'VALIDATION_FAILED', text: 'after must be a ticket id' },
  },
  responses: { 200: TicketsPage, 403: ApiError },
  refusals: SESSION_REFUSALS,
});

export const TicketById = endpoint({
  id: 'ticketById',
  method: 'GET',
  path: '/api/v1/tickets/:id',
  tag: 'tickets',
  access: 'session',
  summary: "One of the player's own tickets by id.",
  params: ById,
  responses: { 200: TicketDetail, 403: ApiError, 404: ApiError },
  refusals: SESSION_REFUSALS,
});

export const PointsTicketsOfUser = endpoint({
  id: 'pointsTicketsOfUser',
  method: 'GET',
  path: '/api/v1/tickets/points/user/:userId',
  tag: 'tickets',
  access: 'session',
  summary: "The player's own points tickets, newest first, paged.",
  params: ByUser,
  query: type(PAGING),
  responses: { 200: TicketsPage, 403: ApiError },
  refusals: SESSION_REFUSALS,
});

export const PointsTicketByReference = endpoint({
  id: 'pointsTicketByReference',
  method: 'GET',
  path: '/api/v1/tickets/points/reference/:reference',
  tag: 'tickets',
  access: 'signed',
  summary: 'A points ticket by its reference.',
  params: Reference,
  responses: { 200: TicketDetail, 404: ApiError },
});

export const PointsTicketById = endpoint({
  id: 'pointsTicketById',
  method: 'GET',
  path: '/api/v1/tickets/points/:id',
  tag: 'tickets',
  access: 'session',
  summary: "One of the player's own points tickets by id.",
  params: ById,
  responses: { 200: TicketDetail, 403: ApiError, 404: ApiError },
  refusals: SESSION_REFUSALS,
});

/** Method, path and answers are its call in reads.ts (the client's home route imports that alone). */
export const GetBettingConfig = endpoint({
  ...Read.GetBettingConfig,
  id: 'bettingConfig',
  tag: 'tickets',
  access: 'public',
  summary: "The merchant's betting configuration (points rules).",
  query: type({ merchant_id: optional(Text(64)) }),
  refusals: [{ status: 400, code: 'VALIDATION_FAILED', text: 'Merchant ID is required' }],
});

export const TICKET_ENDPOINTS = [
  PlaceMoneyTicket,
  PlaceCashierTicket,
  PlacePointsTicket,
  TicketByReference,
  PlayerTickets,
  TicketById,
  PointsTicketsOfUser,
  PointsTicketByReference,
  PointsTicketById,
  GetBettingConfig,
] as const;
