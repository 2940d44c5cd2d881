// The player's side of payments (issue 13): bad input refused with the spec's texts and nothing stored; the
// preferences and the operator's switches; an Idempotency-Key raced 100 times stores one payment; the hosted
// checkout page; ArifPay's flows once the operator enables them; the lists; the welcome bonus unlocking at 200 ETB.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';
import { call, creditsOf, depositUssd, expectBalance, phoneAnswers, player, stateOf } from './payments-helpers.ts';

const t = useTestApp({ operatorToken: 'op-token' });
const operator = (method: 'PUT' | 'GET', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: 'Bearer op-token' }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('payment requests', () => {
  it('refuses bad amounts, phones and methods with the spec texts and stores nothing', async () => {
    const p = await player(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0 }, 'PAYMENT_AMOUNT_INVALID', 'Please enter a valid amount'],
      [{ amount: -5 }, 'PAYMENT_AMOUNT_INVALID', 'Please enter a valid amount'],
      [{ amount: 10.123 }, 'PAYMENT_AMOUNT_INVALID', 'Please enter a valid amount'],
      [{ amount: 'ten' }, 'PAYMENT_AMOUNT_INVALID', 'Please enter a valid amount'],
      [{ amount: '1e400' }, 'PAYMENT_AMOUNT_INVALID', 'Please enter a valid amount'],
      [{ amount: null }, 'PAYMENT_AMOUNT_INVALID', 'Please enter a valid amount'],
      [{ amount: 0.5 }, 'PAYMENT_AMOUNT_OUT_OF_RANGE', 'Min: 1 ETB, Max: 1,000,000 ETB'],
      [{ phone_number: '12345' }, 'PAYMENT_PHONE_INVALID', 'Phone number must be in the format +251912345678'],
      [{ phone_number: '' }, 'PAYMENT_PHONE_REQUIRED_USSD', 'Phone number is required for USSD payments'],
      [{ payment_method: 'PAYPAL' }, 'PAYMENT_METHOD_UNKNOWN', 'Payment method not implemented'],
      [{ phone_number: '+251911\u0000223344' }, 'VALIDATION_FAILED', 'Invalid request: text may not contain NUL characters'],
    ];
    for (const [extra, code, text] of cases) {
      const res = await depositUssd(t.app, p, 10, 'TELEBIRR', extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json(), JSON.stringify(extra)).toMatchObject({ code, error: text });
    }
    const stored = await t.app.db.selectFrom('payments').select('id').where('user_id', '=', p.userId).execute();
    expect(stored).toHaveLength(0);
    const noSession = await t.app.inject({ method: 'GET', url: '/api/v1/payments/preferences' });
    expect(noSession.statusCode).toBe(401);
  });

  it('answers the preferences of companion §9 and follows the operator switches', async () => {
    const p = await player(t.app);
    const deposits = await call(t.app, p, 'GET', '/api/v1/payments/preferences');
    expect(deposits.json()).toEqual({
      success: true,
      preferences: {
        gateways: [
          { name: 'santimpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR', 'MPESA', 'CHECKOUT'] },
          { name: 'arifpay', enabled: false, methods: [] },
        ],
      },
    });
    const arif = await call(t.app, p, 'POST', '/api/v1/arifpay/telebirr', { user_id: p.userId, phone: p.phone, amount: 20 });
    expect(arif.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNKNOWN' });
    const set = await operator('PUT', '/api/admin/v1/payments/preferences', {
      flow: 'deposit',
      gateways: [
        { name: 'santimpay', enabled: true, methods: ['TELEBIRR'] },
        { name: 'arifpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR'] },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await depositUssd(t.app, p, 10, 'MPESA')).json().code).toBe('PAYMENT_METHOD_UNKNOWN');
    // ArifPay Telebirr: session + USSD push, approved by the simulated phone.
    const tele = await call(t.app, p, 'POST', '/api/v1/arifpay/telebirr', { user_id: p.userId, phone: p.phone, amount: 20 });
    expect(tele.statusCode, tele.body).toBe(200);
    const teleId = tele.json().data.payment_id as string;
    // CBE Birr: init answers the session, confirm pushes, the CBE app approves.
    const init = await call(t.app, p, 'POST', '/api/v1/arifpay/cbe/init', { user_id: p.userId, phone: p.phone, amount: 30 });
    const session = init.json().data.session_id as string;
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    const confirm = await call(t.app, p, 'POST', '/api/v1/arifpay/cbe/confirm', { session_id: session, phone: p.phone });
    expect(confirm.json()).toMatchObject({ message: 'Payment process started. Please check your CBE app.', data: { status: 'pending' } });
    await phoneAnswers(t);
    expect(await stateOf(t.app, teleId)).toBe('completed');
    expect(await stateOf(t.app, init.json().data.payment_id)).toBe('completed');
    await expectBalance(t.app, p, 15_000);
    await operator('PUT', '/api/admin/v1/payments/preferences', {
      flow: 'deposit',
      gateways: [
        { name: 'santimpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR', 'MPESA', 'CHECKOUT'] },
        { name: 'arifpay', enabled: false, methods: [] },
      ],
    });
  });

  it('100 concurrent copies with one Idempotency-Key store one payment and credit once', async () => {
    const p = await player(t.app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call(
          t.app,
          p,
          'POST',
          '/api/v1/santimpay/direct',
          { user_id: p.userId, amount: 33, phone_number: p.phone, payment_method: 'telebirr' },
          { 'idempotency-key': `dep-${p.userId}` },
        ),
      ),
    );
    const ids = new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.json().data.payment_id as string));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    await phoneAnswers(t);
    expect(await creditsOf(t.app, [...ids][0] ?? '')).toBe(1);
    await expectBalance(t.app, p, 13_300);
  });

  it('a hosted checkout completes through the simulator page and returns the player to /deposit', async () => {
    const p = await player(t.app);
    const res = await call(t.app, p, 'POST', '/api/v1/santimpay/checkout', {
      user_id: p.userId,
      amount: 75,
      reason: 'Deposit to wallet',
      phone_number: p.phone,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { payment_url: url, payment_id: id } = res.json().data as { payment_url: string; payment_id: string };
    expect(url).toMatch(/^\/sim\/santimpay\/checkout\//);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.body).toContain('75.00 ETB');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const pay = await t.app.inject({
      method: 'POST',
      url: `${url}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode, pay.body).toBe(303);
    expect(pay.headers.location).toBe(`/deposit?payment=${id}&result=success`);
    expect(await stateOf(t.app, id)).toBe('completed');
    await expectBalance(t.app, p, 17_500);
    t.clock.now += 1_000;
    const cancelled = await call(t.app, p, 'POST', '/api/v1/santimpay/checkout', { user_id: p.userId, amount: 5, phone_number: p.phone });
    const cancelUrl = cancelled.json().data.payment_url as string;
    await t.app.inject({ method: 'POST', url: `${cancelUrl}/cancel`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(await stateOf(t.app, cancelled.json().data.payment_id)).toBe('cancelled');
    const list = await call(t.app, p, 'GET', `/api/v1/santimpay/payments/${p.userId}?limit=1`);
    expect(list.json()).toMatchObject({ success: true, total: 2, limit: 1, offset: 0, data: [{ status: 'cancelled', kind: 'checkout' }] });
    expect(list.body).not.toContain(p.phone);
  });

  it('deposits unlock the welcome bonus: Partial after 100 ETB, Active after 200 ETB', async () => {
    const p = await player(t.app);
    const wallet = async () =>
      (await call(t.app, p, 'GET', `/api/v1/auth/verify?session_token=${p.token}`)).json().wallet as {
        active_points: number;
        inactive_points: number;
        activation_progress: { deposited_so_far: number; remaining: number } | null;
      };
    await depositUssd(t.app, p, 100);
    await phoneAnswers(t);
    expect((await wallet()).activation_progress).toMatchObject({ deposited_so_far: 100, remaining: 100 });
    await depositUssd(t.app, p, 100);
    await phoneAnswers(t);
    const after = await wallet();
    expect(after.activation_progress).toBeNull();
    expect(after.active_points).toBe(50);
    expect(after.inactive_points).toBe(0);
  });
});
