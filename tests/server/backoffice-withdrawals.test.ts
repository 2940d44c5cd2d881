// Four-eyes review of large withdrawals (issue 33): once a player's withdrawals of the last 24 hours pass 10,000 ETB
// (WITHDRAWAL_REVIEW_ABOVE's default; the spec caps one withdrawal at 10,000), the next is held from the balance but
// its payout waits for a finance person. Nothing the gateway or the poller does moves it meanwhile; an approval
// lets the poller ask for the payout once (100 concurrent approvals included); a refusal fails it and returns the
// hold once. SantimPay is reviewed at its start, ArifPay at its confirm. Every step is in the audit chain.
import { beforeEach, describe, expect, it } from 'vitest';
import { asOperator, makeOperator, type TestOperator } from './backoffice-helpers.ts';
import { useTestApp } from './helpers.ts';
import { arifpayWithdrawalsOn, call, expectBalance, phoneAnswers, player, poll, stateOf, withdraw, type Player } from './payments-helpers.ts';

const t = useTestApp({ syncCatalog: false, operatorToken: 'op-token', env: { OPERATOR_CREDIT_MAX: '100000' } });
let finance: TestOperator;
let finance2: TestOperator;
let support: TestOperator;

const token = { authorization: 'Bearer op-token' };
async function funded(amount: number): Promise<Player> {
  const p = await player(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/wallets/credit',
    headers: { ...token, 'idempotency-key': `float-${p.phone}` },
    payload: { phone: p.phone, amount, reason: 'test float' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return p;
}
const approvalFor = async (paymentId: string) =>
  (await asOperator(t.app, finance, { url: '/api/admin/v1/approvals' })).json().data.find((a: { target_id: string }) => a.target_id === paymentId);
const decide = (op: TestOperator, id: string, verb: 'approve' | 'reject', note?: string) =>
  asOperator(t.app, op, { method: 'POST', url: `/api/admin/v1/approvals/${id}/${verb}`, payload: note === undefined ? {} : { note } });
const keyCount = async (key: string) =>
  (await t.app.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', key).execute()).length;
const reviewOf = async (id: string) => (await t.app.db.selectFrom('payments').select('review').where('id', '=', id).executeTakeFirstOrThrow()).review;

// Fresh people for each test: a test that moves the clock by hours ends the sessions of the ones before (idle timeout).
beforeEach(async () => {
  finance = await makeOperator(t.app, ['finance'], { name: 'Dawit (finance)' });
  finance2 = await makeOperator(t.app, ['finance'], { name: 'Meron (finance)' });
  support = await makeOperator(t.app, ['support'], { name: 'Selam (support)' });
});

/** A player with 25,100 ETB who already withdrew 6,000 today; their next 5,000 takes the day above 10,000. */
async function reviewedWithdrawal(): Promise<{ p: Player; id: string }> {
  const p = await funded(25_000);
  const first = await withdraw(t.app, p, 6_000);
  expect(first.json().data.status).toBe('processing');
  const second = await withdraw(t.app, p, 5_000);
  expect(second.statusCode, second.body).toBe(200);
  const id = second.json().data.transfer_id as string;
  expect(second.json().data.status).toBe('pending');
  await expectBalance(t.app, p, 2_510_000 - 1_100_000);
  return { p, id };
}

describe('a withdrawal that takes the day above 10,000 ETB', () => {
  it('is held and waits: no poll, no gateway answer, no expiry moves it; the request names the player', async () => {
    const { p, id } = await reviewedWithdrawal();
    expect(await reviewOf(id)).toBe('awaiting');
    const approval = await approvalFor(id);
    expect(approval).toMatchObject({
      kind: 'withdrawal',
      status: 'pending',
      amount: 5_000,
      target_kind: 'payment',
      summary: `Withdrawal of 5000.00 ETB to TELEBIRR ${p.phone}`,
      requested_by: { id: p.userId, name: `Player ${p.phone}` },
    });
    await phoneAnswers(t, 2 * 60 * 60_000);
    await poll(t.app);
    finance = await makeOperator(t.app, ['finance'], { name: 'Dawit (finance)' });
    support = await makeOperator(t.app, ['support'], { name: 'Selam (support)' });
    const status = await call(t.app, p, 'GET', `/api/v1/santimpay/status/${id}`);
    expect(status.json().data.status).toBe('pending');
    expect(await stateOf(t.app, id)).toBe('pending');
    await expectBalance(t.app, p, 1_410_000);
    // The payments desk finds it by its review, by the player's phone written as they say it, and shows its steps.
    const awaiting = await asOperator(t.app, finance, { url: '/api/admin/v1/payments?review=awaiting&flow=withdrawal' });
    expect(awaiting.json().data.map((r: { id: string }) => r.id)).toContain(id);
    const local = `0${p.phone.slice(4)}`;
    const byPhone = (await asOperator(t.app, finance, { url: `/api/admin/v1/payments?q=${local}` })).json().data as { id: string; amount: number }[];
    expect(byPhone.map((r) => [r.id, r.amount])).toEqual([
      [id, 5_000],
      [expect.any(String), 6_000],
    ]);
    const detail = await asOperator(t.app, finance, { url: `/api/admin/v1/payments/${id}` });
    expect(detail.json().payment).toMatchObject({ id, review: 'awaiting', state: 'pending', flow: 'withdrawal', amount: 5_000 });
    expect(detail.json().steps.map((s: { source: string; gateway_status: string | null }) => [s.source, s.gateway_status])).toEqual([
      ['request', null],
      ['review', 'awaiting approval'],
    ]);
    expect((await asOperator(t.app, support, { url: `/api/admin/v1/payments/${id}` })).statusCode).toBe(403);
    expect((await asOperator(t.app, finance, { url: '/api/admin/v1/payments/nope' })).json().code).toBe('NOT_FOUND');
    // Support may look but not decide money.
    expect((await decide(support, approval.id, 'approve')).json().code).toBe('ROLE_FORBIDDEN');
  });

  it('a first withdrawal of the day at the cap is not reviewed', async () => {
    const p = await funded(10_000);
    const res = await withdraw(t.app, p, 10_000);
    expect(res.json().data.status).toBe('processing');
    expect(await reviewOf(res.json().data.transfer_id)).toBeNull();
  });

  it('approved: the poller asks for the payout once, even after 100 concurrent approvals', async () => {
    const { p, id } = await reviewedWithdrawal();
    const approval = await approvalFor(id);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => decide(i % 2 === 0 ? finance : finance2, approval.id, 'approve')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 200 || r.json().code === 'ALREADY_DECIDED')).toBe(true);
    // The server's own poller (every second) may already have claimed it.
    expect(['approved', 'sent']).toContain(await reviewOf(id));
    await poll(t.app);
    expect(await reviewOf(id)).toBe('sent');
    // The gateway's answer to the payout request lands when that call returns (the background poller's, maybe).
    await expect.poll(() => stateOf(t.app, id)).toBe('processing');
    await phoneAnswers(t);
    expect(await stateOf(t.app, id)).toBe('completed');
    expect(await keyCount(`withdrawal-paid:${id}`)).toBe(1);
    expect(await keyCount(`withdrawal-release:${id}`)).toBe(0);
    await expectBalance(t.app, p, 1_410_000);
  });

  it('refused: the payment fails and the held amount returns once', async () => {
    const { p, id } = await reviewedWithdrawal();
    const approval = await approvalFor(id);
    const refused = await decide(finance, approval.id, 'reject', 'player could not confirm the account');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().approval).toMatchObject({ status: 'rejected', decided_by: { name: 'Dawit (finance)' } });
    expect(await stateOf(t.app, id)).toBe('failed');
    expect(await reviewOf(id)).toBe('refused');
    await expectBalance(t.app, p, 1_910_000);
    expect(await keyCount(`withdrawal-release:${id}`)).toBe(1);
    expect((await decide(finance2, approval.id, 'approve')).json().code).toBe('ALREADY_DECIDED');
    await poll(t.app);
    expect(await stateOf(t.app, id)).toBe('failed');
  });

  it('ArifPay: reviewed at the confirm (processing, nothing sent), paid after approval', async () => {
    await arifpayWithdrawalsOn(t.app, 'op-token');
    const p = await funded(25_000);
    await withdraw(t.app, p, 6_000);
    const init = await call(t.app, p, 'POST', '/api/v1/arifpay/telebirr/withdraw/init', {
      user_id: p.userId,
      phone: p.phone,
      amount: 9_000,
      reason: 'Withdrawal from wallet',
    });
    expect(init.statusCode, init.body).toBe(200);
    const { session_id: session, payment_id: id } = init.json().data as { session_id: string; payment_id: string };
    const confirm = await call(t.app, p, 'POST', '/api/v1/arifpay/telebirr/withdraw/confirm', { session_id: session, phone: p.phone });
    expect(confirm.json().data.status).toBe('processing');
    expect(await reviewOf(id)).toBe('awaiting');
    await phoneAnswers(t);
    await poll(t.app);
    expect(await stateOf(t.app, id)).toBe('processing');
    const approval = await approvalFor(id);
    expect((await decide(finance, approval.id, 'approve')).statusCode).toBe(200);
    await poll(t.app);
    expect(await reviewOf(id)).toBe('sent');
    await expect.poll(() => stateOf(t.app, id)).toBe('processing');
    await phoneAnswers(t);
    expect(await stateOf(t.app, id)).toBe('completed');
    await expectBalance(t.app, p, 2_510_000 - 1_500_000);
  });

  it('the audit trail holds the request, the decisions and their results, and the chain verifies', async () => {
    const admin = await makeOperator(t.app, ['admin']);
    const entries = (await asOperator(t.app, admin, { url: '/api/admin/v1/audit?limit=200' })).json().data as {
      action: string;
      actor_kind: string;
      actor_name: string;
    }[];
    const actions = entries.map((e) => e.action);
    expect(actions).toContain('approval.request.withdrawal');
    expect(actions).toContain('approval.approve.withdrawal');
    expect(actions).toContain('approval.reject.withdrawal');
    expect(entries.find((e) => e.action === 'approval.request.withdrawal')).toMatchObject({ actor_kind: 'system', actor_name: 'player request' });
    const verify = await asOperator(t.app, admin, { url: '/api/admin/v1/audit/verify' });
    expect(verify.json()).toMatchObject({ ok: true });
  });
});
