// The ended payments a device already showed, kept in storage across visits (issue 29, sync/payments-seen.ts): a first
// visit keeps the ended line the tracker showed, the next visit's restore keeps the same read from showing it again
// (and without it the read would); a payment under way is never kept; a dismissed one is; unreadable, old or surplus
// entries are dropped; stopping the writer stops the writes.
import { describe, expect, it } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { persistSeenPayments, restoreSeenPayments, SEEN_KEPT_MS, SEEN_MAX, SEEN_PAYMENTS_KEY } from '../../sync/payments-seen.ts';
import type { AppEvent } from '../../schema/event.ts';
import type { PaymentRecord } from '../../schema/payment.ts';
import { fakeApi, flush } from './fake-api.ts';

const USER = '100234';
const T = Date.parse('2026-11-22T03:48:30.000Z');

const storage = (init: Record<string, string> = {}) => {
  const m = new Map(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

const record = (id: string, status: PaymentRecord['status'], updatedAt: number): PaymentRecord => ({
  id,
  flow: 'deposit',
  gateway: 'santimpay',
  method: 'CHECKOUT',
  kind: 'checkout',
  amount: 250,
  status,
  phone: '+251*****3344',
  reason: 'Deposit to wallet',
  gateway_reference: null,
  payment_url: null,
  created_at: new Date(updatedAt - 60_000).toISOString(),
  updated_at: new Date(updatedAt).toISOString(),
});

/** A signed-in visit: a store, an engine, and a way to emit at a time. */
function visit() {
  const data = createAppData();
  const engine = createSyncEngine(data, fakeApi({}), { merchantId: 'birrbet-demo', log: () => undefined, retryDelaysMs: [] });
  const emit = (type: string, at: number, payload: unknown): void => engine.emit({ type, at, source: 'remote', payload } as AppEvent);
  emit('v1.SignedIn', T - 600_000, {
    user: { id: USER, phone: '+251911223344' },
    session: { id: 'tok', merchant_id: 'birrbet-demo' },
    merchantId: 'birrbet-demo',
    wallet: { balance: 500, currency: 'ETB', points_balance: 0, active_points: 0, inactive_points: 0, activation_progress: null },
    hasSeenUnlockNotification: true,
  });
  const tracked = (id: string): unknown => data.store.getCell('payments', id, 'tracked');
  return { data, engine, emit, tracked };
}

const recent = (...payments: PaymentRecord[]) => ({ key: `payments:recent:${USER}`, payments });
const stored = (s: ReturnType<typeof storage>): Record<string, number> => JSON.parse(s.m.get(SEEN_PAYMENTS_KEY) ?? '{}');

describe('ended payments already shown, across visits', () => {
  it('a line the tracker showed is kept, and the next visit does not show it again; without the restore it would', async () => {
    const local = storage();
    const first = visit();
    persistSeenPayments(first.engine, first.data.store, local, () => T);
    // Back from a checkout page that completed it 30 s ago: shown once.
    first.emit('v1.PaymentsLoaded', T, recent(record('pay-1', 'completed', T - 30_000), record('pay-2', 'pending', T - 20_000)));
    await flush();
    expect([first.tracked('pay-1'), first.tracked('pay-2')]).toEqual([true, true]);
    expect(stored(local)).toEqual({ 'pay-1': T });

    const again = recent(record('pay-1', 'completed', T - 30_000), record('pay-2', 'pending', T - 20_000));
    const second = visit();
    const restored = restoreSeenPayments(local, T + 20_000);
    expect(restored).toMatchObject({ type: 'v1.PaymentsSeenRestored', payload: { ids: ['pay-1'] } });
    second.engine.emit(restored as AppEvent);
    second.emit('v1.PaymentsLoaded', T + 20_000, again);
    await flush();
    expect([second.tracked('pay-1'), second.tracked('pay-2')]).toEqual([false, true]);

    const unrestored = visit();
    unrestored.emit('v1.PaymentsLoaded', T + 20_000, again);
    await flush();
    expect(unrestored.tracked('pay-1')).toBe(true);
  });

  it('keeps a payment once it ends on screen or is dismissed, never while under way; stopping stops the writes', async () => {
    const local = storage();
    const { engine, data, emit } = visit();
    let now = T;
    const stop = persistSeenPayments(engine, data.store, local, () => now);
    emit('v1.PaymentUpdated', T, { userId: USER, payment: record('pay-3', 'processing', T) });
    await flush();
    expect(local.m.has(SEEN_PAYMENTS_KEY)).toBe(false);
    now = T + 5_000;
    emit('v1.PaymentUpdated', now, { userId: USER, payment: record('pay-3', 'failed', now) });
    await flush();
    expect(stored(local)).toEqual({ 'pay-3': T + 5_000 });
    // Ended an hour ago: history, not on the tracker, so not kept; a dismissal of it keeps it all the same.
    emit('v1.PaymentsLoaded', now, recent(record('pay-4', 'expired', T - 3_600_000)));
    await flush();
    expect(stored(local)).toEqual({ 'pay-3': T + 5_000 });
    now = T + 6_000;
    emit('v1.PaymentDismissed', now, { id: 'pay-4' });
    await flush();
    expect(stored(local)).toEqual({ 'pay-3': T + 5_000, 'pay-4': T + 6_000 });
    stop();
    emit('v1.PaymentUpdated', now, { userId: USER, payment: record('pay-5', 'completed', now) });
    await flush();
    expect(Object.keys(stored(local))).toEqual(['pay-3', 'pay-4']);
  });

  it('reads nothing from garbage, drops entries a day old or from the future, and keeps the newest when there are too many', () => {
    for (const bad of ['not json', '[1,2]', '"x"', 'null', '{"a":"yesterday"}']) {
      expect(restoreSeenPayments(storage({ [SEEN_PAYMENTS_KEY]: bad }), T)).toBeNull();
    }
    expect(restoreSeenPayments(storage(), T)).toBeNull();
    const aged = { old: T - SEEN_KEPT_MS, fresh: T - SEEN_KEPT_MS + 1, ahead: T + 2 * SEEN_KEPT_MS };
    expect(restoreSeenPayments(storage({ [SEEN_PAYMENTS_KEY]: JSON.stringify(aged) }), T)?.payload.ids).toEqual(['fresh']);
    const many = Object.fromEntries(Array.from({ length: SEEN_MAX + 5 }, (_, i) => [`p${i}`, T - 1_000 + i]));
    const ids = restoreSeenPayments(storage({ [SEEN_PAYMENTS_KEY]: JSON.stringify(many) }), T)?.payload.ids ?? [];
    expect(ids).toHaveLength(SEEN_MAX);
    expect(ids[0]).toBe('p5');
  });
});
