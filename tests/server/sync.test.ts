// The catalogue sync, the database and the configuration: ensureCatalog is idempotent, keeps an 8-day horizon
// as time passes (a server left running for days still lists upcoming matches), flips started matches to
// live and those kicked off over 2 hours ago to ended; a query issued while a PGlite transaction is open waits for it instead of running inside it.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { SETTLE_AFTER_MS } from '../../server/modules/catalog/status.ts';
import { ensureCatalog } from '../../server/modules/catalog/sync.ts';
import { allFixturesBetween } from '../../server/modules/catalog/feed/index.ts';
import { LIVE_SPORTS } from '../../server/modules/live/sports.ts';
import { NOW, getJson, useTestApp } from './helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const t = useTestApp();

const countMatches = async (): Promise<number> => {
  const row = await t.app.db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('ensureCatalog', () => {
  it('is idempotent', async () => {
    const before = await countMatches();
    expect(before).toBeGreaterThan(300);
    const again = await ensureCatalog(t.app.db, NOW);
    expect(again.inserted).toBe(0);
    expect(await countMatches()).toBe(before);
  });

  it('starts with the matches that kicked off in the last 2 hours in play (a fresh start has Live full at once)', async () => {
    const due = allFixturesBetween(NOW - SETTLE_AFTER_MS, NOW + 1);
    const live = await t.app.db.selectFrom('matches').select(['id', 'sport_id']).where('status', '=', 'live').execute();
    expect(live.map((m) => m.id).sort()).toEqual(due.map((f) => f.id).sort());
    // The floor at any moment of the day: at least 5 in play in sports the engine plays.
    expect(live.filter((m) => LIVE_SPORTS[m.sport_id] !== undefined).length).toBeGreaterThanOrEqual(5);
  });

  it('adds the new days as time passes, turns started matches live and finished ones ended', async () => {
    const before = await countMatches();
    const { sports } = (await getJson(t.app, '/api/v1/sports')) as { sports: Array<{ id: string; match_count: number }> };
    t.clock.now = NOW + 3 * DAY;
    const result = await ensureCatalog(t.app.db, t.clock.now);
    expect(result.inserted).toBeGreaterThan(0);
    expect(result.nowLive).toBeGreaterThan(0);
    expect(await countMatches()).toBe(before + result.inserted);
    expect(result.nowEnded).toBeGreaterThan(0);
    const live = await t.app.db.selectFrom('matches').select('start_time').where('status', '=', 'live').execute();
    expect(live.every((m) => m.start_time.getTime() <= t.clock.now && m.start_time.getTime() >= t.clock.now - SETTLE_AFTER_MS)).toBe(true);
    const ended = await t.app.db.selectFrom('matches').select('start_time').where('status', '=', 'ended').execute();
    expect(ended).toHaveLength(result.nowEnded);
    expect(ended.every((m) => m.start_time.getTime() < t.clock.now - SETTLE_AFTER_MS)).toBe(true);
    const later = (await getJson(t.app, '/api/v1/sports')) as { sports: Array<{ id: string; match_count: number }> };
    expect(later.sports.find((s) => s.id === '1')!.match_count).toBeGreaterThan(100);
    expect(later.sports.length).toBe(sports.length);
  });
});

describe('PGlite connection', () => {
  it('keeps a concurrent query out of an open transaction', async () => {
    const db = t.app.db;
    const rolledBack = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('merchants').values({ id: 'inside-tx', name: 'x', api_key: 'k' }).execute();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await db.insertInto('merchants').values({ id: 'outside-tx', name: 'y', api_key: 'k' }).execute();
    expect(await rolledBack).toBe('rolled back');
    const ids = (await db.selectFrom('merchants').select('id').execute()).map((r) => r.id);
    expect(ids).toContain('outside-tx');
    expect(ids).not.toContain('inside-tx');
  });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8087,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: './data',
      merchantId: 'birrbet-demo',
      merchantApiKey: 'birrbet-demo-key-2026',
      nodeEnv: 'development',
      staticDir: 'dist',
      supportPhone: '+251 11 558 0000',
      ssrBundle: 'dist-server/ssr/render.mjs',
      logRequests: false,
      operatorToken: null,
      operatorTokenRoles: ['machine'],
      operatorIdleMs: 30 * 60_000,
      operatorCreditMaxCents: 1_000_000,
      oddsMoveEveryMs: 20_000,
      oddsFlushMs: 2_000,
      dashboardPushMs: 5_000,
      liveTickMs: 1_000,
      liveBetDelays: { '1': 6_000, '2': 4_000, '5': 4_000 },
      liveSource: 'engine',
      trustProxy: false,
      maxConnectionsPerAddress: 256,
      overloadQueueMs: 3_000,
      overloadEventLoopMs: 1_000,
      responseCacheMb: 64,
      smsGatewayUrl: null,
      smsGatewayToken: null,
      resultsSource: 'simulator',
      codeSendsPerAddress: 20,
      signupPromoCodes: new Set(['WELCOME10']),
      lotofootEveryMs: 15_000,
      lotofootWeeklyCapCents: 500_000_000,
      payments: {
        santimpay: null,
        arifpay: null,
        publicBaseUrl: '',
        simUssdDelayMs: 3_000,
        expireAfterMs: 30 * 60_000,
        gatewayTimeoutMs: 15_000,
        simulators: true,
        notifyPerAddressPerMinute: 600,
        withdrawalReviewAboveCents: 1_000_000,
      },
      games: {
        hub88: null,
        goldenrace: null,
        kiron: null,
        inbet: null,
        supplierTimeoutMs: 8_000,
        maxWinMultipliers: { hub88: 10_000, goldenrace: 10_000, kiron: 10_000, inbet: 10_000 },
      },
      // The channels (issue 34): no gateway credentials, so each channel's simulator answers.
      smsInboundSecret: null,
      smsShortCode: '8989',
      ussdGatewayKey: null,
      ussdServiceCode: '*804#',
      ussdSimulator: true,
      telegram: { live: null, simulator: true, timeoutMs: 5_000 },
    });
    expect(loadConfig({ LOG_REQUESTS: '1' }).logRequests).toBe(true);
  });

  it('reads the environment it is given and refuses a bad port', () => {
    const config = loadConfig({ PORT: '9000', DATABASE_URL: 'postgres://x/y', MERCHANT_ID: 'm', STATIC_DIR: 'public' });
    expect(config).toMatchObject({ port: 9000, databaseUrl: 'postgres://x/y', merchantId: 'm', staticDir: 'public' });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
