// The games module (issue 15): the catalogue and every list shape of the spec, launches, the house game server
// (provably-fair rounds through the seamless wallet), the operator's switches, and the supplier adapters, which
// list their games and mount their wallet callbacks only when their credentials are set. The catalogue is synced
// on ready, so the lobby never shows a game whose provider is not configured. The house games reach their wallet
// in process only (issue 28: no public route for provider 'house'); each supplier's wins are capped at its
// configured multiple of the round's stakes (GAME_SUPPLIER_MAX_WIN_MULTIPLIERS).
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import type { SupplierAdapter } from './adapters/types.ts';
import { hub88Adapter } from './adapters/hub88.ts';
import { goldenRaceAdapter } from './adapters/goldenrace.ts';
import { inbetAdapter } from './adapters/inbet.ts';
import { kironAdapter } from './adapters/kiron.ts';
import { goldenRaceRoutes } from './seamless/goldenrace.ts';
import { kironRoutes } from './seamless/kiron.ts';
import { networkCall } from '../payments/adapters/transport.ts';
import { adminGameRoutes } from './admin.ts';
import { adminCatalogRoutes } from './admin-catalog.ts';
import { syncGames } from './catalog/sync.ts';
import type { GamesDeps } from './deps.ts';
import { catalogRoutes } from './routes-catalog.ts';
import { listRoutes } from './routes-lists.ts';
import { recoverRounds } from './house/finish.ts';
import { houseRoutes, seamlessRoutes } from './house/routes.ts';
import { houseLink, houseWalletKey } from './seamless/house-link.ts';
import { leadsAtStart, schedulePeriodic } from '../../jobs.ts';
import { maxWinMultiplierOf } from '../../config-games.ts';
import type { SeamlessContext } from './seamless/protocol.ts';
import type { WinCap } from './wallet/index.ts';

/** How often rounds a crash left half done, and crash rounds whose time is up, are finished. */
const RECOVER_EVERY_MS = 5_000;

/** The supplier adapters this build knows; each is inactive until its credentials are set. */
function supplierAdapters(opts: ModuleOptions): SupplierAdapter[] {
  const { games } = opts.config;
  const call = networkCall(games.supplierTimeoutMs);
  return [
    hub88Adapter(games.hub88, call),
    goldenRaceAdapter(games.goldenrace, call),
    kironAdapter(games.kiron),
    inbetAdapter(games.inbet, call, opts.now),
  ];
}

export async function gamesModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db, now, config } = opts;
  const suppliers = new Map(supplierAdapters(opts).map((a) => [a.id, a]));
  const deps: GamesDeps = {
    db,
    now,
    suppliers,
    publicBaseUrl: config.payments.publicBaseUrl,
    merchantId: config.merchantId,
  };
  catalogRoutes(app, deps);
  listRoutes(app, deps);
  adminGameRoutes(app, deps);
  adminCatalogRoutes(app, deps);
  const link = houseLink(db, now, await houseWalletKey(db));
  const house = { db, now, link };
  houseRoutes(app, house);
  const capOf = (supplier: string): WinCap => {
    const multiplier = maxWinMultiplierOf(config.games, supplier);
    return { maxMultiplier: () => multiplier };
  };
  // Suppliers only: the house wallet (link.context) has no public route.
  const wallets = new Map<string, SeamlessContext>();
  for (const supplier of suppliers.values()) {
    if (supplier.isConfigured()) {
      wallets.set(supplier.id, { ...supplier.walletContext(db, now), winCap: capOf(supplier.id) });
    }
  }
  seamlessRoutes(app, wallets);
  // Golden Race and Kiron speak their own wire formats; their paths answer 404 until their credentials are set.
  goldenRaceRoutes(app, { db, now, live: config.games.goldenrace, winCap: capOf('goldenrace') });
  kironRoutes(app, { db, now, live: config.games.kiron, winCap: capOf('kiron') });
  app.addHook('onReady', async () => {
    const synced = await syncGames(db, [...suppliers.values()], now());
    if (synced.failed.length > 0) {
      app.log.warn(`games: ${synced.failed.join(', ')} did not list their games; their last listing is kept`);
    }
    // Every round open at start-up is a crash's leftover only when no other instance is running rounds: in a
    // cluster only the instance that leads at start-up (a cold start) recovers them at once; others keep the grace.
    const grace = (await leadsAtStart()) ? 0 : undefined;
    await recoverRounds(house, grace).catch((err: unknown) => app.log.warn({ err }, 'house round recovery failed'));
  });
  const recovery = schedulePeriodic(
    () => recoverRounds(house),
    RECOVER_EVERY_MS,
    (err) => app.log.warn({ err }, 'house round recovery failed'),
  );
  app.addHook('onClose', () => recovery.stop());
}
