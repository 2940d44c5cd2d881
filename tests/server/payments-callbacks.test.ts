// Callbacks that a real gateway gets wrong (issue 13): repeated and reordered (phone 2222), dropped (the poller
// credits), late (after the poller already did), forged (refused, nothing moves), for an unknown payment, and
// ArifPay's unsigned shape. Every completed payment is credited exactly once.
import { describe, expect, it } from 'vitest';
import { signEs256, newEcKeyPair } from '../../server/modules/payments/adapters/jwt.ts';
import { useTestApp } from './helpers.ts';
import { creditsOf, depositUssd, expectBalance, phoneAnswers, player, poll, runtime, stateOf } from './payments-helpers.ts';

const t = useTestApp();

const webhook = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/santimpay',
    payload: body as object,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('gateway callbacks', () => {
  it('three out-of-order callbacks and a stale PENDING (phone 2222) credit once', async () => {
    const p = await player(t.app, '2222');
    const id = (await depositUssd(t.app, p, 120)).json().data.payment_id as string;
    await phoneAnswers(t);
    expect(await stateOf(t.app, id)).toBe('completed');
    expect(await creditsOf(t.app, id)).toBe(1);
    const events = await t.app.db.selectFrom('payment_events').select(['source', 'gateway_status']).where('payment_id', '=', id).execute();
    expect(events.filter((e) => e.source === 'callback').length).toBeGreaterThanOrEqual(2);
    await expectBalance(t.app, p, 22_000);
  });

  it('a dropped callback: the poller asks for the status and credits once; a late callback then moves nothing', async () => {
    const p = await player(t.app);
    const id = (await depositUssd(t.app, p, 80)).json().data.payment_id as string;
    // The phone approves but the gateway never calls back.
    t.clock.now += 3_001;
    await t.app.db.updateTable('sim_transactions').set({ notify_url: '' }).where('ref', '=', id).execute();
    await runtime(t.app).sim?.settleDue();
    expect(await stateOf(t.app, id)).toBe('pending');
    t.clock.now += 5_000;
    expect(await poll(t.app)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(t.app, id)).toBe('completed');
    // The delayed callback finally arrives (re-sent by the simulator): still one credit.
    await t.app.db
      .updateTable('sim_transactions')
      .set({ notify_url: '/api/v1/webhooks/santimpay', callbacks_due: true })
      .where('ref', '=', id)
      .execute();
    await runtime(t.app).sim?.settleDue();
    expect(await creditsOf(t.app, id)).toBe(1);
    await expectBalance(t.app, p, 18_000);
  });

  it('a forged Signed-Token is refused with 401 and moves nothing', async () => {
    const p = await player(t.app);
    const id = (await depositUssd(t.app, p, 50)).json().data.payment_id as string;
    const body = { thirdPartyId: id, txnId: 'x', Status: 'COMPLETED', amount: '50.00' };
    const forger = newEcKeyPair();
    const forged = signEs256({ thirdPartyId: id, Status: 'COMPLETED' }, forger.privateKeyPem);
    const attempts: Record<string, string>[] = [
      {},
      { 'signed-token': forged },
      { 'signed-token': 'not.a.jwt' },
      { 'signed-token': `${forged.split('.').slice(0, 2).join('.')}.` },
    ];
    for (const headers of attempts) {
      const res = await webhook(body, headers);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('INVALID_SIGNATURE');
    }
    expect(await stateOf(t.app, id)).toBe('pending');
    expect(await creditsOf(t.app, id)).toBe(0);
  });

  it('a callback whose token speaks for another payment or status is forged', async () => {
    const p = await player(t.app);
    const id = (await depositUssd(t.app, p, 50)).json().data.payment_id as string;
    const keys = await t.app.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'sim-santimpay-gateway-key')
      .executeTakeFirstOrThrow();
    const token = signEs256({ thirdPartyId: id, Status: 'FAILED' }, keys.value);
    const res = await webhook({ thirdPartyId: id, Status: 'COMPLETED' }, { 'signed-token': token });
    expect(res.statusCode).toBe(401);
    // A genuine token for a PENDING callback only triggers a status query: the phone has not answered yet.
    const genuine = await webhook(
      { thirdPartyId: id, Status: 'PENDING' },
      { 'signed-token': signEs256({ thirdPartyId: id, Status: 'PENDING' }, keys.value) },
    );
    expect(genuine.statusCode).toBe(200);
    expect(await stateOf(t.app, id)).toBe('pending');
  });

  it('a callback for an unknown payment is acknowledged and ignored; garbage is a 400, never a 500', async () => {
    const keys = await t.app.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'sim-santimpay-gateway-key')
      .executeTakeFirstOrThrow();
    const res = await webhook(
      { thirdPartyId: 'no-such', Status: 'COMPLETED' },
      { 'signed-token': signEs256({ thirdPartyId: 'no-such', Status: 'COMPLETED' }, keys.value) },
    );
    expect(res.statusCode).toBe(200);
    for (const payload of ['[1,2]', '"x"', '{"a":"\\u0000"}', 'not json']) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/arifpay', payload, headers: { 'content-type': 'application/json' } });
      expect(bad.statusCode, payload).toBe(400);
    }
  });
});
