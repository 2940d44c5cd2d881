// Unpaid cashier tickets expire at the first kick-off of their matches: Check Ticket answers EXPIRED from
// that moment (settled_at = the kick-off), a money ticket on the same match stays PENDING, the settlement run
// expires the ones nobody checked instead of settling them, pays nothing for them, and rollback leaves an
// expired ticket alone. Through HTTP with the pinned clock and the operator's feed clock.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUp } from './auth-helpers.ts';
import { createTestApp, signed, type TestApp } from './helpers.ts';
import { moneyBody, pickLegs, place, type Leg } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-expiry';
let t: TestApp;
let player: { id: string; token: string };
let legs: Leg[];

beforeAll(async () => {
  t = await createTestApp({ operatorToken: TOKEN });
  const p = await signUp(t.app, '0911400001');
  player = { id: p.user.id, token: p.session.id };
  legs = await pickLegs(t.app, 300);
});
afterAll(() => t.app.close());

const cashier = async (which: Leg[]): Promise<string> => {
  const { user_id: _none, ...body } = moneyBody('', which, 5);
  const res = await post(t.app, '/api/v1/tickets/cashier/anonymous', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().reference_id as string;
};
const check = async (reference: string) => (await signed(t.app, { url: `/api/v1/tickets/reference/${reference}` })).json();
const kickOff = async (matchId: string): Promise<number> =>
  (await t.app.db.selectFrom('matches').select('start_time').where('id', '=', matchId).executeTakeFirstOrThrow()).start_time.getTime();
const operator = (url: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}` }, payload: body });

describe('unpaid cashier tickets expire at their first kick-off', () => {
  it('Check Ticket shows a cashier ticket EXPIRED from the first kick-off of its matches; a money ticket stays PENDING', async () => {
    const [first, second] = [legs[0] as Leg, legs[1] as Leg];
    const kick = Math.min(await kickOff(first.match_id), await kickOff(second.match_id));
    const reference = await cashier([second, first]);
    const money = await place(t.app, player.token, moneyBody(player.id, [first], 5));
    expect(money.statusCode, money.body).toBe(201);

    t.clock.now = kick - 1_000;
    expect(await check(reference)).toMatchObject({ bet_status: 'PENDING', settled_at: null });
    t.clock.now = kick;
    expect(await check(reference)).toMatchObject({ bet_status: 'EXPIRED', settled_at: new Date(kick).toISOString(), win_amount: 0 });
    expect(await check(money.json().reference_id)).toMatchObject({ bet_status: 'PENDING' });
  });

  it('the settlement run expires the cashier tickets nobody checked instead of settling them, and rollback leaves them alone', async () => {
    const starts = await t.app.db
      .selectFrom('matches')
      .select('id')
      .where('start_time', '>', new Date(t.clock.now + 2 * 3_600_000))
      .execute();
    const leg = legs.find((l) => starts.some((m) => m.id === l.match_id)) as Leg;
    const reference = await cashier([leg]);
    const money = await place(t.app, player.token, moneyBody(player.id, [leg], 5));
    expect(money.statusCode, money.body).toBe(201);
    const minutes = Math.ceil(((await kickOff(leg.match_id)) - t.clock.now) / 60_000) + 150;
    const advanced = await operator('/api/admin/v1/feed/advance', { minutes });
    expect(advanced.statusCode, advanced.body).toBe(200);

    const stored = await t.app.db
      .selectFrom('tickets')
      .select(['id', 'status', 'win_cents', 'settled_at'])
      .where('reference_id', '=', reference)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'EXPIRED', settled_at: new Date(await kickOff(leg.match_id)) });
    expect(Number(stored.win_cents)).toBe(0);
    expect((await check(money.json().reference_id)).bet_status).toMatch(/^(WON|LOST|VOID|PARTIALLY_WON)$/);

    const rollback = await operator(`/api/admin/v1/tickets/${stored.id}/rollback`, {});
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(rollback.json()).toMatchObject({ rolled_back: false, previous_status: 'EXPIRED', ticket: { bet_status: 'EXPIRED' } });
    await operator('/api/admin/v1/feed/advance', { minutes: 1 });
    expect(await check(reference)).toMatchObject({ bet_status: 'EXPIRED', win_amount: 0 });
  });
});
