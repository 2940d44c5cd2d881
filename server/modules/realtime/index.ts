// The realtime plugin: the live socket (GET /api/v1/auth/ws/), the hub of open sockets with its
// heartbeat, and the fan-out of bus events to them: LISTEN/NOTIFY on PostgreSQL, an in-process channel on
// PGlite. Authenticated sockets close when their session is revoked or expires (session-watch.ts). Live
// odds reach every socket batched by the odds stream (ODDS_FLUSH_MS), live scores and moments by the live stream.
// Registered first, so it
// listens before any module can publish.
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { REALTIME_ENDPOINTS } from '../../../schema/endpoints/realtime.ts';
import { route } from '../../plugins/contract.ts';
import type { ModuleOptions } from '../module-options.ts';
import { localChannel, useNotify, type BusEvent } from './bus.ts';
import { createFanOut } from './fanout.ts';
import { Hub } from './hub.ts';
import { LiveStream } from './live-stream.ts';
import { OddsStream } from './odds-stream.ts';
import { SessionWatch } from './session-watch.ts';
import { listenPostgres, type Listener } from './pg-listener.ts';
import { applyCacheChange, listenPglite } from '../catalog/cache-feed.ts';
import { DEFLATE } from './shared-frames.ts';
import { socketHandler, upgradeRequired } from './socket.ts';
import { DashboardSocket } from '../../../schema/endpoints/backoffice-dashboard.ts';
import { dashboardSocketHandler } from '../backoffice/dashboard.ts';
import { Gauge } from 'prom-client';

/** Inbound frames are not used; keep them tiny so a client cannot make the server buffer much. */
const MAX_INBOUND_BYTES = 4096;

export async function realtimeModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const hub = new Hub();
  const odds = new OddsStream(hub, { flushMs: opts.config.oddsFlushMs });
  const live = new LiveStream(hub);
  const fanOut = createFanOut(hub, opts.db, { odds, live }, (err) => app.log.error({ err }, 'socket fan-out failed'));
  const watch = new SessionWatch(hub, opts.db, opts.now, (err) => app.log.warn({ err }, 'socket session check failed'));
  new Gauge({
    name: 'birrbet_sockets_open',
    help: 'Live sockets open on this instance',
    registers: [app.metrics],
    collect() {
      this.set(hub.size);
    },
  });
  // Added before the websocket plugin's own preClose, so clients see 1001 rather than a bare close.
  app.addHook('preClose', async () => {
    odds.stop();
    live.stop();
    hub.stop();
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_INBOUND_BYTES, perMessageDeflate: DEFLATE } });

  let listener: Listener | null = null;
  let unsubscribe = (): void => undefined;
  let unlistenCache = async (): Promise<void> => undefined;
  const cache = opts.responseCache;
  if (opts.config.databaseUrl !== null) {
    useNotify(opts.db);
    listener = await listenPostgres({
      connectionString: opts.config.databaseUrl,
      onEvent: (event) => {
        if (event.kind !== 'cache') {
          fanOut.onEvent(event);
        } else if (cache !== undefined) {
          applyCacheChange(cache, event);
        }
      },
      onResync: () => {
        cache?.resume();
        fanOut.resync();
        watch.recheckAll();
      },
      // Changes made while nobody listens would go unseen: the cache serves nothing until the feed is back.
      onLost: () => cache?.suspend(),
      onError: (err) => app.log.warn({ err }, 'event listener connection lost'),
    });
    cache?.resume();
  } else {
    if (cache !== undefined) {
      unlistenCache = await listenPglite(opts.db, cache);
    }
    const channel = localChannel(opts.db);
    const onEvent = (event: BusEvent): void => fanOut.onEvent(event);
    channel.on('event', onEvent);
    unsubscribe = () => channel.off('event', onEvent);
  }
  hub.start();

  const wsHandler = socketHandler({ db: opts.db, now: opts.now, hub, odds, watch, defaultMerchantId: opts.config.merchantId });
  // Both paths (with and without the trailing slash): a plain GET gets 426, an upgrade the socket.
  for (const socketEndpoint of REALTIME_ENDPOINTS) {
    route(app, socketEndpoint, upgradeRequired, { wsHandler });
  }
  // The back office's live dashboard (backoffice/dashboard.ts): this module owns the WebSocket server.
  route(app, DashboardSocket, upgradeRequired, { wsHandler: dashboardSocketHandler(app, opts.config, opts.config.dashboardPushMs) });

  app.addHook('onClose', async () => {
    watch.stop();
    odds.stop();
    live.stop();
    hub.stop();
    unsubscribe();
    cache?.suspend();
    await unlistenCache();
    await listener?.stop();
    await fanOut.idle();
  });
}
