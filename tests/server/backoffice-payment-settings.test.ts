// The payments desk's settings (issue 33): a merchant's own limits per method refuse a deposit below the minimum with
// the spec's limits text and let a withdrawal above the 10,000 default through once its maximum is raised; the
// player's methods list carries them; a method switched off is neither offered nor accepted; the switches read back
// as PUT set them; reconciliation's stored differences are listed with the last run; every change is audited with
// before and after; roles without the permission, a player's session and garbage are refused.
import { describe, expect, it } from 'vitest';
import { authed } from './auth-helpers.ts';
import { asOperator, makeOperator, type TestOperator } from './backoffice-helpers.ts';
import { useTestApp } from './helpers.ts';
import { call, depositUssd, player, withdraw, type Player } from './payments-helpers.ts';

// The token as a real server scopes it ('machine': payments.view, no settings); money comes from a finance person.
const t = useTestApp({ syncCatalog: false, operatorToken: 'op-token', env: { OPERATOR_CREDIT_MAX: '100000', OPERATOR_TOKEN_ROLES: 'machine' } });
const LIMITS = '/api/admin/v1/payments/limits';
const PREFS = '/api/admin/v1/payments/preferences';
const DIFFS = '/api/admin/v1/payments/discrepancies';

const putLimit = (op: TestOperator, body: Record<string, unknown>) => asOperator(t.app, op, { method: 'PUT', url: LIMITS, payload: body });
const audits = async (action: string) =>
  (await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('seq').execute()).map((e) => [
    e.target_id,
    JSON.parse(String(e.before)),
    JSON.parse(String(e.after)),
  ]);

