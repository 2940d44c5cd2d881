// Cash-out at the shop counter (issue 32) through HTTP on a real PGlite: the cashier reads the offer of an accepted
// CASH- ticket and cashes out half then the rest (the till and house:payouts move by exactly the amounts, the ticket
// ends CASHED_OUT and can no longer be paid out); a tampered offer is refused with the current one and moves nothing;
// another shop's or another merchant's ticket is a 404, an unaccepted one NOT_ACCEPTED, a settled one
// TICKET_NOT_PENDING; 20 cash-outs under different keys racing the settlement pay once in all; a retry under its key
// answers the first cash-out.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleOne } from '../../server/modules/tickets/settle.ts';
import { authed, post, signUp } from './auth-helpers.ts';
import { useTestApp } from './helpers.ts';
import { moneyBody, newKey, pickLegs } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-shop-cashout';
const PASSWORD = 'counter-pass-42';
const t = useTestApp({ operatorToken: TOKEN });
const operator = (url: string, payload: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}` }, payload });
const tokens = { a: '', b: '' };
let shopA = '';

const counter = (token: string, method: 'GET' | 'POST', url: string, body?: object, key: string | null = newKey()) =>
  authed(t.app, {
    method,
    url,
    headers: { 'x-cashier-token': token, ...(key === null || method === 'GET' ? {} : { 'idempotency-key': key }) },
    ...(method === 'POST' ? { body: body ?? {} } : {}),
  });
const offerOf = (ref: string, token = tokens.a) => counter(token, 'GET', `/api/v1/shop/tickets/${ref}/cashout`);
const cashOut = (ref: string, body: object, key: string | null = newKey(), token = tokens.a) =>
  counter(token, 'POST', `/api/v1/shop/tickets/${ref}/cashout`, body, key);
const row = (ref: string) => t.app.db.selectFrom('tickets').selectAll().where('reference_id', '=', ref).executeTakeFirstOrThrow();
const cents = async (account: string) =>
  Number((await t.app.db.selectFrom('ledger_accounts').select('balance_cents').where('id', '=', account).executeTakeFirstOrThrow()).balance_cents);
const till = () => cents(`shop:${shopA}`);
/** The postings of a ticket's cash-outs, as 'account amount'. */
const postingsOf = async (ref: string) =>
  (
    await t.app.db
      .selectFrom('ticket_cashouts as k')
      .innerJoin('ledger_transactions as x', (j) => j.on(sql<boolean>`x.idempotency_key = 'cashout:' || k.id`))
      .innerJoin('ledger_postings as p', 'p.transaction_id', 'x.id')
      .select(['x.kind', 'p.account_id', 'p.amount_cents'])
      .where('k.ticket_id', '=', (await row(ref)).id)
      .execute()
  ).map((p) => `${p.kind} ${p.account_id.replace(/#\d+$/, '')} ${Number(p.amount_cents)}`); // house accounts are sharded (#NN)
const cashoutsOf = async (ref: string) =>
  t.app.db
    .selectFrom('ticket_cashouts')
    .selectAll()
    .where('ticket_id', '=', (await row(ref)).id)
    .execute();

/** A CASH- ticket of `count` legs, accepted at shop A unless told otherwise. */
async function cashTicket(skip: number, count = 1, stake = 20, accept = true): Promise<string> {
  const { user_id: _none, ...body } = moneyBody('', await pickLegs(t.app, count, skip), stake);
  const made = await post(t.app, '/api/v1/tickets/cashier/anonymous', body);
  expect(made.statusCode, made.body).toBe(201);
  const ref = made.json().reference_id as string;
  if (accept) {
    const accepted = await counter(tokens.a, 'POST', `/api/v1/shop/tickets/${ref}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return ref;
}
const winLegs = async (ref: string) =>
  t.app.db
    .updateTable('ticket_selections')
    .set({ status: 'WON' })
    .where('ticket_id', '=', (await row(ref)).id)
    .execute();

beforeAll(async () => {
  for (const [name, shop] of [
    ['a', 'Merkato counter'],
    ['b', 'Kazanchis counter'],
  ] as const) {
    const made = await operator('/api/admin/v1/shops', { name: shop });
    expect(made.statusCode, made.body).toBe(201);
    if (name === 'a') {
      shopA = made.json().id;
    }
    await operator(`/api/admin/v1/shops/${made.json().id}/cashiers`, { username: `co-${name}`, password: PASSWORD });
    tokens[name] = (await post(t.app, '/api/v1/shop/sign-in', { username: `co-${name}`, password: PASSWORD })).json().token;
  }
}, 60_000);

describe('cash-out at the counter', () => {
  it('shows the offer, cashes out half then the rest from the till, and leaves the ticket CASHED_OUT', async () => {
    const ref = await cashTicket(40, 2, 40);
    const first = await offerOf(ref);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ available: true, reason: null, open_stake: 40, in_play: false });
    const tillBefore = await till();
    const half = await cashOut(ref, { offer: Math.floor(first.json().offer * 50) / 100, stake: 20 });
    expect(half.statusCode, half.body).toBe(200);
    const a1 = Math.round(half.json().amount * 100);
    expect(half.json()).toMatchObject({ stake: 20, ticket: { bet_status: 'PENDING' }, shop: { state: 'accepted' } });
    expect(await till()).toBe(tillBefore + a1);
    const rest = await offerOf(ref);
    expect(rest.json()).toMatchObject({ available: true, open_stake: 20 });
    const all = await cashOut(ref, { offer: rest.json().offer });
    expect(all.statusCode, all.body).toBe(200);
    const a2 = Math.round(all.json().amount * 100);
    expect(all.json()).toMatchObject({ stake: 20, ticket: { bet_status: 'CASHED_OUT' }, shop: { state: 'cashed_out', cashed_out: (a1 + a2) / 100 } });
    expect(await till()).toBe(tillBefore + a1 + a2);
    expect((await postingsOf(ref)).sort()).toEqual(
      [
        `shop_cashout house:payouts ${-a1}`,
        `shop_cashout house:payouts ${-a2}`,
        `shop_cashout shop:${shopA} ${a1}`,
        `shop_cashout shop:${shopA} ${a2}`,
      ].sort(),
    );
    expect((await cashoutsOf(ref)).map((c) => [Number(c.amount_cents), c.shop_id])).toEqual(
      expect.arrayContaining([
        [a1, shopA],
        [a2, shopA],
      ]),
    );
    expect(await row(ref)).toMatchObject({ status: 'CASHED_OUT' });
    expect(Number((await row(ref)).open_stake_cents)).toBe(0);
    expect((await counter(tokens.a, 'POST', `/api/v1/shop/tickets/${ref}/payout`)).json().code).toBe('TICKET_CASHED_OUT');
    expect((await cashOut(ref, { offer: 0.01 })).json().code).toBe('TICKET_NOT_PENDING');
    const day = (await counter(tokens.a, 'GET', '/api/v1/shop/till')).json();
    expect(day.movements.filter((m: { kind: string }) => m.kind === 'cashout').map((m: { amount: number }) => Math.round(m.amount * 100))).toEqual(
      expect.arrayContaining([a1, a2]),
    );
    const steps = await t.app.db
      .selectFrom('shop_ticket_events')
      .select(['step', 'actor'])
      .where('ticket_id', '=', (await row(ref)).id)
      .orderBy('id')
      .execute();
    expect(steps.map((s) => `${s.step}:${s.actor.split(':')[0]}`)).toEqual([
      'created:visitor',
      'accepted:cashier',
      'cashed_out:cashier',
      'cashed_out:cashier',
    ]);
    const ledger = await t.app.inject({ method: 'GET', url: '/api/admin/v1/ledger/check', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ledger.json()).toMatchObject({ ok: true, unbalanced_transactions: 0, mismatched_accounts: 0 });
  }, 30_000);

  it('refuses a tampered offer with the current one and moves nothing', async () => {
    const ref = await cashTicket(42);
    const { offer } = (await offerOf(ref)).json();
    const before = await till();
    const res = await cashOut(ref, { offer: offer + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The cash out offer has changed', code: 'CASHOUT_OFFER_CHANGED', offer });
    expect(await till()).toBe(before);
    expect((await row(ref)).status).toBe('PENDING');
    expect(await cashoutsOf(ref)).toHaveLength(0);
  });

  it("refuses another shop's or merchant's ticket (404), an unaccepted one, a settled one, and a player's session", async () => {
    const ref = await cashTicket(43);
    for (const res of [await offerOf(ref, tokens.b), await cashOut(ref, { offer: 1 }, newKey(), tokens.b)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'No ticket with this reference', code: 'TICKET_NOT_FOUND' });
    }
    const foreign = await cashTicket(44);
    await t.app.db.insertInto('merchants').values({ id: 'shop-cashout-other', name: 'other', api_key: 'k-other' }).execute();
    await t.app.db.updateTable('tickets').set({ merchant_id: 'shop-cashout-other' }).where('reference_id', '=', foreign).execute();
    expect((await offerOf(foreign)).json().code).toBe('TICKET_NOT_FOUND');
    expect((await cashOut(foreign, { offer: 0.01 })).json().code).toBe('TICKET_NOT_FOUND');
    const unaccepted = await cashTicket(45, 1, 20, false);
    expect((await offerOf(unaccepted)).json()).toMatchObject({ code: 'NOT_ACCEPTED' });
    expect((await cashOut(unaccepted, { offer: 0.01 })).statusCode).toBe(409);
    const settled = await cashTicket(46);
    await winLegs(settled);
    expect(await settleOne(t.app.db, (await row(settled)).id, t.clock.now)).toBe(true);
    expect((await offerOf(settled)).json().code).toBe('TICKET_NOT_PENDING');
    expect((await cashOut(settled, { offer: 0.01 })).json().code).toBe('TICKET_NOT_PENDING');
    const player = await signUp(t.app, '0911000871');
    const asPlayer = await authed(t.app, {
      method: 'POST',
      url: `/api/v1/shop/tickets/${ref}/cashout`,
      body: { offer: 1 },
      token: player.session.id,
    });
    expect(asPlayer.statusCode).toBe(401);
    expect((await cashOut(ref, { offer: 1 }, newKey(), 'csh_nope')).statusCode).toBe(401);
    expect((await row(ref)).status).toBe('PENDING');
  }, 30_000);

  it('20 cash-outs under different keys racing the settlement pay exactly once in all', async () => {
    const ref = await cashTicket(47);
    const { offer } = (await offerOf(ref)).json();
    expect(offer).toBeGreaterThan(0);
    const before = await till();
    const id = (await row(ref)).id;
    const results = await Promise.all([
      winLegs(ref).then(() => settleOne(t.app.db, id, t.clock.now)),
      ...Array.from({ length: 20 }, () => cashOut(ref, { offer: 0.01 })),
    ]);
    const settled = results[0] === true;
    const paid = results.slice(1).filter((r) => typeof r === 'object' && r.statusCode === 200);
    const refused = results.slice(1).filter((r) => typeof r === 'object' && r.statusCode !== 200) as LightMyRequestResponse[];
    expect(refused.every((r) => ['TICKET_NOT_PENDING', 'CASHOUT_NOT_AVAILABLE'].includes(r.json().code))).toBe(true);
    expect(paid.length + (settled ? 1 : 0)).toBe(1);
    const cashouts = await cashoutsOf(ref);
    expect(cashouts).toHaveLength(paid.length);
    expect(cashouts.reduce((s, c) => s + Number(c.part_cents), 0)).toBeLessThanOrEqual(2_000);
    const final = await row(ref);
    expect(Number(final.open_stake_cents ?? final.stake_cents)).toBeGreaterThanOrEqual(0);
    const transfers = await t.app.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('idempotency_key', 'in', ['-', ...cashouts.map((c) => `cashout:${c.id}`)])
      .execute();
    expect(transfers).toHaveLength(paid.length);
    // Whichever went first, the till hands over the ticket's money once: the cash-out, or the payout of the win.
    if (settled) {
      expect(await till()).toBe(before);
      expect((await counter(tokens.a, 'POST', `/api/v1/shop/tickets/${ref}/payout`)).statusCode).toBe(200);
    } else {
      expect((await counter(tokens.a, 'POST', `/api/v1/shop/tickets/${ref}/payout`)).json().code).toBe('TICKET_CASHED_OUT');
    }
    expect(await till()).toBe(before + Number((await row(ref)).win_cents));
  }, 30_000);

  it('answers a retry under its key with the first cash-out and moves nothing; another body under it is a 409', async () => {
    const ref = await cashTicket(48, 1, 30);
    const { offer } = (await offerOf(ref)).json();
    const key = newKey();
    const first = await cashOut(ref, { offer }, key);
    expect(first.statusCode, first.body).toBe(200);
    const after = await till();
    const again = await cashOut(ref, { offer }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ amount: first.json().amount, stake: 30, shop: { state: 'cashed_out' } });
    expect(await till()).toBe(after);
    expect(await cashoutsOf(ref)).toHaveLength(1);
    expect((await cashOut(ref, { offer: offer - 1 }, key)).json().code).toBe('CASHOUT_KEY_CONFLICT');
  });
});
