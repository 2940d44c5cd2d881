// Deposits and self-exclusion (issue 28, item 6): no player action after an exclusion starts, confirms or
// continues a deposit (a CBE Birr confirm, an Idempotency-Key retry that would re-send a lost deposit), while money
// a gateway already took (a USSD push approved on the phone after the exclusion) is credited to the wallet, where
// only a withdrawal can move it, and the statement says so.
import { describe, expect, it } from 'vitest';
import { savePreferences } from '../../server/modules/payments/preferences.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { call, creditsOf, depositUssd, expectBalance, phoneAnswers, player, type Player, stateOf, withdraw } from './payments-helpers.ts';
import { moneyBody, pickLegs, place } from './tickets-helpers.ts';
import { paymentReference } from '../../domain/payments/reference.ts';

const t = useTestApp();
const exclude = async (p: Player): Promise<void> => {
  const res = await call(t.app, p, 'POST', '/api/v1/responsible-gaming/self-exclusion', { period: '24h' });
  expect(res.statusCode, res.body).toBe(200);
};
const EXCLUDED = { code: 'SELF_EXCLUDED', error: 'You have excluded yourself from betting, deposits and games until 2026-11-22 09:00 UTC' };

describe('deposits under self-exclusion', () => {
  it('refuses the confirm of a CBE Birr deposit started before the exclusion; nothing is pushed or credited', async () => {
    await savePreferences(
      t.app.db,
      MERCHANT_ID,
      'deposit',
      [
        { name: 'santimpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR', 'MPESA', 'CHECKOUT'] },
        { name: 'arifpay', enabled: true, methods: ['CBEBIRR'] },
      ],
      t.clock.now,
    );
    const p = await player(t.app);
    const init = await call(t.app, p, 'POST', '/api/v1/arifpay/cbe/init', { user_id: p.userId, phone: p.phone, amount: 50 });
    expect(init.statusCode, init.body).toBe(200);
    const { session_id: session, payment_id: id } = init.json().data as { session_id: string; payment_id: string };
    await exclude(p);
    const confirm = await call(t.app, p, 'POST', '/api/v1/arifpay/cbe/confirm', { session_id: session, phone: p.phone });
    expect(confirm.statusCode, confirm.body).toBe(400);
    expect(confirm.json()).toMatchObject(EXCLUDED);
    // The gateway was never asked to push: the session has no answer scheduled, and nothing is credited.
    const sim = await t.app.db.selectFrom('sim_transactions').select('resolve_at').where('txn_id', '=', session).executeTakeFirstOrThrow();
    expect(sim.resolve_at).toBeNull();
    await phoneAnswers(t);
    expect(await stateOf(t.app, id)).not.toBe('completed');
    expect(await creditsOf(t.app, id)).toBe(0);
    await expectBalance(t.app, p, 10_000);
  });

  it('refuses an Idempotency-Key retry that would re-send a deposit lost before the exclusion', async () => {
    const p = await player(t.app);
    const key = { 'idempotency-key': `lost-${p.userId}` };
    const first = await depositUssd(t.app, p, 30, 'TELEBIRR', {}, key);
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().data.payment_id as string;
    // As if the server had died between storing the payment and calling the gateway.
    await t.app.db.updateTable('payments').set({ gateway_txn_id: null, session_id: null, payment_url: null }).where('id', '=', id).execute();
    await t.app.db.deleteFrom('sim_transactions').where('ref', '=', id).execute();
    await exclude(p);
    t.clock.now += 10_000;
    const retry = await depositUssd(t.app, p, 30, 'TELEBIRR', {}, key);
    expect(retry.statusCode, retry.body).toBe(400);
    expect(retry.json()).toMatchObject({ code: 'SELF_EXCLUDED' });
    expect(await t.app.db.selectFrom('sim_transactions').select('ref').where('ref', '=', id).execute()).toHaveLength(0);
    expect(await creditsOf(t.app, id)).toBe(0);
  });

  it('credits a USSD push approved after the exclusion, says so in the statement, and only a withdrawal can move it', async () => {
    const p = await player(t.app);
    const deposit = await depositUssd(t.app, p, 50);
    expect(deposit.statusCode, deposit.body).toBe(200);
    const id = deposit.json().data.payment_id as string;
    await exclude(p);
    await phoneAnswers(t);
    expect(await stateOf(t.app, id)).toBe('completed');
    expect(await creditsOf(t.app, id)).toBe(1);
    await expectBalance(t.app, p, 15_000);
    const statement = await call(t.app, p, 'GET', '/api/v1/wallet/statement');
    expect(statement.statusCode, statement.body).toBe(200);
    const line = (statement.json().entries as { kind: string; reference: string | null; amount: number; description: string }[]).find(
      (e) => e.reference === paymentReference(id),
    );
    expect(line).toMatchObject({ kind: 'deposit_excluded', amount: 50 });
    expect(line?.description).toMatch(/self-exclusion/);
    // The money cannot be staked; it can be withdrawn.
    const bet = await place(t.app, p.token, moneyBody(p.userId, (await pickLegs(t.app, 1)).slice(0, 1)));
    expect(bet.json()).toMatchObject({ code: 'SELF_EXCLUDED' });
    expect((await withdraw(t.app, p, 150)).statusCode).toBe(200);
    await expectBalance(t.app, p, 0);
  });
});
