// A cashier cannot be locked out by a neighbour (issue 28, item 11), through HTTP on PGlite with the pinned clock:
// the counter PC's device key (answered by a sign-in, sent back by the next) lets the cashier's right password in
// while a stranger behind the shop's own address is held at 429; a known device's own typos meet their own back-off
// and a right password ends it; guesses spread over many addresses are held per cashier; every counter is the
// database's, so a second instance on it sees the same counts. Cashiers get a cheap scrypt hash here (verifyPassword
// reads the cost from the stored hash), so dozens of checks take milliseconds, not 0.6 s each.
import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, MEMORY_DATA_DIR } from '../../server/db/index.ts';
import { createTestApp, MERCHANT_ID, NOW, signRequest, type TestApp } from './helpers.ts';

const TOKEN = 'operator-token-cashier-sign-in';
const PASSWORD = 'counter-pass-42';
const SHOP_ADDRESS = '196.188.10.1';

const cheapHash = (password: string): string => {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
};

const signIn = (
  app: FastifyInstance,
  address: string,
  body: { username: string; password: string; device?: string },
): Promise<LightMyRequestResponse> =>
  app.inject({ ...signRequest(app, { method: 'POST', url: '/api/v1/shop/sign-in', body }), remoteAddress: address });

let handle: DbHandle;
let t: TestApp;
let second: TestApp;
let shopId: string;

async function cashier(username: string): Promise<void> {
  await t.app.db
    .insertInto('cashiers')
    .values({ id: `c-${username}`, shop_id: shopId, merchant_id: MERCHANT_ID, username, password_hash: cheapHash(PASSWORD) })
    .execute();
}

beforeAll(async () => {
  handle = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
  t = await createTestApp({ operatorToken: TOKEN, syncCatalog: false, db: handle });
  second = await createTestApp({ operatorToken: TOKEN, syncCatalog: false, db: handle });
  const shop = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/shops',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { name: 'Merkato' },
  });
  expect(shop.statusCode, shop.body).toBe(201);
  shopId = shop.json().id;
});
afterAll(async () => {
  await second?.app.close();
  await t?.app.close();
  await handle?.close();
});

describe('cashier sign-in', () => {
  it("lets the cashier's right password in from the counter's device while a stranger at the shop's address is held at 429", async () => {
    await cashier('abebe');
    const first = await signIn(t.app, SHOP_ADDRESS, { username: 'abebe', password: PASSWORD });
    expect(first.statusCode, first.body).toBe(200);
    const device = first.json().device as string;
    expect(device).toMatch(/^cdv_[A-Za-z0-9_-]{43}$/);

    const stranger: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      stranger.push((await signIn(t.app, SHOP_ADDRESS, { username: 'abebe', password: `wrong-${i}` })).json().code);
    }
    expect(stranger).toEqual([...Array(10).fill('CASHIER_CREDENTIALS'), ...Array(20).fill('TOO_MANY_REQUESTS')]);
    const held = await signIn(t.app, SHOP_ADDRESS, { username: 'abebe', password: 'wrong-again' });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ error: 'Too many sign-in attempts. Please try again later', code: 'TOO_MANY_REQUESTS' });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    // The cashier, on the counter that signed in before, on either instance: the stranger's tries are not theirs.
    const back = await signIn(second.app, SHOP_ADDRESS, { username: 'abebe', password: PASSWORD, device });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().device).toBe(device);
    // A made-up device key is no known device: the stranger stays held.
    const forged = `cdv_${randomBytes(32).toString('base64url')}`;
    expect((await signIn(t.app, SHOP_ADDRESS, { username: 'abebe', password: PASSWORD, device: forged })).statusCode).toBe(429);
  });

  it("holds a known device's own typos to 10 per 15 minutes, and a right password ends the back-off", async () => {
    await cashier('kebede');
    const device = (await signIn(t.app, SHOP_ADDRESS, { username: 'kebede', password: PASSWORD })).json().device as string;
    // Each try its own password: the same signed body at the pinned clock would be a replay.
    const typo = (password: string) => signIn(t.app, SHOP_ADDRESS, { username: 'kebede', password, device });
    for (let i = 0; i < 9; i += 1) {
      expect((await typo(`typo-${i}`)).json().code).toBe('CASHIER_CREDENTIALS');
    }
    expect((await signIn(t.app, SHOP_ADDRESS, { username: 'kebede', password: PASSWORD, device })).statusCode).toBe(200);
    const again: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      again.push((await typo(`again-${i}`)).json().code);
    }
    expect(again).toEqual([...Array(10).fill('CASHIER_CREDENTIALS'), 'TOO_MANY_REQUESTS']);
    t.clock.now = NOW + 15 * 60_000;
    expect((await signIn(t.app, SHOP_ADDRESS, { username: 'kebede', password: PASSWORD, device })).statusCode).toBe(200);
  });

  it('holds guesses on one cashier spread over 60 addresses to 50 checks an hour', async () => {
    t.clock.now = NOW + 2 * 60 * 60_000;
    second.clock.now = t.clock.now;
    await cashier('tigist');
    const statuses: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      statuses.push((await signIn(i % 2 === 0 ? t.app : second.app, `10.9.${i}.1`, { username: 'tigist', password: `spread-${i}` })).json().code);
    }
    expect(statuses).toEqual([...Array(50).fill('CASHIER_CREDENTIALS'), ...Array(10).fill('TOO_MANY_REQUESTS')]);
  });
});
