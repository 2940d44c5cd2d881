// One manual credit adds at most OPERATOR_CREDIT_MAX (issue 28, item 3): above it the operator credit is a 403
// CREDIT_NEEDS_APPROVAL carrying the ceiling, refused before any money moves (no ledger transaction, the
// Idempotency-Key left unclaimed); the ceiling itself passes. OPERATOR_CREDIT_MAX is whole ETB, 10,000 by default.
import { describe, expect, it } from 'vitest';
import { CREDIT_NEEDS_APPROVAL } from '../../schema/endpoints/admin.ts';
import { loadConfig } from '../../server/config.ts';
import { openWallet } from '../../server/modules/wallet/service.ts';
import { MERCHANT_ID, NOW, useTestApp } from './helpers.ts';

const TOKEN = 'operator-credit-max-token';
const t = useTestApp({ operatorToken: TOKEN, syncCatalog: false });
const credit = (amount: number, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/wallets/credit',
    headers: { authorization: `Bearer ${TOKEN}`, 'idempotency-key': key },
    payload: { phone: '0911445566', amount, reason: 'counter deposit' },
  });
const balanceCents = async (userId: string): Promise<number> =>
  Number(
    (await t.app.db.selectFrom('ledger_accounts').select('balance_cents').where('id', '=', `player:${userId}`).executeTakeFirstOrThrow())
      .balance_cents,
  );

describe('a manual credit above OPERATOR_CREDIT_MAX', () => {
  it('is refused with CREDIT_NEEDS_APPROVAL before any money moves; the ceiling itself passes', async () => {
    const user = await t.app.db
      .insertInto('users')
      .values({ merchant_id: MERCHANT_ID, phone: '+251911445566', password_hash: 'x', created_at: new Date(NOW) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.transaction().execute((trx) => openWallet(trx, user.id, MERCHANT_ID));
    const transactionsBefore = (await t.app.db.selectFrom('ledger_transactions').select('id').execute()).length;
    const before = await balanceCents(user.id);

    for (const amount of [10_000.01, 1_000_000]) {
      const refused = await credit(amount, `too-much-${amount}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: "A credit above 10000 ETB needs a second person's approval",
        code: CREDIT_NEEDS_APPROVAL.code,
        max_amount: 10_000,
      });
    }
    expect(await balanceCents(user.id)).toBe(before);
    expect((await t.app.db.selectFrom('ledger_transactions').select('id').execute()).length).toBe(transactionsBefore);

    // The refused key was never claimed: the same key with an allowed amount credits.
    const allowed = await credit(10_000, 'too-much-1000000');
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await balanceCents(user.id)).toBe(before + 1_000_000);
  });
});

describe('OPERATOR_CREDIT_MAX', () => {
  it('is whole ETB from 1 to 1,000,000, 10,000 when unset', () => {
    expect(loadConfig({}).operatorCreditMaxCents).toBe(1_000_000);
    expect(loadConfig({ OPERATOR_CREDIT_MAX: '250000' }).operatorCreditMaxCents).toBe(25_000_000);
    for (const bad of ['0', '-5', '10.5', 'lots', '1000001']) {
      expect(() => loadConfig({ OPERATOR_CREDIT_MAX: bad }), bad).toThrow(/^OPERATOR_CREDIT_MAX must be a whole number of ETB from 1 to 1000000/);
    }
  });
});
