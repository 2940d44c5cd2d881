// Live odds on a real PostgreSQL (run with TEST_DATABASE_URL=postgres://… of a role that may create
// databases; skipped otherwise): a batch larger than NOTIFY's 8000-byte payload limit travels as several
// notifications from instance A and reaches a socket on instance B as ONE ODDS_CHANGE, in commit order; the
// feed job's NOTIFYs are part of its transaction, so a rolled-back write pushes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ensureCatalog } from '../../server/modules/catalog/sync.ts';
import { runOddsFeed } from '../../server/modules/odds/job.ts';
import { mulberry32 } from '../../server/modules/catalog/feed/rng.ts';
import { publishInTransaction } from '../../server/modules/realtime/bus.ts';
import { NOW } from './helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';
import { until } from './wait.ts';

const TOKEN = 'operator-secret-odds-pg';

interface Sock {
  ws: WebSocket;
  odds: Array<{ changes: Array<Record<string, unknown>>; at: string }>;
}

function listen(base: string): Promise<Sock> {
  const ws = new WebSocket(`${base}/api/v1/auth/ws/`);
  const odds: Sock['odds'] = [];
  return new Promise((resolve, reject) => {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; changes: Array<Record<string, unknown>>; at: string };
      if (m.type === 'ODDS_CHANGE') {
        odds.push(m);
      } else {
        resolve({ ws, odds });
      }
    });
    ws.on('error', reject);
  });
}

describe.skipIf(ADMIN_URL === undefined)('live odds on PostgreSQL', () => {
  const { apps, bases } = usePgApps('birrbet_odds', { count: 2, listen: true, env: { OPERATOR_TOKEN: TOKEN, ODDS_FLUSH_MS: '300' } });
  beforeAll(async () => {
    await ensureCatalog(apps[0]!.db, NOW);
  });

  it('chunks a batch above 8000 bytes into several NOTIFYs that arrive on the other instance as one message, in order', async () => {
    const db = apps[0]!.db;
    const matches = await db
      .selectFrom('matches')
      .select('id')
      .where('sport_id', '=', '1')
      .where('start_time', '>', new Date(NOW + 3_600_000))
      .orderBy('id')
      .limit(2)
      .execute();
    const markets = await db
      .selectFrom('markets')
      .select(['match_id', 'market_id', 'specifier'])
      .where(
        'match_id',
        'in',
        matches.map((m) => m.id),
      )
      .orderBy('match_id')
      .orderBy('market_id')
      .orderBy('specifier')
      .execute();
    const outcomes = await db
      .selectFrom('outcomes')
      .select(['match_id', 'market_id', 'specifier', 'outcome_id', 'odds_hundredths'])
      .where(
        'match_id',
        'in',
        matches.map((m) => m.id),
      )
      .orderBy('match_id')
      .orderBy('market_id')
      .orderBy('specifier')
      .orderBy('position')
      .execute();
    const first = outcomes.map((o) => ({ match_id: o.match_id, market_id: o.market_id, specifier: o.specifier, outcome_id: o.outcome_id }));
    const sock = await listen(bases[1]!);
    const res = await apps[0]!.inject({
      method: 'POST',
      url: '/api/admin/v1/feed/odds',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: {
        changes: markets.map((m) => ({
          ...m,
          outcome_id: first.find((o) => o.market_id === m.market_id && o.match_id === m.match_id && o.specifier === m.specifier)!.outcome_id,
          status: 'suspended',
        })),
      },
    });
    expect(res.json()).toEqual({ success: true, changed: outcomes.length });
    expect(JSON.stringify(outcomes).length).toBeGreaterThan(16_000);
    await until(() => sock.odds.length === 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(sock.odds).toHaveLength(1);
    expect(sock.odds[0]!.changes).toEqual(
      outcomes.map((o) => ({
        match_id: o.match_id,
        market_id: o.market_id,
        specifier: o.specifier,
        outcome_id: o.outcome_id,
        odds: o.odds_hundredths / 100,
        status: 'suspended',
      })),
    );
    sock.ws.close();
  });

  it("pushes the feed job's moves from inside its transaction, and nothing for a rolled-back write", async () => {
    const sock = await listen(bases[1]!);
    const db = apps[0]!.db;
    const ghost = { match_id: 'sr:match:1', market_id: '1', specifier: '', outcome_id: '1', odds: 7.77, status: 'active' as const };
    await expect(
      db.transaction().execute(async (trx) => {
        await publishInTransaction(db, trx, [{ kind: 'odds', at: NOW, changes: [ghost] }]);
        throw new Error('abort after publishing');
      }),
    ).rejects.toThrow('abort after publishing');
    const moved = await runOddsFeed(db, { nowMs: NOW, rand: mulberry32(5) });
    expect(moved.length).toBeGreaterThan(0);
    await until(() => sock.odds.length === 1);
    expect(sock.odds[0]!.changes).toEqual(moved);
    sock.ws.close();
  });
});
