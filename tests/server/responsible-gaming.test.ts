// Responsible gaming (issue 18) through HTTP on a real PGlite with the injected clock: deposit limits (lower at
// once; a raise not applied at 23:59:59 and applied at 24:00; a waiting raise cancelled), a deposit above a limit
// refused with its code, text and the exact remaining amount, 20 concurrent deposits never passing a limit;
// self-exclusion refusing bets (both placement paths, a virtual-sport bet), deposits and real-money launches while withdrawals,
// history and sign-in stay open, never shortened; one player's session never reading or setting another's; a replay
// refused and 20 concurrent exclusions recording one;
// a supplier's debit in a game opened before the exclusion refused by the wallet itself;
// garbage and NUL bytes answered 400; the age confirmation at sign-up; the session summary; the support line.
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ResponsibleGamingStatus } from '../../schema/responsible-gaming.ts';
import { placeMoneyTicketFast } from '../../server/modules/tickets/fast-place.ts';
import { ticketInputOf } from '../../server/modules/tickets/input.ts';
import { authed, PASSWORD, post } from './auth-helpers.ts';
import { virtualConfig } from '../../server/modules/games/virtual/config.ts';
import { virtualTick } from '../../server/modules/games/virtual/index.ts';
import { launch, launchReal, newPlayer, realMoney } from './games-helpers.ts';
import { MERCHANT_ID, NOW, signRequest, useTestApp } from './helpers.ts';
import { call, depositUssd, freshPhone, type Player, player, withdraw } from './payments-helpers.ts';
import { balanceOf, moneyBody, pickLegs, place } from './tickets-helpers.ts';
import { bet, schedule } from './virtual-helpers.ts';
import { credit, debit } from '../../server/modules/games/wallet/core.ts';

const t = useTestApp({ env: { SUPPORT_PHONE: '+251 11 123 4567' } });
const HOUR = 3_600_000;
const RG = '/api/v1/responsible-gaming';

const status = async (p: Player): Promise<ResponsibleGamingStatus> => {
  const res = await call(t.app, p, 'GET', RG);
  expect(res.statusCode, res.body).toBe(200);
  return create(res.json(), ResponsibleGamingStatus);
};
const setLimits = (p: Player, body: unknown) => authed(t.app, { method: 'PUT', url: `${RG}/limits`, body, token: p.token });
const exclude = (p: Player, period: string) => call(t.app, p, 'POST', `${RG}/self-exclusion`, { period });
const limitOf = async (p: Player, period: 'day' | 'week' | 'month') => (await status(p)).limits.find((l) => l.period === period);

/** Runs `fn` with the clock at `at`, then puts it back (other tests keep their own times). */
async function at<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const before = t.clock.now;
  t.clock.now = ms;
  try {
    return await fn();
  } finally {
    t.clock.now = before;
  }
}

