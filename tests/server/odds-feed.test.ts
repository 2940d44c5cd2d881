// The demo feed's live side on a real PGlite catalogue: each run suspends the markets of matches inside the
// 60 s close and moves a handful of prices of matches kicking off in the next days — within the feed's
// bounds and margins, anchored on the feed's own prices — and pushes exactly what it wrote. Started, ended
// and far-away matches never change. With ODDS_MOVE_EVERY_MS set, the app runs it and sockets get ODDS_CHANGE.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createDb, MEMORY_DATA_DIR, type DbHandle } from '../../server/db/index.ts';
import { mulberry32 } from '../../server/modules/catalog/feed/rng.ts';
import { feedPrices, MOVE_HORIZON_MS, runOddsFeed } from '../../server/modules/odds/job.ts';
import { overround } from '../../server/modules/odds/walk.ts';
import { localChannel, type BusEvent } from '../../server/modules/realtime/bus.ts';
import type { OddsChange, OddsItem } from '../../server/modules/realtime/odds-wire.ts';
import { MERCHANT_ID, MERCHANT_KEY, NOW, createTestApp, type TestApp } from './helpers.ts';

let handle: DbHandle;
let t: TestApp;
beforeAll(async () => {
  handle = createDb({ databaseUrl: null, dataDir: MEMORY_DATA_DIR });
  t = await createTestApp({ db: handle });
});
afterAll(async () => {
  await t.app.close();
  await handle.close();
});

const key = (o: { match_id: string; market_id: string; specifier: string; outcome_id?: string }): string =>
  `${o.match_id}|${o.market_id}|${o.specifier}|${o.outcome_id ?? ''}`;

async function snapshot() {
  const outcomes = await t.app.db.selectFrom('outcomes').select(['match_id', 'market_id', 'specifier', 'outcome_id', 'odds_hundredths']).execute();
  const markets = await t.app.db.selectFrom('markets').select(['match_id', 'market_id', 'specifier', 'status']).execute();
  return { prices: new Map(outcomes.map((o) => [key(o), o.odds_hundredths])), states: new Map(markets.map((m) => [key(m), m.status])), outcomes };
}

