// Cash-out at the shop counter (issue 32): the cashier reads the offer of an accepted, still pending CASH- ticket of
// the shop and takes it for the customer, who gets the amount in cash from the till (house:payouts → the till, as a
// shop payout). Same maths, re-check, in-play hold and exactly-once as the player's cash-out (endpoints/cashout.ts):
// `offer` is what the counter showed for the part asked (ETB), `stake` the part of the open stake (the whole when
// absent); an offer that moved against the customer refuses with the current one. A ticket of another merchant, or
// accepted at another shop, does not exist here (404). An Idempotency-Key makes a retry answer the first cash-out.
import { optional, type } from 'superstruct';
import { endpoint, type Refusal } from '../endpoint.ts';
import { ShopCashedOut } from '../shop.ts';
import { CASHOUT_REFUSALS, CashoutOfferWire } from './cashout.ts';
import { ByReference, CASHIER_REFUSALS, CashierHeaders, REFERENCE_REFUSALS } from './shop.ts';
import { ApiError, Money, Visible } from './wire.ts';

const TICKET_REFUSALS: Refusal[] = [
  ...REFERENCE_REFUSALS,
  { status: 409, code: 'NOT_ACCEPTED', text: 'This ticket was never accepted at a shop' },
  { status: 409, code: 'TICKET_NOT_PENDING', text: 'This ticket is no longer open' },
];
const TAKE_REFUSALS = CASHOUT_REFUSALS.filter((r) => r.status === 400 || r.code === 'CASHOUT_KEY_CONFLICT');

export const ShopCashoutOffer = endpoint({
  id: 'shopCashoutOffer',
  method: 'GET',
  path: '/api/v1/shop/tickets/:reference/cashout',
  tag: 'shop',
  access: 'cashier',
  summary: "The current cash-out offer of a CASH- ticket accepted at the cashier's shop and still pending.",
  headers: CashierHeaders,
  params: ByReference,
  responses: { 200: CashoutOfferWire, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
  refusals: [...TICKET_REFUSALS, ...CASHIER_REFUSALS],
});

export const ShopCashOut = endpoint({
  id: 'shopCashOut',
  method: 'POST',
  path: '/api/v1/shop/tickets/:reference/cashout',
  tag: 'shop',
  access: 'cashier',
  summary:
    'Cashes out a CASH- ticket of this shop in full or in part at the offer the counter showed or better; the amount is ' +
    'handed over in cash from the till (house:payouts → till). A full cash-out leaves the ticket CASHED_OUT.',
  headers: type({ 'x-cashier-token': CashierHeaders.schema['x-cashier-token'], 'idempotency-key': optional(Visible(200)) }),
  params: ByReference,
  body: type({ offer: Money, stake: optional(Money) }),
  responses: { 200: ShopCashedOut, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
  refusals: [...TICKET_REFUSALS, ...TAKE_REFUSALS, ...CASHIER_REFUSALS],
});

export const SHOP_CASHOUT_ENDPOINTS = [ShopCashoutOffer, ShopCashOut] as const;
