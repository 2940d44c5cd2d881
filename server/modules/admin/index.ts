// The admin module's Fastify plugin (routes, hooks, timers). Registered by app.ts with {db, now, config}.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';

export async function adminModule(_app: FastifyInstance, _opts: ModuleOptions): Promise<void> {}
