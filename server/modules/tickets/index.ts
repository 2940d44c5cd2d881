// The tickets module's Fastify plugin: money tickets (placement with the stake debit, reads), anonymous
// cashier tickets, points tickets, the betting config and the settlement timer (stopped on close),
// registered by app.ts with {db, now, config}. Rules: docs/decisions/betting-and-settlement.md 'Tickets'; wire: docs/api.md.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import { cashierTicketRoutes } from './cashier.ts';
import { matchResultsRoutes } from './match-results.ts';
import { bettingConfigRoutes } from './config.ts';
import { pointsTicketRoutes } from './points.ts';
import { moneyTicketRoutes } from './routes.ts';
import { resultsSource } from './results-source.ts';
import { scheduleSettlement, type SettlementJob } from './settle.ts';

export async function ticketsModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  moneyTicketRoutes(app, opts);
  cashierTicketRoutes(app, opts);
  pointsTicketRoutes(app, opts);
  bettingConfigRoutes(app, opts.db);
  matchResultsRoutes(app, opts); // the results page (issue 29)
  // Started once the schema is migrated (onReady), stopped before the database closes.
  let job: SettlementJob | null = null;
  app.addHook('onReady', async () => {
    job = scheduleSettlement(opts.db, opts.now, resultsSource(opts.db, opts.config.resultsSource), (err) =>
      app.log.error({ err }, 'ticket settlement failed'),
    );
  });
  app.addHook('onClose', async () => job?.stop());
}
