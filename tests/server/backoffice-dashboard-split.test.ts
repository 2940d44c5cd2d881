// The dashboard's sports row split into prematch and live (issue 33; backoffice/sports-split.ts): a ticket whose leg had
// kicked off when it was placed counts as live, any other as prematch, and the two parts add up to the sports row to
// the cent; and the health lists the servers seen alive (this one, from its heartbeat) with the one running the jobs.
import { describe, expect, it } from 'vitest';
import { signUp } from './auth-helpers.ts';
import { asOperator, makeOperator } from './backoffice-helpers.ts';
import { useTestApp } from './helpers.ts';
import { moneyBody, pickLegs, place } from './tickets-helpers.ts';
import { DASHBOARD_FRESH_MS } from '../../server/modules/backoffice/dashboard.ts';
import { HEARTBEAT_MS, INSTANCE_ALIVE_MS, instanceName, instancesAlive } from '../../server/modules/backoffice/instances.ts';

const t = useTestApp();

interface Row {
  stakes: number;
  wins: number;
  ggr: number;
  margin: number | null;
}

async function dashboard(operator: Awaited<ReturnType<typeof makeOperator>>) {
  // One read serves an instance for DASHBOARD_FRESH_MS: wait it out so the figures include what was just placed.
  await new Promise((resolve) => setTimeout(resolve, DASHBOARD_FRESH_MS + 50));
  const res = await asOperator(t.app, operator, { url: '/api/admin/v1/dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    products: (Row & { product: string })[];
    sports_split: (Row & { part: string })[];
    health: { instances: { instance: string; runs_jobs: boolean }[] };
  };
}

describe('the dashboard by prematch and live', () => {
  it('counts a ticket with a leg in play when placed as live, and the parts add up to sports', async () => {
    // The ledger dates postings by the database's clock: the dashboard reads today by the real one, the bets are
    // placed on the test clock's catalogue (its matches have not started then).
    const placing = t.clock.now;
    t.clock.now = Date.now();
    const trader = await makeOperator(t.app, ['trader']);
    const before = await dashboard(trader);
    const part = (v: typeof before, name: string) => v.sports_split.find((p) => p.part === name) as Row;
    const sports = (v: typeof before) => v.products.find((p) => p.product === 'sports') ?? { stakes: 0, wins: 0, ggr: 0, margin: null };

    t.clock.now = placing;
    const p = await signUp(t.app, '0911009301');
    const [prematchLeg, liveLeg] = await pickLegs(t.app, 2);
    const a = await place(t.app, p.session.id, moneyBody(p.user.id, [prematchLeg!], 12));
    const b = await place(t.app, p.session.id, moneyBody(p.user.id, [liveLeg!], 7));
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([201, 201]);
    // The second ticket's leg had kicked off when it was placed (as an in-play bet's leg records it).
    await t.app.db
      .updateTable('ticket_selections')
      .set({ kickoff_at: new Date(Date.parse('2020-01-01T00:00:00Z')) })
      .where('ticket_id', '=', b.json().ticket_id as string)
      .execute();

    t.clock.now = Date.now();
    const after = await dashboard(trader);
    expect(part(after, 'prematch').stakes - part(before, 'prematch').stakes).toBeCloseTo(12, 2);
    expect(part(after, 'live').stakes - part(before, 'live').stakes).toBeCloseTo(7, 2);
    expect(after.sports_split.map((s) => s.part)).toEqual(['prematch', 'live']);
    // prematch + live = sports, stakes and wins, to the cent.
    expect(part(after, 'prematch').stakes + part(after, 'live').stakes).toBeCloseTo(sports(after).stakes, 2);
    expect(part(after, 'prematch').wins + part(after, 'live').wins).toBeCloseTo(sports(after).wins, 2);
    for (const s of after.sports_split) {
      expect(s.ggr).toBeCloseTo(s.stakes - s.wins, 2);
      expect(s.margin).toBe(s.stakes > 0 ? Math.round((s.ggr / s.stakes) * 10_000) / 10_000 : null);
    }
    t.clock.now = placing;
  });

  it('lists this server among the instances seen alive, running the jobs', async () => {
    const trader = await makeOperator(t.app, ['trader']);
    const view = await dashboard(trader);
    // Another test app's row may be there too (a shared database snapshot): this one's is what counts.
    const me = instanceName(t.app);
    expect(view.health.instances).toContainEqual(expect.objectContaining({ instance: me, runs_jobs: true }));
    const row = await t.app.db.selectFrom('server_instances').selectAll().where('instance', '=', me).executeTakeFirst();
    expect(row?.runs_jobs).toBe(true);
    // Not seen for longer than INSTANCE_ALIVE_MS: no longer counted (a killed instance writes nothing).
    const later = await instancesAlive(t.app.db, Date.now() + INSTANCE_ALIVE_MS + HEARTBEAT_MS + 1_000);
    expect(later.map((i) => i.instance)).not.toContain(me);
  });
});
