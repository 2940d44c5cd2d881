// The wallet module's Fastify plugin: the player's statement (statement-routes.ts). Login/verify answer the
// wallet (service.ts), operators credit it (admin module) and the live socket pushes it (realtime module);
// money moves only through ledger.ts.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import { statementRoutes } from './statement-routes.ts';

export async function walletModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  statementRoutes(app, opts);
}
