// The back-office module (issue 33): operator sign-in and sessions (sign-in.ts), operator accounts (operators.ts),
// the audit trail (audit-routes.ts), four-eyes approvals (approvals.ts) and the trading desk's reads (trading.ts), the players desk (players.ts), the risk desk (risk.ts). Who may call which operator endpoint is
// decided for every module by access.ts, registered at the root by app.ts. A fresh database gets its first admin
// here (first-admin.ts), printed once to the console.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import { approvalRoutes } from './approvals.ts';
import { dashboardRoutes } from './dashboard.ts';
import { auditRoutes } from './audit-routes.ts';
import { ensureFirstAdmin } from './first-admin.ts';
import { keepHeartbeat } from './instances.ts';
import { operatorRoutes } from './operators.ts';
import { playerRoutes } from './players.ts';
import { riskRoutes } from './risk.ts';
import { resettlementRoutes } from './resettlement.ts';
import { signInRoutes } from './sign-in.ts';
import { tradingRoutes } from './trading.ts';

export async function backofficeModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db, now, config } = opts;
  signInRoutes(app, db, now, config);
  operatorRoutes(app, db, now);
  auditRoutes(app, db);
  approvalRoutes(app, db, now);
  tradingRoutes(app, db, now);
  playerRoutes(app, db, now);
  riskRoutes(app, db, now);
  resettlementRoutes(app, db, now, config.merchantId);
  dashboardRoutes(app, config);
  keepHeartbeat(app, db);
  app.addHook('onReady', async () => {
    await ensureFirstAdmin(db, now(), config, (text) => app.log.info(text));
  });
}
