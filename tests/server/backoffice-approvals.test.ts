// Four-eyes approvals of money (issue 33): support may only ask for a credit; finance credits at once up to
// OPERATOR_CREDIT_MAX and asks above it; a second person with wallet.approve runs the request in the approval's
// transaction — never the requester, never a role without the permission — and 100 concurrent approvals of one
// request move the money once. Each step is in the audit trail, and the chain verifies.
import { beforeAll, describe, expect, it } from 'vitest';
import { openWallet } from '../../server/modules/wallet/service.ts';
import { asOperator, makeOperator, type TestOperator } from './backoffice-helpers.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';

const t = useTestApp({ syncCatalog: false, env: { OPERATOR_CREDIT_MAX: '1000' } });
const PHONE = '+251911556677';
let userId: string;
let support: TestOperator;
let finance: TestOperator;
let finance2: TestOperator;

const balance = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('wallets as w')
        .innerJoin('ledger_accounts as a', 'a.id', 'w.ledger_account_id')
        .select('a.balance_cents')
        .where('w.user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).balance_cents,
  );
const credit = (op: TestOperator, amount: number, reason = 'goodwill after a failed deposit') =>
  asOperator(t.app, op, { method: 'POST', url: '/api/admin/v1/wallets/credit', payload: { phone: PHONE, amount, reason } });
const decide = (op: TestOperator, id: string, verb: 'approve' | 'reject', note?: string) =>
  asOperator(t.app, op, { method: 'POST', url: `/api/admin/v1/approvals/${id}/${verb}`, payload: note === undefined ? {} : { note } });

beforeAll(async () => {
  const user = await t.app.db
    .insertInto('users')
    .values({ merchant_id: MERCHANT_ID, phone: PHONE, password_hash: 'x', created_at: new Date(t.app.now()) })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
  await t.app.db.transaction().execute((trx) => openWallet(trx, userId, MERCHANT_ID));
  support = await makeOperator(t.app, ['support'], { name: 'Selam (support)' });
  finance = await makeOperator(t.app, ['finance'], { name: 'Dawit (finance)' });
  finance2 = await makeOperator(t.app, ['finance'], { name: 'Meron (finance)' });
});

describe('a credit support asks for', () => {
  it('waits for finance, cannot be approved by support or its requester, and moves the money once', async () => {
    const before = await balance();
    const asked = await credit(support, 50);
    expect(asked.statusCode).toBe(202);
    const { approval_id: id } = asked.json();
    expect(await balance()).toBe(before);

    const list = await asOperator(t.app, finance, { url: '/api/admin/v1/approvals' });
    expect(list.json().data[0]).toMatchObject({
      id,
      kind: 'wallet_credit',
      status: 'pending',
      amount: 50,
      summary: `Credit 50.00 ETB to ${PHONE}`,
      requested_by: { name: 'Selam (support)' },
    });

    const bySupport = await decide(support, id, 'approve');
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().code).toBe('ROLE_FORBIDDEN');
    const approved = await decide(finance, id, 'approve', 'checked the gateway record');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().approval).toMatchObject({
      status: 'approved',
      decided_by: { name: 'Dawit (finance)' },
      decision_note: 'checked the gateway record',
    });
    expect(await balance()).toBe(before + 5_000);
    const again = await decide(finance2, id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_DECIDED');
    expect(await balance()).toBe(before + 5_000);
  });
});

describe('a credit above OPERATOR_CREDIT_MAX (1,000 ETB here)', () => {
  it('is taken at once by finance below it, and waits for a second finance above it; never its own requester', async () => {
    const before = await balance();
    expect((await credit(finance, 1000)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 100_000);
    const asked = await credit(finance, 1000.01);
    expect(asked.statusCode).toBe(202);
    const own = await decide(finance, asked.json().approval_id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: 'A request needs a second person: you cannot decide your own', code: 'OWN_REQUEST' });
    expect((await decide(finance2, asked.json().approval_id, 'approve')).statusCode).toBe(200);
    expect(await balance()).toBe(before + 200_001);
  });

  it('moves the money once under 100 concurrent approvals', async () => {
    const before = await balance();
    const id = (await credit(finance, 2500)).json().approval_id;
    const answers = await Promise.all(Array.from({ length: 100 }, () => decide(finance2, id, 'approve')));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(await balance()).toBe(before + 250_000);
    const postings = await t.app.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `approval:${id}`).execute();
    expect(postings).toHaveLength(1);
  });

  it('can be rejected by an approver (nothing moves) or withdrawn by its requester', async () => {
    const before = await balance();
    const first = (await credit(support, 10)).json().approval_id;
    const rejected = await decide(finance, first, 'reject', 'no ticket number given');
    expect(rejected.json().approval).toMatchObject({ status: 'rejected', decision_note: 'no ticket number given' });
    const second = (await credit(support, 10)).json().approval_id;
    expect((await decide(support, second, 'reject', 'asked by mistake')).statusCode).toBe(200);
    expect((await decide(finance, second, 'approve')).json().code).toBe('ALREADY_DECIDED');
    expect((await decide(finance, first, 'reject')).statusCode).toBe(400);
    expect(await balance()).toBe(before);
  });
});

describe('the audit trail of these actions', () => {
  it('has every request, approval, rejection and direct credit with its actor, and the chain verifies', async () => {
    const admin = await makeOperator(t.app, ['admin']);
    const page = await asOperator(t.app, admin, { url: '/api/admin/v1/audit?action=approval.&limit=200' });
    const actions = page.json().data.map((e: { action: string }) => e.action);
    expect(actions).toContain('approval.request.wallet_credit');
    expect(actions).toContain('approval.approve.wallet_credit');
    expect(actions).toContain('approval.reject.wallet_credit');
    expect(actions).toContain('approval.withdraw.wallet_credit');
    const direct = await asOperator(t.app, admin, { url: '/api/admin/v1/audit?action=wallet.credit' });
    expect(direct.json().data[0]).toMatchObject({
      actor_name: 'Dawit (finance)',
      target_kind: 'player',
      target_id: userId,
      reason: 'goodwill after a failed deposit',
    });
    expect(JSON.parse(direct.json().data[0].after)).toMatchObject({ amount_cents: 100_000, phone: PHONE });
    const approvals = page.json().data.filter((e: { action: string }) => e.action === 'approval.approve.wallet_credit');
    // 1 support credit + 2 finance credits above the ceiling; the 99 refused concurrent approvals wrote nothing.
    expect(approvals).toHaveLength(3);
    const verify = await asOperator(t.app, admin, { url: '/api/admin/v1/audit/verify' });
    expect(verify.json()).toMatchObject({ ok: true, broken_at: null });
    expect(verify.json().entries).toBeGreaterThan(10);
  });
});
