// The operator's shop endpoints (issue 18, Bearer OPERATOR_TOKEN): create a shop (with its till ledger account),
// create a cashier of it, read its till statement for an Addis Ababa day. Listed with the counter's in shop.ts.
import { optional, string, type } from 'superstruct';
import { endpoint, Text, type Refusal } from '../endpoint.ts';
import { TillStatement } from '../shop.ts';
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
    { status: 400, code: 'PASSWORD_SHORT' },
    { status: 400, code: 'PASSWORD_COMMON' },
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
