// The back office's dashboard (issue 33): today's book (East Africa Time business day) by product — stakes, wins, GGR and margin — deposits and
// withdrawals, open tickets and liability, active players, pending approvals, and the system's health as this
// instance sees it (the cluster's instances, database, open sockets, whether it runs the jobs, each gateway's mode). Read once over HTTP, then
// kept live over a WebSocket that pushes the same shape whenever it changes (checked every few seconds).
import { array, boolean, enums, literal, nullable, number, string, type } from 'superstruct';
import { endpoint } from '../endpoint.ts';
import { OPERATOR_REFUSALS } from './operator.ts';
import { ApiError } from './wire.ts';

const TAG = 'back office';

export const DashboardView = type({
  /** When the figures were read (ISO), and the business day (EAT) they cover (YYYY-MM-DD). */
  at: string(),
  day: string(),
  /** ETB per product: what players staked and won; GGR = stakes − wins; margin = GGR / stakes (null without stakes). */
  products: array(type({ product: string(), stakes: number(), wins: number(), ggr: number(), margin: nullable(number()) })),
  /** The sports row split: prematch and live (a ticket with a leg in play when placed); the two add up to sports. */
  sports_split: array(type({ part: enums(['prematch', 'live']), stakes: number(), wins: number(), ggr: number(), margin: nullable(number()) })),
  deposits: number(),
  withdrawals: number(),
  open_tickets: number(),
  open_liability: number(),
  active_players: number(),
  pending_approvals: number(),
  health: type({
    instance: nullable(string()),
    /** The cluster's servers seen alive in the last 30 s (each writes a heartbeat), with the one running the jobs. */
    instances: array(type({ instance: string(), runs_jobs: boolean(), seen_at: string() })),
    database_up: boolean(),
    database_ms: nullable(number()),
    sockets: number(),
    runs_jobs: boolean(),
    gateways: array(type({ gateway: string(), mode: string() })),
  }),
});

export const Dashboard = endpoint({
  id: 'dashboard',
  method: 'GET',
  path: '/api/admin/v1/dashboard',
  tag: TAG,
  access: 'operator',
  permission: 'dashboard.view',
  summary:
    "Today's (EAT) figures by product (sports — also split prematch/live —, lotofoot, casino, virtual), money in and out, open liability, pending approvals and the system's health.",
  responses: { 200: DashboardView, 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

/** What the dashboard socket sends: the figures whenever they change. */
export const DashboardMessage = type({ type: literal('DASHBOARD'), dashboard: DashboardView });

export const DashboardSocket = endpoint({
  id: 'dashboardSocket',
  method: 'GET',
  path: '/api/admin/v1/dashboard/live',
  tag: TAG,
  access: 'operator',
  permission: 'dashboard.view',
  summary: 'Upgrades to a WebSocket that sends {type: "DASHBOARD", dashboard} at once and again whenever the figures change.',
  note: 'Signed-in back-office sessions only (the cookie); the socket closes (1008) when the session ends. A plain GET answers 426.',
  responses: { 401: ApiError, 403: ApiError, 426: ApiError, 429: ApiError },
  refusals: [{ status: 426, code: 'UPGRADE_REQUIRED', text: 'This endpoint only accepts WebSocket connections' }, ...OPERATOR_REFUSALS],
});

export const BACKOFFICE_DASHBOARD_ENDPOINTS = [Dashboard, DashboardSocket];
