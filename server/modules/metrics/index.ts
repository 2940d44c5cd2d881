// GET /metrics (issue 33; schema/endpoints/metrics.ts): Prometheus exposition through prom-client, one registry per
// app (app.metrics, decorated by app.ts so other modules add their own gauges, e.g. realtime's open sockets). Health:
// process figures (prom-client's defaults: CPU, memory, event-loop lag, handles), HTTP answers by status class, the
// database's reachability and latency, leadership, the payment gateways' modes. Business: pending approvals, open
// tickets and liability, today's player money flow (the East Africa Time business day) by product — sports, lotofoot, casino, virtual,
// payments — and flow, active players. The business figures
// are read at most every 15 s whatever the scrape rate (several Prometheus servers, a retrying scraper).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge } from 'prom-client';
import { Metrics } from '../../../schema/endpoints/metrics.ts';
import { route } from '../../plugins/contract.ts';
import { type DayFigures, dayFigures } from '../backoffice/figures.ts';
import type { ModuleOptions } from '../module-options.ts';

const FIGURES_TTL_MS = 15_000;

export async function metricsModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const register = app.metrics;
  // The process figures start at the first scrape: they watch GC and the event loop for the process's lifetime, and
  // most apps (every test's) are never scraped.
  let processFigures = false;
  const answers = new Counter({
    name: 'birrbet_http_responses_total',
    help: 'HTTP answers by method and status class',
    labelNames: ['method', 'status'],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    answers.inc({ method: request.method, status: `${Math.floor(reply.statusCode / 100)}xx` });
  });

  let cached: { at: number; figures: Promise<DayFigures> } | null = null;
  const figures = (): Promise<DayFigures> => {
    const nowMs = opts.now();
    if (cached === null || nowMs - cached.at > FIGURES_TTL_MS) {
      cached = { at: nowMs, figures: dayFigures(opts.db, nowMs) };
      cached.figures.catch(() => {
        cached = null;
      });
    }
    return cached.figures;
  };

  // One probe per scrape feeds both database gauges (a registry collects its metrics concurrently).
  let probe: { at: number; result: Promise<number | null> } | null = null;
  const probeDatabase = (): Promise<number | null> => {
    const at = performance.now();
    if (probe === null || at - probe.at > 1_000) {
      probe = {
        at,
        result: sql`select 1`.execute(opts.db).then(
          () => (performance.now() - at) / 1000,
          () => null,
        ),
      };
    }
    return probe.result;
  };
  new Gauge({
    name: 'birrbet_database_up',
    help: '1 when a query to the database answered, else 0',
    registers: [register],
    async collect() {
      this.set((await probeDatabase()) === null ? 0 : 1);
    },
  });
  new Gauge({
    name: 'birrbet_database_latency_seconds',
    help: 'Time a trivial query took at the last scrape (absent when the database did not answer)',
    registers: [register],
    async collect() {
      const seconds = await probeDatabase();
      if (seconds !== null) {
        this.set(seconds);
      }
    },
  });
  new Gauge({
    name: 'birrbet_leader',
    help: '1 when this instance runs the periodic jobs (settlement, payments polling, LotoFoot, the live engine)',
    registers: [register],
    collect() {
      this.set(app.cluster.leader.isLeader ? 1 : 0);
    },
  });
  new Gauge({
    name: 'birrbet_gateway_live',
    help: '1 when a payment gateway runs with real credentials, 0 when it is the embedded simulator',
    labelNames: ['gateway'],
    registers: [register],
    collect() {
      for (const [gateway, live] of Object.entries(gatewayModes(opts.config.payments))) {
        this.set({ gateway }, live ? 1 : 0);
      }
    },
  });
  const business = (name: string, help: string, read: (f: DayFigures) => number) =>
    new Gauge({
      name,
      help,
      registers: [register],
      async collect() {
        this.set(read(await figures()));
      },
    });
  business('birrbet_approvals_pending', 'Four-eyes requests waiting for a second person', (f) => f.pendingApprovals);
  business('birrbet_open_tickets', 'Money tickets not yet settled', (f) => f.openTickets);
  business('birrbet_open_liability_etb', 'What the open money tickets would pay if every one won (net of tax)', (f) => f.openLiabilityCents / 100);
  business('birrbet_active_players_today', 'Players who staked today (East Africa Time)', (f) => f.activePlayers);
  new Gauge({
    name: 'birrbet_player_flow_today_etb',
    help: "Today's (East Africa Time) players' money by product (sports, lotofoot, casino, virtual, payments) and flow: stake, win, deposit, withdrawal",
    labelNames: ['product', 'flow'],
    registers: [register],
    async collect() {
      this.reset();
      for (const flow of (await figures()).flows) {
        this.set({ product: flow.product, flow: flow.flow }, flow.cents / 100);
      }
    },
  });

  route(app, Metrics, async (_request, reply) => {
    if (!processFigures) {
      processFigures = true;
      collectDefaultMetrics({ register, prefix: 'birrbet_' });
    }
    reply.header('content-type', register.contentType);
    return register.metrics();
  });
}

/** Which gateways have real credentials (null: the embedded simulator, or off in production). */
function gatewayModes(payments: ModuleOptions['config']['payments']): Record<string, boolean> {
  return { santimpay: payments.santimpay !== null, arifpay: payments.arifpay !== null };
}
