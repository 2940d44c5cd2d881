// Points tickets in Bet History (issue 29): GET /api/v1/tickets/player/:userId lists a player's points tickets beside
// the money tickets, newest first, each marked with its kind ('points': stake in points, the win in ETB), counted in
// total_count and filtered by status and since like the money tickets; another player's tickets never show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDeposit } from '../../server/modules/wallet/bonuses.ts';
import { authed, signUp } from './auth-helpers.ts';
import { createTestApp, NOW, type TestApp } from './helpers.ts';
import { moneyBody, pickLegs, place } from './tickets-helpers.ts';

let t: TestApp;
let player: { id: string; token: string };
let other: { id: string; token: string };
const ids: { money: string; points: string; otherPoints: string } = { money: '', points: '', otherPoints: '' };

const history = (query = '', who = player) => authed(t.app, { url: `/api/v1/tickets/player/${who.id}${query}`, token: who.token });

async function placePoints(who: { id: string; token: string }, stake: number): Promise<string> {
  // 200 ETB of deposits unlock the 50-point welcome bonus (the points a new player has).
  await t.app.db.transaction().execute((trx) => recordDeposit(trx, who.id, 20_000));
  const legs = await pickLegs(t.app, 5, 30, 'first', [160, 250]);
  const res = await authed(t.app, {
    method: 'POST',
    url: '/api/v1/tickets/points',
    body: { user_id: who.id, stake, selections: legs },
    token: who.token,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ticket_id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  const p = await signUp(t.app, '0911000291');
  player = { id: p.user.id, token: p.session.id };
  const o = await signUp(t.app, '0911000292');
  other = { id: o.user.id, token: o.session.id };
  const money = await place(t.app, player.token, moneyBody(player.id, await pickLegs(t.app, 1), 10));
  expect(money.statusCode, money.body).toBe(201);
  ids.money = money.json().ticket_id as string;
  // A clock tick apart, so the points ticket is the newer.
  t.clock.now = NOW + 1_000;
  ids.points = await placePoints(player, 40);
  ids.otherPoints = await placePoints(other, 30);
});
afterAll(() => t.app.close());

describe('bet history with points tickets', () => {
  it('lists the points ticket beside the money ticket, newest first, each with its kind', async () => {
    const res = await history();
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { total_count: number; tickets: { id: string; kind: string; total_stake: number; reference_id: string }[] };
    expect(page.total_count).toBe(2);
    expect(page.tickets.map((x) => [x.id, x.kind, x.total_stake])).toEqual([
      [ids.points, 'points', 40],
      [ids.money, 'money', 10],
    ]);
    expect(page.tickets[0]?.reference_id).toMatch(/^PTS-/);
  });

  it('filters points tickets by status and time like money tickets', async () => {
    const pending = (await history('?status=PENDING')).json() as { total_count: number; tickets: { id: string }[] };
    expect(pending.tickets.map((x) => x.id)).toEqual([ids.points, ids.money]);
    const won = (await history('?status=WON')).json() as { total_count: number };
    expect(won.total_count).toBe(0);
    const since = new Date(NOW + 500).toISOString();
    const recent = (await history(`?since=${since}`)).json() as { total_count: number; tickets: { id: string }[] };
    expect(recent.tickets.map((x) => x.id)).toEqual([ids.points]);
    const paged = (await history('?limit=1&offset=1')).json() as { total_count: number; tickets: { id: string }[] };
    expect([paged.total_count, paged.tickets.map((x) => x.id)]).toEqual([2, [ids.money]]);
  });

  it("never shows another player's points ticket", async () => {
    const mine = (await history('', other)).json() as { tickets: { id: string; kind: string }[] };
    expect(mine.tickets.map((x) => [x.id, x.kind])).toEqual([[ids.otherPoints, 'points']]);
    expect((await authed(t.app, { url: `/api/v1/tickets/player/${player.id}`, token: other.token })).statusCode).toBe(403);
  });
});
