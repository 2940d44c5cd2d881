// The admin plugin: operator endpoints under /api/admin/v1/ (a back-office session or Bearer OPERATOR_TOKEN, each
// endpoint's permission checked by backoffice/access.ts before its handler) — credits, banners (the route lives in
// modules/promotions/banners.ts), the demo feed's clock, match results (feed.ts, results.ts) and settlement
// rollback, and the cash-out switch (tickets/cashout-switch.ts). Registered by app.ts with {db, now, config}.
// Each state-changing endpoint writes its audit entry in the transaction of its effect (backoffice/audit.ts).
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import { adminBannerRoutes } from '../promotions/banners.ts';
import { creditRoutes } from './credit.ts';
import { feedRoutes } from './feed.ts';
import { ledgerCheckRoutes } from './ledger-check.ts';
import { ticketAdminRoutes } from './tickets.ts';
import { shopAdminRoutes } from '../shops/admin.ts';
import { cashoutSwitchRoutes } from '../tickets/cashout-switch.ts';

export async function adminModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  await app.register(async (operator) => {
    creditRoutes(operator, opts.db, opts.config.merchantId, opts.config.operatorCreditMaxCents, opts.now);
    adminBannerRoutes(operator, opts.db, opts.config.merchantId, opts.now);
    feedRoutes(operator, opts.db, opts.now, opts.config.resultsSource);
    ticketAdminRoutes(operator, opts.db, opts.config.merchantId, opts.now);
    ledgerCheckRoutes(operator, opts.db); // not audited: a read-only GET
    shopAdminRoutes(operator, opts.db, opts.config.merchantId, opts.now);
    cashoutSwitchRoutes(operator, opts.db, opts.now); // issue 32
  });
}
