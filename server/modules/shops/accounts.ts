// Shops and cashier accounts: the operator creates a shop (with its till ledger account, in one transaction) and
// cashiers for it; a cashier signs in with username and password. Usernames are lower case, 3–32 of a-z 0-9 . _ -,
// unique per merchant; passwords follow the player rules (auth/input.ts requirePassword) and are hashed outside any
// transaction (scrypt takes ~0.6 s). A wrong username costs the same time as a wrong password (verifyAgainstDummy).
// Sign-in attempts are counted first (sign-in-limits.ts: per device known to the cashier, else per (cashier,
// address), per cashier and per address), so a neighbour cannot lock a cashier out (issue 28). Creating a shop or a
// cashier takes an optional `within`, run in the creating transaction (the operator endpoint audits there). A cashier
// the back office disabled is refused (403 CASHIER_DISABLED) only once the password was found right.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { CASHIER_DISABLED } from '../../../schema/endpoints/shop-admin.ts';
import { declaredRefusal, HttpError, notFound } from '../../plugins/errors.ts';
import { requirePassword } from '../auth/input.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { createCashierSession } from './sessions.ts';
import { countSignIn, deviceKeyOf, type SignInAttempt } from './sign-in-limits.ts';

export const tillAccountId = (shopId: string): string => `shop:${shopId}`;
const USERNAME = /^[a-z0-9._-]{3,32}$/;

export interface ShopRow {
  id: string;
  merchant_id: string;
  name: string;
}

export async function createShop(db: Db, merchantId: string, name: string, within?: (trx: Db, shop: ShopRow) => Promise<void>): Promise<ShopRow> {
  const id = randomUUID();
  const till = tillAccountId(id);
  return db.transaction().execute(async (trx) => {
    const clash = await trx.selectFrom('shops').select('id').where('merchant_id', '=', merchantId).where('name', '=', name).executeTakeFirst();
    if (clash !== undefined) {
      throw new HttpError(409, 'SHOP_EXISTS', 'A shop with this name already exists');
    }
    await trx.insertInto('ledger_accounts').values({ id: till, kind: 'house', user_id: null, code: till, balance_cents: 0 }).execute();
    await trx.insertInto('shops').values({ id, merchant_id: merchantId, name, till_account_id: till }).execute();
    const shop = { id, merchant_id: merchantId, name };
    await within?.(trx, shop);
    return shop;
  });
}

export async function shopOf(db: Db, merchantId: string, shopId: string): Promise<ShopRow> {
  const shop = await db
    .selectFrom('shops')
    .select(['id', 'merchant_id', 'name'])
    .where('id', '=', shopId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (shop === undefined) {
    throw notFound('Shop');
  }
  return shop;
}

export function requireUsername(raw: string): string {
  const username = raw.trim().toLowerCase();
  if (!USERNAME.test(username)) {
    throw new HttpError(400, 'INVALID_USERNAME', 'Username must be 3 to 32 letters, digits, dots, dashes or underscores');
  }
  return username;
}

export interface CashierCreated {
  cashier_id: string;
  username: string;
  shop_id: string;
  shop_name: string;
}

export async function createCashier(
  db: Db,
  shop: ShopRow,
  rawUsername: string,
  password: string,
  within?: (trx: Db, cashier: CashierCreated) => Promise<void>,
): Promise<CashierCreated> {
  const username = requireUsername(rawUsername);
  const hash = await hashPassword(requirePassword(password));
  const id = randomUUID();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('cashiers')
      .values({ id, shop_id: shop.id, merchant_id: shop.merchant_id, username, password_hash: hash })
      .onConflict((oc) => oc.columns(['merchant_id', 'username']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted === undefined) {
      throw new HttpError(409, 'USERNAME_TAKEN', 'This username is already taken');
    }
    const cashier = { cashier_id: id, username, shop_id: shop.id, shop_name: shop.name };
    await within?.(trx, cashier);
    return cashier;
  });
}

export interface SignInRequest {
  username: string;
  password: string;
  /** The device key the counter PC kept from an earlier sign-in. */
  device: string | undefined;
  address: string;
}

export async function signIn(db: Db, merchantId: string, request: SignInRequest, nowMs: number) {
  const { password } = request;
  const attempt: SignInAttempt = {
    merchantId,
    username: request.username.trim().toLowerCase(),
    address: request.address,
    device: request.device,
    nowMs,
  };
  const { username } = attempt;
  const forgiveSignIn = await countSignIn(db, attempt);
  const row = await db
    .selectFrom('cashiers as c')
    .innerJoin('shops as h', 'h.id', 'c.shop_id')
    .select(['c.id', 'c.username', 'c.password_hash', 'c.disabled_at', 'h.id as shop_id', 'h.name as shop_name'])
    .where('c.merchant_id', '=', merchantId)
    .where('c.username', '=', username)
    .executeTakeFirst();
  const ok = row === undefined ? await verifyAgainstDummy(password) : await verifyPassword(password, row.password_hash);
  if (row === undefined || !ok) {
    throw new HttpError(401, 'CASHIER_CREDENTIALS', 'Wrong username or password');
  }
  // Only after the password was right: a guesser learns nothing of the account's state. The attempt stays counted.
  if (row.disabled_at !== null) {
    throw declaredRefusal(CASHIER_DISABLED);
  }
  const device = deviceKeyOf(attempt);
  await forgiveSignIn(device);
  const session = await createCashierSession(db, row.id, nowMs);
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    device,
    cashier: { id: row.id, username: row.username, shop_id: row.shop_id, shop_name: row.shop_name },
  };
}
