// Reports (issue 33): the book's figures over a range of business days (East Africa Time) — stakes, payouts, GGR and
// margin, VAT on stakes, income tax withheld on winnings, bonus cost, tickets, deposits and withdrawals by method,
// active and new players, responsible-gaming actions — by day and by product and channel, with a CSV of the days.
// Closed days come from the daily aggregates (server/modules/reports), the rest is computed live. Amounts are ETB.
import { array, enums, nullable, number, optional, string, type } from 'superstruct';
import { endpoint } from '../endpoint.ts';
import { OPERATOR_REFUSALS, Trimmed } from './operator.ts';
import { ResultsDay as CalendarDay } from './results.ts';
import { ApiError, blankAsAbsent } from './wire.ts';

const TAG = 'back office';
export const REPORT_PRODUCTS = ['sports', 'lotofoot', 'casino', 'virtual'] as const;
export const REPORT_CHANNELS = ['online', 'shop'] as const;
/** The longest range one report covers, in days. */
export const REPORT_MAX_DAYS = 1_100;

export const ReportQuery = type({
  from: CalendarDay,
  to: CalendarDay,
  product: optional(blankAsAbsent(enums(REPORT_PRODUCTS))),
  channel: optional(blankAsAbsent(enums(REPORT_CHANNELS))),
  merchant: optional(blankAsAbsent(Trimmed(64))),
});

const Money = {
  tickets: number(),
  stakes: number(),
  payouts: number(),
  /** Stakes − payouts. */
  ggr: number(),
  /** GGR as a percentage of stakes (2 decimals), null without stakes. */
  margin: nullable(number()),
  vat: number(),
  income_tax: number(),
  bonus: number(),
};

export const ReportDay = type({
  day: string(),
  ...Money,
  /** Distinct players who staked; null for the shop channel (its tickets are anonymous). */
  active_players: nullable(number()),
  new_players: number(),
  deposits: number(),
  withdrawals: number(),
});

export const ReportBody = type({
  from: string(),
  to: string(),
  /** The last day kept as aggregates; later days were computed live. */
  rolled_through: string(),
  totals: ReportDay,
  days: array(ReportDay),
  products: array(type({ product: string(), channel: string(), ...Money })),
  payments: array(type({ flow: enums(['deposit', 'withdrawal']), method: string(), count: number(), amount: number() })),
  responsible_gaming: array(type({ action: string(), count: number() })),
  merchants: array(string()),
});

const REFUSALS = [
  { status: 400, code: 'VALIDATION_FAILED', text: 'from must not be after to' },
  { status: 503, code: 'REPORTS_CATCHING_UP', text: 'Reports are being prepared. Try again in a few minutes' },
  ...OPERATOR_REFUSALS,
];

export const Report = endpoint({
  id: 'report',
  method: 'GET',
  path: '/api/admin/v1/reports',
  tag: TAG,
  access: 'operator',
  permission: 'reports.view',
  summary: `The figures of from..to (YYYY-MM-DD, EAT, at most ${REPORT_MAX_DAYS} days; days after today are empty), optionally one product, channel or merchant.`,
  query: ReportQuery,
  responses: { 200: ReportBody, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError, 503: ApiError },
  refusals: REFUSALS,
});

export const ReportCsv = endpoint({
  id: 'reportCsv',
  method: 'GET',
  path: '/api/admin/v1/reports/export.csv',
  tag: TAG,
  access: 'operator',
  permission: 'reports.view',
  summary: 'The same report as CSV: one line per day, then the totals.',
  query: ReportQuery,
  responses: { 200: 'text/csv', 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError, 503: ApiError },
  refusals: REFUSALS,
});

export const BACKOFFICE_REPORT_ENDPOINTS = [Report, ReportCsv];
