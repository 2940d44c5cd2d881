// The shops module (issue 18): cashier accounts of shops, the counter routes (routes.ts; its cash-out, issue 32:
// cashout.ts), and the demo shop when DEMO_SHOP is on (seed.ts). The operator routes (admin.ts) are registered by the admin module, behind its guard.
// States and ledger accounts: docs/decisions/shops.md 'Shops'.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import { counterCashoutRoutes } from './cashout.ts';
import { counterRoutes } from './routes.ts';

export async function shopsModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  app.decorateRequest('cashier', null);
  counterRoutes(app, opts);
  counterCashoutRoutes(app, opts);
}
