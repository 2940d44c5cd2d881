// Anonymous cashier tickets (CASH- references, no wallet movement, the cashier text of
// MATCH_STARTING_SOON), the betting config of spec §9, and points tickets paid from active points.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_STARTING_SOON } from '../../domain/ticket-errors.ts';
import { authed, post, signUp } from './auth-helpers.ts';
import { createTestApp, MERCHANT_ID, NOW, signed, type TestApp } from './helpers.ts';
import { pointsOf } from '../../server/modules/wallet/points.ts';
import { grantActivePoints, moneyBody, pickLegs, type Leg } from './tickets-helpers.ts';

let t: TestApp;
let dawit: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const d = await signUp(t.app, '0911000011');
  dawit = { id: d.user.id, token: d.session.id };
});
afterAll(() => t.app.close());

const cashierBody = (legs: Leg[], stake = 20) => {
  const { user_id: _ignored, ...body } = moneyBody('', legs, stake);
  return body;
};

describe('POST /api/v1/tickets/cashier/anonymous', () => {
  it('stores a CASH- ticket anyone can check by reference', async () => {
    const legs = await pickLegs(t.app, 2);
    const res = await post(t.app, '/api/v1/tickets/cashier/anonymous', cashierBody(legs));
    expect(res.statusCode, res.body).toBe(201);
    const ref = res.json().reference_id as string;
    expect(ref).toMatch(/^CASH-[A-Z2-7]{10}$/);
    const checked = await signed(t.app, { url: `/api/v1/tickets/reference/${ref}` });
    expect(checked.json()).toMatchObject({ reference_id: ref, user_id: null, total_stake: 20, bet_status: 'PENDING' });
  });

  it('refuses with the cashier text of MATCH_STARTING_SOON and the usual codes', async () => {
    const [soon] = await pickLegs(t.app, 1, 10);
    await t.app.db
      .updateTable('matches')
      .set({ start_time: new Date(NOW + 10_000) })
      .where('id', '=', soon?.match_id ?? '')
      .execute();
    const res = await post(t.app, '/api/v1/tickets/cashier/anonymous', cashierBody([soon as Leg]));
    expect(res.json()).toEqual({ code: 'MATCH_STARTING_SOON', error: CASHIER_STARTING_SOON });
    const bad = await post(t.app, '/api/v1/tickets/cashier/anonymous', { ...cashierBody(await pickLegs(t.app, 1)), stake_tax_amount: 9 });
    expect(bad.json().code).toBe('INVALID_VAT_CALCULATION');
  });
});

describe('GET /api/v1/betting-config', () => {
  it('answers the demo configuration, and 400 without merchant_id', async () => {
    const res = await signed(t.app, { url: `/api/v1/betting-config?merchant_id=${MERCHANT_ID}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      error: null,
      data: {
        points_betting_enabled: true,
        points_to_money_rate: 0.1,
        points_min_stake: 30,
        points_min_selections: 5,
        points_max_selections: 20,
        points_min_odds_per_selection: 1.45,
        points_min_total_odds: 10,
        points_max_total_odds: 2000,
      },
    });
    const missing = await signed(t.app, { url: '/api/v1/betting-config' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, error: 'Merchant ID is required' });
  });
});

describe('points tickets', () => {
  it('places from active points, then lists and reads it; refuses rule breaks and a lack of points', async () => {
    const legs = await pickLegs(t.app, 5, 30, 'first', [160, 250]);
    const body = { user_id: dawit.id, stake: 50, selections: legs };
    const poor = await authed(t.app, { method: 'POST', url: '/api/v1/tickets/points', body, token: dawit.token });
    expect(poor.json()).toEqual({ code: 'INSUFFICIENT_POINTS', error: 'Insufficient active points' });
    await grantActivePoints(t.app, dawit.id, 10_000);
    const low = await authed(t.app, { method: 'POST', url: '/api/v1/tickets/points', body: { ...body, stake: 10 }, token: dawit.token });
    expect(low.json()).toEqual({ code: 'POINTS_MIN_STAKE', error: 'Minimum stake is 30 points', min_stake: 30 });
    const high = await authed(t.app, { method: 'POST', url: '/api/v1/tickets/points', body: { ...body, stake: 20_000 }, token: dawit.token });
    expect(high.json()).toEqual({ code: 'POINTS_MAX_STAKE', error: 'Maximum stake is 10000 points', max_stake: 10_000 });
    const few = await authed(t.app, {
      method: 'POST',
      url: '/api/v1/tickets/points',
      body: { ...body, selections: legs.slice(0, 2) },
      token: dawit.token,
    });
    expect(few.json()).toEqual({ code: 'POINTS_MIN_SELECTIONS', error: 'Minimum 5 selections required', min_selections: 5 });

    const res = await authed(t.app, { method: 'POST', url: '/api/v1/tickets/points', body, token: dawit.token });
    expect(res.statusCode, res.body).toBe(201);
    const { ticket_id: id, reference_id: ref } = res.json() as { ticket_id: string; reference_id: string };
    expect(ref).toMatch(/^PTS-/);
    expect(res.json().ticket).toMatchObject({ total_stake: 50, potential_win: 5, kind: 'points' });
    const points = await pointsOf(t.app.db, dawit.id);
    expect([points.activeCents, points.activeCents + points.inactiveCents]).toEqual([5_000, 10_000]);

    const list = await authed(t.app, { url: `/api/v1/tickets/points/user/${dawit.id}`, token: dawit.token });
    expect(list.json()).toMatchObject({ total_count: 1, tickets: [{ id }] });
    expect((await authed(t.app, { url: `/api/v1/tickets/points/${id}`, token: dawit.token })).json().id).toBe(id);
    expect((await signed(t.app, { url: `/api/v1/tickets/points/reference/${ref}` })).json().id).toBe(id);
    const missing = await signed(t.app, { url: '/api/v1/tickets/points/reference/PTS-NONE' });
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', error: 'Points ticket not found with this reference ID' });
    const other = await signUp(t.app, '0911000012');
    expect((await authed(t.app, { url: `/api/v1/tickets/points/${id}`, token: other.session.id })).statusCode).toBe(403);
    expect((await authed(t.app, { url: `/api/v1/tickets/points/user/${dawit.id}`, token: other.session.id })).statusCode).toBe(403);
  });
});
