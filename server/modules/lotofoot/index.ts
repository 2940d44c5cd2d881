// The LotoFoot module (issue 14): its routes and one job every LOTOFOOT_EVERY_MS (default 15 s) that closes weeks at their first
// kick-off, opens the next week of each variant from the feed, records due results and settles complete weeks.
// The job also runs once when the server is ready, so a fresh server has its weeks at once. The back office's
// desk (desk.ts) shows each week's liability and sets the fixed-prize weekly cap (liability.ts).
import type { FastifyInstance } from 'fastify';
import { schedulePeriodic, type PeriodicJob } from '../../jobs.ts';
import type { ModuleOptions } from '../module-options.ts';
import { resultsSource } from '../tickets/results-source.ts';
import { settleLotofoot } from './grading.ts';
import { lotofootDeskRoutes } from './desk.ts';
import { lotofootRoutes } from './routes.ts';
import { ensureOpenWeeks } from './weeks.ts';

export async function lotofootModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  lotofootRoutes(app, opts);
  lotofootDeskRoutes(app, opts.db, opts.now, opts.config.lotofootWeeklyCapCents);
  const source = resultsSource(opts.db, opts.config.resultsSource);
  const run = async (): Promise<void> => {
    await settleLotofoot(opts.db, opts.now(), source);
    await ensureOpenWeeks(opts.db, opts.now());
  };
  let job: PeriodicJob | null = null;
  app.addHook('onReady', async () => {
    await run().catch((err: unknown) => app.log.error({ err }, 'lotofoot job failed'));
    job = schedulePeriodic(run, opts.config.lotofootEveryMs, (err) => app.log.error({ err }, 'lotofoot job failed'));
  });
  app.addHook('onClose', async () => job?.stop());
}
