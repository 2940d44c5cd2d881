// Taking live bets on a real PGlite (issue 32): at kick-off the prematch book closes and the in-play book opens at
// prices from the match state; a goal suspends the match's markets in the write that stores it, and they re-open
// after the danger window; a bet with an in-play leg is held for its delay with its stake reserved, then re-checked:
// taken, or refused with the declared code (market suspended in the delay; a price move the player's policy does
// not take), the reservation released; a retry under the same key answers the same decision; a hold whose request
// is gone is decided by the sweeper.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { liveBook } from '../../server/modules/live/book-job.ts';
import { SUSPEND_AFTER_MOMENT_MS } from '../../server/modules/live/book.ts';
import { liveEngine } from '../../server/modules/live/engine.ts';
import { appendEvents } from '../../server/modules/live/store.ts';
import { resultsSeed } from '../../server/modules/tickets/results-seed.ts';
import { holdLiveBet } from '../../server/modules/tickets/live-holds.ts';
import { sweepHolds } from '../../server/modules/tickets/hold-sweeper.ts';
import { ticketInputOf } from '../../server/modules/tickets/input.ts';
import { authed, signUp } from './auth-helpers.ts';
import { getJson, MERCHANT_ID, useTestApp } from './helpers.ts';
import { kickOff, legOf, marketStatus, setLegOdds } from './live-helpers.ts';
import { balanceOf, grantActivePoints, type Leg, moneyBody, newKey, pickLegs, place } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-live-bets';
// A delay no test waits out: each test decides its holds itself (the sweeper, as after a stall), so nothing here
// races the machine's speed. The request's own timer is tested on an app with a short delay (the last describe).
const DELAY_MS = 30_000;
const t = useTestApp({ operatorToken: TOKEN, env: { LIVE_BET_DELAYS: `1:${DELAY_MS}` } });

/** Kicks off the next football match and opens its in-play book (the engine's first events, then the book). */
async function liveFootball() {
  const m = await kickOff(t.app, TOKEN, '1');
  expect(await marketStatus(t.app, m.id, '1')).toBe('suspended');
  await liveEngine(t.app.db, 'simulator', () => resultsSeed(t.app.db)).run(t.clock.now);
  await liveBook(t.app.db).run(t.clock.now);
  return m;
}

const holdRows = (userId: string) => t.app.db.selectFrom('bet_holds').selectAll().where('user_id', '=', userId).execute();

/** Places a live bet; while it is held (its row exists, its request unanswered) runs `during`, then decides it. */
async function placeHeld(token: string, userId: string, body: Record<string, unknown>, during: () => Promise<unknown> = async () => undefined) {
  const before = (await holdRows(userId)).length;
  let answered = false;
  const answer = place(t.app, token, body).finally(() => {
    answered = true;
  });
  for (let i = 0; i < 400 && (await holdRows(userId)).length === before && !answered; i += 1) {
    await sleep(5);
  }
  expect(answered).toBe(false);
  await during();
  expect(answered).toBe(false);
  await sweepHolds(t.app.db, t.clock.now + DELAY_MS + 60_000);
  return answer;
}

const setPrice = (leg: Leg, hundredths: number) => setLegOdds(t.app, leg, hundredths);

describe('the in-play book', () => {
  it('opens at kick-off with whole-match markets active and the rest suspended, and a goal suspends it until the danger window passes', async () => {
    const m = await liveFootball();
    expect(await marketStatus(t.app, m.id, '1')).toBe('active');
    expect(await marketStatus(t.app, m.id, '18', 'total=2.5')).toBe('active');
    // A half-time market is not priced in play: suspended.
    const halves = await t.app.db
      .selectFrom('markets')
      .select(['market_id', 'status'])
      .where('match_id', '=', m.id)
      .where('group_id', 'like', '%half%')
      .execute();
    expect(halves.every((h) => h.status === 'suspended')).toBe(true);
    const page = (await getJson(t.app, `/api/v1/matches/${m.id}/markets`)) as {
      markets: { market_id: string; specifier: string | null; status: string }[];
    };
    expect(page.markets.find((x) => x.market_id === '1')?.status).toBe('active');

    const at = t.clock.now - m.start_time.getTime();
    await appendEvents(t.app.db, m.id, [{ eventId: 'test-goal', at, kind: 'goal', side: 'home', period: 1, clock: at, points: 1 }]);
    expect(await marketStatus(t.app, m.id, '1')).toBe('suspended');
    const book = liveBook(t.app.db);
    await book.run(t.clock.now + 1_000);
    expect(await marketStatus(t.app, m.id, '1')).toBe('suspended');
    // Goal number 2 is now the next goal: a new market, written with the book.
    expect(await marketStatus(t.app, m.id, '8', 'goalnr=2')).toBe('suspended');
    await book.run(t.clock.now + SUSPEND_AFTER_MOMENT_MS + 1);
    expect(await marketStatus(t.app, m.id, '1')).toBe('active');
    expect(await marketStatus(t.app, m.id, '8', 'goalnr=2')).toBe('active');
  });
});

