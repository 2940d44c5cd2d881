// The seamless wallet through the Hub88-shaped protocol (provider 'house', HMAC over the raw body) on PGlite
// (issue 15; casino-protocols §1): idempotent by transaction_uuid, a forged or mismatched call moves nothing, a
// rollback reverses its bet once, a rollback before its bet blocks the late bet, wins need no token. The house
// wallet has no HTTP route (issue 28), so its calls go through the in-process door the house games use.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSignature, houseLink, houseWalletKey } from '../../server/modules/games/seamless/house-link.ts';
import { type SeamlessAction, seamlessCall } from '../../server/modules/games/seamless/protocol.ts';
import { launchReal, newPlayer, realMoney } from './games-helpers.ts';
import { useTestApp } from './helpers.ts';
import { balanceOf } from './tickets-helpers.ts';

const t = useTestApp();
const UNIT = 1000; // 1 cent in 1/100000 units

async function call(action: string, body: Record<string, unknown>, sign: 'good' | 'forged' | 'none' = 'good') {
  const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const key = await houseWalletKey(t.app.db);
  const { context } = houseLink(t.app.db, () => t.clock.now, key);
  const signature = sign === 'none' ? undefined : sign === 'good' ? hmacSignature(key, raw) : hmacSignature('not-the-key', raw);
  return (await seamlessCall(context, action as SeamlessAction, raw, JSON.parse(raw), signature)) as { status: string; balance?: number };
}

async function setup() {
  await realMoney(t.app, true);
  const p = await newPlayer(t.app);
  const token = await launchReal(t.app, p, 'crash');
  const tx = (id: string, amountCents: number, extra: Record<string, unknown> = {}) => ({
    user: p.userId,
    token,
    game_code: 'crash',
    round: `r-${id}`,
    transaction_uuid: id,
    currency: 'ETB',
    amount: amountCents * UNIT,
    ...extra,
  });
  return { p, token, tx };
}

describe('seamless wallet callbacks', () => {
  it('answers the balance for a valid token only', async () => {
    const { p, token } = await setup();
    expect(await call('user/balance', { user: p.userId, token, game_code: 'crash' })).toMatchObject({
      status: 'RS_OK',
      balance: 10_000 * UNIT,
      currency: 'ETB',
    });
    expect(await call('user/balance', { user: p.userId, token: 'nope', game_code: 'crash' })).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN' });
    expect(await call('user/balance', { user: p.userId, token, game_code: 'mines' })).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN' });
  });

  it('a debit then its rollback restores the balance exactly once, however often they are sent', async () => {
    const { p, tx } = await setup();
    const bet = tx(randomUUID(), 250);
    for (let i = 0; i < 3; i += 1) {
      expect(await call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 9_750 * UNIT });
    }
    const back = { user: p.userId, transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round: bet.round };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('transaction/rollback', back)));
    expect(answers.every((a) => a.status === 'RS_OK' && a.balance === 10_000 * UNIT)).toBe(true);
    expect(await call('transaction/rollback', { ...back, transaction_uuid: randomUUID() })).toMatchObject({
      status: 'RS_OK',
      balance: 10_000 * UNIT,
    });
    expect(await balanceOf(t.app, p.userId)).toBe(10_000);
  });

  it('moves nothing on a forged, unsigned, mismatched, wrongly denominated or foreign-currency call', async () => {
    const { p, tx } = await setup();
    const id = randomUUID();
    expect(await call('transaction/bet', tx(id, 100), 'forged')).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(await call('transaction/bet', tx(id, 100), 'none')).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(await call('transaction/bet', { ...tx(randomUUID(), 0), amount: 1234 })).toMatchObject({ status: 'RS_ERROR_WRONG_TYPES' });
    expect(await call('transaction/bet', tx(randomUUID(), 100, { currency: 'EUR' }))).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY' });
    expect(await call('transaction/bet', tx(id, 100))).toMatchObject({ status: 'RS_OK' });
    expect(await call('transaction/bet', tx(id, 200))).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
    expect(await call('transaction/win', tx(id, 100))).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
    expect(await call('transaction/bet', tx(randomUUID(), 100_000))).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 9_900 * UNIT });
    const other = await newPlayer(t.app);
    expect(await call('transaction/bet', { ...tx(randomUUID(), 100), user: other.userId })).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN' });
    expect(await balanceOf(t.app, p.userId)).toBe(9_900);
    expect(await balanceOf(t.app, other.userId)).toBe(10_000);
  });

  it('a rollback before its bet leaves a tombstone: the late bet is refused and nothing moves', async () => {
    const { p, tx } = await setup();
    const bet = tx(randomUUID(), 500);
    expect(
      await call('transaction/rollback', { user: p.userId, transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid }),
    ).toMatchObject({
      status: 'RS_OK',
      balance: 10_000 * UNIT,
    });
    expect(await call('transaction/bet', bet)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' });
    expect(await balanceOf(t.app, p.userId)).toBe(10_000);
  });

  it('credits a win without a token (even after the launch token expired); a closed round takes nothing more', async () => {
    const { p, tx } = await setup();
    const bet = tx(randomUUID(), 100);
    await call('transaction/bet', bet);
    t.clock.now += 7 * 60 * 60 * 1000;
    expect(await call('transaction/bet', tx(randomUUID(), 100, { round: bet.round }))).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN' });
    const win = tx(randomUUID(), 300, { token: undefined, round: bet.round, round_closed: true });
    expect(await call('transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 10_200 * UNIT });
    expect(await call('transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 10_200 * UNIT });
    expect(await call('transaction/win', { ...win, transaction_uuid: randomUUID() })).toMatchObject({ status: 'RS_ERROR_ROUND_CLOSED' });
    expect(
      await call('transaction/rollback', { user: p.userId, transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid }),
    ).toMatchObject({
      status: 'RS_ERROR_ROUND_CLOSED',
    });
    expect(await balanceOf(t.app, p.userId)).toBe(10_200);
  });

  it('answers garbage with a 400 and never a 500', async () => {
    const raw = '{"user": "\u0000", "amount": "lots"}';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/games/wallet/hub88/transaction/bet',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/games/wallet/nobody/user/balance', payload: { user: 'x', request_uuid: 'y' } });
    expect(unknown.statusCode).toBe(400);
  });
});
