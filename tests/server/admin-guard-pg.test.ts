// The operator guard's counters on a real PostgreSQL (TEST_DATABASE_URL; skipped otherwise; CI sets it): 40
// parallel wrong operator credentials from one address, spread over two instances with their own pools, are held
// to 10 comparisons (the count is atomic in the shared database, not per process), while the right token from
// another address passes on either instance.
import { describe, expect, it } from 'vitest';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';

const TOKEN = 'operator-guard-pg-token';

describe.skipIf(ADMIN_URL === undefined)('the operator guard on PostgreSQL', () => {
  const { apps } = usePgApps('birrbet_opguard', { count: 2, env: { OPERATOR_TOKEN: TOKEN } });

  it('holds 40 parallel wrong credentials over two instances to 10 comparisons', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        apps[i % 2]!.inject({
          method: 'GET',
          url: '/api/admin/v1/ledger/check',
          remoteAddress: '203.0.113.50',
          headers: { authorization: `Bearer guess-${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    // On a loaded machine the overload guard may turn one away with 503 before any comparison; whatever it does,
    // no more than 10 are compared and every other is refused.
    const overloaded = statuses.filter((s) => s === 503).length;
    expect(statuses.filter((s) => s !== 401 && s !== 429 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - overloaded);
    expect(overloaded).toBeLessThan(10);
    for (const app of apps) {
      const right = await app.inject({
        method: 'GET',
        url: '/api/admin/v1/ledger/check',
        remoteAddress: '203.0.113.51',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode, right.body).toBe(200);
    }
  });
});
