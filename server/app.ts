// Builds the operator server: database, signed API, catalogue, health check and the built client.
// Start-up work (migrations, the configured merchant and its demo banners, the first catalogue sync) runs
// during ready(), so the server never listens on a half-prepared database; close() stops every timer and
// closes what it opened.
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { DEMO_MERCHANT_ID, isTest, type ServerConfig } from './config.ts';
import { createDb, type Db, type DbHandle } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { authModule } from './modules/auth/index.ts';
import { walletModule } from './modules/wallet/index.ts';
import { realtimeModule } from './modules/realtime/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { registerOperatorAccess } from './modules/backoffice/access.ts';
import { backofficeModule } from './modules/backoffice/index.ts';
import { metricsModule } from './modules/metrics/index.ts';
import { Registry } from 'prom-client';
import { docsModule } from './modules/docs/index.ts';
import { ticketsModule } from './modules/tickets/index.ts';
import { shopsModule } from './modules/shops/index.ts';
import { oddsModule } from './modules/odds/index.ts';
import { liveModule } from './modules/live/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { lotofootModule } from './modules/lotofoot/index.ts';
import { bookingCodesModule } from './modules/booking-codes/index.ts';
import { promotionsModule } from './modules/promotions/index.ts';
import { gamesModule } from './modules/games/index.ts';
import { virtualSportsModule } from './modules/games/virtual/index.ts';
import { maintenanceModule } from './modules/maintenance/prune.ts';
import { reportsModule } from './modules/reports/index.ts';
import { responsibleGamingModule } from './modules/responsible-gaming/index.ts';
import { telegramModule } from './modules/channels/telegram/index.ts';
import { ussdModule } from './modules/channels/ussd/index.ts';
import { smsChannelModule } from './modules/channels/sms/index.ts';
import { ensureDemoBanners } from './modules/promotions/seed.ts';
import { Health } from '../schema/endpoints/system.ts';
import { ensureCatalog, scheduleCatalogSync, type CatalogSyncJob } from './modules/catalog/sync.ts';
import { registerConnectionLimits, serverTimeouts } from './plugins/connection-limits.ts';
import { registerContract, route } from './plugins/contract.ts';
import { registerOverload } from './plugins/overload.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { clientErrorHandler, frameworkErrors, registerInputGuard } from './plugins/input-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerHttpCache } from './plugins/http-cache.ts';
import { COMPRESS_FROM_BYTES, ResponseCache } from './plugins/response-cache.ts';
import { registerRawJsonParser } from './plugins/raw-json.ts';
import { registerSigning } from './plugins/signing.ts';
import { registerNotFound, registerStatic } from './plugins/static.ts';
import { registerPages } from './modules/pages/index.ts';
import { setJobGate } from './jobs.ts';
import { alwaysLeader, startLease, type Leadership } from './leader.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The server's clock (ms); tests pin it. Every "upcoming" and signature-window check uses it. */
    now: () => number;
    /** Which database backs the server, for the start-up line. */
    dbMode: string;
    /** Ready catalogue answers (tests and the bench read its stats). */
    responseCache: ResponseCache;
    /** This instance in a cluster: whether it runs the jobs, whether it is shutting down (health answers 503). */
    cluster: { leader: Leadership; draining: boolean; instance: string | null };
    /** This app's Prometheus registry (GET /metrics: modules/metrics); modules add their own gauges to it. */
    metrics: Registry;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  now?: () => number;
  /** A database opened by the caller, who then also closes it; otherwise the app opens and closes its own. */
  db?: DbHandle;
  /** Run the catalogue sync on ready and every 10 minutes (default true). */
  syncCatalog?: boolean;
  /** Overrides the environment's logger choice (off in tests, concise in production). */
  logger?: boolean;
  /** Shorter connection time limits (tests); the defaults are connection-limits.ts serverTimeouts. */
  timeouts?: Partial<typeof serverTimeouts>;
  /** On PostgreSQL, run background jobs only while holding the cluster's lease (server/leader.ts); main.ts sets it. */
  electLeader?: boolean;
  /** Names this instance in an x-instance response header and the health answer (INSTANCE_ID). */
  instanceId?: string;
}

