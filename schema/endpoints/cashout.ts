// Cash-out (issue 32): a player's pending money ticket bought back before it settles, in full or in part. The offer
// is domain/cashout.ts's over the ticket's open stake and the current prices; GET reads it, POST takes it. The POST
// names the offer the player saw for the part asked (`offer`, ETB) and optionally the part of the open stake to cash
// out (`stake`, ETB; the whole open stake when absent): an offer that moved against the player refuses with the
// current one, and a higher one pays the current one. In play the request is held for the leg's sport's delay and
// re-checked, as a live bet is. An Idempotency-Key makes a retry answer the first cash-out.
import { array, assign, boolean, enums, nullable, number, optional, type } from 'superstruct';
import { endpoint, Text, type Refusal } from '../endpoint.ts';
import { TicketDetail } from '../ticket.ts';
import { OPERATOR_REFUSALS } from './operator.ts';
import { SESSION_REFUSALS } from './session-headers.ts';
import { ApiError, Money, Visible } from './wire.ts';

const ById = type({ id: Text(100, 1) });

export const CashoutOfferWire = type({
  ticket_id: Text(100, 1),
  available: boolean(),
  /** Why there is no offer: a leg lost, nothing left undecided, a market closed, or cash-out switched off. */
  reason: nullable(enums(['LEG_LOST', 'ALL_DECIDED', 'MARKET_CLOSED', 'NOT_PENDING', 'SWITCHED_OFF'])),
  /** The offer for the whole open stake (ETB), 0 without one. */
  offer: number(),
  /** The stake still live (ETB) and what it would pay if every undecided leg won. */
  open_stake: number(),
  potential_win: number(),
  /** Whether taking it waits for the in-play delay. */
  in_play: boolean(),
  /** The automatic cash-out value set (ETB), null for none; absent from older answers. */
  auto_value: optional(nullable(number())),
});

export const AutoCashoutWire = assign(CashoutOfferWire, type({ auto_value: nullable(number()) }));

export const CASHOUT_REFUSALS = [
  { status: 400, code: 'CASHOUT_NOT_AVAILABLE', text: 'Cash out is not available for this ticket now' },
  { status: 400, code: 'CASHOUT_OFFER_CHANGED', text: 'The cash out offer has changed' },
  { status: 400, code: 'VALIDATION_FAILED', text: 'The part to cash out must be between 0.01 and the open stake' },
  { status: 403, code: 'CASHOUT_FORBIDDEN', text: 'You do not have permission to cash out this ticket' },
  { status: 404, code: 'NOT_FOUND', text: 'Ticket not found' },
  { status: 409, code: 'CASHOUT_KEY_CONFLICT', text: 'This Idempotency-Key was used for a different cash out' },
] as const satisfies readonly Refusal[];

export const CashoutOffer = endpoint({
  id: 'cashoutOffer',
  method: 'GET',
  path: '/api/v1/tickets/:id/cashout',
  tag: 'tickets',
  access: 'session',
  summary: "The current cash-out offer of one of the player's own tickets.",
  params: ById,
  responses: { 200: CashoutOfferWire, 403: ApiError, 404: ApiError },
  refusals: [...SESSION_REFUSALS, ...CASHOUT_REFUSALS.filter((r) => r.status !== 400 && r.status !== 409)],
});

export const CashOut = endpoint({
  id: 'cashOut',
  method: 'POST',
  path: '/api/v1/tickets/:id/cashout',
  tag: 'tickets',
  access: 'session',
  summary: "Cash out one of the player's own pending tickets, in full or in part, at the offer the player saw or better.",
  params: ById,
  headers: type({ 'idempotency-key': optional(Visible(200)) }),
  body: type({ offer: Money, stake: optional(Money) }),
  responses: {
    200: type({ success: boolean(), amount: number(), stake: number(), ticket: TicketDetail }),
    400: ApiError,
    403: ApiError,
    404: ApiError,
    409: ApiError,
  },
  refusals: [...SESSION_REFUSALS, ...CASHOUT_REFUSALS],
});

export const SetAutoCashout = endpoint({
  id: 'setAutoCashout',
  method: 'PUT',
  path: '/api/v1/tickets/:id/cashout/auto',
  tag: 'tickets',
  access: 'session',
  summary:
    "Sets (value, ETB) or clears (null) the automatic cash-out of one of the player's own pending money tickets: the " +
    'server cashes the whole ticket out at the first offer that reaches the value. Answers the offer with the value.',
  params: ById,
  body: type({ value: nullable(Money) }),
  responses: { 200: AutoCashoutWire, 400: ApiError, 403: ApiError, 404: ApiError },
  refusals: [
    ...SESSION_REFUSALS,
    ...CASHOUT_REFUSALS.filter((r) => r.code !== 'CASHOUT_OFFER_CHANGED' && r.code !== 'CASHOUT_KEY_CONFLICT' && r.code !== 'VALIDATION_FAILED'),
    { status: 400, code: 'VALIDATION_FAILED', text: 'The automatic cash out value must be above 0' },
  ],
});

export const CASHOUT_ENDPOINTS = [CashoutOffer, CashOut, SetAutoCashout] as const;

/** The operator's switch: cash-out off (or back on) for a merchant, one of its sports, or one market type. */
const SwitchBody = type({
  merchant_id: Text(64, 1),
  /** A sport id; absent or '' for every sport. */
  sport_id: optional(Text(32)),
  /** A market type id; absent or '' for every market. */
  market_id: optional(Text(32)),
  enabled: boolean(),
});
const SwitchRow = type({ merchant_id: Text(64, 1), sport_id: Text(32), market_id: Text(32) });

export const SwitchCashout = endpoint({
  id: 'switchCashout',
  method: 'POST',
  path: '/api/admin/v1/cashout/switch',
  tag: 'operator',
  access: 'operator',
  permission: 'trading.prices',
  summary:
    'Switches cash-out off (enabled false) or back on (true) for a merchant, a sport of it, or a market type; a ticket ' +
    'with any leg under a switch that is off gets no offer. Answers every switch that is off for the merchant. Safe to repeat.',
  body: SwitchBody,
  responses: { 200: type({ merchant_id: Text(64, 1), off: array(SwitchRow) }), 400: ApiError, 401: ApiError, 404: ApiError },
  refusals: [...OPERATOR_REFUSALS, { status: 404, code: 'NOT_FOUND', text: 'Merchant not found' }],
});

export const CASHOUT_ADMIN_ENDPOINTS = [SwitchCashout] as const;
