// Cash-out on the ticket wire (issue 32): a ticket answers its open stake, what its cash-outs paid in all and each
// cash-out oldest first — by id, by reference (Check Ticket) and in the player's list, where the CASHED_OUT filter
// lists only tickets cashed out in full — and the offer names the automatic cash-out value set.
import { describe, expect, it } from 'vitest';
import { TicketDetail } from '../../schema/ticket.ts';
import { authed, signUp } from './auth-helpers.ts';
import { useTestApp } from './helpers.ts';
import { moneyBody, newKey, pickLegs, place } from './tickets-helpers.ts';

const t = useTestApp();

type Player = Awaited<ReturnType<typeof signUp>>;

async function ticketOf(player: Player, skip: number, stake: number) {
  const legs = await pickLegs(t.app, 1, skip);
  const res = await place(t.app, player.session.id, moneyBody(player.user.id, legs, stake));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ticket_id as string;
}

const get = async (player: Player, url: string) => {
  const res = await authed(t.app, { url, token: player.session.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function cashOut(player: Player, id: string, stake?: number) {
  const { offer, open_stake } = await get(player, `/api/v1/tickets/${id}/cashout`);
  const part = stake ?? open_stake;
  const seen = Math.floor((offer * part * 100) / open_stake) / 100;
  const res = await authed(t.app, {
    method: 'POST',
    url: `/api/v1/tickets/${id}/cashout`,
    body: stake === undefined ? { offer: seen } : { offer: seen, stake },
    token: player.session.id,
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { amount: number; stake: number; ticket: TicketDetail };
}

describe('cash-outs on the ticket wire', () => {
  it('lists each cash-out oldest first, by id, by reference and in the list; the CASHED_OUT filter lists the cashed-out one', async () => {
    const player = await signUp(t.app, '0911000851');
    const cashed = await ticketOf(player, 40, 30);
    const open = await ticketOf(player, 41, 20);

    const first = await cashOut(player, cashed, 10);
    expect(first.ticket).toMatchObject({ open_stake: 20, cashed_out: first.amount, cashouts: [{ amount: first.amount, stake: 10 }] });
    const second = await cashOut(player, cashed, 5);
    const last = await cashOut(player, cashed);
    expect(last.stake).toBe(15);

    const byId = await get(player, `/api/v1/tickets/${cashed}`);
    const total = Math.round((first.amount + second.amount + last.amount) * 100) / 100;
    expect(byId).toMatchObject({ bet_status: 'CASHED_OUT', open_stake: 0, cashed_out: total });
    expect(byId.cashouts.map((c: { amount: number; stake: number }) => [c.amount, c.stake])).toEqual([
      [first.amount, 10],
      [second.amount, 5],
      [last.amount, 15],
    ]);
    const times = byId.cashouts.map((c: { at: string }) => Date.parse(c.at));
    expect(times.every((ms: number, i: number) => Number.isFinite(ms) && (i === 0 || ms >= times[i - 1]))).toBe(true);
    // The declaration decodes it (the client's struct), and Check Ticket answers the same.
    expect(TicketDetail.is(byId)).toBe(true);
    expect(await get(player, `/api/v1/tickets/reference/${byId.reference_id}`)).toMatchObject({ cashouts: byId.cashouts, cashed_out: total });

    const untouched = await get(player, `/api/v1/tickets/${open}`);
    expect(untouched).toMatchObject({ bet_status: 'PENDING', open_stake: 20, cashed_out: 0, cashouts: [] });

    const page = await get(player, `/api/v1/tickets/player/${player.user.id}`);
    const listed = new Map(page.tickets.map((x: TicketDetail) => [x.id, x]));
    expect(listed.get(cashed)).toMatchObject({ cashouts: byId.cashouts, cashed_out: total, open_stake: 0 });
    expect(listed.get(open)).toMatchObject({ cashouts: [], open_stake: 20 });

    const filtered = await get(player, `/api/v1/tickets/player/${player.user.id}?status=CASHED_OUT`);
    expect(filtered).toMatchObject({ total_count: 1, tickets: [{ id: cashed, bet_status: 'CASHED_OUT', cashouts: byId.cashouts }] });
    expect((await get(player, `/api/v1/tickets/player/${player.user.id}?status=PENDING`)).tickets.map((x: TicketDetail) => x.id)).toEqual([open]);
  });

  it('answers the automatic cash-out value with the offer, and null once cleared', async () => {
    const player = await signUp(t.app, '0911000852');
    const id = await ticketOf(player, 42, 20);
    expect(await get(player, `/api/v1/tickets/${id}/cashout`)).toMatchObject({ available: true, auto_value: null });
    const { offer, potential_win } = await get(player, `/api/v1/tickets/${id}/cashout`);
    const value = Math.round(((offer + potential_win) / 2) * 100) / 100;
    const setAuto = (v: number | null) =>
      authed(t.app, { method: 'PUT', url: `/api/v1/tickets/${id}/cashout/auto`, body: { value: v }, token: player.session.id });
    expect((await setAuto(value)).json()).toMatchObject({ auto_value: value });
    expect(await get(player, `/api/v1/tickets/${id}/cashout`)).toMatchObject({ auto_value: value });
    expect((await setAuto(null)).json()).toMatchObject({ auto_value: null });
    expect(await get(player, `/api/v1/tickets/${id}/cashout`)).toMatchObject({ auto_value: null });
  });
});
