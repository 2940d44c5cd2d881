// The promotions plugin: the signed public banner list (banners.ts) and promotion lists (promotions.ts), and the
// operator's promotions under /api/admin/v1/promotions (promotion-admin.ts; operator access: backoffice/access.ts).
// The operator's banner create, edit and retire live in banners.ts but are registered by the admin module. The demo
// banners are seeded by app.ts at start-up (seed.ts); the demo promotions here (promotion-seed.ts), once the
// migrations and the merchant are in place (plugins load in order). The content desk's popup setting
// (popup-setting.ts) and points-betting config (tickets/points-config.ts) are registered here too.
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options.ts';
import { publicBannerRoutes } from './banners.ts';
import { adminPromotionRoutes } from './promotion-admin.ts';
import { ensureDemoPromotions } from './promotion-seed.ts';
import { publicPromotionRoutes } from './promotions.ts';
import { popupSettingRoutes } from './popup-setting.ts';
import { pointsConfigRoutes } from '../tickets/points-config.ts';

export async function promotionsModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  await ensureDemoPromotions(opts.db, opts.config.merchantId);
  publicBannerRoutes(app, opts.db, opts.responseCache);
  publicPromotionRoutes(app, opts.db, opts.now);
  adminPromotionRoutes(app, opts.db, opts.config.merchantId, opts.now);
  // The content desk's settings (issue 33): the popup, and the points-betting config players' tickets are held to.
  popupSettingRoutes(app, opts.db, opts.config.merchantId, opts.now);
  pointsConfigRoutes(app, opts.db, opts.config.merchantId, opts.now);
}
