// Callback limits on a real PostgreSQL with two server instances (issue 28, item 9; TEST_DATABASE_URL, skipped
// otherwise as every *-pg test): a flood of unsigned ArifPay notifies for one payment, sent at once to both
// instances, is held to one limit (20 stored) and one status query in all; an address's per-minute count is one
// count over both instances.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePreferences } from '../../server/modules/payments/preferences.ts';
import { MERCHANT_ID, NOW } from './helpers.ts';
import { call, player, runtime } from './payments-helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';

const notify = (app: FastifyInstance, body: object, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/arifpay',
    payload: body,
    headers: { 'content-type': 'application/json' },
    remoteAddress: address,
  });

describe.skipIf(ADMIN_URL === undefined)('payment callback limits on PostgreSQL, two instances', () => {
  const { apps } = usePgApps('birrbet_notify', { count: 2, env: { PAYMENT_NOTIFY_PER_ADDRESS_PER_MINUTE: '30' } });
  const both = (): [FastifyInstance, FastifyInstance] => [apps[0] as FastifyInstance, apps[1] as FastifyInstance];

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('100 notifies for one payment across both instances store 20 and query the gateway once', async () => {
    const [a, b] = both();
    await savePreferences(a.db, MERCHANT_ID, 'deposit', [{ name: 'arifpay', enabled: true, methods: ['TELEBIRR'] }], NOW);
    const p = await player(a);
    const res = await call(a, p, 'POST', '/api/v1/arifpay/telebirr', { user_id: p.userId, phone: p.phone, amount: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const { payment_id: id, session_id: session } = res.json().data as { payment_id: string; session_id: string };
    const queries = [a, b].map((app) => vi.spyOn(runtime(app).deps.adapters.arifpay, 'status'));
    // Ten addresses, so only the per-payment limit is in play.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        notify(i % 2 === 0 ? a : b, { sessionId: session, nonce: id, transactionStatus: `PENDING-${i}` }, `10.28.7.${i % 10}`),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(80);
    const stored = await a.db.selectFrom('payment_events').select('id').where('payment_id', '=', id).where('source', '=', 'callback').execute();
    expect(stored).toHaveLength(20);
    expect(queries.reduce((n, q) => n + q.mock.calls.length, 0)).toBe(1);
  });

  it("counts an address's notifies once over both instances", async () => {
    const [a, b] = both();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => notify(i % 2 === 0 ? a : b, { sessionId: `no-such-${i}`, transactionStatus: 'SUCCESS' }, '10.28.6.1')),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(30);
    expect(answers.filter((r) => r.statusCode === 429).every((r) => r.json().code === 'TOO_MANY_CALLBACKS')).toBe(true);
  });
});