describe('deposit limits', () => {
  it('lowers at once, raises only after 24 hours (not at 23:59:59), and a waiting raise can be cancelled', async () => {
    const p = await player(t.app);
    const start = t.clock.now;
    expect((await setLimits(p, { day: 500 })).statusCode).toBe(200);
    expect(await limitOf(p, 'day')).toMatchObject({ limit: 500, pending: null, used: 0, remaining: 500 });
    // Lower: at once.
    await setLimits(p, { day: 300 });
    expect(await limitOf(p, 'day')).toMatchObject({ limit: 300, pending: null });
    // Raise: waits 24 hours.
    const raised = await setLimits(p, { day: 1000 });
    expect(raised.json().limits[0]).toMatchObject({
      period: 'day',
      limit: 300,
      pending: { limit: 1000, effective_at: new Date(start + 24 * HOUR).toISOString() },
    });
    await at(start + 24 * HOUR - 1000, async () => {
      expect(await limitOf(p, 'day')).toMatchObject({ limit: 300, pending: { limit: 1000 } });
      const refused = await depositUssd(t.app, p, 400);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    });
    await at(start + 24 * HOUR, async () => {
      expect(await limitOf(p, 'day')).toMatchObject({ limit: 1000, pending: null });
      const accepted = await depositUssd(t.app, p, 400);
      expect(accepted.statusCode, accepted.body).toBe(200);
      // A raise asked now, then cancelled by asking for the value in force.
      await setLimits(p, { day: 2000 });
      expect((await limitOf(p, 'day'))?.pending).toMatchObject({ limit: 2000 });
      await setLimits(p, { day: 1000 });
      expect(await limitOf(p, 'day')).toMatchObject({ limit: 1000, pending: null });
      // Removal waits too; a repeat of the same request does not restart the cooling-off.
      await setLimits(p, { day: null });
      await at(start + 30 * HOUR, () => setLimits(p, { day: null }));
      expect((await limitOf(p, 'day'))?.pending).toEqual({ limit: null, effective_at: new Date(start + 48 * HOUR).toISOString() });
    });
    // A first limit where none was applies at once.
    await setLimits(p, { week: 5000 });
    expect(await limitOf(p, 'week')).toMatchObject({ limit: 5000, pending: null });
  });

  it('refuses a deposit above the limit with its code, a clear text and the exact remaining amount', async () => {
    const p = await player(t.app);
    await setLimits(p, { day: 300.5, month: 10_000 });
    expect((await depositUssd(t.app, p, 200)).statusCode).toBe(200);
    const res = await depositUssd(t.app, p, 150);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      error: 'This deposit is above your deposit limit: you can deposit at most 100.50 ETB more now (limit 300.50 ETB per day)',
      remaining: 100.5,
      limit: 300.5,
      period_days: 1,
    });
    expect(await limitOf(p, 'day')).toMatchObject({ used: 200, remaining: 100.5 });
    expect((await depositUssd(t.app, p, 100.5)).statusCode).toBe(200);
    // The rolling day: 24 hours later the day's deposits no longer count, the month's still do.
    await at(t.clock.now + 24 * HOUR + 1, async () => {
      expect(await limitOf(p, 'day')).toMatchObject({ used: 0, remaining: 300.5 });
      expect(await limitOf(p, 'month')).toMatchObject({ used: 300.5 });
    });
  });

  it('lets 20 concurrent deposits against a limit never pass it', async () => {
    const p = await player(t.app);
    await setLimits(p, { day: 1000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => depositUssd(t.app, p, 100)));
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(10);
    expect(answers.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'DEPOSIT_LIMIT_EXCEEDED')).toBe(true);
    expect(await limitOf(p, 'day')).toMatchObject({ used: 1000, remaining: 0 });
  });
});