async function funded(finance: TestOperator, amount: number): Promise<Player> {
  const p = await player(t.app);
  const res = await asOperator(t.app, finance, {
    method: 'POST',
    url: '/api/admin/v1/wallets/credit',
    payload: { phone: p.phone, amount, reason: 'test float' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return p;
}

describe('payment limits per merchant', () => {
  it('refuses a deposit under the minimum, accepts a withdrawal over the default under a raised maximum, and audits each change', async () => {
    const finance = await makeOperator(t.app, ['finance']);
    const set = await putLimit(finance, { flow: 'deposit', method_id: 'santimpay-telebirr', min_amount: 50, max_amount: 2_000.5 });
    expect(set.statusCode, set.body).toBe(200);
    const row = set.json().data.find((l: { method_id: string }) => l.method_id === 'santimpay-telebirr');
    expect(row).toMatchObject({ min_amount: 50, max_amount: 2_000.5, default_min: 1, default_max: 1_000_000, gateway_max: 1_000_000, custom: true });
    expect(set.json().data.find((l: { method_id: string }) => l.method_id === 'santimpay-cbe')).toMatchObject({ custom: false, updated_at: null });

    const p = await player(t.app);
    const offered = (await call(t.app, p, 'GET', '/api/v1/payments/preferences')).json().preferences.gateways;
    expect(offered.find((g: { name: string }) => g.name === 'santimpay').limits).toEqual([
      { method: 'TELEBIRR', min_amount: 50, max_amount: 2_000.5 },
    ]);
    const under = await depositUssd(t.app, p, 40);
    expect(under.statusCode).toBe(400);
    expect(under.json()).toMatchObject({ code: 'PAYMENT_AMOUNT_OUT_OF_RANGE', error: 'Min: 50 ETB, Max: 2,000.5 ETB' });
    expect((await depositUssd(t.app, p, 2_001)).json().code).toBe('PAYMENT_AMOUNT_OUT_OF_RANGE');
    // Another method keeps its defaults.
    expect((await depositUssd(t.app, p, 40, 'CBEBIRR')).statusCode).toBe(200);
    expect((await depositUssd(t.app, p, 50)).statusCode).toBe(200);

    const rich = await funded(finance, 40_000);
    const capped = await withdraw(t.app, rich, 15_000);
    expect(capped.statusCode).toBe(400);
    expect(capped.json()).toMatchObject({ code: 'PAYMENT_WITHDRAWAL_CAP', error: 'Maximum withdrawal is 10,000 ETB per transaction' });
    const raised = await putLimit(finance, { flow: 'withdrawal', method_id: 'santimpay-withdraw-telebirr', min_amount: 100, max_amount: 20_000 });
    expect(raised.statusCode, raised.body).toBe(200);
    const withdrawals = (await call(t.app, rich, 'GET', '/api/v1/payments/withdrawal-preferences')).json().preferences.gateways;
    expect(withdrawals.find((g: { name: string }) => g.name === 'santimpay').limits).toEqual([
      { method: 'TELEBIRR', min_amount: 100, max_amount: 20_000 },
    ]);
    const big = await withdraw(t.app, rich, 15_000);
    expect(big.statusCode, big.body).toBe(200);
    const stored = await t.app.db
      .selectFrom('payments')
      .select('amount_cents')
      .where('id', '=', big.json().data.transfer_id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.amount_cents)).toBe(1_500_000);
    const over = await withdraw(t.app, rich, 20_001);
    expect(over.json()).toMatchObject({ code: 'PAYMENT_WITHDRAWAL_CAP', error: 'Maximum withdrawal is 20,000 ETB per transaction' });
    expect((await withdraw(t.app, rich, 99)).json()).toMatchObject({ code: 'PAYMENT_AMOUNT_OUT_OF_RANGE', error: 'Min: 100 ETB, Max: 20,000 ETB' });

    // Both null: back to the defaults (the cap again); the same limit twice writes one entry.
    expect(
      (await putLimit(finance, { flow: 'withdrawal', method_id: 'santimpay-withdraw-telebirr', min_amount: 100, max_amount: 20_000 })).statusCode,
    ).toBe(200);
    const reset = await putLimit(finance, { flow: 'withdrawal', method_id: 'santimpay-withdraw-telebirr', min_amount: null, max_amount: null });
    expect(reset.json().data.find((l: { method_id: string }) => l.method_id === 'santimpay-withdraw-telebirr')).toMatchObject({
      min_amount: 1,
      max_amount: 10_000,
      custom: false,
    });
    expect((await withdraw(t.app, rich, 15_000)).json().code).toBe('PAYMENT_WITHDRAWAL_CAP');
    expect((await putLimit(finance, { flow: 'deposit', method_id: 'santimpay-telebirr', min_amount: null, max_amount: null })).statusCode).toBe(200);
    expect((await depositUssd(t.app, p, 40)).statusCode).toBe(200);

    expect(await audits('payments.limits')).toEqual([
      ['birrbet-test', null, { flow: 'deposit', method: 'santimpay-telebirr', min_cents: 5_000, max_cents: 200_050 }],
      ['birrbet-test', null, { flow: 'withdrawal', method: 'santimpay-withdraw-telebirr', min_cents: 10_000, max_cents: 2_000_000 }],
      ['birrbet-test', { flow: 'withdrawal', method: 'santimpay-withdraw-telebirr', min_cents: 10_000, max_cents: 2_000_000 }, null],
      ['birrbet-test', { flow: 'deposit', method: 'santimpay-telebirr', min_cents: 5_000, max_cents: 200_050 }, null],
    ]);
    const read = await asOperator(t.app, finance, { url: `${LIMITS}?flow=withdrawal` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ merchant_id: 'birrbet-test', flow: 'withdrawal' });
    expect(read.json().data.map((l: { method_id: string }) => l.method_id)).toEqual([
      'santimpay-withdraw-telebirr',
      'santimpay-withdraw-cbe',
      'santimpay-withdraw-mpesa',
      'arifpay-withdraw-telebirr',
      'arifpay-withdraw-cbe',
      'arifpay-withdraw-mpesa',
    ]);
  });

  it('refuses garbage with the declared code and text', async () => {
    const admin = await makeOperator(t.app, ['admin']);
    const base = { flow: 'deposit', method_id: 'santimpay-telebirr', min_amount: 10, max_amount: 100 };
    const amount = { code: 'PAYMENT_LIMIT_AMOUNT', error: 'An amount must be at least 1 ETB with at most 2 decimals' };
    const gateway = {
      code: 'PAYMENT_LIMIT_ABOVE_GATEWAY',
      error: "The maximum may not pass the gateway's own (SantimPay 1,000,000 ETB, ArifPay 100,000 ETB)",
    };
    for (const [body, status, refusal] of [
      [{ ...base, min_amount: 0.5 }, 400, amount],
      [{ ...base, min_amount: 10.001 }, 400, amount],
      [{ ...base, max_amount: -5 }, 400, amount],
      [{ ...base, min_amount: 'ten' }, 400, amount],
      [{ ...base, max_amount: 1_000_000.01 }, 400, gateway],
      [{ ...base, method_id: 'arifpay-telebirr', max_amount: 100_001 }, 400, gateway],
      [{ ...base, min_amount: 101 }, 400, { code: 'PAYMENT_LIMIT_MIN_ABOVE_MAX', error: 'The minimum may not be above the maximum' }],
      [
        { ...base, max_amount: null },
        400,
        { code: 'PAYMENT_LIMIT_BOTH', error: 'Give both a minimum and a maximum, or neither to go back to the defaults' },
      ],
      [{ ...base, method_id: 'santimpay-withdraw-telebirr' }, 400, { code: 'PAYMENT_LIMIT_METHOD', error: 'No such payment method for this flow' }],
      [{ ...base, method_id: 'paypal' }, 400, { code: 'PAYMENT_LIMIT_METHOD' }],
      [{ ...base, flow: 'refund' }, 400, { code: 'VALIDATION_FAILED' }],
      [{ ...base, merchant_id: 'nobody' }, 404, { code: 'MERCHANT_NOT_FOUND', error: 'Merchant not found' }],
      [['garbage'], 400, { code: 'VALIDATION_FAILED' }],
    ] as const) {
      const res = await putLimit(admin, body as unknown as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toMatchObject(refusal);
    }
    expect((await asOperator(t.app, admin, { url: `${LIMITS}?flow=sideways` })).statusCode).toBe(400);
    expect((await asOperator(t.app, admin, { url: `${PREFS}?flow=deposit&merchant_id=nobody` })).json().code).toBe('MERCHANT_NOT_FOUND');
    expect((await asOperator(t.app, admin, { url: `${DIFFS}?limit=0` })).statusCode).toBe(400);
    expect(await t.app.db.selectFrom('payment_limits').selectAll().execute()).toEqual([]);
  });
});

describe('method switches per merchant', () => {
  it('reads back what PUT set; a method switched off is not offered and is refused; audited with before and after', async () => {
    const admin = await makeOperator(t.app, ['admin']);
    const before = await asOperator(t.app, admin, { url: `${PREFS}?flow=deposit` });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      success: true,
      merchant_id: 'birrbet-test',
      flow: 'deposit',
      merchants: expect.arrayContaining(['birrbet-test']),
    });
    const defaults = before.json().preferences.gateways;
    expect(defaults).toEqual([
      { name: 'santimpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR', 'MPESA', 'CHECKOUT'] },
      { name: 'arifpay', enabled: false, methods: [] },
    ]);
    const off = [
      { name: 'santimpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR', 'CHECKOUT'] },
      { name: 'arifpay', enabled: false, methods: [] },
    ];
    const put = await asOperator(t.app, admin, { method: 'PUT', url: PREFS, payload: { flow: 'deposit', gateways: off } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await asOperator(t.app, admin, { url: `${PREFS}?flow=deposit` })).json().preferences.gateways).toEqual(off);

    const p = await player(t.app);
    const offered = (await call(t.app, p, 'GET', '/api/v1/payments/preferences')).json().preferences.gateways;
    expect(offered.find((g: { name: string }) => g.name === 'santimpay').methods).toEqual(['TELEBIRR', 'CBEBIRR', 'CHECKOUT']);
    const refused = await depositUssd(t.app, p, 100, 'MPESA');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNKNOWN', error: 'Payment method not implemented' });

    expect((await asOperator(t.app, admin, { method: 'PUT', url: PREFS, payload: { flow: 'deposit', gateways: defaults } })).statusCode).toBe(200);
    expect((await depositUssd(t.app, p, 100, 'MPESA')).statusCode).toBe(200);
    expect((await audits('payments.preferences')).slice(-2)).toEqual([
      ['birrbet-test', { flow: 'deposit', gateways: defaults }, { flow: 'deposit', gateways: off }],
      ['birrbet-test', { flow: 'deposit', gateways: off }, { flow: 'deposit', gateways: defaults }],
    ]);
  });
});

