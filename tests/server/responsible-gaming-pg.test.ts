// Responsible gaming on a real PostgreSQL with two server instances (TEST_DATABASE_URL; skipped otherwise), where
// requests really run side by side: 40 deposits sent at once to both never pass a daily limit (the limit rows are
// locked in the storing transaction), and 20 exclusions at once record exactly one (the advisory lock).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from './auth-helpers.ts';
import { call, depositUssd, player } from './payments-helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';

describe.skipIf(ADMIN_URL === undefined)('responsible gaming on PostgreSQL, two instances', () => {
  const { apps } = usePgApps('birrbet_rg', { count: 2 });
  const both = (): [FastifyInstance, FastifyInstance] => [apps[0] as FastifyInstance, apps[1] as FastifyInstance];

  it('40 concurrent deposits across both instances never pass the daily limit', async () => {
    const [a, b] = both();
    const p = await player(a);
    const set = await authed(a, { method: 'PUT', url: '/api/v1/responsible-gaming/limits', body: { day: 1000 }, token: p.token });
    expect(set.statusCode, set.body).toBe(200);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => depositUssd(i % 2 === 0 ? a : b, p, 75)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(13);
    expect(answers.every((r) => r.statusCode === 200 || r.json().code === 'DEPOSIT_LIMIT_EXCEEDED')).toBe(true);
    const status = await call(b, p, 'GET', '/api/v1/responsible-gaming');
    expect(status.json().limits[0]).toMatchObject({ period: 'day', limit: 1000, used: 975, remaining: 25 });
  });

  it('20 concurrent exclusions across both instances record exactly one', async () => {
    const [a, b] = both();
    const p = await player(a);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(i % 2 === 0 ? a : b, p, 'POST', '/api/v1/responsible-gaming/self-exclusion', { period: '30d' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await a.db.selectFrom('self_exclusions').select('id').where('user_id', '=', p.userId).execute()).toHaveLength(1);
  });
});
