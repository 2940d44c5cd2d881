// Cash-out on a real PGlite (issue 32): the offer (fair value less the margin, never above the potential win), a full
// cash-out (CASHED_OUT, paid once through the ledger), a partial one whose live stake later settles correctly, a
// tampered or outdated offer refused with the current one, another player's ticket, a replay under its key, the
// operator's switch, and 100 concurrent cash-outs racing the settlement: exactly one of them pays.
import { describe, expect, it } from 'vitest';
import { settleTicket } from '../../domain/settlement.ts';
import { fromCents } from '../../domain/money.ts';
import { settleOne } from '../../server/modules/tickets/settle.ts';
import { runAutoCashouts } from '../../server/modules/tickets/cashout-auto.ts';
import { authed, signUp } from './auth-helpers.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { balanceOf, moneyBody, newKey, pickLegs, place } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-cashout';
const t = useTestApp({ operatorToken: TOKEN });
const operatorSwitch = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/v1/cashout/switch', headers: { authorization: `Bearer ${TOKEN}` }, payload: body });

type Player = Awaited<ReturnType<typeof signUp>>;

async function ticketOf(player: Player, skip: number, legCount = 1, stake = 20) {
  const legs = await pickLegs(t.app, legCount, skip);
  const res = await place(t.app, player.session.id, moneyBody(player.user.id, legs, stake));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ticket_id as string;
}

const offerOf = async (player: Player, id: string) =>
  (await authed(t.app, { url: `/api/v1/tickets/${id}/cashout`, token: player.session.id })).json();
