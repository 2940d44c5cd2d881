// The wallet module's Fastify plugin (routes, hooks, timers). Registered by app.ts with {db, now, config}.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';

export async function walletModule(_app: FastifyInstance, _opts: ModuleOptions): Promise<void> {}
