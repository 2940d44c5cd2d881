// The reports screen's part of the back office store (issue 33). Every report asked for is kept under its query's key
// (reportKey), as every payments filter is its own list: a late answer to an earlier filter never stands in for the
// one on screen, and a filter asked again within its TTL (no call: the engine skips a fresh read) shows its own
// figures at once. `reports` holds one row per query: the query (from, to and the product, channel or merchant it is
// narrowed to), the day the aggregates run through, the merchants to choose from (a JSON text) and the range's
// totals; `reportDays`, `reportProducts`, `reportPayments` and `reportRg` hold its rows, each naming its report, in
// the server's order (`position`). A null figure (no margin without stakes, no active players in the shop) is no cell.
// Pure helpers read a report's filter from the page's search params, with the last 7 business days (EAT) by default.
import type { Indexes } from 'tinybase/indexes';
import type { Store } from 'tinybase/store';
import { REPORT_CHANNELS, REPORT_PRODUCTS } from '../../schema/endpoints/backoffice-reports.ts';
import { RESULTS_ZONE_OFFSET_MS } from '../../schema/endpoints/results.ts';
import type { Outcome, ReportFilter } from './events.ts';
import { cellsOf } from './cells.ts';

export const REPORT_INDEX = {
  reportDays: 'reportDaysByReport',
  reportProducts: 'reportProductsByReport',
  reportPayments: 'reportPaymentsByReport',
  reportRg: 'reportRgByReport',
} as const;

type ChildTable = keyof typeof REPORT_INDEX;
const CHILD_TABLES = Object.keys(REPORT_INDEX) as ChildTable[];
export const REPORT_TABLES = ['reports', ...CHILD_TABLES] as const;

/** A report's id in the store: the filter's fields in a fixed order (absent ones empty). */
export const reportKey = (f: ReportFilter): string => [f.from, f.to, f.product ?? '', f.channel ?? '', f.merchant ?? ''].join('|');

export function defineReportIndexes(indexes: Indexes): void {
  for (const table of CHILD_TABLES) {
    indexes.setIndexDefinition(REPORT_INDEX[table], table, 'report', 'position', undefined, (a, b) => Number(a) - Number(b));
  }
}

/** Applies a report's answer (inside applyOutcome's transaction): its rows replace that query's rows, and only those. */
export function applyReportOutcome(store: Store, outcome: Outcome): void {
  if (outcome.type !== 'ReportLoaded') {
    return;
  }
  const report = reportKey(outcome.filter);
  const { totals, days, products, payments, responsible_gaming, merchants, rolled_through } = outcome.report;
  const { day: _range, ...figures } = totals;
  store.setRow('reports', report, {
    ...cellsOf(figures),
    ...cellsOf(outcome.filter),
    rolled_through,
    merchants: JSON.stringify(merchants),
  });
  const rows: Record<ChildTable, object[]> = { reportDays: days, reportProducts: products, reportPayments: payments, reportRg: responsible_gaming };
  for (const table of CHILD_TABLES) {
    for (const id of store.getRowIds(table)) {
      if (store.getCell(table, id, 'report') === report) {
        store.delRow(table, id);
      }
    }
    rows[table].forEach((row, position) => {
      store.setRow(table, `${report}#${position}`, { ...cellsOf(row), report, position });
    });
  }
}

const DAY_MS = 86_400_000;
const isDay = (v: unknown): v is string =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined => ((list as readonly unknown[]).includes(v) ? (v as T) : undefined);

/** The business day (EAT, YYYY-MM-DD) of an instant, and the day n days after a day. */
const eatDay = (ms: number): string => new Date(ms + RESULTS_ZONE_OFFSET_MS).toISOString().slice(0, 10);
const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The report fields a page's search params hold, each kept only when it is one the server takes. */
export function reportSearch(search: Record<string, unknown>): Partial<ReportFilter> {
  const product = oneOf(REPORT_PRODUCTS, search['product']);
  const channel = oneOf(REPORT_CHANNELS, search['channel']);
  const merchant = typeof search['merchant'] === 'string' && search['merchant'].trim() !== '' ? search['merchant'].trim().slice(0, 64) : undefined;
  return {
    ...(isDay(search['from']) ? { from: search['from'] } : {}),
    ...(isDay(search['to']) ? { to: search['to'] } : {}),
    ...(product === undefined ? {} : { product }),
    ...(channel === undefined ? {} : { channel }),
    ...(merchant === undefined ? {} : { merchant }),
  };
}

/** The report a page asks for: its search params over the default, the 7 business days ending today (EAT) or `to`. */
export function reportFilter(search: Record<string, unknown>, nowMs: number): ReportFilter {
  const given = reportSearch(search);
  const to = given.to ?? eatDay(nowMs);
  return { ...given, from: given.from ?? addDays(to, -6), to };
}