const cashOut = (player: Player, id: string, body: Record<string, unknown>, key: string | null = newKey()) =>
  authed(t.app, {
    method: 'POST',
    url: `/api/v1/tickets/${id}/cashout`,
    body,
    token: player.session.id,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
const row = (id: string) => t.app.db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const winLegs = (id: string) => t.app.db.updateTable('ticket_selections').set({ status: 'WON' }).where('ticket_id', '=', id).execute();

describe('cash-out', () => {
  it('offers the fair value less the margin, pays it once in full, and leaves the ticket CASHED_OUT for good', async () => {
    const player = await signUp(t.app, '0911000801');
    const id = await ticketOf(player, 30);
    const offer = await offerOf(player, id);
    expect(offer).toMatchObject({ ticket_id: id, available: true, reason: null, open_stake: 20, in_play: false });
    expect(offer.offer).toBeGreaterThan(0);
    expect(offer.offer).toBeLessThan(offer.potential_win);
    const before = await balanceOf(t.app, player.user.id);
    const res = await cashOut(player, id, { offer: offer.offer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, amount: offer.offer, stake: 20, ticket: { bet_status: 'CASHED_OUT' } });
    expect(await balanceOf(t.app, player.user.id)).toBe(before + Math.round(offer.offer * 100));
    expect((await cashOut(player, id, { offer: 0.01 })).json()).toMatchObject({ code: 'CASHOUT_NOT_AVAILABLE' });
    expect(await offerOf(player, id)).toMatchObject({ available: false, reason: 'NOT_PENDING' });
    // Its legs winning later pays nothing more.
    await winLegs(id);
    expect(await settleOne(t.app.db, id, t.clock.now)).toBe(false);
    expect(await balanceOf(t.app, player.user.id)).toBe(before + Math.round(offer.offer * 100));
  });

  it('refuses a tampered or outdated offer with the current one, and moves nothing', async () => {
    const player = await signUp(t.app, '0911000802');
    const id = await ticketOf(player, 31);
    const { offer } = await offerOf(player, id);
    const before = await balanceOf(t.app, player.user.id);
    const res = await cashOut(player, id, { offer: offer + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The cash out offer has changed', code: 'CASHOUT_OFFER_CHANGED', offer });
    expect(await balanceOf(t.app, player.user.id)).toBe(before);
    expect((await row(id)).status).toBe('PENDING');
  });

  it("is the owner's only: another player's ticket is a 403, an unknown one a 404", async () => {
    const owner = await signUp(t.app, '0911000803');
    const other = await signUp(t.app, '0911000804');
    const id = await ticketOf(owner, 32);
    expect((await cashOut(other, id, { offer: 1 })).statusCode).toBe(403);
    expect((await authed(t.app, { url: `/api/v1/tickets/${id}/cashout`, token: other.session.id })).statusCode).toBe(403);
    expect((await cashOut(other, 'no-such-ticket', { offer: 1 })).statusCode).toBe(404);
  });

  it('in part: pays its share, leaves the rest live, and the later settlement pays on the rest', async () => {
    const player = await signUp(t.app, '0911000805');
    const id = await ticketOf(player, 33, 2, 40);
    const whole = await offerOf(player, id);
    const part = await cashOut(player, id, { offer: Math.floor(whole.offer * 50) / 100, stake: 20 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ stake: 20, ticket: { bet_status: 'PENDING' } });
    expect(await offerOf(player, id)).toMatchObject({ available: true, open_stake: 20 });
    const stored = await row(id);
    expect(Number(stored.open_stake_cents)).toBe(2_000);
    const before = await balanceOf(t.app, player.user.id);
    await winLegs(id);
    expect(await settleOne(t.app.db, id, t.clock.now)).toBe(true);
    const legs = await t.app.db.selectFrom('ticket_selections').select(['odds_hundredths', 'status']).where('ticket_id', '=', id).execute();
    const expected = settleTicket(
      2_000,
      legs.map((l) => ({ oddsHundredths: l.odds_hundredths, status: l.status })),
    ).payoutCents;
    expect(await balanceOf(t.app, player.user.id)).toBe(before + expected);
    expect(Number((await row(id)).cashed_out_cents)).toBe(Math.round(part.json().amount * 100));
  });

  it('answers a replay under its key with the first cash-out and moves nothing; another body under it is a 409', async () => {
    const player = await signUp(t.app, '0911000806');
    const id = await ticketOf(player, 34, 1, 30);
    const { offer } = await offerOf(player, id);
    const key = newKey();
    const body = { offer: Math.floor(offer * 33) / 100, stake: 10 };
    const first = await cashOut(player, id, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const after = await balanceOf(t.app, player.user.id);
    const again = await cashOut(player, id, body, key);
    expect(again.json()).toMatchObject({ amount: first.json().amount, stake: 10 });
    expect(await balanceOf(t.app, player.user.id)).toBe(after);
    expect((await cashOut(player, id, { ...body, stake: 5 }, key)).statusCode).toBe(409);
  });

  it("is off where the operator switched it off (a merchant's sport), and back on when switched on", async () => {
    const player = await signUp(t.app, '0911000807');
    const id = await ticketOf(player, 35);
    const sport = await t.app.db
      .selectFrom('ticket_selections as s')
      .innerJoin('matches as m', 'm.id', 's.match_id')
      .select('m.sport_id')
      .where('s.ticket_id', '=', id)
      .executeTakeFirstOrThrow();
    const off = await operatorSwitch({ merchant_id: MERCHANT_ID, sport_id: sport.sport_id, enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ merchant_id: MERCHANT_ID, off: [{ merchant_id: MERCHANT_ID, sport_id: sport.sport_id, market_id: '' }] });
    expect((await operatorSwitch({ merchant_id: MERCHANT_ID, sport_id: sport.sport_id, enabled: false })).json().off).toHaveLength(1);
    expect(await offerOf(player, id)).toMatchObject({ available: false, reason: 'SWITCHED_OFF' });
    expect((await cashOut(player, id, { offer: 0.01 })).json()).toMatchObject({ code: 'CASHOUT_NOT_AVAILABLE' });
    // Another market type switched off leaves this ticket's offer alone; switching the sport back on restores it.
    await operatorSwitch({ merchant_id: MERCHANT_ID, market_id: 'no-such-market', enabled: false });
    expect((await operatorSwitch({ merchant_id: MERCHANT_ID, sport_id: sport.sport_id, enabled: true })).json().off).toHaveLength(1);
    expect(await offerOf(player, id)).toMatchObject({ available: true });
    expect((await operatorSwitch({ merchant_id: 'nobody', enabled: false })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/v1/cashout/switch', payload: { merchant_id: MERCHANT_ID, enabled: false } })).statusCode,
    ).toBe(401);
  });

  it('automatically: taken in full at the first offer that reaches the value, never below it, and cleared with null', async () => {
    const player = await signUp(t.app, '0911000809');
    const id = await ticketOf(player, 37);
    const { offer } = await offerOf(player, id);
    const setAuto = (value: number | null) =>
      authed(t.app, { method: 'PUT', url: `/api/v1/tickets/${id}/cashout/auto`, body: { value }, token: player.session.id });
    const high = await setAuto(offer + 5);
    expect(high.statusCode, high.body).toBe(200);
    expect(high.json()).toMatchObject({ available: true, offer, auto_value: offer + 5 });
    expect(await runAutoCashouts(t.app.db, t.clock.now)).toBe(0);
    expect((await row(id)).status).toBe('PENDING');
    expect((await setAuto(null)).json()).toMatchObject({ auto_value: null });
    expect(await runAutoCashouts(t.app.db, t.clock.now)).toBe(0);
    const before = await balanceOf(t.app, player.user.id);
    await setAuto(offer);
    expect(await runAutoCashouts(t.app.db, t.clock.now)).toBe(1);
    expect(await runAutoCashouts(t.app.db, t.clock.now)).toBe(0);
    expect((await row(id)).status).toBe('CASHED_OUT');
    expect(await balanceOf(t.app, player.user.id)).toBe(before + Math.round(offer * 100));
    expect((await setAuto(offer)).json()).toMatchObject({ code: 'CASHOUT_NOT_AVAILABLE' });
    expect((await setAuto(0)).statusCode).toBe(400);
  });

  it('100 concurrent cash-outs racing the settlement pay exactly once', async () => {
    const player = await signUp(t.app, '0911000808');
    const id = await ticketOf(player, 36);
    const { offer } = await offerOf(player, id);
    const before = await balanceOf(t.app, player.user.id);
    await winLegs(id);
    const results = await Promise.all([
      settleOne(t.app.db, id, t.clock.now),
      ...Array.from({ length: 100 }, () => cashOut(player, id, { offer: fromCents(1) })),
    ]);
    const settled = results[0] === true;
    const paid = results.slice(1).filter((r) => typeof r === 'object' && r.statusCode === 200);
    expect(paid.length + (settled ? 1 : 0)).toBe(1);
    const final = await row(id);
    const transfers = await t.app.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where((eb) => eb.or([eb('idempotency_key', 'like', `payout:${id}%`), eb('idempotency_key', 'like', 'cashout:%')]))
      .execute();
    const cashouts = await t.app.db.selectFrom('ticket_cashouts').select('id').where('ticket_id', '=', id).execute();
    expect(cashouts.length).toBe(settled ? 0 : 1);
    expect(
      transfers.filter((x) => x.idempotency_key.startsWith('payout:') || cashouts.some((c) => x.idempotency_key === `cashout:${c.id}`)),
    ).toHaveLength(1);
    expect(final.status).toBe(settled ? 'WON' : 'CASHED_OUT');
    expect(await balanceOf(t.app, player.user.id)).toBe(before + Number(final.win_cents));
    expect(offer).toBeGreaterThan(0);
  });
});