describe('a live bet', () => {
  it('is held with the stake reserved, then taken at the price the player saw', async () => {
    const m = await liveFootball();
    const player = await signUp(t.app, '0911000701');
    const start = await balanceOf(t.app, player.user.id);
    const leg = await legOf(t.app, m.id, '1', '1');
    const res = await placeHeld(player.session.id, player.user.id, moneyBody(player.user.id, [leg], 10), async () => {
      expect(await balanceOf(t.app, player.user.id)).toBe(start - 1_000);
      expect(await t.app.db.selectFrom('tickets').select('id').where('user_id', '=', player.user.id).execute()).toEqual([]);
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().ticket.selections[0].Odds).toBe(leg.odds);
    expect(await balanceOf(t.app, player.user.id)).toBe(start - 1_000);
    const [hold] = await holdRows(player.user.id);
    expect(hold).toMatchObject({ status: 'accepted', ticket_id: res.json().ticket_id });
  });

  it('is refused with MARKET_NOT_ACTIVE when a goal suspends the market during the delay, and the stake comes back', async () => {
    const m = await liveFootball();
    const player = await signUp(t.app, '0911000702');
    const start = await balanceOf(t.app, player.user.id);
    const leg = await legOf(t.app, m.id, '1', '2');
    const at = t.clock.now - m.start_time.getTime();
    const res = await placeHeld(player.session.id, player.user.id, moneyBody(player.user.id, [leg], 10), async () => {
      await appendEvents(t.app.db, m.id, [{ eventId: 'goal-in-delay', at, kind: 'goal', side: 'home', period: 1, clock: at, points: 1 }]);
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MARKET_NOT_ACTIVE' });
    expect(await balanceOf(t.app, player.user.id)).toBe(start);
  });

  it('under "higher odds only" takes a rise at the new price and refuses a drop with ODDS_CHANGED and the current prices', async () => {
    const m = await liveFootball();
    const player = await signUp(t.app, '0911000703');
    const start = await balanceOf(t.app, player.user.id);
    const leg = await legOf(t.app, m.id, '1', '1');
    const seen = Math.round(leg.odds * 100);
    const up = await placeHeld(player.session.id, player.user.id, moneyBody(player.user.id, [leg], 10), () => setPrice(leg, seen + 20));
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().ticket.selections[0].Odds).toBe((seen + 20) / 100);
    const risen = { ...leg, odds: (seen + 20) / 100 };
    const down = await placeHeld(player.session.id, player.user.id, moneyBody(player.user.id, [risen], 10), () => setPrice(leg, seen - 10));
    expect(down.statusCode).toBe(400);
    expect(down.json()).toMatchObject({ code: 'ODDS_CHANGED', current: [{ match_id: m.id, outcome_id: '1', odds: (seen - 10) / 100 }] });
    expect(await balanceOf(t.app, player.user.id)).toBe(start - 1_000);
  });

  it('under "ask" refuses any move, and under "any" takes a drop', async () => {
    const m = await liveFootball();
    const player = await signUp(t.app, '0911000704');
    const leg = await legOf(t.app, m.id, '1', '1');
    const seen = Math.round(leg.odds * 100);
    const ask = { ...moneyBody(player.user.id, [leg], 10), odds_policy: 'ask' };
    const refused = await placeHeld(player.session.id, player.user.id, ask, () => setPrice(leg, seen + 5));
    expect(refused.json()).toMatchObject({ code: 'ODDS_CHANGED' });
    const now = { ...leg, odds: (seen + 5) / 100 };
    const any = { ...moneyBody(player.user.id, [now], 10), odds_policy: 'any' };
    const taken = await placeHeld(player.session.id, player.user.id, any, () => setPrice(leg, seen - 15));
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().ticket.selections[0].Odds).toBe((seen - 15) / 100);
  });

  it("kept per player: a request naming no policy (the spec's client) takes the player's stored one", async () => {
    const m = await liveFootball();
    const player = await signUp(t.app, '0911000714');
    expect(player.odds_policy).toBe('higher');
    const put = (policy: unknown) =>
      authed(t.app, { method: 'PUT', url: '/api/v1/user/odds-policy', token: player.session.id, body: { odds_policy: policy } });
    expect((await put('sometimes')).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await authed(t.app, { method: 'PUT', url: '/api/v1/user/odds-policy', token: 'nobody', body: { odds_policy: 'any' } })).statusCode).toBe(
      401,
    );
    expect((await put('ask')).json()).toEqual({ odds_policy: 'ask' });
    const verify = await authed(t.app, { method: 'GET', url: '/api/v1/auth/verify', token: player.session.id });
    expect(verify.json().odds_policy).toBe('ask');
    const leg = await legOf(t.app, m.id, '1', '1');
    const seen = Math.round(leg.odds * 100);
    // 'ask' refuses even a rise; the body names no policy.
    const refused = await placeHeld(player.session.id, player.user.id, moneyBody(player.user.id, [leg], 10), () => setPrice(leg, seen + 5));
    expect(refused.json()).toMatchObject({ code: 'ODDS_CHANGED' });
    // A request naming one still uses its own.
    const now = { ...leg, odds: (seen + 5) / 100 };
    const named = await placeHeld(player.session.id, player.user.id, { ...moneyBody(player.user.id, [now], 10), odds_policy: 'higher' }, () =>
      setPrice(leg, seen + 9),
    );
    expect(named.statusCode, named.body).toBe(201);
  });

  it('reserves at once: queued bets never overdraw, and 20 copies under one key take one ticket', async () => {
    const m = await liveFootball();
    const player = await signUp(t.app, '0911000705');
    const start = await balanceOf(t.app, player.user.id);
    const leg = await legOf(t.app, m.id, '1', '1');
    const stake = Math.floor(start / 100 / 2) + 1;
    const both = Promise.all([0, 1].map(() => place(t.app, player.session.id, moneyBody(player.user.id, [leg], stake))));
    for (let i = 0; i < 400 && (await holdRows(player.user.id)).length === 0; i += 1) {
      await sleep(5);
    }
    await sweepHolds(t.app.db, t.clock.now + DELAY_MS + 60_000);
    const [a, b] = await both;
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 400]);
    expect([a, b].find((r) => r?.statusCode === 400)?.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await balanceOf(t.app, player.user.id)).toBe(start - stake * 100);

    const key = newKey();
    const body = moneyBody(player.user.id, [leg], 1);
    const all = Promise.all(Array.from({ length: 20 }, () => place(t.app, player.session.id, body, key)));
    for (let i = 0; i < 400 && (await holdRows(player.user.id)).length < 2; i += 1) {
      await sleep(5);
    }
    await sweepHolds(t.app.db, t.clock.now + DELAY_MS + 60_000);
    const copies = await all;
    const ids = new Set(copies.map((r) => r.json().ticket_id));
    expect(
      copies.every((r) => r.statusCode === 200 || r.statusCode === 201),
      copies.map((r) => r.body).join(),
    ).toBe(true);
    expect(ids.size).toBe(1);
    expect(await balanceOf(t.app, player.user.id)).toBe(start - stake * 100 - 100);
  });

  it('whose request is gone is decided by the sweeper, and a retry under its key answers that decision', async () => {
    const m = await liveFootball();
    const player = await signUp(t.app, '0911000706');
    const start = await balanceOf(t.app, player.user.id);
    const leg = await legOf(t.app, m.id, '1', '1');
    const key = newKey();
    const body = moneyBody(player.user.id, [leg], 10);
    const { requestHash } = await import('../../server/modules/tickets/request-hash.ts');
    const draft = { kind: 'money' as const, merchantId: MERCHANT_ID, userId: player.user.id, betType: 'SINGLE' as const };
    // As a server killed during the delay leaves it: held, reserved, nobody waiting.
    const held = await holdLiveBet(
      t.app.db,
      { ...draft, idempotencyKey: key, requestHash: requestHash(body), nowMs: t.clock.now },
      ticketInputOf(body as never),
      'higher',
      { '1': DELAY_MS },
    );
    if (!('hold' in held)) throw new Error('the bet was not held');
    const { hold } = held;
    expect(await balanceOf(t.app, player.user.id)).toBe(start - 1_000);
    expect(await sweepHolds(t.app.db, t.clock.now)).toBe(0);
    expect(await sweepHolds(t.app.db, hold.acceptAtMs + 60_000)).toBe(1);
    expect(await sweepHolds(t.app.db, hold.acceptAtMs + 60_000)).toBe(0);
    const retry = await place(t.app, player.session.id, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await balanceOf(t.app, player.user.id)).toBe(start - 1_000);
  });

  it('settles as soon as its last leg is decided: over 0.5 goals is won at the first goal, long before the final whistle', async () => {
    const m = await liveFootball();
    const player = await signUp(t.app, '0911000709');
    const start = await balanceOf(t.app, player.user.id);
    const leg = await legOf(t.app, m.id, '18', '12', 'total=0.5');
    const res = await placeHeld(player.session.id, player.user.id, moneyBody(player.user.id, [leg], 10));
    expect(res.statusCode, res.body).toBe(201);
    const at = t.clock.now - m.start_time.getTime();
    await appendEvents(t.app.db, m.id, [{ eventId: 'first-goal', at, kind: 'goal', side: 'away', period: 1, clock: at, points: 1 }]);
    await liveBook(t.app.db).run(t.clock.now + 1_000);
    const ticket = await t.app.db
      .selectFrom('tickets')
      .select(['status', 'win_cents'])
      .where('id', '=', res.json().ticket_id)
      .executeTakeFirstOrThrow();
    expect(ticket.status).toBe('WON');
    expect(await balanceOf(t.app, player.user.id)).toBe(start - 1_000 + Number(ticket.win_cents));
    expect((await t.app.db.selectFrom('matches').select('status').where('id', '=', m.id).executeTakeFirstOrThrow()).status).toBe('live');
  });

  it('is refused at once on a match of a sport without an in-play book', async () => {
    const m = await kickOff(t.app, TOKEN, '4');
    const player = await signUp(t.app, '0911000707');
    const main = await t.app.db
      .selectFrom('markets')
      .select(['market_id', 'specifier'])
      .where('match_id', '=', m.id)
      .where('is_main', '=', true)
      .executeTakeFirstOrThrow();
    const o = await t.app.db
      .selectFrom('outcomes')
      .select('outcome_id')
      .where('match_id', '=', m.id)
      .where('market_id', '=', main.market_id)
      .executeTakeFirstOrThrow();
    const leg = await legOf(t.app, m.id, main.market_id, o.outcome_id, main.specifier);
    const res = await place(t.app, player.session.id, moneyBody(player.user.id, [leg], 10));
    expect(res.json()).toMatchObject({ code: 'MATCH_NOT_ACTIVE' });
  });
});