describe('the odds feed job', () => {
  it("starts from the feed's own prices: the walk's anchor equals every stored price of a fresh catalogue", async () => {
    const matches = await t.app.db.selectFrom('matches').selectAll().orderBy('id').limit(40).execute();
    const { prices } = await snapshot();
    let compared = 0;
    for (const m of matches) {
      for (const [market, outcomes] of feedPrices(m)) {
        for (const [outcome, hundredths] of outcomes) {
          const [matchId, marketId, specifier] = market.split('\u0000');
          expect(prices.get(`${matchId}|${marketId}|${specifier}|${outcome}`)).toBe(hundredths);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it('moves prices within bounds and margins, suspends closing markets, pushes what it wrote, and never touches other matches', async () => {
    const db = t.app.db;
    const soon = await db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'not_started')
      .where('start_time', '>', new Date(NOW + 3_600_000))
      .where('start_time', '<', new Date(NOW + 86_400_000))
      .orderBy('id')
      .limit(3)
      .execute();
    const [live, ended, closing] = soon.map((m) => m.id) as [string, string, string];
    await db.updateTable('matches').set({ status: 'live' }).where('id', '=', live).execute();
    await db.updateTable('matches').set({ status: 'ended' }).where('id', '=', ended).execute();
    await db
      .updateTable('matches')
      .set({ start_time: new Date(NOW + 45_000) })
      .where('id', '=', closing)
      .execute();
    const eligible = new Set(
      (
        await db
          .selectFrom('matches')
          .select('id')
          .where('status', '=', 'not_started')
          .where('start_time', '>', new Date(NOW + 60_000))
          .where('start_time', '<=', new Date(NOW + MOVE_HORIZON_MS))
          .execute()
      ).map((m) => m.id),
    );
    const before = await snapshot();
    const pushed: OddsItem[][] = [];
    const onEvent = (e: BusEvent): void => {
      if (e.kind === 'odds') {
        expect(e.at).toBe(NOW);
        pushed.push(e.changes);
      }
    };
    localChannel(db).on('event', onEvent);
    const rand = mulberry32(2026);
    const returned: OddsChange[][] = [];
    for (let run = 0; run < 40; run += 1) {
      returned.push(await runOddsFeed(db, { nowMs: NOW, rand }));
    }
    localChannel(db).off('event', onEvent);
    expect(pushed).toEqual(returned.filter((r) => r.length > 0));

    // The closing match: every market suspended, pushed once (in the first run) with every outcome suspended.
    const closingOutcomes = before.outcomes.filter((o) => o.match_id === closing);
    expect(returned[0]!.filter((c) => c.match_id === closing)).toEqual(
      expect.arrayContaining(
        closingOutcomes.map((o) => ({
          match_id: o.match_id,
          market_id: o.market_id,
          specifier: o.specifier,
          outcome_id: o.outcome_id,
          odds: o.odds_hundredths / 100,
          status: 'suspended',
        })),
      ),
    );
    expect(returned[0]!.filter((c) => c.match_id === closing)).toHaveLength(closingOutcomes.length);
    expect(
      returned
        .slice(1)
        .flat()
        .some((c) => c.match_id === closing),
    ).toBe(false);

    const after = await snapshot();
    for (const [k, state] of after.states) {
      const matchId = k.split('|')[0]!;
      expect(state, k).toBe(matchId === closing ? 'suspended' : before.states.get(k));
    }
    const moved = [...after.prices].filter(([k, h]) => before.prices.get(k) !== h);
    expect(moved.length).toBeGreaterThan(40);
    const touchedMarkets = new Set<string>();
    for (const [k, h] of moved) {
      expect(eligible.has(k.split('|')[0]!), k).toBe(true);
      expect(h).toBeGreaterThan(101);
      expect(h).toBeLessThan(50_000);
      touchedMarkets.add(k.split('|').slice(0, 3).join('|'));
    }
    for (const market of touchedMarkets) {
      const ks = [...before.prices.keys()].filter((k) => k.startsWith(`${market}|`));
      const was = overround(ks.map((k) => before.prices.get(k)!));
      const is = overround(ks.map((k) => after.prices.get(k)!));
      expect(Math.abs(is - was), market).toBeLessThan(0.015);
    }
    // The newest pushed change of each outcome is what the database holds.
    const last = new Map(returned.flat().map((c) => [key(c), c]));
    for (const [k, c] of last) {
      expect(Math.round(c.odds * 100), k).toBe(after.prices.get(k));
    }
    expect(new Set(moved.map(([k]) => k)).size).toBeLessThanOrEqual(last.size);
    for (const [k] of moved) {
      expect(last.has(k), k).toBe(true);
    }
  });
});

describe('ODDS_MOVE_EVERY_MS', () => {
  let mover: FastifyInstance;
  afterAll(() => mover?.close());

  it('makes the app run the feed and push ODDS_CHANGE to an anonymous socket', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: MEMORY_DATA_DIR,
      MERCHANT_ID,
      MERCHANT_API_KEY: MERCHANT_KEY,
      STATIC_DIR: '/nonexistent',
      ODDS_MOVE_EVERY_MS: '50',
      ODDS_FLUSH_MS: '100',
    });
    mover = buildApp({ config, now: () => NOW, db: handle, syncCatalog: false });
    const address = (await mover.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const ws = new WebSocket(`${address}/api/v1/auth/ws/`);
    const messages: Array<{ type: string; changes?: OddsChange[]; at?: string }> = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as { type: string }));
    const end = Date.now() + 10_000;
    while (!messages.some((m) => m.type === 'ODDS_CHANGE') && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 20));
    }
    ws.close();
    const odds = messages.find((m) => m.type === 'ODDS_CHANGE');
    expect(messages[0]).toEqual({ type: 'CONNECTION_ESTABLISHED', user_id: null, merchant_id: MERCHANT_ID });
    expect(odds?.at).toBe(new Date(NOW).toISOString());
    expect(odds?.changes?.length).toBeGreaterThan(0);
    for (const c of odds?.changes ?? []) {
      expect(c).toEqual({
        match_id: expect.any(String),
        market_id: expect.any(String),
        specifier: expect.any(String),
        outcome_id: expect.any(String),
        odds: expect.any(Number),
        status: 'active',
      });
      expect(Math.round(c.odds * 100)).toBeCloseTo(c.odds * 100, 6);
    }
  });
});
