// Payments on a real PostgreSQL with two server instances (TEST_DATABASE_URL; skipped otherwise): 50 withdrawals
// sent at once to both never overdraw; a deposit whose gateway calls back repeatedly while both instances poll is
// credited once.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pollDue } from '../../server/modules/payments/poller.ts';
import { paymentsRuntime } from '../../server/modules/payments/index.ts';
import { balanceCents, playerAccountId } from '../../server/modules/wallet/ledger.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';
import { creditsOf, depositUssd, player, withdraw } from './payments-helpers.ts';

describe.skipIf(ADMIN_URL === undefined)('payments on PostgreSQL, two instances', () => {
  const { apps } = usePgApps('birrbet_pay', { count: 2, env: { SIM_USSD_DELAY_MS: '0' } });
  const both = (): [FastifyInstance, FastifyInstance] => [apps[0] as FastifyInstance, apps[1] as FastifyInstance];

  it('50 concurrent withdrawals across both instances never overdraw', async () => {
    const [a, b] = both();
    const p = await player(a);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => withdraw(i % 2 === 0 ? a : b, p, 9)));
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(11);
    expect(answers.every((r) => r.statusCode === 200 || r.json().code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balanceCents(a.db, playerAccountId(p.userId))).toBe(10_000 - 11 * 900);
  });

  it('a storm of callbacks while both instances poll credits once', async () => {
    const [a, b] = both();
    const p = await player(a, '2222');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await depositUssd(i % 2 === 0 ? a : b, p, 10 + i);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.payment_id as string);
    }
    const ra = paymentsRuntime(a.db);
    const rb = paymentsRuntime(b.db);
    await Promise.all([ra?.sim?.settleDue(), rb?.sim?.settleDue(), ra && pollDue(ra.deps), rb && pollDue(rb.deps)]);
    for (const id of ids) {
      expect(await creditsOf(a, id)).toBeLessThanOrEqual(1);
    }
    await Promise.all([ra?.sim?.settleDue(), rb?.sim?.settleDue()]);
    for (const id of ids) {
      expect(await creditsOf(a, id)).toBe(1);
    }
    expect(await balanceCents(a.db, playerAccountId(p.userId))).toBe(10_000 + (10 + 11 + 12 + 13 + 14) * 100);
  });
});
