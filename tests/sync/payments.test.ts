// Starting a payment as a command with a scripted ApiClient (issue 13): each method's call(s) with the declaration's
// body, the session and the profile phone (USSD direct, checkout with its page, ArifPay CBE init → confirm, B2C
// transfer, ArifPay withdrawal init → confirm); the submit rules refuse by code without a call; the server's refusal
// keeps its code, status and values; a malformed answer is BAD_ANSWER. The socket's PAYMENT_UPDATE is decoded before
// it becomes an event (a malformed one is dropped), and a reconnect reads the recent payments again.
import { describe, expect, it } from 'vitest';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { recentPaymentsResource, requestPayment } from '../../sync/payments.ts';
import { decodeInbound, messageEvent } from '../../sync/socket-messages.ts';
import type { AppEvent } from '../../schema/event.ts';
import { fakeApi, flush, type Answer } from './fake-api.ts';

const MERCHANT = 'birrbet-demo';
const USER = '100234';
const ALL_ON = [
  { name: 'santimpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR', 'MPESA', 'CHECKOUT'] },
  { name: 'arifpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR', 'MPESA'] },
];

function setup(answers: Record<string, Answer>, phone = '0911223344') {
  const data = createAppData();
  const api = fakeApi(answers);
  const logs: string[] = [];
  const engine = createSyncEngine(data, api, { merchantId: MERCHANT, log: (m) => void logs.push(m), retryDelaysMs: [] });
  const emit = (type: string, payload: unknown): void => engine.emit({ type, at: 1, source: 'user', payload } as AppEvent);
  emit('v1.SignedIn', {
    user: { id: USER, phone },
    session: { id: 'tok-secret', merchant_id: MERCHANT },
    merchantId: MERCHANT,
    wallet: { balance: 500, currency: 'ETB', points_balance: 0, active_points: 0, inactive_points: 0, activation_progress: null },
    hasSeenUnlockNotification: true,
  });
  for (const flow of ['deposit', 'withdrawal']) {
    emit('v1.PaymentPreferencesLoaded', { key: `payments:prefs:${flow}:${USER}`, flow, gateways: ALL_ON });
  }
  return { data, api, engine, logs, emit };
}

const started = (id: string) => ({
  success: true,
  message: 'ok',
  data: { payment_id: id, status: 'pending', santimpay_txn_id: null, transaction_id: 'tx' },
});
const session = (id: string, payment = 'pay-9') => ({
  success: true,
  message: 'ok',
  data: { session_id: id, status: 'pending', payment_id: payment },
});

