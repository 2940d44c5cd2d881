// The operator's shop endpoints (issue 18; issue 33's shops desk, permission shops.manage): create a shop (with its
// till ledger account), create a cashier of it, read its till statement for an Addis Ababa day; list every shop with
// its cashiers and today's till figures; disable or enable a cashier, and set a new password for one, each with a
// reason. Listed with the counter's in shop.ts.
import { array, boolean, coerce, enums, nullable, number, optional, string, type } from 'superstruct';
import { endpoint, Text, type Refusal } from '../endpoint.ts';
import { TillStatement } from '../shop.ts';
import { NEW_PASSWORD } from './auth.ts';
import { OPERATOR_REFUSALS, textRefusal, Trimmed } from './operator.ts';
import { ApiError } from './wire.ts';

/** A day as YYYY-MM-DD (Addis Ababa); absent: today. */
export const DayQuery = type({ day: optional(Text(10, 0)) });
export const DAY_REFUSAL: Refusal = { status: 400, code: 'INVALID_DAY', text: 'day must be a date like 2026-11-24' };

const ShopAnswer = type({ id: string(), merchant_id: string(), name: string() });

export const CreateShop = endpoint({
  id: 'createShop',
  method: 'POST',
  path: '/api/admin/v1/shops',
  tag: 'operator',
  access: 'operator',
  permission: 'shops.manage',
  summary: "Creates a shop of the server's merchant, with its till ledger account.",
  body: type({ name: Trimmed(100) }),
  invalid: { name: textRefusal('name', 100) },
  responses: { 201: ShopAnswer, 400: ApiError, 401: ApiError, 409: ApiError },
  refusals: [{ status: 409, code: 'SHOP_EXISTS', text: 'A shop with this name already exists' }, ...OPERATOR_REFUSALS],
});

export const CreateCashier = endpoint({
  id: 'createCashier',
  method: 'POST',
  path: '/api/admin/v1/shops/:shopId/cashiers',
  tag: 'operator',
  access: 'operator',
  permission: 'shops.manage',
  summary: 'Creates a cashier of the shop; the password follows the player password rules.',
  params: type({ shopId: Text(100, 1) }),
  body: type({ username: Text(64, 0), password: Text(128, 0) }),
  responses: {
    201: type({ cashier_id: string(), username: string(), shop_id: string(), shop_name: string() }),
    400: ApiError,
    401: ApiError,
    404: ApiError,
    409: ApiError,
  },
  refusals: [
    { status: 400, code: 'INVALID_USERNAME', text: 'Username must be 3 to 32 letters, digits, dots, dashes or underscores' },
    // The player password rules, with their texts (the back office words them by code).
    ...NEW_PASSWORD,
    { status: 404, code: 'NOT_FOUND', text: 'Shop not found' },
    { status: 409, code: 'USERNAME_TAKEN', text: 'This username is already taken' },
    ...OPERATOR_REFUSALS,
  ],
});

export const ShopTill = endpoint({
  id: 'shopTill',
  method: 'GET',
  path: '/api/admin/v1/shops/:shopId/till',
  tag: 'operator',
  access: 'operator',
  permission: 'shops.manage',
  summary: "A shop's till statement for one Addis Ababa day.",
  params: type({ shopId: Text(100, 1) }),
  query: DayQuery,
  responses: { 200: TillStatement, 400: ApiError, 401: ApiError, 404: ApiError },
  refusals: [DAY_REFUSAL, { status: 404, code: 'NOT_FOUND', text: 'Shop not found' }, ...OPERATOR_REFUSALS],
});

export const SHOP_NOT_FOUND = { status: 404, code: 'NOT_FOUND', text: 'Shop not found' } as const satisfies Refusal;
export const CASHIER_NOT_FOUND = { status: 404, code: 'NOT_FOUND', text: 'Cashier not found' } as const satisfies Refusal;
/** A disabled cashier's sign-in, answered only after the password was found right (the counter's sign-in, shop.ts). */
export const CASHIER_DISABLED = { status: 403, code: 'CASHIER_DISABLED', text: 'This cashier account is disabled' } as const satisfies Refusal;
/** The most shops the list answers (name order); `truncated` says when there are more. */
export const SHOPS_LIST_MAX = 500;

export const ShopCashier = type({
  id: string(),
  username: string(),
  created_at: string(),
  status: enums(['active', 'disabled']),
  disabled_at: nullable(string()),
  disabled_reason: nullable(string()),
  /** The cashier's latest session's start; null: never signed in. */
  last_sign_in_at: nullable(string()),
});

/** A shop with its cashiers and its till's figures of the Addis Ababa day `today.day` (ETB). */
export const ShopSummary = type({
  id: string(),
  name: string(),
  created_at: string(),
  cashiers: array(ShopCashier),
  today: type({
    day: string(),
    /** Stakes taken in cash. */
    stakes_in: number(),
    /** Payouts and cash-outs handed out. */
    payouts_out: number(),
    /** stakes_in − payouts_out: the cash the day's betting left in the till. */
    balance: number(),
    /** Tickets accepted (stakes taken). */
    tickets: number(),
  }),
});

export const ListShops = endpoint({
  id: 'listShops',
  method: 'GET',
  path: '/api/admin/v1/shops',
  tag: 'operator',
  access: 'operator',
  permission: 'shops.manage',
  summary: `Every shop of the server's merchant (by name, at most ${SHOPS_LIST_MAX}) with its cashiers and today's till figures (Addis Ababa day).`,
  responses: { 200: type({ data: array(ShopSummary), truncated: boolean() }), 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

/** A reason of 3–500 characters, trimmed. */
const Reason = coerce(Text(500, 3), string(), (s) => s.trim());
const REASON_REFUSAL = { code: 'VALIDATION_FAILED', text: 'reason must be 3 to 500 characters' };
const CashierParams = type({ shopId: Text(100, 1), cashierId: Text(100, 1) });

export const SetCashierActive = endpoint({
  id: 'setCashierActive',
  method: 'PUT',
  path: '/api/admin/v1/shops/:shopId/cashiers/:cashierId',
  tag: 'operator',
  access: 'operator',
  permission: 'shops.manage',
  summary:
    "Disables (active: false) or enables a cashier, with a reason; disabling ends the cashier's sessions at once and " +
    'refuses their sign-in. Answers the shop as listed.',
  params: CashierParams,
  body: type({ active: boolean(), reason: Reason }),
  invalid: { reason: REASON_REFUSAL },
  responses: { 200: type({ shop: ShopSummary }), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  refusals: [SHOP_NOT_FOUND, CASHIER_NOT_FOUND, ...OPERATOR_REFUSALS],
});

export const ResetCashierPassword = endpoint({
  id: 'resetCashierPassword',
  method: 'PUT',
  path: '/api/admin/v1/shops/:shopId/cashiers/:cashierId/password',
  tag: 'operator',
  access: 'operator',
  permission: 'shops.manage',
  summary:
    "Sets a new password for a cashier who forgot theirs (the player password rules), with a reason; the cashier's " +
    'sessions end. The answer never echoes the password.',
  params: CashierParams,
  body: type({ password: Text(128, 0), reason: Reason }),
  invalid: { reason: REASON_REFUSAL },
  responses: { 200: type({ shop: ShopSummary }), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
  refusals: [...NEW_PASSWORD, SHOP_NOT_FOUND, CASHIER_NOT_FOUND, ...OPERATOR_REFUSALS],
});
