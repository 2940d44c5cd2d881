// The tickets module's Fastify plugin: money tickets (placement with the stake debit, reads), anonymous
// cashier tickets, points tickets, the betting config, the settlement timer and the live-bet hold sweeper (stopped on close),
// registered by app.ts with {db, now, config}. Rules: docs/decisions/betting-and-settlement.md 'Tickets'; wire: docs/api.md.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import { cashierTicketRoutes } from './cashier.ts';
import { cashoutRoutes } from './cashout.ts';
import { matchResultsRoutes } from './match-results.ts';
import { bettingConfigRoutes } from './config.ts';
import { pointsTicketRoutes } from './points.ts';
import { moneyTicketRoutes } from './routes.ts';
import { resultsSource } from './results-source.ts';
import { scheduleSettlement, type SettlementJob } from './settle.ts';
import { scheduleHoldSweeper } from './hold-sweeper.ts';
import type { PeriodicJob } from '../../jobs.ts';

export async function ticketsModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  moneyTicketRoutes(app, opts);
  cashoutRoutes(app, opts); // issue 32
  cashierTicketRoutes(app, opts);
  pointsTicketRoutes(app, opts);
  bettingConfigRoutes(app, opts.db, opts.config.liveBetDelays);
  matchResultsRoutes(app, opts); // the results page (issue 29)
  // Started once the schema is migrated (onReady), stopped before the database closes.
  let job: SettlementJob | null = null;
  let sweeper: PeriodicJob | null = null;
  app.addHook('onReady', async () => {
    sweeper = scheduleHoldSweeper(opts.db, opts.now, (err) => app.log.error({ err }, 'live bet hold sweep failed'));
    job = scheduleSettlement(opts.db, opts.now, resultsSource(opts.db, opts.config.resultsSource), (err) =>
      app.log.error({ err }, 'ticket settlement failed'),
    );
  });
  app.addHook('onClose', async () => {
    await sweeper?.stop();
    await job?.stop();
  });
}
