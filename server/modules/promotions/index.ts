// The promotions plugin: the signed public banner list (banners.ts). The operator's POST of a banner lives
// in banners.ts too but is registered by the admin module, behind its bearer-token guard. The demo banners
// are seeded by app.ts at start-up (seed.ts), beside the configured merchant.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import { publicBannerRoutes } from './banners.ts';

export async function promotionsModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  publicBannerRoutes(app, opts.db);
}
