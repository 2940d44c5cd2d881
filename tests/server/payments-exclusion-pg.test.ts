// Self-exclusion racing a CBE Birr confirm on a real PostgreSQL with two server instances (issue 28, item 6;
// TEST_DATABASE_URL, skipped otherwise as every *-pg test): each player excludes themselves on one instance while
// confirming a deposit started earlier on the other. The confirm's check holds the exclusion's own lock, so each
// confirm either went first (200, pushed) or is refused with SELF_EXCLUDED and nothing reaches the gateway;
// never a 500, never a push after a refusal.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { savePreferences } from '../../server/modules/payments/preferences.ts';
import { MERCHANT_ID, NOW } from './helpers.ts';
import { call, player } from './payments-helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';

describe.skipIf(ADMIN_URL === undefined)('self-exclusion racing a deposit confirm on PostgreSQL, two instances', () => {
  const { apps } = usePgApps('birrbet_rgpay', { count: 2 });

  it('refuses every confirm the exclusion came before, and pushes none of them', async () => {
    const [a, b] = [apps[0] as FastifyInstance, apps[1] as FastifyInstance];
    await savePreferences(a.db, MERCHANT_ID, 'deposit', [{ name: 'arifpay', enabled: true, methods: ['CBEBIRR'] }], NOW);
    const started = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const p = await player(a);
        const init = await call(a, p, 'POST', '/api/v1/arifpay/cbe/init', { user_id: p.userId, phone: p.phone, amount: 20 });
        expect(init.statusCode, init.body).toBe(200);
        return { p, session: init.json().data.session_id as string };
      }),
    );
    const raced = await Promise.all(
      started.map(async ({ p, session }) => {
        const [excluded, confirm] = await Promise.all([
          call(a, p, 'POST', '/api/v1/responsible-gaming/self-exclusion', { period: '24h' }),
          call(b, p, 'POST', '/api/v1/arifpay/cbe/confirm', { session_id: session, phone: p.phone }),
        ]);
        return { excluded, confirm, session };
      }),
    );
    for (const { excluded, confirm, session } of raced) {
      expect(excluded.statusCode, excluded.body).toBe(200);
      expect([200, 400], confirm.body).toContain(confirm.statusCode);
      const pushed = await a.db.selectFrom('sim_transactions').select('resolve_at').where('txn_id', '=', session).executeTakeFirstOrThrow();
      if (confirm.statusCode === 400) {
        expect(confirm.json().code).toBe('SELF_EXCLUDED');
        expect(pushed.resolve_at).toBeNull();
      } else {
        expect(pushed.resolve_at).not.toBeNull();
      }
    }
  });
});
