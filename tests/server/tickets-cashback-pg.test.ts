// Issue 28 item 13 on a real PostgreSQL (TEST_DATABASE_URL; skipped without it, as every *-pg test): the per-player
// daily cashback cap holds across instances. Twelve of one player's tickets, each earning 10 ETB of cashback, are
// settled at once from two instances (two pools on one database, many transactions in flight); the cap of 30 ETB
// is summed inside each paying transaction under the player's advisory lock, so exactly 30 ETB is paid — without
// that lock, the concurrent transactions each read the day's earlier cashback before the others commit.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalog } from '../../server/modules/catalog/sync.ts';
import { settleOne } from '../../server/modules/tickets/settle.ts';
import { signUp } from './auth-helpers.ts';
import { MERCHANT_ID, NOW } from './helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';
import { balanceOf, moneyBody, pickLegs, place } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-cashback-pg';
const TICKETS = 12;
const DAY_CAP_CENTS = 3_000;

describe.skipIf(ADMIN_URL === undefined)('the daily cashback cap across instances on PostgreSQL', () => {
  const { apps } = usePgApps('birrbet_cashback', { count: 2, env: { OPERATOR_TOKEN: TOKEN, OPERATOR_CREDIT_MAX: '100000' } });
  let app: FastifyInstance;
  let userId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    app = apps[0]!;
    await ensureCatalog(app.db, NOW);
    const p = await signUp(app, '0911300281');
    userId = p.user.id;
    const credit = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/wallets/credit',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { phone: '0911300281', amount: 1_000, reason: 'cashback cap test' },
    });
    expect(credit.statusCode, credit.body).toBe(200);
    await app.db.insertInto('cashback_rules').values({ merchant_id: MERCHANT_ID, max_player_day_cents: DAY_CAP_CENTS }).execute();
    const legs = await pickLegs(app, 5, 0);
    for (let i = 0; i < TICKETS; i += 1) {
      const res = await place(app, p.session.id, moneyBody(userId, legs, 10));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().ticket_id as string);
    }
    // Each lost its first leg at a total of 10⁵: 10 ETB of cashback apiece under the defaults (at most the stake).
    await app.db.updateTable('ticket_selections').set({ odds_hundredths: 1_000, status: 'WON' }).where('ticket_id', 'in', ids).execute();
    await app.db.updateTable('ticket_selections').set({ status: 'LOST' }).where('ticket_id', 'in', ids).where('position', '=', 0).execute();
  }, 120_000);

  it('pays exactly the cap when twelve tickets settle at once from two instances', async () => {
    const before = await balanceOf(app, userId);
    const settled = await Promise.all(ids.map((id, i) => settleOne(apps[i % 2]!.db, id, NOW)));
    expect(settled.every(Boolean)).toBe(true);
    const rows = await app.db.selectFrom('tickets').select('cashback_cents').where('id', 'in', ids).execute();
    const paid = rows.map((r) => Number(r.cashback_cents));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(DAY_CAP_CENTS);
    expect(paid.filter((c) => c > 0)).toHaveLength(DAY_CAP_CENTS / 1_000);
    expect(await balanceOf(app, userId)).toBe(before + DAY_CAP_CENTS);
  });
});
