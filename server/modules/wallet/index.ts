// The wallet module's Fastify plugin. The wallet has no routes of its own yet: login/verify answer the
// wallet (service.ts), operators credit it (admin module) and the live socket pushes it (realtime module);
// deposits and stakes arrive with their issues and will post through ledger.ts.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';

export async function walletModule(_app: FastifyInstance, _opts: ModuleOptions): Promise<void> {}