describe('reconciliation on the desk', () => {
  it('lists the stored differences newest first with their payment, and when and by whom the comparison last ran', async () => {
    const finance = await makeOperator(t.app, ['finance'], { name: 'Dawit (finance)' });
    const p = await player(t.app);
    const dep = await depositUssd(t.app, p, 120);
    const id = dep.json().data.payment_id as string;
    // Our record says another amount than the gateway's: reconciliation reports it, and moves nothing.
    await t.app.db.updateTable('payments').set({ amount_cents: 13_000 }).where('id', '=', id).execute();
    const run = await asOperator(t.app, finance, { url: '/api/admin/v1/payments/reconciliation?days=2' });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().discrepancies).toContainEqual(expect.objectContaining({ payment_id: id, kind: 'amount', theirs: '12000' }));
    const listed = await asOperator(t.app, finance, { url: DIFFS });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data[0]).toMatchObject({
      payment_id: id,
      flow: 'deposit',
      gateway: 'santimpay',
      method: 'TELEBIRR',
      amount: 130,
      kind: 'amount',
      ours: 'pending',
      theirs: '12000',
      detail: 'santimpay has 12000 cents, we have 13000',
    });
    expect(listed.json().last_run).toMatchObject({ days: 2, source: 'operator', by: 'Dawit (finance)', found: expect.any(Number) });
    expect(listed.json().last_run.checked).toBeGreaterThanOrEqual(1);
    expect((await t.app.db.selectFrom('audit_log').select('seq').where('action', 'like', 'payments.reconcil%').execute()).length).toBe(0);
  });
});

