// A game launch token dies with its session (issue 28, item 4): logout, a password change, a revoked or expired
// session and a self-exclusion each end every launch token of that session at once (the check reads the database,
// so every instance sees it). New stakes are refused with each protocol's invalid-token answer — the house game
// server's 401 INVALID_TOKEN, the Hub88 shape's RS_ERROR_INVALID_TOKEN, Kiron's code 100 — while the win and the
// rollback of a round staked before still land; the virtual-sport page answers 401 INVALID_TOKEN too.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '../../server/modules/auth/sessions.ts';
import { houseLink, houseWalletKey } from '../../server/modules/games/seamless/house-link.ts';
import { authed, latestCode, logIn, post } from './auth-helpers.ts';
import { launchKiron, launchReal, newPlayer, type Player, realMoney } from './games-helpers.ts';
import { createTestApp, MERCHANT_ID, type TestApp } from './helpers.ts';
import { balanceOf } from './tickets-helpers.ts';
import { bet as virtualBet, schedule } from './virtual-helpers.ts';
import { virtualConfig } from '../../server/modules/games/virtual/config.ts';
import { virtualTick } from '../../server/modules/games/virtual/index.ts';

let t: TestApp;
const KIRON = '10.9.8.7';

beforeAll(async () => {
  t = await createTestApp({ env: { KIRON_LAUNCH_URL: 'https://kiron.example/games/', KIRON_OPERATOR_ID: 'op-7', KIRON_ALLOWED_IPS: KIRON } });
  await realMoney(t.app, true);
});
afterAll(async () => {
  await t?.app.close();
});

const play = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/games/house/play', payload: { token, bet: 2, params: { rows: 12, risk: 'medium' } } });

/** A real-money plinko launch whose client seed is chosen (a house round needs one before it is drawn). */
async function plinkoToken(p: Player): Promise<string> {
  const token = await launchReal(t.app, p, 'plinko');
  const seeded = await t.app.inject({ method: 'POST', url: '/api/games/house/seed', payload: { token, client_seed: 'token-session' } });
  expect(seeded.statusCode).toBe(200);
  return token;
}

const logout = (p: Player) => authed(t.app, { method: 'POST', url: '/api/v1/auth/logout', token: p.token });

async function changePassword(p: Player): Promise<void> {
  const { phone } = await t.app.db.selectFrom('users').select('phone').where('id', '=', p.userId).executeTakeFirstOrThrow();
  t.clock.now += 31_000; // past the sign-up code's resend pause
  expect((await post(t.app, '/api/v1/password/reset', { phone, merchant_id: MERCHANT_ID })).statusCode).toBe(200);
  const verified = await post(t.app, '/api/v1/password/verify-otp', { phone, otp: await latestCode(t.app, phone), merchant_id: MERCHANT_ID });
  const token = (verified.json() as { data: { token: string } }).data.token;
  const updated = await post(t.app, '/api/v1/password/update', { phone, token, new_password: 'birr-new-secret-8', merchant_id: MERCHANT_ID });
  expect(updated.statusCode).toBe(200);
}

