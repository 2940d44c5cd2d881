// The shop endpoints (issue 18). Counter (cashier) routes under /api/v1/shop/: signed like every /api/v1 call,
// plus the cashier's own session (X-Cashier-Token, never a player's X-Auth-Token). Operator routes under
// /api/admin/v1/shops (declared in shop-admin.ts) are listed here too: create a shop, its cashiers, its till's day.
// The counter's cash-out of a CASH- ticket is declared in shop-cashout.ts.
import { literal, optional, type } from 'superstruct';
import { endpoint, Text, type Refusal } from '../endpoint.ts';
import { CashierInfo, CashierSignedIn, ShopTicket, TillStatement } from '../shop.ts';
import {
  CASHIER_DISABLED,
  CreateCashier,
  CreateShop,
  DAY_REFUSAL,
  DayQuery,
  ListShops,
  ResetCashierPassword,
  SetCashierActive,
  ShopTill,
} from './shop-admin.ts';
import { ApiError, Money } from './wire.ts';

const TAG = 'shop';

export const CashierHeaders = type({ 'x-cashier-token': optional(Text(128, 0, { description: "The cashier's session token" })) });

export const CASHIER_REFUSALS: Refusal[] = [
  { status: 401, code: 'CASHIER_SESSION_REQUIRED', text: 'Cashier sign-in required' },
  { status: 401, code: 'INVALID_CASHIER_SESSION', text: 'Cashier session is not valid. Please sign in again' },
];
export const REFERENCE_REFUSALS: Refusal[] = [
  { status: 400, code: 'INVALID_REFERENCE', text: 'Enter a ticket reference like CASH-ABCDE23456' },
  { status: 404, code: 'TICKET_NOT_FOUND', text: 'No ticket with this reference' },
];
export const ByReference = type({ reference: Text(64, 1) });

