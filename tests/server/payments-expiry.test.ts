// Payments that never finish (issue 13): a phone that never answers (1111) leaves the deposit pending until it
// expires; an expired deposit credits nothing even when the gateway completes it later (kept as a discrepancy,
// and reconciliation reports it). A gateway that answers garbage or not at all leaves the payment pending.
import { describe, expect, it } from 'vitest';
import { paymentsRuntime } from '../../server/modules/payments/index.ts';
import { startPayment } from '../../server/modules/payments/service.ts';
import { santimpayAdapter } from '../../server/modules/payments/adapters/santimpay.ts';
import { NoAnswer } from '../../server/modules/payments/adapters/transport.ts';
import { newEcKeyPair } from '../../server/modules/payments/adapters/jwt.ts';
import { useTestApp } from './helpers.ts';
import { creditsOf, depositUssd, expectBalance, phoneAnswers, player, poll, runtime, stateOf } from './payments-helpers.ts';

const t = useTestApp({ operatorToken: 'op-token' });
const MINUTE = 60_000;

describe('expiry and reconciliation', () => {
  it('a push nobody answers expires after 30 minutes; a late completion then credits nothing and is reported', async () => {
    const p = await player(t.app, '1111');
    const id = (await depositUssd(t.app, p, 40)).json().data.payment_id as string;
    await phoneAnswers(t);
    t.clock.now += 6_000;
    await poll(t.app);
    expect(await stateOf(t.app, id)).toBe('pending');
    t.clock.now += 31 * MINUTE;
    await poll(t.app);
    expect(await stateOf(t.app, id)).toBe('expired');
    // The gateway completes it after all, and calls back.
    const tx = await t.app.db.selectFrom('sim_transactions').select('txn_id').where('ref', '=', id).executeTakeFirstOrThrow();
    await t.app.db.updateTable('sim_transactions').set({ status: 'COMPLETED', callbacks_due: true }).where('txn_id', '=', tx.txn_id).execute();
    await runtime(t.app).sim?.settleDue();
    expect(await stateOf(t.app, id)).toBe('expired');
    expect(await creditsOf(t.app, id)).toBe(0);
    await expectBalance(t.app, p, 10_000);
    const report = await t.app.inject({
      method: 'GET',
      url: '/api/admin/v1/payments/reconciliation?days=1',
      headers: { authorization: 'Bearer op-token' },
    });
    expect(report.statusCode, report.body).toBe(200);
    const found = (report.json().discrepancies as { payment_id: string; theirs: string; ours: string }[]).filter((d) => d.payment_id === id);
    expect(found).toEqual([expect.objectContaining({ ours: 'expired', theirs: 'completed' })]);
  });

  it('a gateway answering garbage or timing out leaves the deposit pending, then expired, never credited', async () => {
    const p = await player(t.app);
    const real = paymentsRuntime(t.app.db);
    if (real === undefined) {
      throw new Error('no payments runtime');
    }
    const principal = { sessionId: 'x', userId: p.userId, merchantId: 'birrbet-test', phone: p.phone };
    const broken = (text: string) =>
      santimpayAdapter(
        {
          baseUrl: 'http://gateway.invalid',
          merchantId: 'm',
          privateKeyPem: newEcKeyPair().privateKeyPem,
          webhookPublicKeyPem: null,
          target: 'broken',
        },
        async () => ({ status: 200, text }),
        () => t.clock.now,
      );
    for (const adapter of [broken('<html>oops</html>'), broken('')]) {
      const deps = { ...real.deps, adapters: { ...real.deps.adapters, santimpay: adapter } };
      const start = startPayment(deps, {
        principal,
        flow: 'deposit',
        gateway: 'santimpay',
        kind: 'direct',
        method: 'TELEBIRR',
        userId: p.userId,
        merchantId: undefined,
        amount: 25,
        phone: p.phone,
        reason: null,
        idempotencyKey: null,
      });
      await expect(start).rejects.toMatchObject({ code: 'GATEWAY_UNAVAILABLE' });
      const row = await t.app.db
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', p.userId)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.state).toBe('pending');
      t.clock.now += 31 * MINUTE;
      const { refresh } = await import('../../server/modules/payments/refresh.ts');
      await refresh(deps, row, 'poll');
      expect(await stateOf(t.app, row.id)).toBe('expired');
      expect(await creditsOf(t.app, row.id)).toBe(0);
    }
    await expectBalance(t.app, p, 10_000);
  });

  it('a completed status naming another amount credits nothing and is kept as a discrepancy', async () => {
    const p = await player(t.app);
    const id = (await depositUssd(t.app, p, 90)).json().data.payment_id as string;
    await t.app.db.updateTable('sim_transactions').set({ amount_cents: 9_000_00 }).where('ref', '=', id).execute();
    await phoneAnswers(t);
    expect(await stateOf(t.app, id)).toBe('pending');
    expect(await creditsOf(t.app, id)).toBe(0);
    const found = await t.app.db.selectFrom('payment_discrepancies').selectAll().where('payment_id', '=', id).execute();
    expect(found).toEqual([expect.objectContaining({ kind: 'amount', theirs: '900000' })]);
    await expectBalance(t.app, p, 10_000);
  });

  it('a retry with the same Idempotency-Key sends a payment that never reached the gateway, and only that one', async () => {
    const p = await player(t.app);
    const real = runtime(t.app).deps;
    const principal = { sessionId: 'x', userId: p.userId, merchantId: 'birrbet-test', phone: p.phone };
    const silent = santimpayAdapter(
      { baseUrl: 'http://gateway.invalid', merchantId: 'm', privateKeyPem: newEcKeyPair().privateKeyPem, webhookPublicKeyPem: null, target: 'down' },
      async () => {
        throw new NoAnswer('connection refused');
      },
      () => t.clock.now,
    );
    const key = `lost-${p.userId}`;
    const first = startPayment(
      { ...real, adapters: { ...real.adapters, santimpay: silent } },
      {
        principal,
        flow: 'deposit',
        gateway: 'santimpay',
        kind: 'direct',
        method: 'TELEBIRR',
        userId: p.userId,
        merchantId: undefined,
        amount: 45,
        phone: p.phone,
        reason: null,
        idempotencyKey: key,
      },
    );
    await expect(first).rejects.toMatchObject({ code: 'GATEWAY_UNAVAILABLE' });
    const retry = () => depositUssd(t.app, p, 45, 'TELEBIRR', {}, { 'idempotency-key': key });
    // Too soon: the first attempt may still be on its way.
    const early = await retry();
    expect(early.json().data.santimpay_txn_id).toBeNull();
    t.clock.now += 11_000;
    const again = await retry();
    expect(again.statusCode, again.body).toBe(200);
    const id = again.json().data.payment_id as string;
    expect(again.json().data.santimpay_txn_id).not.toBeNull();
    // The gateway has it now; a further retry that lost its reference is refused there as a duplicate and fails nothing.
    await t.app.db.updateTable('payments').set({ gateway_txn_id: null }).where('id', '=', id).execute();
    expect((await retry()).json().data.status).toBe('pending');
    await phoneAnswers(t);
    expect(await stateOf(t.app, id)).toBe('completed');
    expect(await creditsOf(t.app, id)).toBe(1);
  });
});