const sessionIdOf = async (p: Player): Promise<string> =>
  (await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', p.userId).executeTakeFirstOrThrow()).id;

const ends: [string, (p: Player) => Promise<void>][] = [
  ['logout', async (p) => void expect((await logout(p)).statusCode).toBe(200)],
  ['a password change', changePassword],
  ['an operator revocation of the session', async (p) => revokeSession(t.app.db, await sessionIdOf(p), t.clock.now)],
  [
    'the session expiring (before the token would)',
    async (p) => {
      await t.app.db
        .updateTable('sessions')
        .set({ expires_at: new Date(t.clock.now - 1) })
        .where('user_id', '=', p.userId)
        .execute();
    },
  ],
];

describe('a house game token after its session ends', () => {
  for (const [what, end] of ends) {
    it(`refuses a new round after ${what} with 401 INVALID_TOKEN and moves nothing`, async () => {
      const p = await newPlayer(t.app, 100_00);
      const token = await plinkoToken(p);
      expect((await play(token)).statusCode).toBe(200);
      const before = await balanceOf(t.app, p.userId);
      await end(p);
      const res = await play(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Your game session has ended. Please reopen the game', code: 'INVALID_TOKEN' });
      expect(await balanceOf(t.app, p.userId)).toBe(before);
    });
  }

  it("keeps the launch tokens of the player's other sessions alive", async () => {
    const p = await newPlayer(t.app, 100_00);
    const { phone } = await t.app.db.selectFrom('users').select('phone').where('id', '=', p.userId).executeTakeFirstOrThrow();
    const secondSession = (await logIn(t.app, phone)).json().session.id as string;
    const token = await plinkoToken(p);
    const tokenOfSecond = await plinkoToken({ ...p, token: secondSession });
    expect((await logout({ ...p, token: secondSession })).statusCode).toBe(200);
    expect((await play(tokenOfSecond)).statusCode).toBe(401);
    expect((await play(token)).statusCode).toBe(200);
  });
});

describe('a supplier-protocol token after its session ends', () => {
  it('Hub88 shape: a bet is RS_ERROR_INVALID_TOKEN after logout; the win and a rollback of a round staked before land', async () => {
    const p = await newPlayer(t.app, 100_00);
    const token = await launchReal(t.app, p, 'crash');
    const link = houseLink(t.app.db, () => t.clock.now, await houseWalletKey(t.app.db));
    const move = (round: string, amountCents: number) => ({
      userId: p.userId,
      token,
      gameCode: 'crash',
      roundId: round,
      txId: randomUUID(),
      amountCents,
    });
    const won = move('r-won', 10_00);
    const back = move('r-back', 5_00);
    expect((await link.bet(won)).status).toBe('RS_OK');
    expect((await link.bet(back)).status).toBe('RS_OK');
    expect(await balanceOf(t.app, p.userId)).toBe(85_00);
    expect((await logout(p)).statusCode).toBe(200);
    expect(await link.bet(move('r-after', 1_00))).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN' });
    expect(await link.win({ ...won, txId: randomUUID(), token: '', amountCents: 20_00, roundClosed: true })).toMatchObject({ status: 'RS_OK' });
    expect(
      await link.rollback({ userId: p.userId, gameCode: 'crash', roundId: back.roundId, txId: randomUUID(), originalTxId: back.txId }),
    ).toMatchObject({ status: 'RS_OK' });
    expect(await balanceOf(t.app, p.userId)).toBe(110_00);
  });

  it('Kiron: a debit is code 100 after logout; a credit of a debit made before is still paid', async () => {
    const p = await newPlayer(t.app, 100_00);
    const { playerToken: PlayerToken, call } = await launchKiron(t.app, p, KIRON);
    const debit = (round: string) => ({
      PlayerID: p.userId,
      PlayerToken,
      BetManTransactionID: randomUUID(),
      RoundID: round,
      Amount: 10,
      CurrencyCode: 'ETB',
    });
    const first = debit('race-1');
    expect((await call('debit', first)).json()).toMatchObject({ Code: 0 });
    expect((await logout(p)).statusCode).toBe(200);
    expect((await call('debit', debit('race-2'))).json()).toMatchObject({ Code: 100 });
    expect(await balanceOf(t.app, p.userId)).toBe(90_00);
    const paid = await call('credit', {
      PlayerID: p.userId,
      BetManTransactionID: randomUUID(),
      PreviousTransactionID: first.BetManTransactionID,
      Amount: 25,
      CurrencyCode: 'ETB',
    });
    expect(paid.json()).toMatchObject({ Code: 0 });
    expect(await balanceOf(t.app, p.userId)).toBe(115_00);
  });
});

describe('a virtual-sport token after its session ends', () => {
  it('refuses a new bet after logout with 401 INVALID_TOKEN and moves nothing', async () => {
    const p = await newPlayer(t.app, 100_00);
    const token = await launchReal(t.app, p, 'vfootball');
    await virtualTick(t.app.db, virtualConfig({ VIRTUAL_TICK_MS: '0' }), t.clock.now);
    const match = (await schedule(t.app)).open?.events[0];
    expect(match).toBeDefined();
    const body = { token, event_id: match?.id, market: '1X2', selection: '1', stake: 5, odds: match?.odds['1X2']?.['1'] };
    expect((await virtualBet(t.app, body)).statusCode).toBe(200);
    expect((await logout(p)).statusCode).toBe(200);
    const res = await virtualBet(t.app, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await balanceOf(t.app, p.userId)).toBe(95_00);
  });
});

describe('a game token after a self-exclusion', () => {
  it('the Hub88 shape refuses a new stake with RS_ERROR_INVALID_TOKEN; the house page still says why (SELF_EXCLUDED)', async () => {
    const p = await newPlayer(t.app, 100_00);
    const token = await launchReal(t.app, p, 'crash');
    const plinko = await plinkoToken(p);
    const link = houseLink(t.app.db, () => t.clock.now, await houseWalletKey(t.app.db));
    const excluded = await authed(t.app, {
      method: 'POST',
      url: '/api/v1/responsible-gaming/self-exclusion',
      body: { period: '24h' },
      token: p.token,
    });
    expect(excluded.statusCode).toBe(200);
    const bet = { userId: p.userId, token, gameCode: 'crash', roundId: 'r-x', txId: randomUUID(), amountCents: 1_00 };
    expect(await link.bet(bet)).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN' });
    expect((await play(plinko)).json()).toMatchObject({ code: 'SELF_EXCLUDED' });
    expect(await balanceOf(t.app, p.userId)).toBe(100_00);
  });
});
