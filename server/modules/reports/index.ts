// The reports module (issue 33; schema/endpoints/backoffice-reports.ts): the report over a range of business days
// and its CSV, and the roll-up job that keeps each closed day as aggregates (rollup.ts), run by the cluster's job
// leader every ROLLUP_EVERY_MS. Reads only: nothing is audited.
import type { FastifyInstance } from 'fastify';
import { Report, REPORT_MAX_DAYS, ReportCsv } from '../../../schema/endpoints/backoffice-reports.ts';
import { schedulePeriodic, type PeriodicJob } from '../../jobs.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { csvCell } from '../backoffice/audit-routes.ts';
import type { ModuleOptions } from '../module-options.ts';
import { daysBetween } from './business-day.ts';
import { buildReport, type ReportFilter } from './report.ts';
import { rollClosedDays } from './rollup.ts';

const ROLLUP_EVERY_MS = 60_000;
const CSV_COLUMNS = [
  'day',
  'tickets',
  'stakes',
  'payouts',
  'ggr',
  'margin',
  'vat',
  'income_tax',
  'bonus',
  'active_players',
  'new_players',
  'deposits',
  'withdrawals',
] as const;

function checked(q: ReportFilter): ReportFilter {
  if (q.from > q.to) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'from must not be after to');
  }
  if (daysBetween(q.from, q.to) > REPORT_MAX_DAYS) {
    throw new HttpError(400, 'VALIDATION_FAILED', `A report covers at most ${REPORT_MAX_DAYS} days`);
  }
  return q;
}

export async function reportsModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db, now } = opts;
  route(app, Report, async (request) => buildReport(db, checked(request.query), now()));
  route(app, ReportCsv, async (request, reply) => {
    const q = checked(request.query);
    const report = await buildReport(db, q, now());
    const lines = [CSV_COLUMNS.join(',')];
    for (const row of [...report.days, report.totals]) {
      lines.push(CSV_COLUMNS.map((c) => csvCell(row[c])).join(','));
    }
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="report-${q.from}-${q.to}.csv"`);
    return `${lines.join('\r\n')}\r\n`;
  });
  let job: PeriodicJob | null = null;
  app.addHook('onReady', async () => {
    job = schedulePeriodic(
      () => rollClosedDays(db, now()),
      ROLLUP_EVERY_MS,
      (err) => app.log.warn({ err }, 'rolling up report days failed'),
    );
  });
  app.addHook('onClose', async () => job?.stop());
}
