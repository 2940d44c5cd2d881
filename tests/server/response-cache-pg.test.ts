// The response cache across instances on a real PostgreSQL (TEST_DATABASE_URL; skipped otherwise): two apps on one
// database; a change written through one instance's pool (or by anyone: the triggers notify) reaches the other's
// cache through LISTEN/NOTIFY, and an instance whose LISTEN connection is killed serves nothing from memory until it
// listens again — then shows the change made while it was deaf.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ensureCatalog } from '../../server/modules/catalog/sync.ts';
import { NOW, signRequest } from './helpers.ts';
import { setHomeOdds } from './odds-edit.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';

const TOURNAMENT = '/api/v1/matches?tournament_id=sr:tournament:17';

interface Page {
  matches: Array<{ id: string; main_market?: { outcomes: Array<{ id: string; odds: number }> } | null }>;
}

const page = async (app: FastifyInstance): Promise<Page> => (await app.inject(signRequest(app, { url: TOURNAMENT }))).json() as Page;
const homeOdds = (p: Page, id: string) => p.matches.find((m) => m.id === id)?.main_market?.outcomes.find((o) => o.id === '1')?.odds;

describe.skipIf(ADMIN_URL === undefined)('response cache on PostgreSQL, two instances', () => {
  const pg = usePgApps('birrbet_rcache', { count: 2 });

  it("drops the other instance's answer when a price changes, within a notification's delay", async () => {
    const [a, b] = pg.apps as [FastifyInstance, FastifyInstance];
    await ensureCatalog(a.db, NOW);
    await expect.poll(() => b.responseCache.stats().live).toBe(true);
    const id = (await page(b)).matches[0]!.id;
    const hits = b.responseCache.stats().hits;
    await page(b);
    expect(b.responseCache.stats().hits).toBe(hits + 1);
    await setHomeOdds(a.db, id, 654);
    await expect.poll(async () => homeOdds(await page(b), id), { timeout: 5_000 }).toBe(6.54);
    // Once seen, never older again.
    for (let i = 0; i < 5; i += 1) {
      expect(homeOdds(await page(b), id)).toBe(6.54);
    }
  });

  it('suspends when its LISTEN connection is killed, and after re-listening shows what changed meanwhile', async () => {
    const [a, b] = pg.apps as [FastifyInstance, FastifyInstance];
    const id = (await page(b)).matches[0]!.id;
    await page(b);
    const killed = await a.db
      .selectFrom('pg_stat_activity' as never)
      .select((eb) => eb.fn<boolean>('pg_terminate_backend', [eb.ref('pid' as never)]).as('done'))
      .where('datname' as never, '=', pg.scratch.name as never)
      .where('query' as never, 'like', 'LISTEN%' as never)
      .execute();
    expect(killed.length).toBe(2);
    await expect.poll(() => b.responseCache.stats().live, { timeout: 5_000 }).toBe(false);
    await setHomeOdds(a.db, id, 432);
    // Deaf: every answer is computed, so even now the change shows.
    expect(homeOdds(await page(b), id)).toBe(4.32);
    await expect.poll(() => b.responseCache.stats().live, { timeout: 10_000 }).toBe(true);
    expect(homeOdds(await page(b), id)).toBe(4.32);
    await setHomeOdds(a.db, id, 321);
    await expect.poll(async () => homeOdds(await page(b), id), { timeout: 5_000 }).toBe(3.21);
  });
});
