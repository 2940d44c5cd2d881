// POST /api/admin/v1/tickets/:id/rollback through HTTP on a real PGlite: settle → rollback → settle pays once
// per settlement round (payout:<id>, then payout:<id>:<n>), a second rollback of a PENDING ticket changes
// nothing, a player who cannot cover the reversal gets a 409 and nothing changes, and points tickets too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents } from '../../domain/money.ts';
import { gradeLeg } from '../../server/modules/tickets/results.ts';
import { settleDue as settleWith } from '../../server/modules/tickets/settle.ts';
import { authed, signUp } from './auth-helpers.ts';
import { createTestApp, NOW, type TestApp } from './helpers.ts';
import { resultOfMatch, simulatorOf } from './results-helpers.ts';
import { activePointsOf, balanceOf, grantActivePoints, moneyBody, pickLegs, place, spendActivePoints, type Leg } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-rollback';
let t: TestApp;
/** Late enough for every match of the first days to be graded. */
const LATER = NOW + 6 * 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ operatorToken: TOKEN });
});
afterAll(() => t.app.close());

const rollback = (id: string, token = TOKEN) =>
  t.app.inject({ method: 'POST', url: `/api/admin/v1/tickets/${id}/rollback`, headers: { authorization: `Bearer ${token}` } });

/** A single on the 1X2 outcome of an early football match that its drawn result makes win (or lose). */
async function footballLeg(skip: number, outcome: 'win' | 'lose'): Promise<Leg> {
  const m = await t.app.db
    .selectFrom('matches')
    .selectAll()
    .where('sport_id', '=', '1')
    .where('status', '=', 'not_started')
    .where('start_time', '>', new Date(NOW + 3_600_000))
    .orderBy('start_time')
    .orderBy('id')
    .offset(skip)
    .executeTakeFirstOrThrow();
  const outcomes = await t.app.db
    .selectFrom('outcomes')
    .select(['outcome_id', 'odds_hundredths'])
    .where('match_id', '=', m.id)
    .where('market_id', '=', '1')
    .execute();
  const result = await resultOfMatch(t.app, m.id);
  const o = outcomes.find((x) => (gradeLeg(result, { market_id: '1', specifier: '', outcome_id: x.outcome_id }) === 'WON') === (outcome === 'win'));
  return { match_id: m.id, market_id: '1', specifier: '', outcome_id: o!.outcome_id, odds: fromCents(o!.odds_hundredths) };
}

const settleDue = (db: TestApp['app']['db'], nowMs: number) => settleWith(db, nowMs, simulatorOf(t.app));

const keysOf = async (prefix: string): Promise<string[]> =>
  (
    await t.app.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `${prefix}%`)
      .orderBy('idempotency_key')
      .execute()
  ).map((r) => r.idempotency_key);

