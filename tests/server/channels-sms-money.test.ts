// core/money.ts (issue 34): a channel's balance, deposit push and withdrawal go through the web's payments service
// — same rules, idempotent by key, never to another phone.
import { describe, expect, it } from 'vitest';
import { balanceOf, startDeposit, withdraw } from '../../server/modules/channels/core/money.ts';
import { ChannelRefusal } from '../../server/modules/channels/core/types.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { moduleOptionsOf } from './channels-sms-helpers.ts';
import { expectBalance, phoneAnswers, player, poll, stateOf } from './payments-helpers.ts';
import { balanceOf as cashOf } from './tickets-helpers.ts';

const t = useTestApp();

describe('channel money', () => {
  it('reads the balance the web reads', async () => {
    const p = await player(t.app);
    const b = await balanceOf(t.app.db, p.userId);
    expect(b.cashCents).toBe(await cashOf(t.app, p.userId));
    expect(b.lockedPoints).toBeGreaterThanOrEqual(0);
    expect(typeof b.points).toBe('number');
    await expect(balanceOf(t.app.db, 'nobody')).rejects.toMatchObject({ code: 'WALLET_NOT_FOUND' });
  });

  it('starts a deposit push that credits once, idempotent by key', async () => {
    const p = await player(t.app);
    const before = await cashOf(t.app, p.userId);
    const opts = moduleOptionsOf(t);
    const args = { userId: p.userId, merchantId: MERCHANT_ID, phone: p.phone, amountCents: 100_00, key: `dep-${p.userId}`, nowMs: t.clock.now };
    const first = await startDeposit(opts, args);
    const again = await startDeposit(opts, args);
    expect(again.paymentId).toBe(first.paymentId);
    await phoneAnswers(t);
    await poll(t.app);
    expect(await stateOf(t.app, first.paymentId)).toBe('completed');
    await expectBalance(t.app, p, before + 100_00);
  });

  it('withdraws with the web rules and refuses another phone or a bad amount', async () => {
    const p = await player(t.app);
    const other = await player(t.app);
    const before = await cashOf(t.app, p.userId);
    const opts = moduleOptionsOf(t);
    const base = { userId: p.userId, merchantId: MERCHANT_ID, phone: p.phone, amountCents: 50_00, key: `wd-${p.userId}`, nowMs: t.clock.now };
    const w = await withdraw(opts, base);
    expect(w.paymentId).toMatch(/-/);
    await expectBalance(t.app, p, before - 50_00);
    const stolen = withdraw(opts, { ...base, phone: other.phone, key: 'wd-stolen' });
    await expect(stolen).rejects.toBeInstanceOf(ChannelRefusal);
    await expect(stolen).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(withdraw(opts, { ...base, amountCents: 0, key: 'wd-zero' })).rejects.toMatchObject({ code: 'PAYMENT_AMOUNT_INVALID' });
    await expect(withdraw(opts, { ...base, amountCents: 20_000_00, key: 'wd-cap' })).rejects.toMatchObject({ code: 'PAYMENT_WITHDRAWAL_CAP' });
  });
});
