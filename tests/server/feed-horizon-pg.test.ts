// The demo feed's clock on a real PostgreSQL (TEST_DATABASE_URL; skipped otherwise), two instances on one
// database (issue 29): advances by a day, a week and 30 days, sent to either instance, some at once and racing the
// catalogue sync of both, converge — the stored offset is their sum, the feed's whole horizon is stored at feed
// time minus that offset, /api/v1/sports lists every sport — and a ticket keeps the kick-offs it was placed against.
import { describe, expect, it } from 'vitest';
import { ensureCatalog } from '../../server/modules/catalog/sync.ts';
import { advanceBy, advanceFar, expectFullHorizon, offsetMinutes, placedTicket, upcomingCount } from './feed-horizon-helpers.ts';
import { NOW } from './helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';

const TOKEN = 'operator-secret-feed-horizon-pg';
const STEP_MS = 240_000;

describe.skipIf(ADMIN_URL === undefined)('the feed clock on PostgreSQL with two instances', () => {
  const { apps } = usePgApps('birrbet_feedclock', { count: 2, env: { OPERATOR_TOKEN: TOKEN } });
  let before = 0;
  let total = 0;
  let ticket: () => Promise<string[]>;
  let placed: string[] = [];

  it(
    'syncs the catalogue and places a ticket',
    async () => {
      // usePgApps builds the apps without their start-up sync: what each instance runs at start.
      await Promise.all(apps.map((app) => ensureCatalog(app.db, NOW)));
      before = await upcomingCount(apps[0]!);
      expect(before).toBeGreaterThan(100);
      ticket = (await placedTicket(apps[0]!, '0911000292')).kickoffs;
      placed = await ticket();
    },
    STEP_MS,
  );

  it(
    'advanced by 1 day on one instance and 7 days on the other',
    async () => {
      await advanceFar(apps[0]!, TOKEN, 1_440);
      await advanceFar(apps[1]!, TOKEN, 7 * 1_440);
      total += 8 * 1_440;
      expect(await offsetMinutes(apps[1]!)).toBe(total);
      await expectFullHorizon(apps[1]!, total, before);
      expect(await ticket()).toEqual(placed);
    },
    STEP_MS,
  );

  it(
    'advanced by 30 days, twice, in concurrent calls on both instances racing both syncs',
    async () => {
      for (let round = 0; round < 2; round += 1) {
        const answers = await Promise.all([
          ...[0, 1, 2, 3].map((i) => advanceBy(apps[i % 2]!, TOKEN, 7 * 1_440)),
          advanceBy(apps[1]!, TOKEN, 2 * 1_440),
          ensureCatalog(apps[0]!.db, NOW),
          ensureCatalog(apps[1]!.db, NOW),
        ]);
        for (const a of answers.slice(0, 5)) {
          expect((a as { statusCode: number }).statusCode).toBe(200);
        }
        total += 30 * 1_440;
        expect(await offsetMinutes(apps[0]!)).toBe(total);
        await expectFullHorizon(apps[0]!, total, before);
        await expectFullHorizon(apps[1]!, total, before);
        expect(await ticket()).toEqual(placed);
      }
      // A restart of either instance: nothing to add.
      expect((await ensureCatalog(apps[1]!.db, NOW)).inserted).toBe(0);
    },
    2 * STEP_MS,
  );
});
