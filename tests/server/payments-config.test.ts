// Payment gateway configuration (server/config-payments.ts): simulators outside production, gateways switched off
// in production without credentials (unless PAYMENT_SIMULATORS=on), and the pairs of settings that must not start.
import { afterAll, describe, expect, it } from 'vitest';
import { loadPaymentsConfig } from '../../server/config-payments.ts';
import { newEcKeyPair } from '../../server/modules/payments/adapters/jwt.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { openWallet } from '../../server/modules/wallet/service.ts';
import { createTestApp, MERCHANT_ID, NOW, type TestApp } from './helpers.ts';
import { call, depositUssd } from './payments-helpers.ts';

const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((t) => t.app.close()));
});

describe('payments configuration', () => {
  it('refuses half-set or unsafe credentials', () => {
    const key = newEcKeyPair().privateKeyPem;
    expect(() => loadPaymentsConfig({ SANTIMPAY_MERCHANT_ID: 'm' })).toThrow(/go together/);
    expect(() => loadPaymentsConfig({ SANTIMPAY_MERCHANT_ID: 'm', SANTIMPAY_PRIVATE_KEY_PEM: key })).toThrow(/PUBLIC_BASE_URL/);
    expect(() =>
      loadPaymentsConfig({
        SANTIMPAY_MERCHANT_ID: 'm',
        SANTIMPAY_PRIVATE_KEY_PEM: key,
        PUBLIC_BASE_URL: 'https://bet.example',
        SANTIMPAY_ENV: 'test',
      }),
    ).toThrow(/testnet/);
    expect(() => loadPaymentsConfig({ SIM_USSD_DELAY_MS: '-1' })).toThrow(/SIM_USSD_DELAY_MS/);
    const live = loadPaymentsConfig({ ARIFPAY_API_KEY: 'k', PUBLIC_BASE_URL: 'https://bet.example/' });
    expect(live).toMatchObject({
      arifpay: { apiKey: 'k', baseUrl: 'https://gateway.arifpay.net' },
      santimpay: null,
      publicBaseUrl: 'https://bet.example',
      simulators: true,
    });
    expect(loadPaymentsConfig({ NODE_ENV: 'production' }).simulators).toBe(false);
    expect(loadPaymentsConfig({ NODE_ENV: 'production', PAYMENT_SIMULATORS: 'on' }).simulators).toBe(true);
  });

  it('in production without credentials no gateway is offered and no simulator is served', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' } });
    opened.push(t);
    // No SMS reaches a phone here: the player is written straight into the database, with a session.
    const phone = '+251911000123';
    const user = await t.app.db
      .insertInto('users')
      .values({ merchant_id: MERCHANT_ID, phone, password_hash: 'x', promo_code: null, created_at: new Date(NOW) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.transaction().execute((trx) => openWallet(trx, user.id, MERCHANT_ID));
    const session = await createSession(t.app.db, user.id, MERCHANT_ID, NOW);
    const p = { userId: user.id, token: session.token, phone };
    const sim = await t.app.inject({ method: 'GET', url: '/sim/santimpay/api/v1/gateway/payout/partners' });
    expect(sim.statusCode).toBe(404);
    const prefs = await call(t.app, p, 'GET', '/api/v1/payments/preferences');
    expect(prefs.statusCode, prefs.body).toBe(200);
    expect(prefs.json().preferences.gateways).toEqual([
      { name: 'santimpay', enabled: false, methods: [] },
      { name: 'arifpay', enabled: false, methods: [] },
    ]);
    expect((await depositUssd(t.app, p, 10)).json().code).toBe('PAYMENT_METHOD_UNKNOWN');
  });
});
