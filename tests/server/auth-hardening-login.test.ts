// Login limits that hold and cannot be turned against a player: an attempt is counted before its hash, so
// 40 parallel guesses on one phone are held to 5 checks; a stranger's guesses from one address back off
// there while the owner logs in from another; a noisy carrier-NAT address does not lock out the players
// behind it; the per-phone ceiling stops guessing spread over many addresses, except at an address the
// player has logged in from; a right password after typos is not held against the player.
import { describe, expect, it } from 'vitest';
import { MERCHANT_ID, NOW, useTestApp } from './helpers.ts';
import { PASSWORD, postFrom, signUp } from './auth-helpers.ts';

const MINUTE = 60_000;
const t = useTestApp({ syncCatalog: false });

const loginFrom = (address: string, phone: string, password: string) =>
  postFrom(t.app, address, '/api/v1/auth/login', { phone, password, merchant_id: MERCHANT_ID });
const statuses = (answers: Array<{ statusCode: number }>) => answers.map((a) => a.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('login attempts', () => {
  it('holds 40 parallel wrong guesses on one phone to the limit: 5 are checked, the rest get 429 unhashed', async () => {
    t.clock.now = NOW;
    const phone = '+251955000001';
    await signUp(t.app, phone);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => loginFrom('198.51.100.7', phone, `wrong-guess-${i}`)));
    const list = statuses(answers);
    expect(count(list, 401)).toBe(5);
    expect(count(list, 429)).toBe(35);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({
      error: 'Too many failed login attempts. Please try again in 15 minutes',
      code: 'LOGIN_LOCKED',
      retry_after_minutes: 15,
    });
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
  });

  it("a stranger's wrong guesses stop the stranger, not the owner at another address", async () => {
    t.clock.now = NOW + 60 * MINUTE;
    const phone = '+251955000002';
    await signUp(t.app, phone);
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom('203.0.113.66', phone, `guess-${i}-pass`)).statusCode).toBe(401);
    }
    expect((await loginFrom('203.0.113.66', phone, PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom('10.20.30.40', phone, PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom('203.0.113.66', phone, 'guess-again')).statusCode).toBe(429);
  });

  it('a noisy address behind a carrier NAT does not lock out the other players behind it', async () => {
    t.clock.now = NOW + 120 * MINUTE;
    const phone = '+251955000003';
    await signUp(t.app, phone);
    // 40 attempts on other phones from the shared address in this window (each real one costs a hash).
    await t.app.db
      .insertInto('rate_limits')
      .values({ key: 'login-ip:100.64.0.1', window_start: new Date(t.clock.now), count: 40 })
      .execute();
    expect((await loginFrom('100.64.0.1', phone, PASSWORD)).statusCode).toBe(200);
  });

  it('caps a phone at 50 attempts an hour from all addresses, but not at an address its player logged in from', async () => {
    t.clock.now = NOW + 180 * MINUTE;
    const phone = '+251955000004';
    await signUp(t.app, phone);
    expect((await loginFrom('10.9.9.9', phone, PASSWORD)).statusCode).toBe(200);
    // 50 guesses spread over many addresses this hour.
    await t.app.db
      .insertInto('rate_limits')
      .values({ key: `login-phone:${MERCHANT_ID}:${phone}`, window_start: new Date(t.clock.now), count: 50 })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: 50 }))
      .execute();
    const elsewhere = await loginFrom('192.0.2.200', phone, PASSWORD);
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBe(60 * 60);
    expect((await loginFrom('10.9.9.9', phone, PASSWORD)).statusCode).toBe(200);
  });

  it('does not hold a right password after typos against the player', async () => {
    t.clock.now = NOW + 240 * MINUTE;
    const phone = '+251955000005';
    await signUp(t.app, phone);
    for (let i = 0; i < 2; i++) {
      expect((await loginFrom('10.1.1.1', phone, `typo-${i}-pass`)).statusCode).toBe(401);
    }
    expect((await loginFrom('10.1.1.1', phone, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom('10.1.1.1', phone, `typo-again-${i}`)).statusCode).toBe(401);
    }
    expect((await loginFrom('10.1.1.1', phone, PASSWORD)).statusCode).toBe(429);
  });
});
