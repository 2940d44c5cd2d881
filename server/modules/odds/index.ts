// The live-odds module: the demo feed's periodic price moves and pre-kick-off suspensions (job.ts, every
// ODDS_MOVE_EVERY_MS; 0 = off) and the operator's POST /api/admin/v1/feed/odds (admin.ts; operator access:
// backoffice/access.ts). Both write through store.ts,
// which pushes ODDS_CHANGE to every socket via the realtime bus. Registered by app.ts with {db, now, config}.
import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../jobs.ts';
import type { ModuleOptions } from '../module-options.ts';
import { oddsAdminRoutes } from './admin.ts';
import { scheduleOddsFeed } from './job.ts';

export async function oddsModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  oddsAdminRoutes(app, opts.db, opts.now);
  const everyMs = opts.config.oddsMoveEveryMs;
  if (everyMs > 0) {
    // Started once the schema is migrated and the catalogue synced (onReady), stopped before the database closes.
    let job: PeriodicJob | null = null;
    app.addHook('onReady', async () => {
      job = scheduleOddsFeed(opts.db, opts.now, everyMs, (err) => app.log.error({ err }, 'odds feed run failed'));
    });
    app.addHook('onClose', async () => job?.stop());
  }
}