describe('self-exclusion', () => {
  it("refuses the excluded player's bets (both placement paths), deposits and real-money launches", async () => {
    const p = await player(t.app);
    const legs = await pickLegs(t.app, 2);
    expect((await place(t.app, p.token, moneyBody(p.userId, legs.slice(0, 1)))).statusCode).toBe(201);
    const res = await exclude(p, '7d');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().exclusion).toEqual({
      period: '7d',
      starts_at: new Date(NOW).toISOString(),
      ends_at: new Date(NOW + 7 * 24 * HOUR).toISOString(),
    });
    const text = 'You have excluded yourself from betting, deposits and games until 2026-11-28 09:00 UTC';
    const balance = await balanceOf(t.app, p.userId);
    const tickets = await t.app.db.selectFrom('tickets').select('id').where('user_id', '=', p.userId).execute();
    // The one-statement path writes nothing for an excluded player…
    const body = moneyBody(p.userId, legs.slice(0, 1));
    const draft = {
      kind: 'money' as const,
      merchantId: MERCHANT_ID,
      userId: p.userId,
      betType: 'single',
      idempotencyKey: 'rg-fast',
      nowMs: t.clock.now,
    };
    expect(await placeMoneyTicketFast(t.app.db, draft as never, ticketInputOf(body as never))).toBeNull();
    // …and the transaction (reached on a normal ticket, and directly by one the fast path never tries) refuses.
    const duplicate = moneyBody(p.userId, [legs[0], legs[0]] as never);
    for (const b of [body, duplicate]) {
      const bet = await place(t.app, p.token, b);
      expect(bet.statusCode, bet.body).toBe(400);
      expect(bet.json()).toMatchObject({ code: 'SELF_EXCLUDED', error: text, until: NOW + 7 * 24 * HOUR });
    }
    const deposit = await depositUssd(t.app, p, 50);
    expect(deposit.json()).toMatchObject({ code: 'SELF_EXCLUDED', error: text });
    await realMoney(t.app, true);
    const game = await launch(
      t.app,
      { game_id: 'crash', user_id: p.userId, currency: 'ETB', language: 'en', is_demo: false, device: 'mobile' },
      p.token,
    );
    expect(game.statusCode).toBe(400);
    expect(game.json()).toMatchObject({ code: 'SELF_EXCLUDED', error: text });
    expect(await balanceOf(t.app, p.userId)).toBe(balance);
    expect(await t.app.db.selectFrom('tickets').select('id').where('user_id', '=', p.userId).execute()).toHaveLength(tickets.length);
    // Still open: sign-in, withdrawal, history, statement.
    const login = await post(t.app, '/api/v1/auth/login', { phone: p.phone, password: PASSWORD, merchant_id: MERCHANT_ID });
    expect(login.statusCode).toBe(200);
    expect((await withdraw(t.app, p, 20)).statusCode).toBe(200);
    expect((await call(t.app, p, 'GET', `/api/v1/tickets/player/${p.userId}`)).statusCode).toBe(200);
    expect((await call(t.app, p, 'GET', '/api/v1/wallet/statement')).statusCode).toBe(200);
    // After the 7 days (a new sign-in: the old session has expired too), the exclusion is over.
    await at(NOW + 7 * 24 * HOUR, async () => {
      const again = (await post(t.app, '/api/v1/auth/login', { phone: p.phone, password: PASSWORD, merchant_id: MERCHANT_ID })).json();
      expect((await status({ ...p, token: again.session.id })).exclusion).toBeNull();
    });
  });

  it('refuses a virtual-sport bet from a game opened before the exclusion, and moves nothing', async () => {
    await realMoney(t.app, true);
    const p = await newPlayer(t.app, 100_00);
    const token = await launchReal(t.app, p, 'vfootball');
    await virtualTick(t.app.db, virtualConfig({ VIRTUAL_TICK_MS: '0' }), t.clock.now);
    const match = (await schedule(t.app)).open?.events[0];
    expect(match).toBeDefined();
    const body = { token, event_id: match?.id, market: '1X2', selection: '1', stake: 5, odds: match?.odds['1X2']?.['1'] };
    expect((await authed(t.app, { method: 'POST', url: `${RG}/self-exclusion`, body: { period: '24h' }, token: p.token })).statusCode).toBe(200);
    const res = await bet(t.app, body);
    expect(res.json()).toMatchObject({ code: 'SELF_EXCLUDED', until: NOW + 24 * HOUR });
    expect(await balanceOf(t.app, p.userId)).toBe(100_00);
  });

  it("refuses a supplier's debit for a game opened before the exclusion, in the wallet's own transaction; a win is still paid", async () => {
    const p = await newPlayer(t.app, 100_00);
    // Golden Race (632): a wallet provider whose house account the catalogue sync creates at start.
    const tx = (id: string, amountCents: number) => ({
      provider: '632',
      txId: id,
      userId: p.userId,
      gameId: 'vfootball',
      // A win must name a round with a stake (issue 28): every call here is in one round.
      roundId: 'rg-round',
      amountCents,
      currency: 'ETB',
    });
    await debit(t.app.db, tx('before-1', 10_00), t.clock.now);
    expect(await balanceOf(t.app, p.userId)).toBe(90_00);
    expect((await authed(t.app, { method: 'POST', url: `${RG}/self-exclusion`, body: { period: '24h' }, token: p.token })).statusCode).toBe(200);
    await expect(debit(t.app.db, tx('after-1', 10_00), t.clock.now)).rejects.toMatchObject({ code: 'PLAYER_EXCLUDED' });
    expect(await balanceOf(t.app, p.userId)).toBe(90_00);
    // A retry of the refused debit is refused again (nothing was claimed), and a win of the round before still lands.
    await expect(debit(t.app.db, tx('after-1', 10_00), t.clock.now)).rejects.toMatchObject({ code: 'PLAYER_EXCLUDED' });
    await credit(t.app.db, tx('win-1', 25_00), t.clock.now, { maxMultiplier: () => 10 });
    expect(await balanceOf(t.app, p.userId)).toBe(115_00);
  });

  it('refuses a house game round from a game opened before the exclusion with SELF_EXCLUDED, never a wallet fault', async () => {
    await realMoney(t.app, true);
    const p = await newPlayer(t.app, 100_00);
    const token = await launchReal(t.app, p, 'plinko');
    const play = () =>
      t.app.inject({ method: 'POST', url: '/api/games/house/play', payload: { token, bet: 3, params: { rows: 12, risk: 'medium' } } });
    expect((await play()).statusCode).toBe(200);
    const before = await balanceOf(t.app, p.userId);
    expect((await authed(t.app, { method: 'POST', url: `${RG}/self-exclusion`, body: { period: '24h' }, token: p.token })).statusCode).toBe(200);
    const res = await play();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SELF_EXCLUDED' });
    expect(await balanceOf(t.app, p.userId)).toBe(before);
  });

  it('cannot be shortened or lifted: a second exclusion only extends, permanent is final', async () => {
    const p = await player(t.app);
    expect((await exclude(p, '30d')).statusCode).toBe(200);
    for (const period of ['24h', '7d', '30d']) {
      const res = await exclude(p, period);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'EXCLUSION_NOT_LONGER' });
    }
    expect((await exclude(p, '6mo')).json().exclusion).toMatchObject({ period: '6mo', ends_at: '2027-05-21T09:00:00.000Z' });
    expect((await exclude(p, 'permanent')).json().exclusion).toMatchObject({ period: 'permanent', ends_at: null });
    expect((await exclude(p, '6mo')).json().code).toBe('EXCLUSION_NOT_LONGER');
    const bet = await place(t.app, p.token, moneyBody(p.userId, await pickLegs(t.app, 1)));
    expect(bet.json()).toMatchObject({
      code: 'SELF_EXCLUDED_PERMANENT',
      error: 'You have excluded yourself from betting, deposits and games permanently',
    });
    // Nothing was removed: every row is still there.
    expect(await t.app.db.selectFrom('self_exclusions').select('id').where('user_id', '=', p.userId).execute()).toHaveLength(3);
  });
});