describe('who may', () => {
  it('refuses roles without the permission, the machine token for settings, and a player session', async () => {
    const reads = [`${PREFS}?flow=deposit`, DIFFS];
    const settings = [`${LIMITS}?flow=deposit`];
    const body = { flow: 'deposit', method_id: 'santimpay-telebirr', min_amount: 10, max_amount: 100 };
    for (const role of ['trader', 'risk', 'support', 'marketing', 'shop_manager'] as const) {
      const op = await makeOperator(t.app, [role]);
      for (const res of [
        ...(await Promise.all([...reads, ...settings].map((url) => asOperator(t.app, op, { url })))),
        await putLimit(op, body),
        await asOperator(t.app, op, { method: 'PUT', url: PREFS, payload: { flow: 'deposit', gateways: [] } }),
      ]) {
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toMatchObject({ code: 'ROLE_FORBIDDEN', error: 'Your role does not allow this action' });
      }
    }
    // The machine token reads payments (payments.view) but sets nothing.
    const token = { authorization: 'Bearer op-token' };
    const machineRead = await t.app.inject({ method: 'GET', url: DIFFS, headers: token });
    expect(machineRead.statusCode).toBe(200);
    for (const res of [
      await t.app.inject({ method: 'GET', url: settings[0] ?? '', headers: token }),
      await t.app.inject({ method: 'PUT', url: LIMITS, headers: token, payload: body }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ROLE_FORBIDDEN');
    }
    const p = await player(t.app);
    for (const res of [
      await authed(t.app, { url: DIFFS, token: p.token }),
      await authed(t.app, { url: `${PREFS}?flow=deposit`, token: p.token }),
      await authed(t.app, { method: 'PUT', url: LIMITS, token: p.token, body }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', error: 'Operator authentication required' });
    }
    expect(await t.app.db.selectFrom('payment_limits').selectAll().execute()).toEqual([]);
  });
});
