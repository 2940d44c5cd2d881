// Deposits and withdrawals in the store, proven by replaying streams (issue 13): a Telebirr deposit started → pending
// → processing → completed (a malformed update dropped on the way, a late 'pending' never moving it back), a refusal by
// the client's own rule and one by the server's code, sign-out forgetting it all; and a reload whose recent-payments
// read brings back the tracker's lines (under way or just ended: shown; ended long ago: not), live updates and a reconnect's read.
import { describe, expect, it } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { replayJsonl } from '../../sync/recorder.ts';
import { recordedStream } from './stream.ts';

const deposit = recordedStream('broken/payments-deposit');
const reload = recordedStream('payments-reload');
const P1 = '7c1e4b2a-5d3f-4e61-9a0b-2f6d8c1e3a51';
const tracked = (data: ReturnType<typeof createAppData>): Record<string, string> =>
  Object.fromEntries(
    data.store
      .getRowIds('payments')
      .filter((id) => data.store.getCell('payments', id, 'tracked'))
      .map((id) => [id.slice(0, 4), data.store.getCell('payments', id, 'status') ?? '']),
  );

describe('replaying payments-deposit.jsonl', () => {
  it('applies every event but the malformed PAYMENT_UPDATE, which is dropped', () => {
    const result = replayJsonl(createAppData(), deposit.lines.join('\n'), deposit.quiet);
    expect(result).toEqual({ applied: deposit.lines.length - 1, dropped: 1 });
  });

  it('offers the methods the gateways list, by preference row', () => {
    const data = deposit.replayUpTo('v1.PaymentPreferencesLoaded');
    expect(data.store.getRow('paymentGateways', 'deposit|santimpay')).toMatchObject({ enabled: true, methods: 'TELEBIRR,CBEBIRR,MPESA,CHECKOUT' });
    expect(data.store.getCell('paymentGateways', 'deposit|arifpay', 'enabled')).toBe(false);
  });

  it('shows the form busy while the start is in flight, then the started payment as tracked and pending', () => {
    expect(deposit.replayUpTo('v1.PaymentRequested').store.getRow('paymentForms', 'deposit')).toMatchObject({
      status: 'submitting',
      method_id: 'santimpay-telebirr',
    });
    const data = deposit.replayUpTo('v1.PaymentStarted');
    expect(data.store.getRow('paymentForms', 'deposit')).toMatchObject({ status: 'started', payment_id: P1 });
    expect(data.store.getRow('payments', P1)).toMatchObject({
      flow: 'deposit',
      method_id: 'santimpay-telebirr',
      amount: 500,
      status: 'pending',
      tracked: true,
    });
  });

  it('follows the live updates to completed, and the balance rises with BALANCE_UPDATE', () => {
    expect(deposit.replayUpTo('v1.PaymentUpdated', 3).store.getCell('payments', P1, 'status')).toBe('processing');
    const data = deposit.replayUpTo('v1.BalanceUpdated');
    expect(data.store.getRow('payments', P1)).toMatchObject({
      status: 'completed',
      gateway: 'santimpay',
      method: 'TELEBIRR',
      kind: 'direct',
      updated_at: '2026-11-22T03:45:03.000Z',
    });
    expect(data.store.getCell('wallet', 'current', 'balance')).toBe(600);
  });

  it('never moves a payment back: a late pending after completed changes nothing', () => {
    const data = deposit.replayUpTo('v1.PaymentUpdated', 5);
    expect(data.store.getRow('payments', P1)).toMatchObject({ status: 'completed', updated_at: '2026-11-22T03:45:03.000Z' });
  });

  it("keeps a refusal by code: the client's own (status 0) and the server's (status 400), each on its flow's form", () => {
    expect(deposit.replayUpTo('v1.PaymentRefused').store.getRow('paymentForms', 'deposit')).toMatchObject({
      status: 'refused',
      code: 'PAYMENT_AMOUNT_INVALID',
      http_status: 0,
    });
    const data = deposit.replayUpTo('v1.PaymentRefused', 2);
    expect(data.store.getRow('paymentForms', 'withdrawal')).toMatchObject({ status: 'refused', code: 'INSUFFICIENT_BALANCE', http_status: 400 });
    expect(data.store.getCell('paymentForms', 'deposit', 'code')).toBe('PAYMENT_AMOUNT_INVALID');
  });

  it('a dismissed line leaves the tracker; signing out forgets payments, forms, preferences and their cache entries', () => {
    expect(tracked(deposit.replayUpTo('v1.PaymentDismissed'))).toEqual({});
    const data = deposit.replayUpTo('v1.SignedOut');
    expect(['payments', 'paymentForms', 'paymentGateways'].map((t) => data.store.getRowCount(t as 'payments'))).toEqual([0, 0, 0]);
    expect(data.store.getRowIds('resources').filter((k) => k.startsWith('payments:'))).toEqual([]);
  });
});

describe('replaying payments-reload.jsonl', () => {
  it('brings back the payments under way after a reload and the one that just ended, not the one that ended before', () => {
    const data = reload.replayUpTo('v1.PaymentsLoaded');
    expect(tracked(data)).toEqual({ '0b3f': 'processing', c4d2: 'pending', '5f5e': 'completed' });
    expect(data.store.getCell('payments', '9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b', 'status')).toBe('completed');
    expect(data.store.getRow('payments', 'c4d2e8f1-3a5b-4c6d-8e9f-0a1b2c3d4e5f')).toMatchObject({
      gateway: 'santimpay',
      method: 'CHECKOUT',
      kind: 'checkout',
    });
  });

  it("moves a line on a live update of the player's own, and ignores another player's", () => {
    const data = reload.replayUpTo('v1.PaymentUpdated', 2);
    expect(tracked(data)).toEqual({ '0b3f': 'completed', c4d2: 'pending', '5f5e': 'completed' });
  });

  it('a reconnect outdates the recent read, and its answer ends what ended meanwhile (still shown until dismissed)', () => {
    expect(reload.replayUpTo('v1.SocketStatusChanged', 2).store.getCell('resources', 'payments:recent:10000042', 'outdated')).toBe(true);
    const data = reload.replayUpTo('v1.PaymentsLoaded', 2);
    expect(tracked(data)).toEqual({ '0b3f': 'completed', c4d2: 'cancelled', '5f5e': 'completed' });
    expect(data.store.getCell('resources', 'payments:recent:10000042', 'outdated')).toBe(false);
  });
});