describe('starting a payment as a command', () => {
  it('a SantimPay USSD deposit sends direct with the profile phone, the method word, the reason and the session', async () => {
    const { data, api, engine } = setup({ 'POST /api/v1/santimpay/direct': started('pay-1') });
    const outcome = await requestPayment(engine, 'deposit', 'santimpay-cbe', ' 150.5 ');
    expect(outcome).toMatchObject({ type: 'v1.PaymentStarted', payload: { payment: { id: 'pay-1', status: 'pending', amount: 150.5 } } });
    const call = api.log[0]!;
    expect(call.options.session).toEqual({ token: 'tok-secret', merchantId: MERCHANT });
    expect(call.options.body).toEqual({
      user_id: USER,
      amount: 150.5,
      reason: 'Deposit to wallet',
      phone_number: '+251911223344',
      payment_method: 'CBEBIRR',
      merchant_id: MERCHANT,
    });
    expect(data.store.getRow('paymentForms', 'deposit')).toMatchObject({ status: 'started', payment_id: 'pay-1' });
    expect(data.store.getRow('payments', 'pay-1')).toMatchObject({ status: 'pending', amount: 150.5, tracked: true, method_id: 'santimpay-cbe' });
  });

  it('a checkout keeps the page to open', async () => {
    const page = 'http://127.0.0.1/sim/santimpay/checkout/abc';
    const { data, engine } = setup({
      'POST /api/v1/santimpay/checkout': {
        success: true,
        message: 'ok',
        data: { payment_url: page, status: 'pending', payment_id: 'pay-2', transaction_id: 't' },
      },
    });
    await requestPayment(engine, 'deposit', 'santimpay-checkout', '500');
    expect(data.store.getRow('paymentForms', 'deposit')).toMatchObject({ status: 'started', payment_url: page });
  });

  it('an ArifPay CBE deposit inits, then confirms the session with the phone', async () => {
    const { api, engine } = setup({ 'POST /api/v1/arifpay/cbe/init': session('s-1'), 'POST /api/v1/arifpay/cbe/confirm': session('s-1') });
    const outcome = await requestPayment(engine, 'deposit', 'arifpay-cbe', '200');
    expect(outcome.type).toBe('v1.PaymentStarted');
    expect(api.calls).toEqual(['POST /api/v1/arifpay/cbe/init', 'POST /api/v1/arifpay/cbe/confirm']);
    expect(api.log[1]!.options.body).toEqual({ session_id: 's-1', phone: '+251911223344' });
  });

  it('the call that creates the payment carries the command id as Idempotency-Key, and a 503 OVERLOADED is sent again with it (issue 28)', async () => {
    let tries = 0;
    const { api, engine } = setup({
      'POST /api/v1/arifpay/cbe/init': () => {
        tries += 1;
        if (tries === 1) {
          const busy = new ApiRequestError('The server is busy; try again shortly', 503, 'OVERLOADED');
          busy.retryAfterS = 0;
          throw busy;
        }
        return session('s-7');
      },
      'POST /api/v1/arifpay/cbe/confirm': session('s-7'),
    });
    expect((await requestPayment(engine, 'deposit', 'arifpay-cbe', '200')).type).toBe('v1.PaymentStarted');
    expect(api.calls).toEqual(['POST /api/v1/arifpay/cbe/init', 'POST /api/v1/arifpay/cbe/init', 'POST /api/v1/arifpay/cbe/confirm']);
    const keys = api.log.map((c) => c.options.headers?.['Idempotency-Key']);
    expect(keys[0]).toMatch(/.{8,}/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
    // Another payment is another command: another key.
    await requestPayment(engine, 'deposit', 'arifpay-cbe', '200');
    expect(api.log[3]!.options.headers?.['Idempotency-Key']).toMatch(/.{8,}/);
    expect(api.log[3]!.options.headers?.['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('a SantimPay withdrawal is a B2C transfer to the profile phone; an ArifPay one inits then confirms', async () => {
    const { api, engine } = setup({
      'POST /api/v1/santimpay/transfer': {
        success: true,
        message: 'ok',
        data: { transfer_id: 'tr-1', status: 'pending', santimpay_txn_id: null, transaction_id: 't' },
      },
      'POST /api/v1/arifpay/mpesa/withdraw/init': session('s-2', 'pay-3'),
      'POST /api/v1/arifpay/mpesa/withdraw/confirm': session('s-2', 'pay-3'),
    });
    expect(await requestPayment(engine, 'withdrawal', 'santimpay-withdraw-telebirr', '100')).toMatchObject({ payload: { payment: { id: 'tr-1' } } });
    expect(api.log[0]!.options.body).toMatchObject({
      receiver_account_number: '+251911223344',
      payment_method: 'TELEBIRR',
      reason: 'Withdrawal from wallet',
    });
    expect(await requestPayment(engine, 'withdrawal', 'arifpay-withdraw-mpesa', '100')).toMatchObject({ payload: { payment: { id: 'pay-3' } } });
    expect(api.calls.slice(1)).toEqual(['POST /api/v1/arifpay/mpesa/withdraw/init', 'POST /api/v1/arifpay/mpesa/withdraw/confirm']);
  });

  it('the submit rules refuse by code with their values and send nothing', async () => {
    const { data, api, engine } = setup({});
    expect(await requestPayment(engine, 'withdrawal', 'santimpay-withdraw-telebirr', '20000')).toMatchObject({
      type: 'v1.PaymentRefused',
      payload: { code: 'PAYMENT_WITHDRAWAL_CAP', status: 0, values: { max: 10_000 } },
    });
    expect(await requestPayment(engine, 'deposit', 'santimpay-telebirr', '1.234')).toMatchObject({ payload: { code: 'PAYMENT_AMOUNT_INVALID' } });
    expect(await requestPayment(engine, 'deposit', 'no-such-method', '10')).toMatchObject({ payload: { code: 'PAYMENT_METHOD_UNKNOWN' } });
    expect(api.calls).toEqual([]);
    expect(data.store.getRow('paymentForms', 'deposit')).toMatchObject({ status: 'refused', code: 'PAYMENT_METHOD_UNKNOWN', http_status: 0 });
  });

  it('a phone that does not normalise is refused before any call', async () => {
    const { api, engine } = setup({}, '12345');
    expect(await requestPayment(engine, 'deposit', 'santimpay-telebirr', '10')).toMatchObject({ payload: { code: 'PAYMENT_PHONE_INVALID' } });
    expect(api.calls).toEqual([]);
  });

  it("keeps the server's refusal code, status and values; a malformed answer is BAD_ANSWER", async () => {
    const refusal = new ApiRequestError('Min: 1 ETB, Max: 1,000,000 ETB', 400, 'PAYMENT_AMOUNT_OUT_OF_RANGE');
    refusal.body = { error: refusal.message, code: 'PAYMENT_AMOUNT_OUT_OF_RANGE', min: 1, max: 1_000_000 };
    const { data, engine, logs, api } = setup({ 'POST /api/v1/santimpay/direct': refusal });
    await requestPayment(engine, 'deposit', 'santimpay-mpesa', '10');
    expect(data.store.getRow('paymentForms', 'deposit')).toMatchObject({ status: 'refused', code: 'PAYMENT_AMOUNT_OUT_OF_RANGE', http_status: 400 });
    expect(JSON.parse(data.store.getCell('paymentForms', 'deposit', 'values') ?? '')).toEqual({ min: 1, max: 1_000_000 });
    api.set('POST /api/v1/santimpay/direct', { success: true, data: { payment_id: 42 } });
    expect(await requestPayment(engine, 'deposit', 'santimpay-mpesa', '10')).toMatchObject({ payload: { code: 'BAD_ANSWER', status: 0 } });
    expect(logs.some((l) => l.includes('does not decode'))).toBe(true);
  });

  it('a second start while one is in flight sends nothing', async () => {
    let release: (v: unknown) => void = () => undefined;
    const { api, engine } = setup({ 'POST /api/v1/santimpay/direct': () => new Promise((r) => (release = r)) });
    const first = requestPayment(engine, 'deposit', 'santimpay-telebirr', '10');
    void requestPayment(engine, 'deposit', 'santimpay-telebirr', '20');
    await flush();
    release(started('pay-4'));
    await first;
    expect(api.calls).toEqual(['POST /api/v1/santimpay/direct']);
  });
});

describe("the socket's PAYMENT_UPDATE", () => {
  const record = { id: 'pay-1', flow: 'deposit', gateway: 'santimpay', method: 'TELEBIRR', kind: 'direct', amount: 500, status: 'completed' };
  const full = {
    ...record,
    phone: '+251*****3344',
    reason: 'Deposit to wallet',
    gateway_reference: 'R1',
    payment_url: null,
    created_at: 'a',
    updated_at: 'b',
  };

  it('becomes v1.PaymentUpdated once decoded', () => {
    const inbound = decodeInbound(JSON.stringify({ type: 'PAYMENT_UPDATE', user_id: 100234, payment: full }));
    expect(inbound.kind).toBe('message');
    const event = inbound.kind === 'message' ? messageEvent(inbound.message, 5) : null;
    expect(event).toMatchObject({ type: 'v1.PaymentUpdated', payload: { userId: USER, payment: { id: 'pay-1', status: 'completed' } } });
  });

  it('a malformed one is invalid (logged and dropped by the socket), never an event', () => {
    expect(decodeInbound(JSON.stringify({ type: 'PAYMENT_UPDATE', user_id: USER, payment: { ...full, status: 'paid' } })).kind).toBe('invalid');
    expect(decodeInbound(JSON.stringify({ type: 'PAYMENT_UPDATE', user_id: USER, payment: record })).kind).toBe('invalid');
  });

  it('a reconnect reads the recent payments on screen again', async () => {
    const recent = { success: true, data: [full] };
    const { api, engine, data, emit } = setup({ '/api/v1/payments/recent': recent });
    const resource = recentPaymentsResource({ userId: USER, session: { token: 'tok-secret', merchantId: MERCHANT } });
    engine.request(resource);
    const release = engine.watch(resource);
    await flush();
    expect(api.calls).toEqual(['/api/v1/payments/recent']);
    emit('v1.SocketStatusChanged', { status: 'connected' });
    await flush();
    expect(api.calls).toEqual(['/api/v1/payments/recent', '/api/v1/payments/recent']);
    expect(api.log[1]!.options.session).toEqual({ token: 'tok-secret', merchantId: MERCHANT });
    expect(data.store.getRow('payments', 'pay-1')).toMatchObject({ status: 'completed', tracked: false });
    release();
  });
});