describe('a live bet on a short delay', () => {
  const short = useTestApp({ operatorToken: TOKEN, env: { LIVE_BET_DELAYS: '1:250' } });

  it('is answered by its own request once the delay has passed, not before', async () => {
    const m = await kickOff(short.app, TOKEN, '1');
    await liveEngine(short.app.db, 'simulator', () => resultsSeed(short.app.db)).run(short.clock.now);
    await liveBook(short.app.db).run(short.clock.now);
    const player = await signUp(short.app, '0911000708');
    const leg = await legOf(short.app, m.id, '1', '1');
    const began = Date.now();
    const res = await place(short.app, player.session.id, moneyBody(player.user.id, [leg], 10));
    expect(res.statusCode, res.body).toBe(201);
    expect(Date.now() - began).toBeGreaterThanOrEqual(250);
  });

  it('takes a live leg on a points ticket under the same rules: held for the delay, then checked again', async () => {
    const m = await kickOff(short.app, TOKEN, '1');
    await liveEngine(short.app.db, 'simulator', () => resultsSeed(short.app.db)).run(short.clock.now);
    await liveBook(short.app.db).run(short.clock.now);
    const player = await signUp(short.app, '0911000710');
    await grantActivePoints(short.app, player.user.id, 100_000);
    const outcomes = await short.app.db
      .selectFrom('outcomes')
      .select(['outcome_id', 'odds_hundredths'])
      .where('match_id', '=', m.id)
      .where('market_id', '=', '1')
      .orderBy('odds_hundredths', 'desc')
      .execute();
    const live = await legOf(short.app, m.id, '1', outcomes[0]?.outcome_id ?? '1');
    const prematch = await pickLegs(short.app, 4, 0, 'first', [150, 400]);
    const body = { user_id: player.user.id, stake: 50, selections: [...prematch, live] };
    const began = Date.now();
    const res = await authed(short.app, { method: 'POST', url: '/api/v1/tickets/points', body, token: player.session.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(Date.now() - began).toBeGreaterThanOrEqual(250);
    expect(res.json().ticket.selections.map((l: { MatchID: string }) => l.MatchID)).toContain(m.id);
  });
});
