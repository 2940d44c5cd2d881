// GET /metrics (issue 33): the server's health and business counters in Prometheus' text format, for an operator's
// existing monitoring to scrape and alert on. Machine access only (the operator token with metrics.read, in the
// 'machine' role): the figures are the book's business, not a public page.
import { endpoint } from '../endpoint.ts';
import { OPERATOR_REFUSALS } from './operator.ts';
import { ApiError } from './wire.ts';

export const Metrics = endpoint({
  id: 'metrics',
  method: 'GET',
  path: '/metrics',
  tag: 'operator',
  access: 'operator',
  permission: 'metrics.read',
  summary:
    'Prometheus exposition (text/plain; version=0.0.4): process figures, HTTP answers by status class, the database ' +
    "and its latency, open sockets, leadership, gateways' modes, pending approvals, open tickets and liability, and " +
    "today's (UTC) player money flow by product (stakes, wins, deposits, withdrawals) and active players.",
  responses: { 200: 'text/plain', 401: ApiError, 403: ApiError, 429: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const METRICS_ENDPOINTS = [Metrics];