describe('attackers and bad input', () => {
  it("never reads or sets another player's limits or exclusion (the body's ids are ignored)", async () => {
    const a = await player(t.app);
    const b = await player(t.app);
    await setLimits(a, { day: 700 });
    await setLimits(b, { day: 50, user_id: a.userId });
    await call(t.app, b, 'POST', `${RG}/self-exclusion`, { period: '24h', user_id: a.userId });
    expect(await limitOf(a, 'day')).toMatchObject({ limit: 700 });
    expect((await status(a)).exclusion).toBeNull();
    expect((await call(t.app, b, 'GET', `${RG}?user_id=${a.userId}`)).json().limits[0]).toMatchObject({ limit: 50 });
    const anonymous = await authed(t.app, { method: 'PUT', url: `${RG}/limits`, body: { day: 1 } });
    expect(anonymous.statusCode).toBe(401);
    const forged = await authed(t.app, { method: 'PUT', url: `${RG}/limits`, body: { day: 1 }, token: 'x'.repeat(43) });
    expect(forged.json().code).toBe('INVALID_SESSION');
  });

  it('refuses a replayed request, and 20 concurrent exclusions record one', async () => {
    const p = await player(t.app);
    const options = signRequest(t.app, { method: 'PUT', url: `${RG}/limits`, body: { day: 100 }, timestamp: t.clock.now - 7 });
    const withToken = { ...options, headers: { ...(options.headers as Record<string, string>), 'x-auth-token': p.token } };
    expect((await t.app.inject(withToken)).statusCode).toBe(200);
    const replay = await t.app.inject(withToken);
    expect([replay.statusCode, replay.json().code]).toEqual([401, 'SIGNATURE_REPLAYED']);
    const answers = await Promise.all(Array.from({ length: 20 }, () => exclude(p, '7d')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'EXCLUSION_NOT_LONGER')).toBe(true);
    expect(await t.app.db.selectFrom('self_exclusions').select('id').where('user_id', '=', p.userId).execute()).toHaveLength(1);
  });

  it('answers garbage, NUL bytes and out-of-range values with a 400, never a 500, and changes nothing', async () => {
    const p = await player(t.app);
    const cases: unknown[] = [
      { day: 'abc' },
      { day: -5 },
      { day: 0.5 },
      { day: 1.234 },
      { day: 1e12 },
      { week: '\u0000' },
      { month: [1] },
      '\u0000',
      'x',
    ];
    for (const body of cases) {
      const res = await setLimits(p, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await setLimits(p, { day: 1.234 })).json().code).toBe('LIMIT_INVALID');
    for (const period of ['forever', '\u0000', '', 7, null]) {
      const res = await call(t.app, p, 'POST', `${RG}/self-exclusion`, { period });
      expect(res.statusCode, String(period)).toBe(400);
    }
    const raw = await t.app.inject({
      method: 'PUT',
      url: `${RG}/limits`,
      headers: { 'content-type': 'application/json' },
      payload: '{"day":\u0000}',
    });
    expect(raw.statusCode).toBeLessThan(500);
    expect((await status(p)).limits.every((l) => l.limit === null) && (await status(p)).exclusion === null).toBe(true);
  });
});

