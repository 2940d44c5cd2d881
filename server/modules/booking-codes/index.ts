// The booking codes module's Fastify plugin (issue 18): save a slip as a code (save.ts) and read a code back with its
// prices now (read.ts), registered by app.ts with {db, now, config}. Expired codes are deleted by the maintenance
// prune (modules/maintenance/prune.ts). Wire: schema/endpoints/booking-codes.ts; docs/api.md.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import { readRoutes } from './read.ts';
import { saveRoutes } from './save.ts';

export async function bookingCodesModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  saveRoutes(app, opts);
  readRoutes(app, opts);
}
