// Runs the schema migrations to the latest version. Migrations are listed statically (no filesystem
// globbing) so the server bundles into one file; names sort in the order they must run.
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001-catalog.ts';
import * as m0002 from './migrations/0002-auth.ts';
import * as m0003 from './migrations/0003-wallet.ts';
import * as m0004 from './migrations/0004-tickets.ts';
import * as m0005 from './migrations/0005-settlement-round.ts';
import * as m0007 from './migrations/0007-ticket-hardening.ts';
import * as m0008 from './migrations/0008-results.ts';
import * as m0009 from './migrations/0009-payments.ts';
import * as m0010 from './migrations/0010-lotofoot.ts';
import * as m0011 from './migrations/0011-promotions.ts';
import * as m0012 from './migrations/0012-games.ts';
import * as m0013 from './migrations/0013-virtual-sports.ts';
import * as m0014 from './migrations/0014-ledger-shards.ts';
import * as m0015 from './migrations/0015-history-paging.ts';
import * as m0016 from './migrations/0016-cache-notify.ts';
import * as m0017 from './migrations/0017-booking-codes.ts';
import * as m0018 from './migrations/0018-responsible-gaming.ts';
import * as m0019 from './migrations/0019-shops.ts';
import * as m0020 from './migrations/0020-banner-texts.ts';
import * as m0021 from './migrations/0021-seed-commitments.ts';
import * as m0022 from './migrations/0022-payment-notify-throttle.ts';
import * as m0023 from './migrations/0023-ticket-keys-cashback.ts';
import * as m0025 from './migrations/0025-launch-sessions.ts';
import * as m0026 from './migrations/0026-feed-clock.ts';
import * as m0027 from './migrations/0027-points-ledger.ts';
import * as m0028 from './migrations/0028-live-events.ts';
import * as m0029 from './migrations/0029-bet-holds.ts';
import * as m0030 from './migrations/0030-cash-out.ts';
import * as m0031 from './migrations/0031-odds-policy.ts';
import * as m0032 from './migrations/0032-shop-cashout.ts';
import * as m0033 from './migrations/0033-backoffice.ts';
import * as m0034 from './migrations/0034-withdrawal-review.ts';
import * as m0035 from './migrations/0035-reports.ts';
import * as m0036 from './migrations/0036-players-desk.ts';
import * as m0037 from './migrations/0037-risk-limits.ts';
import * as m0038 from './migrations/0038-lotofoot-caps.ts';
import * as m0039 from './migrations/0039-game-switches.ts';
import * as m0040 from './migrations/0040-shop-desk.ts';
import * as m0041 from './migrations/0041-content-settings.ts';
import * as m0042 from './migrations/0042-payment-limits.ts';
import * as m0043 from './migrations/0043-server-instances.ts';
import * as m0044 from './migrations/0044-session-devices.ts';
import * as m0045 from './migrations/0045-channels.ts';
import * as m0046 from './migrations/0046-ussd-sessions.ts';
import * as m0047 from './migrations/0047-channels-sms.ts';
import * as m0048 from './migrations/0048-telegram.ts';

const MIGRATIONS: Record<string, Migration> = {
  '0001-catalog': m0001,
  '0002-auth': m0002,
  '0003-wallet': m0003,
  '0004-tickets': m0004,
  '0005-settlement-round': m0005,
  '0007-ticket-hardening': m0007,
  '0008-results': m0008,
  '0009-payments': m0009,
  '0010-lotofoot': m0010,
  '0011-promotions': m0011,
  '0012-games': m0012,
  '0013-virtual-sports': m0013,
  '0014-ledger-shards': m0014,
  '0015-history-paging': m0015,
  '0016-cache-notify': m0016,
  '0017-booking-codes': m0017,
  '0018-responsible-gaming': m0018,
  '0019-shops': m0019,
  '0020-banner-texts': m0020,
  '0021-seed-commitments': m0021,
  '0022-payment-notify-throttle': m0022,
  '0023-ticket-keys-cashback': m0023,
  '0025-launch-sessions': m0025,
  '0026-feed-clock': m0026,
  '0027-points-ledger': m0027,
  '0028-live-events': m0028,
  '0029-bet-holds': m0029,
  '0030-cash-out': m0030,
  '0031-odds-policy': m0031,
  '0032-shop-cashout': m0032,
  '0033-backoffice': m0033,
  '0034-withdrawal-review': m0034,
  '0035-reports': m0035,
  '0036-players-desk': m0036,
  '0037-risk-limits': m0037,
  '0038-lotofoot-caps': m0038,
  '0039-game-switches': m0039,
  '0040-shop-desk': m0040,
  '0041-content-settings': m0041,
  '0042-payment-limits': m0042,
  '0043-server-instances': m0043,
  '0044-session-devices': m0044,
  '0045-channels': m0045,
  '0046-ussd-sessions': m0046,
  '0047-channels-sms': m0047,
  '0048-telegram': m0048,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

type MigrationOutcome = Awaited<ReturnType<Migrator['migrateToLatest']>>;

function orThrow({ error, results }: MigrationOutcome): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined) {
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
}

/** Applies every pending migration; throws (with the failing migration's error) when one fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  orThrow(await new Migrator({ db, provider }).migrateToLatest());
}

/** Migrates up or down to `name` (a key of MIGRATIONS): a test of a migration starts from the schema before it. */
export async function migrateTo<DB>(db: Kysely<DB>, name: string): Promise<void> {
  orThrow(await new Migrator({ db, provider }).migrateTo(name));
}
