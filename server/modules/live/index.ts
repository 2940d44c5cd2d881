// The live module (issue 32): the players' reads of matches being played (routes.ts), the operator's and a real
// feed's POST /api/admin/v1/feed/live (feed-routes.ts; operator access: backoffice/access.ts), and the embedded engine (engine.ts) that plays every live match out in real time, then the in-play
// book (book-job.ts) that prices every match being played (the engine's or a feed's), run every LIVE_TICK_MS (0 =
// off; LIVE_SOURCE=feed runs the book without the engine) on the leader only (jobs.ts) from the moment the schema is migrated.
import type { FastifyInstance } from 'fastify';
import { schedulePeriodic, type PeriodicJob } from '../../jobs.ts';
import type { ModuleOptions } from '../module-options.ts';
import { resultsSeed } from '../tickets/results-seed.ts';
import { liveBook } from './book-job.ts';
import { runAutoCashouts } from '../tickets/cashout-auto.ts';
import { liveEngine } from './engine.ts';
import { liveFeedRoutes } from './feed-routes.ts';
import { liveRoutes } from './routes.ts';

export async function liveModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db, now, config } = opts;
  liveRoutes(app, db, now);
  liveFeedRoutes(app, db, now);
  if (config.liveTickMs > 0) {
    let seed: Promise<Buffer> | null = null;
    const engine = liveEngine(db, config.resultsSource, () => (seed ??= resultsSeed(db)));
    const book = liveBook(db);
    let job: PeriodicJob | null = null;
    app.addHook('onReady', async () => {
      job = schedulePeriodic(
        async () => {
          // A server fed wholly by a real feed (LIVE_SOURCE=feed) plays nothing itself; its book still prices.
          if (config.liveSource === 'engine') {
            await engine.run(now());
          }
          await book.run(now());
          // Prices moved: automatic cash-outs whose offer reached their value are taken (tickets/cashout-auto.ts).
          await runAutoCashouts(db, now());
        },
        config.liveTickMs,
        (err) => {
          seed = null;
          app.log.error({ err }, 'live engine run failed');
        },
      );
    });
    app.addHook('onClose', async () => job?.stop());
  }
}