describe('POST /api/admin/v1/tickets/:id/rollback', () => {
  it('reverses a payout, and a re-settlement pays once per round', async () => {
    const player = await signUp(t.app, '0911000061');
    const placed = await place(t.app, player.session.id, moneyBody(player.user.id, [await footballLeg(0, 'win')], 10));
    const id = placed.json().ticket_id as string;
    const netWin = Math.round(placed.json().ticket.net_potential_win * 100);
    const base = await balanceOf(t.app, player.user.id);
    await settleDue(t.app.db, LATER);
    expect(await balanceOf(t.app, player.user.id)).toBe(base + netWin);

    for (let round = 1; round <= 2; round++) {
      const res = await rollback(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        rolled_back: true,
        previous_status: 'WON',
        reversed_amount: fromCents(netWin),
        reversed_points: 0,
        settlement_round: round,
        ticket: { id, bet_status: 'PENDING', win_amount: 0, settled_at: null, selections: [{ SettlementStatus: 'PENDING' }] },
      });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await balanceOf(t.app, player.user.id)).toBe(base);
      // Rolling back a PENDING ticket again is a no-op.
      const again = await rollback(id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ rolled_back: false, previous_status: 'PENDING', reversed_amount: 0, settlement_round: round });
      expect(await balanceOf(t.app, player.user.id)).toBe(base);

      expect((await settleDue(t.app.db, LATER)).settled).toBeGreaterThanOrEqual(1);
      expect((await settleDue(t.app.db, LATER)).settled).toBe(0);
      expect(await balanceOf(t.app, player.user.id)).toBe(base + netWin);
    }
    expect(await keysOf(`payout:${id}`)).toEqual([`payout:${id}`, `payout:${id}:1`, `payout:${id}:2`]);
    expect(await keysOf(`rollback:${id}`)).toEqual([`rollback:${id}:0`, `rollback:${id}:1`]);
    const read = await authed(t.app, { url: `/api/v1/tickets/${id}`, token: player.session.id });
    expect(read.json()).toMatchObject({ bet_status: 'WON', win_amount: fromCents(netWin) });
    const verify = await authed(t.app, { url: '/api/v1/auth/verify', token: player.session.id });
    expect(verify.json().wallet.balance).toBe(fromCents(base + netWin));
  });

  it('rolls back a lost ticket without moving money', async () => {
    const player = await signUp(t.app, '0911000062');
    const placed = await place(t.app, player.session.id, moneyBody(player.user.id, [await footballLeg(1, 'lose')], 10));
    const id = placed.json().ticket_id as string;
    await settleDue(t.app.db, LATER);
    const base = await balanceOf(t.app, player.user.id);
    const res = await rollback(id);
    expect(res.json()).toMatchObject({
      rolled_back: true,
      previous_status: 'LOST',
      reversed_amount: 0,
      settlement_round: 1,
      ticket: { bet_status: 'PENDING' },
    });
    expect(await balanceOf(t.app, player.user.id)).toBe(base);
    await settleDue(t.app.db, LATER);
    expect((await rollback(id)).json()).toMatchObject({ previous_status: 'LOST', settlement_round: 2 });
    expect(await keysOf(`rollback:${id}`)).toEqual([]);
  });

  it('refuses with 409 and changes nothing when the player cannot cover the reversal', async () => {
    const player = await signUp(t.app, '0911000063');
    const placed = await place(t.app, player.session.id, moneyBody(player.user.id, [await footballLeg(2, 'win')], 10));
    const id = placed.json().ticket_id as string;
    await settleDue(t.app.db, LATER);
    // The player stakes everything on another ticket, so the payout is no longer there to take back.
    const all = fromCents(await balanceOf(t.app, player.user.id));
    const spend = await place(t.app, player.session.id, moneyBody(player.user.id, await pickLegs(t.app, 1, 40), all));
    expect(spend.statusCode, spend.body).toBe(201);
    expect(await balanceOf(t.app, player.user.id)).toBe(0);

    const res = await rollback(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'ROLLBACK_INSUFFICIENT_BALANCE',
      error: expect.stringMatching(
        /^The player's balance \(0\.00 ETB\) cannot cover the reversal of .* ETB paid by ticket BB-.*; nothing was rolled back$/,
      ),
    });
    expect(await balanceOf(t.app, player.user.id)).toBe(0);
    const ticket = await t.app.db
      .selectFrom('tickets')
      .select(['status', 'settlement_round', 'win_cents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ status: 'WON', settlement_round: 0 });
    expect(Number(ticket.win_cents)).toBeGreaterThan(0);
    expect(await keysOf(`rollback:${id}`)).toEqual([]);
  });

  it('takes back the points a void points ticket refunded, and the money a won one paid', async () => {
    const player = await signUp(t.app, '0911000064');
    const points = () => activePointsOf(t.app, player.user.id);
    await grantActivePoints(t.app, player.user.id, 10_000);
    const placePoints = async (skip: number) => {
      const res = await authed(t.app, {
        method: 'POST',
        url: '/api/v1/tickets/points',
        token: player.session.id,
        body: { user_id: player.user.id, stake: 50, selections: await pickLegs(t.app, 5, skip, 'first', [160, 250]) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().ticket_id as string;
    };
    const voided = await placePoints(50);
    const won = await placePoints(60);
    // Grade the legs by hand (the draw would not give an all-void ticket), then let settlement run.
    await t.app.db.updateTable('ticket_selections').set({ status: 'VOID' }).where('ticket_id', '=', voided).execute();
    await t.app.db.updateTable('ticket_selections').set({ status: 'WON' }).where('ticket_id', '=', won).execute();
    const cash = await balanceOf(t.app, player.user.id);
    await settleDue(t.app.db, NOW);
    expect(await points()).toBe(10_000 - 2 * 5_000 + 5_000);
    expect(await balanceOf(t.app, player.user.id)).toBe(cash + 500);

    expect((await rollback(won)).json()).toMatchObject({ rolled_back: true, previous_status: 'WON', reversed_amount: 5, reversed_points: 0 });
    expect(await balanceOf(t.app, player.user.id)).toBe(cash);
    // Spend the refunded points on another ticket: the refund can no longer be taken back.
    await spendActivePoints(t.app, player.user.id, 1);
    const refused = await rollback(voided);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ROLLBACK_INSUFFICIENT_BALANCE');
    expect(await points()).toBe(4_999);
    await grantActivePoints(t.app, player.user.id, 1);
    expect((await rollback(voided)).json()).toMatchObject({ rolled_back: true, previous_status: 'VOID', reversed_amount: 0, reversed_points: 50 });
    expect(await points()).toBe(0);
  });

  it('answers 404 for an unknown ticket and 401 without the operator token', async () => {
    const missing = await rollback('no-such-ticket');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Ticket not found', code: 'NOT_FOUND' });
    expect((await rollback('no-such-ticket', 'wrong')).statusCode).toBe(401);
  });
});
