// Withdrawals (issue 13): the amount is held when requested, paid out on the gateway's COMPLETED, returned on its
// failure; a withdrawal above the balance or above 10,000 ETB is refused and holds nothing; 50 at once against
// one balance never overdraw; money goes only to the player's own phone, and only the player can ask.
import { describe, expect, it } from 'vitest';
import { balanceCents, playerAccountId } from '../../server/modules/wallet/ledger.ts';
import { useTestApp } from './helpers.ts';
import { arifpayWithdrawalsOn, call, expectBalance, phoneAnswers, player, stateOf, withdraw } from './payments-helpers.ts';

// A float above the default OPERATOR_CREDIT_MAX (10,000 ETB, issue 28) is credited in one call here.
const t = useTestApp({ operatorToken: 'op-token', env: { OPERATOR_CREDIT_MAX: '100000' } });

async function credit(phone: string, amount: number): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/wallets/credit',
    headers: { authorization: 'Bearer op-token', 'idempotency-key': `credit-${phone}-${amount}-${Math.random()}` },
    payload: { phone, amount, reason: 'test float' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const held = async (): Promise<number> => (await balanceCents(t.app.db, 'house:withdrawals')) ?? 0;

describe('withdrawals', () => {
  it('holds at once, is processing after the payout is accepted, and completes on the gateway status', async () => {
    const p = await player(t.app);
    const before = await held();
    const res = await withdraw(t.app, p, 60);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { transfer_id: string; status: string };
    expect(data.status).toBe('processing');
    await expectBalance(t.app, p, 4_000);
    expect((await held()) - before).toBe(6_000);
    await phoneAnswers(t);
    expect(await stateOf(t.app, data.transfer_id)).toBe('completed');
    await expectBalance(t.app, p, 4_000);
    expect((await held()) - before).toBe(0);
    const status = await call(t.app, p, 'GET', `/api/v1/santimpay/status/${data.transfer_id}`);
    expect(status.json().data).toMatchObject({ status: 'completed', transactionType: 'GATEWAY_PAYOUT' });
  });

  it('a failed payout (phone 0000) returns the held amount exactly once', async () => {
    const p = await player(t.app, '0000');
    const id = (await withdraw(t.app, p, 30)).json().data.transfer_id as string;
    await expectBalance(t.app, p, 7_000);
    await phoneAnswers(t);
    expect(await stateOf(t.app, id)).toBe('failed');
    await expectBalance(t.app, p, 10_000);
    const releases = await t.app.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `withdrawal-release:${id}`)
      .execute();
    expect(releases).toHaveLength(1);
  });

  it('above the balance or above 10,000 ETB is refused and holds nothing', async () => {
    const p = await player(t.app);
    await credit(p.phone, 20_000);
    const before = await held();
    const over = await withdraw(t.app, p, 10_000.01);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'PAYMENT_WITHDRAWAL_CAP', error: 'Maximum withdrawal is 10,000 ETB per transaction' });
    const p2 = await player(t.app);
    const broke = await withdraw(t.app, p2, 100.01);
    expect(broke.statusCode).toBe(400);
    expect(broke.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', error: 'Insufficient balance' });
    expect(await held()).toBe(before);
    await expectBalance(t.app, p2, 10_000);
    const stored = await t.app.db.selectFrom('payments').select('id').where('user_id', 'in', [p.userId, p2.userId]).execute();
    expect(stored).toHaveLength(0);
  });

  it('50 concurrent withdrawals against one balance never overdraw', async () => {
    const p = await player(t.app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(t.app, p, 7)));
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(14);
    expect(answers.every((r) => r.statusCode === 200 || r.json().code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balanceCents(t.app.db, playerAccountId(p.userId))).toBe(10_000 - 14 * 700);
  });

  it("refuses another player's id, another merchant, and a phone that is not the player's", async () => {
    const p = await player(t.app);
    const q = await player(t.app);
    expect((await withdraw(t.app, p, 5, { user_id: q.userId })).statusCode).toBe(403);
    expect((await withdraw(t.app, p, 5, { merchant_id: 'someone-else' })).json().code).toBe('MERCHANT_MISMATCH');
    const elsewhere = await withdraw(t.app, p, 5, { receiver_account_number: q.phone });
    expect(elsewhere.statusCode).toBe(403);
    expect((await call(t.app, q, 'GET', `/api/v1/santimpay/transfers/${p.userId}`)).statusCode).toBe(403);
    await expectBalance(t.app, p, 10_000);
  });

  it('ArifPay: init holds and answers a session, confirm pays out; only the owner can confirm', async () => {
    await arifpayWithdrawalsOn(t.app, 'op-token');
    const p = await player(t.app);
    const q = await player(t.app);
    const init = await call(t.app, p, 'POST', '/api/v1/arifpay/telebirr/withdraw/init', {
      user_id: p.userId,
      phone: p.phone,
      amount: 25,
      reason: 'Withdrawal from wallet',
      merchant_id: 'birrbet-test',
    });
    expect(init.statusCode, init.body).toBe(200);
    const { session_id: session, payment_id: id } = init.json().data as { session_id: string; payment_id: string };
    await expectBalance(t.app, p, 7_500);
    expect((await call(t.app, q, 'POST', '/api/v1/arifpay/telebirr/withdraw/confirm', { session_id: session, phone: q.phone })).statusCode).toBe(404);
    expect((await call(t.app, p, 'POST', '/api/v1/arifpay/cbe/withdraw/confirm', { session_id: session })).statusCode).toBe(404);
    const confirm = await call(t.app, p, 'POST', '/api/v1/arifpay/telebirr/withdraw/confirm', { session_id: session, phone: p.phone });
    expect(confirm.json()).toMatchObject({ message: 'Withdrawal initiated! Check your mobile wallet.', data: { status: 'processing' } });
    await phoneAnswers(t);
    expect(await stateOf(t.app, id)).toBe('completed');
    await expectBalance(t.app, p, 7_500);
  });
});