async function ensureMerchant(db: Db, config: ServerConfig): Promise<void> {
  await db
    .insertInto('merchants')
    // The demo merchant plays casino games for real money from its first start; any other starts with it off.
    .values({
      id: config.merchantId,
      name: config.merchantId,
      api_key: config.merchantApiKey,
      casino_real_money: config.merchantId === DEMO_MERCHANT_ID,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ api_key: eb.ref('excluded.api_key') })))
    .execute();
}

/**
 * The URL with secret values (session_token, token, otp, password, signature) replaced, for logs: after `?`, `&`
 * or `;` (a `;session_token=` form is a parameter too), whatever the case or percent-encoding of the name.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&;](?:session(?:_|%5f)token|token|otp|password|x-signature|signature)=)[^&;#]*/gi, '$1[redacted]');
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes the trust function proxy-addr takes (trust the nearest n
 * hops): this Fastify ignores a bare number (it trusts no hop then), which would make X-Forwarded-For useless.
 */
export function fastifyTrustProxy(value: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * Body limits by route: 16 KB for every player and public route (a 40-leg ticket is about 6 KB), so a body is
 * never buffered beyond that before its sender is known; 1 MB for operator batches, whose bearer token is
 * checked in onRequest, before the body is read.
 */
export function bodyLimitFor(url: string): number {
  return url.startsWith('/api/admin/') ? 1024 * 1024 : 16 * 1024;
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  const now = options.now ?? Date.now;
  const handle = options.db ?? createDb(config);
  const ownsDb = options.db === undefined;
  const db = handle.db;
  const logger = options.logger ?? !isTest(config);
  const timeouts = { ...serverTimeouts, ...options.timeouts };

  const app = Fastify({
    // Request log lines never carry a session token (socket and session-authenticated URLs have one).
    logger: logger
      ? { level: 'info', serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }) } }
      : false,
    // Start-up, warnings and faults only unless LOG_REQUESTS=1: a line per request is noise at betting volumes.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // Unauthenticated bodies are never buffered beyond the smallest limit; routes get theirs in onRoute below.
    bodyLimit: 16 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    connectionTimeout: timeouts.connectionTimeout,
    requestTimeout: timeouts.requestTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    // Start-up may migrate a large database (an index on a year of tickets takes minutes, not Fastify's default 10 s)
    // and a slow or busy host loads the catalogue slowly; a start that truly hangs still fails, after 10 minutes.
    pluginTimeout: 600_000,
  });
  app.server.headersTimeout = timeouts.headersTimeout;
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimitFor(route.url);
  });
  registerConnectionLimits(app, {
    maxPerAddress: config.maxConnectionsPerAddress,
    trustProxy: config.trustProxy,
    headersTimeout: timeouts.headersTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
  });
  // Before every other hook: the admission of a request's database calls starts with it (issue 28, overload).
  registerOverload(app, { admission: handle.admission, queueMs: config.overloadQueueMs, eventLoopMs: config.overloadEventLoopMs });
  registerSecurityHeaders(app, config.staticDir);
  app.decorate('db', db);
  app.decorate('now', now);
  app.decorate('dbMode', handle.mode);
  app.decorate('metrics', new Registry());
  // Elected before any module schedules a job: the process's job gate asks this lease at every tick.
  const leader =
    options.electLeader === true && config.databaseUrl !== null
      ? startLease({
          connectionString: config.databaseUrl,
          onChange: (isLeader) => app.log.info(`this instance ${isLeader ? 'now runs' : 'no longer runs'} the background jobs`),
          onError: (err) => app.log.warn({ err }, 'job lease connection failed'),
        })
      : alwaysLeader();
  if (options.electLeader === true) {
    setJobGate(() => leader.isLeader, leader.settled);
  }
  const instance = options.instanceId ?? null;
  app.decorate('cluster', { leader, draining: false, instance });
  if (instance !== null) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-instance', instance);
    });
  }

  // Compression first, so its per-route hooks reach every route (JSON lists shrink ~10x: mobile data is dear).
  // Request bodies are never compressed by our client, so inflating them is switched off.
  void app.register(fastifyCompress, { global: true, threshold: COMPRESS_FROM_BYTES, encodings: ['br', 'gzip'], globalDecompression: false });
  registerErrorHandler(app);
  registerContract(app);
  registerInputGuard(app);
  registerRawJsonParser(app);
  registerHttpCache(app);
  // InBet's calls (companion §7) are signed like /api/v1 ones, under their own prefix.
  registerSigning(app, { db, now, prefixes: ['/api/v1/', '/api/inbet/'] });
  // Every 'operator' endpoint, in whichever module: the token or a back-office session, and the declared permission.
  registerOperatorAccess(app, config);

  // Plugins load in order during ready(): the schema and the merchant exist before anything is served.
  void app.register(async () => {
    await migrateToLatest(db);
    await ensureMerchant(db, config);
    await ensureDemoBanners(db, config.merchantId);
  });

  let syncJob: CatalogSyncJob | null = null;
  if (options.syncCatalog ?? true) {
    app.addHook('onReady', async () => {
      const result = await ensureCatalog(db, now());
      app.log.info(`catalogue: ${result.inserted} new matches in ${result.ms} ms`);
      syncJob = scheduleCatalogSync(db, now, (err) => app.log.error({ err }, 'catalogue sync failed'));
    });
  }

  // Catalogue answers from memory, invalidated by the database's own notifications (the realtime module feeds it).
  const responseCache = new ResponseCache({ maxBytes: config.responseCacheMb * 1024 * 1024, now });
  app.decorate('responseCache', responseCache);
  void app.register(catalogRoutes, { db, now, cache: responseCache });
  const modules = { db, now, config, responseCache };
  void app.register(realtimeModule, modules);
  void app.register(walletModule, modules);
  void app.register(authModule, modules);
  void app.register(promotionsModule, modules);
  void app.register(adminModule, modules);
  void app.register(backofficeModule, modules);
  void app.register(metricsModule, modules);
  void app.register(ticketsModule, modules);
  void app.register(shopsModule, modules);
  void app.register(oddsModule, modules);
  void app.register(liveModule, modules);
  void app.register(paymentsModule, modules);
  void app.register(lotofootModule, modules);
  void app.register(bookingCodesModule, modules);
  void app.register(gamesModule, modules);
  void app.register(virtualSportsModule, modules);
  void app.register(maintenanceModule, modules);
  void app.register(reportsModule, modules);
  void app.register(responsibleGamingModule, modules);
  void app.register(telegramModule, modules);
  void app.register(ussdModule, modules);
  void app.register(smsChannelModule, modules);
  void app.register(docsModule);
  route(app, Health, async (_request, reply) =>
    app.cluster.draining
      ? reply.code(503).header('cache-control', 'no-store').send({ ok: false, draining: true })
      : { ok: true, leader: leader.isLeader, ...(instance === null ? {} : { instance }) },
  );

  // The home page drawn on the server (issue 17) when its bundle is built; else index.html, like every other page.
  const ssrBundle = config.ssrBundle;
  if (ssrBundle !== null) {
    void app.register(async (pages) => registerPages(pages, { config, bundle: ssrBundle, now }));
  }
  const hasClient = registerStatic(app, config.staticDir);
  registerNotFound(app, () => hasClient);

  app.addHook('onClose', async () => {
    await syncJob?.stop();
    await leader.stop();
    if (options.electLeader === true) {
      setJobGate(null);
    }
    if (ownsDb) {
      await handle.close();
    }
  });
  return app;
}
