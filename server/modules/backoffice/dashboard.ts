// The back office's dashboard (schema/endpoints/backoffice-dashboard.ts): today's figures (figures.ts, the same reads
// as /metrics) by product with GGR and margin, and this instance's health. One read serves every caller of an
// instance for DASHBOARD_FRESH_MS, however many dashboards are open. The live socket (registered by the realtime
// module, which owns the WebSocket server) sends the view at once and then whenever it changes, checking every
// DASHBOARD_PUSH_MS; it closes with 1008 when its back-office session ends (revoked, idle, expired, disabled) — a
// check that does not itself keep the session alive, so a dashboard left open still times out.
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Infer } from 'superstruct';
import { Dashboard, type DashboardView } from '../../../schema/endpoints/backoffice-dashboard.ts';
import { CLOSE_POLICY_VIOLATION } from '../../../schema/socket-message.ts';
import type { ServerConfig } from '../../config.ts';
import { route } from '../../plugins/contract.ts';
import { operatorOf } from './access.ts';
import { dayOf } from '../reports/business-day.ts';
import { liveMoney } from '../reports/live-figures.ts';
import { dayFigures } from './figures.ts';
import { instancesAlive } from './instances.ts';
import { sportsSplit } from './sports-split.ts';
import { operatorSessionLive } from './sessions.ts';

export const DASHBOARD_FRESH_MS = 3_000;
export const DASHBOARD_PUSH_MS = 5_000;
type View = Infer<typeof DashboardView>;

const etb = (cents: number): number => Math.round(cents) / 100;

/** Stakes and wins in ETB with GGR and margin (GGR / stakes, null without stakes). */
const book = (stakes: number, wins: number) => ({
  stakes: etb(stakes),
  wins: etb(wins),
  ggr: etb(stakes - wins),
  margin: stakes > 0 ? Math.round(((stakes - wins) / stakes) * 10_000) / 10_000 : null,
});

async function databaseMs(app: FastifyInstance): Promise<number | null> {
  const at = performance.now();
  try {
    await sql`select 1`.execute(app.db);
    return Math.round((performance.now() - at) * 10) / 10;
  } catch {
    return null;
  }
}

async function socketsOpen(app: FastifyInstance): Promise<number> {
  const gauge = app.metrics.getSingleMetric('birrbet_sockets_open');
  const values = gauge === undefined ? [] : (await gauge.get()).values;
  return values[0]?.value ?? 0;
}

async function readView(app: FastifyInstance, config: ServerConfig): Promise<View> {
  const nowMs = app.now();
  const today = dayOf(nowMs);
  const [f, money, ms, sockets, split, instances] = await Promise.all([
    dayFigures(app.db, nowMs),
    liveMoney(app.db, today, today),
    databaseMs(app),
    socketsOpen(app),
    sportsSplit(app.db, today),
    instancesAlive(app.db).catch(() => []),
  ]);
  const cents = (product: string, flow: string) => f.flows.find((x) => x.product === product && x.flow === flow)?.cents ?? 0;
  // By product exactly as the reports count them (reports/live-figures.ts): sports, LotoFoot, casino and virtual games.
  const byProduct = new Map<string, { stakes: number; wins: number }>();
  for (const row of money) {
    const sum = byProduct.get(row.product) ?? { stakes: 0, wins: 0 };
    sum.stakes += row.stakes_cents;
    sum.wins += row.payouts_cents;
    byProduct.set(row.product, sum);
  }
  const products = [...byProduct.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([product, { stakes, wins }]) => ({ product, ...book(stakes, wins) }));
  return {
    at: new Date(nowMs).toISOString(),
    day: today,
    products,
    sports_split: split.map((p) => ({ part: p.part, ...book(p.stakesCents, p.winsCents) })),
    deposits: etb(cents('payments', 'deposit')),
    withdrawals: etb(cents('payments', 'withdrawal')),
    open_tickets: f.openTickets,
    open_liability: etb(f.openLiabilityCents),
    active_players: f.activePlayers,
    pending_approvals: f.pendingApprovals,
    health: {
      instance: app.cluster.instance,
      instances,
      database_up: ms !== null,
      database_ms: ms,
      sockets,
      runs_jobs: app.cluster.leader.isLeader,
      gateways: [
        { gateway: 'santimpay', mode: config.payments.santimpay === null ? 'simulator' : 'live' },
        { gateway: 'arifpay', mode: config.payments.arifpay === null ? 'simulator' : 'live' },
      ],
    },
  };
}

const reads = new WeakMap<FastifyInstance, { at: number; view: Promise<View> }>();

/** The dashboard as this instance sees it now, read at most every DASHBOARD_FRESH_MS. */
export function dashboardView(app: FastifyInstance, config: ServerConfig): Promise<View> {
  const nowMs = performance.now();
  const last = reads.get(app);
  if (last !== undefined && nowMs - last.at < DASHBOARD_FRESH_MS) {
    return last.view;
  }
  const view = readView(app, config);
  reads.set(app, { at: nowMs, view });
  view.catch(() => reads.delete(app));
  return view;
}

export function dashboardRoutes(app: FastifyInstance, config: ServerConfig): void {
  route(app, Dashboard, () => dashboardView(app, config));
}

/** The dashboard socket's handler (the access hook has authenticated the upgrade request). */
export function dashboardSocketHandler(app: FastifyInstance, config: ServerConfig, pushMs = DASHBOARD_PUSH_MS) {
  return (socket: WebSocket, request: FastifyRequest): void => {
    const me = operatorOf(request);
    let last = '';
    let busy = false;
    const tick = async (): Promise<void> => {
      if (busy || socket.readyState !== 1) {
        return;
      }
      busy = true;
      try {
        if (me.sessionId !== null && !(await operatorSessionLive(app.db, me.sessionId, app.now()))) {
          socket.close(CLOSE_POLICY_VIOLATION, 'Session ended');
          return;
        }
        const view = await dashboardView(app, config);
        // `at` changes every read: only the figures decide whether the screen needs a new frame.
        const figures = JSON.stringify({ ...view, at: '' });
        if (figures !== last && socket.readyState === 1) {
          last = figures;
          socket.send(JSON.stringify({ type: 'DASHBOARD', dashboard: view }));
        }
      } catch (err) {
        request.log.warn({ err }, 'dashboard socket: reading the figures failed');
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void tick(), pushMs);
    socket.on('close', () => clearInterval(timer));
    void tick();
  };
}