export const CashierSignIn = endpoint({
  id: 'cashierSignIn',
  method: 'POST',
  path: '/api/v1/shop/sign-in',
  tag: TAG,
  access: 'signed',
  summary:
    'A cashier signs in with username and password; the answer carries the cashier session token (12 hours) and the ' +
    "counter's device key, sent back with the next sign-in so a neighbour's wrong tries cannot lock this cashier out.",
  body: type({
    username: Text(64, 0),
    password: Text(128, 0),
    device: optional(Text(64, 0, { description: 'The device key of an earlier sign-in on this counter (cdv_…)' })),
  }),
  responses: { 200: CashierSignedIn, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: [
    { status: 400, code: 'CREDENTIALS_REQUIRED', text: 'Please enter your username and password' },
    { status: 401, code: 'CASHIER_CREDENTIALS', text: 'Wrong username or password' },
    // The back office disabled the cashier; said only to whoever gave the right password.
    CASHIER_DISABLED,
    { status: 429, code: 'TOO_MANY_REQUESTS', text: 'Too many sign-in attempts. Please try again later' },
  ],
});

export const CashierSignOut = endpoint({
  id: 'cashierSignOut',
  method: 'POST',
  path: '/api/v1/shop/sign-out',
  tag: TAG,
  access: 'cashier',
  summary: "Ends the cashier's session.",
  headers: CashierHeaders,
  responses: { 200: type({ success: literal(true) }), 401: ApiError },
  refusals: CASHIER_REFUSALS,
});

export const CashierMe = endpoint({
  id: 'cashierMe',
  method: 'GET',
  path: '/api/v1/shop/me',
  tag: TAG,
  access: 'cashier',
  summary: 'The signed-in cashier and shop.',
  headers: CashierHeaders,
  responses: { 200: CashierInfo, 401: ApiError },
  refusals: CASHIER_REFUSALS,
});

export const ShopTicketByReference = endpoint({
  id: 'shopTicketByReference',
  method: 'GET',
  path: '/api/v1/shop/tickets/:reference',
  tag: TAG,
  access: 'cashier',
  summary: 'Loads or checks a CASH- ticket at the counter (a ticket accepted at another shop is a 404).',
  headers: CashierHeaders,
  params: ByReference,
  responses: { 200: ShopTicket, 400: ApiError, 401: ApiError, 404: ApiError },
  refusals: [...REFERENCE_REFUSALS, ...CASHIER_REFUSALS],
});

export const AcceptShopTicket = endpoint({
  id: 'acceptShopTicket',
  method: 'POST',
  path: '/api/v1/shop/tickets/:reference/accept',
  tag: TAG,
  access: 'cashier',
  summary:
    'Takes the stake in cash: the ticket becomes a bet of this shop; the till posts the stake to house:stakes. Once per ticket. With a leg in play, answered after the live delay, every leg checked again.',
  headers: CashierHeaders,
  params: ByReference,
  responses: { 200: ShopTicket, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
  refusals: [
    ...REFERENCE_REFUSALS,
    { status: 409, code: 'ALREADY_ACCEPTED', text: 'This ticket has already been accepted' },
    { status: 400, code: 'MATCH_STARTED', text: 'A match on this ticket has started. It can no longer be accepted' },
    { status: 400, code: 'MATCH_STARTING_SOON', text: 'A match on this ticket starts in less than a minute. It can no longer be accepted' },
    // A ticket with a leg in play, checked again after its delay (issue 32), with the ticket refusals' own texts.
    ...['MATCH_NOT_ACTIVE', 'MATCH_STARTING_SOON', 'MARKET_NOT_FOUND', 'MARKET_NOT_ACTIVE', 'INVALID_ODDS', 'ODDS_CHANGED'].map((code) => ({
      status: 400,
      code,
    })),
    ...CASHIER_REFUSALS,
  ],
});

export const PayShopTicket = endpoint({
  id: 'payShopTicket',
  method: 'POST',
  path: '/api/v1/shop/tickets/:reference/payout',
  tag: TAG,
  access: 'cashier',
  summary: 'Pays out a won (or void) ticket accepted at this shop, exactly once: house:payouts → till.',
  headers: CashierHeaders,
  params: ByReference,
  responses: { 200: ShopTicket, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
  refusals: [
    ...REFERENCE_REFUSALS,
    { status: 409, code: 'ALREADY_PAID', text: 'This ticket has already been paid' },
    { status: 409, code: 'NOT_ACCEPTED', text: 'This ticket was never accepted at a shop' },
    { status: 409, code: 'NOT_SETTLED', text: 'This ticket is not settled yet' },
    { status: 409, code: 'NOT_A_WINNER', text: 'This ticket did not win' },
    { status: 409, code: 'TICKET_EXPIRED', text: 'This ticket has expired' },
    { status: 409, code: 'TICKET_CASHED_OUT', text: 'This ticket was cashed out' },
    ...CASHIER_REFUSALS,
  ],
});

export const ShopBookingCode = endpoint({
  id: 'shopBookingCode',
  method: 'POST',
  path: '/api/v1/shop/booking-codes/:code',
  tag: TAG,
  access: 'cashier',
  summary: "Makes a CASH- ticket of a booking code's picks at the prices of now and the cashier's stake (no money moves: accept it next).",
  headers: CashierHeaders,
  params: type({ code: Text(64, 1) }),
  body: type({ stake: Money }),
  invalid: { stake: { code: 'VALIDATION_FAILED', text: 'Stake must be between 1.00 and 100,000.00 ETB' } },
  responses: { 201: ShopTicket, 400: ApiError, 401: ApiError, 404: ApiError, 410: ApiError },
  refusals: [
    { status: 400, code: 'INVALID_BOOKING_CODE', text: 'Enter a booking code of 6 letters and digits' },
    { status: 404, code: 'BOOKING_CODE_NOT_FOUND', text: 'Booking code not found' },
    { status: 410, code: 'BOOKING_CODE_EXPIRED', text: 'This booking code has expired' },
    ...[
      'VALIDATION_FAILED',
      'DUPLICATE_MATCH',
      'MATCH_NOT_FOUND',
      'MATCH_NOT_ACTIVE',
      'MATCH_STARTING_SOON',
      'MARKET_NOT_FOUND',
      'MARKET_NOT_ACTIVE',
      'INVALID_ODDS',
      'ODDS_CHANGED',
      'POTENTIAL_WIN_TOO_HIGH',
    ].map((code) => ({ status: 400, code })),
    ...CASHIER_REFUSALS,
  ],
});

export const CashierTill = endpoint({
  id: 'cashierTill',
  method: 'GET',
  path: '/api/v1/shop/till',
  tag: TAG,
  access: 'cashier',
  summary: "The cashier's shop till for one Addis Ababa day: stakes in, payouts out, balance and movements.",
  headers: CashierHeaders,
  query: DayQuery,
  responses: { 200: TillStatement, 400: ApiError, 401: ApiError },
  refusals: [DAY_REFUSAL, ...CASHIER_REFUSALS],
});

export const SHOP_ENDPOINTS = [
  CashierSignIn,
  CashierSignOut,
  CashierMe,
  ShopTicketByReference,
  AcceptShopTicket,
  PayShopTicket,
  ShopBookingCode,
  CashierTill,
  CreateShop,
  CreateCashier,
  ShopTill,
  ListShops,
  SetCashierActive,
  ResetCashierPassword,
];
