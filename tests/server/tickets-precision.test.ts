// Issue 28 item 10: money is exact and a key means one request. A stake with more than 2 decimals is refused with
// the endpoint's VALIDATION_FAILED (never rounded into a 1.01 debit) on money, cashier and points tickets, while
// real 2-decimal stakes (19.99, 1.1, whose floats are not exact) still pass; the same Idempotency-Key with another
// body is a 409 IDEMPOTENCY_CONFLICT that moves no money, on the one-statement path and the full transaction alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, post, signUp } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { activePointsOf, balanceOf, grantActivePoints, moneyBody, newKey, pickLegs, place, type Leg } from './tickets-helpers.ts';

let t: TestApp;
let abebe: { id: string; token: string };
let legs: Leg[];

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUp(t.app, '0911000281');
  abebe = { id: a.user.id, token: a.session.id };
  legs = await pickLegs(t.app, 6);
});
afterAll(() => t.app.close());

const CONFLICT = { code: 'IDEMPOTENCY_CONFLICT', error: 'This Idempotency-Key was used for a different ticket' };

const legacy = (stake: number) => ({
  ...moneyBody(abebe.id, legs.slice(0, 1), 1),
  stake_tax_amount: 0,
  winnings_tax_amount: 0,
  bonus_percentage: 0,
  bonus_amount: 0,
  total_stake: stake,
});

describe('stakes with more than 2 decimals', () => {
  it('refuses 1.005 and 2.999 on a money ticket with VALIDATION_FAILED and debits nothing', async () => {
    const before = await balanceOf(t.app, abebe.id);
    for (const stake of [1.005, 2.999, 10.001]) {
      // The legacy payload (no figures to disagree with): before issue 28, 1.005 was placed and debited as 1.01.
      const res = await place(t.app, abebe.token, legacy(stake));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', error: 'total_stake must have at most 2 decimals' });
    }
    expect(await balanceOf(t.app, abebe.id)).toBe(before);
  });

  it('still takes real 2-decimal stakes whose floats are inexact (19.99, 1.1) and debits them to the cent', async () => {
    const before = await balanceOf(t.app, abebe.id);
    for (const stake of [19.99, 1.1]) {
      const res = await place(t.app, abebe.token, moneyBody(abebe.id, legs.slice(0, 1), stake));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().ticket.total_stake).toBe(stake);
    }
    expect(await balanceOf(t.app, abebe.id)).toBe(before - 1999 - 110);
  });

  it('refuses them on an anonymous cashier ticket too', async () => {
    const { user_id: _none, ...body } = moneyBody('', legs.slice(0, 2), 3);
    const res = await post(t.app, '/api/v1/tickets/cashier/anonymous', { ...body, total_stake: 2.999 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', error: 'total_stake must have at most 2 decimals' });
  });

  it('refuses them on a points ticket, and leaves the points where they were', async () => {
    await grantActivePoints(t.app, abebe.id, 10_000);
    const points = () => activePointsOf(t.app, abebe.id);
    const before = await points();
    const five = await pickLegs(t.app, 5, 0, 'first', [160, 250]);
    const res = await authed(t.app, {
      method: 'POST',
      url: '/api/v1/tickets/points',
      body: { user_id: abebe.id, stake: 30.005, selections: five },
      token: abebe.token,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', error: 'stake must have at most 2 decimals' });
    expect(await points()).toBe(before);
  });
});

describe('Idempotency-Key with another body', () => {
  it('answers 409 IDEMPOTENCY_CONFLICT for another stake under the same key and debits once', async () => {
    const key = newKey();
    const before = await balanceOf(t.app, abebe.id);
    const first = await place(t.app, abebe.token, moneyBody(abebe.id, legs.slice(2, 3), 2), key);
    expect(first.statusCode, first.body).toBe(201);
    const other = await place(t.app, abebe.token, moneyBody(abebe.id, legs.slice(2, 3), 3), key);
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json()).toEqual(CONFLICT);
    const otherPicks = await place(t.app, abebe.token, moneyBody(abebe.id, legs.slice(3, 5), 2), key);
    expect(otherPicks.statusCode, otherPicks.body).toBe(409);
    expect(await balanceOf(t.app, abebe.id)).toBe(before - 200);
    const same = await place(t.app, abebe.token, moneyBody(abebe.id, legs.slice(2, 3), 2), key);
    expect(same.statusCode).toBe(200);
    expect(same.json().reference_id).toBe(first.json().reference_id);
  });

  it('answers 409 for another body that would itself be refused, and 200 for the same body after a price moved', async () => {
    const key = newKey();
    const body = moneyBody(abebe.id, legs.slice(5, 6), 2);
    expect((await place(t.app, abebe.token, body, key)).statusCode).toBe(201);
    const before = await balanceOf(t.app, abebe.id);
    const leg = legs[5] as Leg;
    await t.app.db
      .updateTable('outcomes')
      .set({ odds_hundredths: Math.round(leg.odds * 100) + 7 })
      .where('match_id', '=', leg.match_id)
      .where('market_id', '=', leg.market_id)
      .where('specifier', '=', leg.specifier)
      .where('outcome_id', '=', leg.outcome_id)
      .execute();
    const same = await place(t.app, abebe.token, body, key);
    expect(same.statusCode, same.body).toBe(200);
    const refusedOther = await place(t.app, abebe.token, { ...body, total_stake: 0.5 }, key);
    expect(refusedOther.statusCode, refusedOther.body).toBe(409);
    expect(refusedOther.json()).toEqual(CONFLICT);
    expect(await balanceOf(t.app, abebe.id)).toBe(before);
  });
});
