// A cashier ticket with a leg in play (issue 32) through HTTP on a real PGlite: a visitor's CASH- code is made on a
// match being played; the counter offers it for acceptance and takes it only after the live delay, checking every leg
// again — the till takes the stake when nothing moved (or the price rose: the printed odds are paid), and nothing moves
// when the market was suspended in the delay (MARKET_NOT_ACTIVE) or the price fell (ODDS_CHANGED with the current
// prices); 20 concurrent accepts take it once. An unaccepted code made in play expires LIVE_CODE_TTL_MS after it was made; a prematch one still at kick-off.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveBook } from '../../server/modules/live/book-job.ts';
import { liveEngine } from '../../server/modules/live/engine.ts';
import { expireUnpaidCashierTickets, LIVE_CODE_TTL_MS } from '../../server/modules/tickets/expiry.ts';
import { resultsSeed } from '../../server/modules/tickets/results-seed.ts';
import { authed, post } from './auth-helpers.ts';
import { useTestApp } from './helpers.ts';
import { kickOff, legOf, setLegMarket, setLegOdds } from './live-helpers.ts';
import { type Leg, moneyBody, newKey, pickLegs } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-shop-live';
const PASSWORD = 'counter-pass-42';
const DELAY_MS = 300;
const t = useTestApp({ operatorToken: TOKEN, env: { LIVE_BET_DELAYS: `1:${DELAY_MS}` } });
let token = '';
let shop = '';

const operator = (url: string, payload: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}` }, payload });
const counter = (method: 'GET' | 'POST', url: string) =>
  authed(t.app, {
    method,
    url,
    headers: { 'x-cashier-token': token, ...(method === 'POST' ? { 'idempotency-key': newKey() } : {}) },
    ...(method === 'POST' ? { body: {} } : {}),
  });
const till = async () =>
  Number(
    (await t.app.db.selectFrom('ledger_accounts').select('balance_cents').where('id', '=', `shop:${shop}`).executeTakeFirstOrThrow()).balance_cents,
  );
const statusOf = async (ref: string) =>
  (await t.app.db.selectFrom('tickets').select('status').where('reference_id', '=', ref).executeTakeFirstOrThrow()).status;

async function code(legs: Leg[], stake = 30): Promise<string> {
  const { user_id: _none, ...body } = moneyBody('', legs, stake);
  const made = await post(t.app, '/api/v1/tickets/cashier/anonymous', body);
  expect(made.statusCode, made.body).toBe(201);
  return made.json().reference_id as string;
}

const setOutcome = (leg: Leg, hundredths: number) => setLegOdds(t.app, leg, hundredths);
const setMarket = (leg: Leg, status: 'active' | 'suspended') => setLegMarket(t.app, leg, status);

/** Accepts at the counter while `during` runs in the delay; answers the response and how long it took. */
async function accept(ref: string, during: () => Promise<unknown> = async () => undefined) {
  const started = Date.now();
  const answer = counter('POST', `/api/v1/shop/tickets/${ref}/accept`);
  await during();
  const res = await answer;
  return { res, ms: Date.now() - started };
}

let live: Leg;

beforeAll(async () => {
  const made = await operator('/api/admin/v1/shops', { name: 'Piassa counter' });
  shop = made.json().id;
  await operator(`/api/admin/v1/shops/${shop}/cashiers`, { username: 'co-live', password: PASSWORD });
  token = (await post(t.app, '/api/v1/shop/sign-in', { username: 'co-live', password: PASSWORD })).json().token;
  const m = await kickOff(t.app, TOKEN, '1');
  await liveEngine(t.app.db, 'simulator', () => resultsSeed(t.app.db)).run(t.clock.now);
  await liveBook(t.app.db).run(t.clock.now);
  live = await legOf(t.app, m.id, '1', '1');
}, 60_000);

describe('a cashier ticket with a leg in play', () => {
  it('is offered, then taken after the delay on the printed odds; a rise changes nothing', async () => {
    const ref = await code([live]);
    const read = await counter('GET', `/api/v1/shop/tickets/${ref}`);
    expect(read.json().shop).toMatchObject({ state: 'created', can_accept: true });
    const before = await till();
    const { res, ms } = await accept(ref, () => setOutcome(live, Math.round(live.odds * 100) + 20));
    expect(res.statusCode, res.body).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(DELAY_MS);
    expect(res.json()).toMatchObject({ shop: { state: 'accepted' }, ticket: { total_odds: live.odds } });
    expect(await till()).toBe(before - 3_000);
    await setOutcome(live, Math.round(live.odds * 100));
  });

  it('is refused, moving nothing, when its market is suspended in the delay or its price falls', async () => {
    const suspended = await code([live]);
    const before = await till();
    const a = await accept(suspended, () => setMarket(live, 'suspended'));
    expect(a.res.statusCode).toBe(400);
    expect(a.res.json()).toMatchObject({ code: 'MARKET_NOT_ACTIVE' });
    await setMarket(live, 'active');
    const fell = await code([live]);
    const b = await accept(fell, () => setOutcome(live, Math.round(live.odds * 100) - 10));
    expect(b.res.statusCode).toBe(400);
    expect(b.res.json()).toMatchObject({ code: 'ODDS_CHANGED' });
    expect(await till()).toBe(before);
    expect([await statusOf(suspended), await statusOf(fell)]).toEqual(['PENDING', 'PENDING']);
    await setOutcome(live, Math.round(live.odds * 100));
  });

  it('is taken once under 20 concurrent accepts, and a reference with a NUL byte is refused at the edge', async () => {
    const ref = await code([live]);
    const before = await till();
    const answers = await Promise.all(Array.from({ length: 20 }, () => counter('POST', `/api/v1/shop/tickets/${ref}/accept`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code)).toEqual(Array.from({ length: 19 }, () => 'ALREADY_ACCEPTED'));
    expect(await till()).toBe(before - 3_000);
    const nul = await counter('POST', `/api/v1/shop/tickets/${encodeURIComponent(`${ref}\u0000`)}/accept`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('VALIDATION_FAILED');
  });

  it('expires unaccepted LIVE_CODE_TTL_MS after it was made; a prematch code still expires at its kick-off', async () => {
    const inPlay = await code([live]);
    const [prematch] = await pickLegs(t.app, 1, 30);
    const later = await code([prematch as Leg]);
    expect(await expireUnpaidCashierTickets(t.app.db, t.clock.now + LIVE_CODE_TTL_MS - 1, inPlay)).toBe(0);
    expect(await expireUnpaidCashierTickets(t.app.db, t.clock.now + LIVE_CODE_TTL_MS, inPlay)).toBe(1);
    const expired = await t.app.db
      .selectFrom('tickets')
      .select(['status', 'settled_at', 'created_at'])
      .where('reference_id', '=', inPlay)
      .executeTakeFirstOrThrow();
    expect(expired.status).toBe('EXPIRED');
    expect(expired.settled_at?.getTime()).toBe(expired.created_at.getTime() + LIVE_CODE_TTL_MS);
    expect(await expireUnpaidCashierTickets(t.app.db, t.clock.now + LIVE_CODE_TTL_MS, later)).toBe(0);
    expect(await statusOf(later)).toBe('PENDING');
  });
});