describe('age confirmation, session summary and support line', () => {
  it('keeps the confirmation given at sign-up, and lets an older account confirm once', async () => {
    const phone = freshPhone();
    expect(
      (await post(t.app, '/api/v1/auth/register', { phone, password: PASSWORD, merchant_id: MERCHANT_ID, age_confirmed: true })).statusCode,
    ).toBe(200);
    const code = (await t.app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })).json().messages[0].text.match(/\d{6}/)[0];
    const login = (await post(t.app, '/api/v1/auth/verify', { phone, otp: code, merchant_id: MERCHANT_ID })).json();
    const confirmed = { userId: login.user.id, token: login.session.id, phone };
    expect((await status(confirmed)).age_confirmed_at).toBe(new Date(NOW).toISOString());
    const older = await player(t.app); // signed up as the spec's client does: no field
    expect((await status(older)).age_confirmed_at).toBeNull();
    const res = await call(t.app, older, 'POST', `${RG}/age-confirmation`, { age_confirmed: true });
    expect(res.json().age_confirmed_at).toBe(new Date(NOW).toISOString());
    expect((await call(t.app, older, 'POST', `${RG}/age-confirmation`, { age_confirmed: false })).statusCode).toBe(400);
  });

  it("sums this session's stakes and winnings for the reality check", async () => {
    const p = await player(t.app);
    expect((await place(t.app, p.token, moneyBody(p.userId, await pickLegs(t.app, 1), 12.5))).statusCode).toBe(201);
    const res = await call(t.app, p, 'GET', `${RG}/session-summary`);
    expect(res.json()).toEqual({ success: true, started_at: new Date(NOW).toISOString(), stakes: 12.5, winnings: 0, net: -12.5 });
  });

  it('serves the configured support phone without a signature', async () => {
    const res = await t.app.inject({ url: `${RG}/support` });
    expect(res.json()).toEqual({ success: true, support_phone: '+251 11 123 4567', minimum_age: 21 });
  });
});
