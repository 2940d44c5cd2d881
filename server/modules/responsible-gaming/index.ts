// The responsible-gaming module's Fastify plugin (issue 18): deposit limits, self-exclusion, age confirmation,
// the reality check's session summary and the public support line. The refusals other modules raise while a
// player is excluded or over a limit live here too (exclusion.ts, limits.ts) and are called from their transactions.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import { responsibleGamingRoutes } from './routes.ts';

export async function responsibleGamingModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  responsibleGamingRoutes(app, opts);
}
