// Banners (spec §3/§7): the signed public list GET /api/v1/promotions/banners?type=… of the request's
// merchant, active banners only, ordered by `order` (then creation, then id, so equal orders stay stable);
// and the operator's POST /api/admin/v1/banners (registered by the admin module behind its guard), which
// publishes BANNER_UPDATE to every socket of that merchant so open pages refetch.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { publish } from '../realtime/bus.ts';
import { bodyObject, invalid, requiredText, url } from '../admin/validate.ts';

export interface BannerOut {
  id: string;
  order: number;
  image_url: string;
  click_url: string | null;
  banner_type: string;
}

export const BANNER_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;

interface BannerRow {
  id: string;
  sort_order: number;
  image_url: string;
  click_url: string | null;
  banner_type: string;
}

const present = (r: BannerRow): BannerOut =>
  ({ id: r.id, order: r.sort_order, image_url: r.image_url, click_url: r.click_url, banner_type: r.banner_type });

export async function listBanners(db: Db, merchantId: string, bannerType: string | null): Promise<BannerOut[]> {
  let query = db.selectFrom('banners')
    .select(['id', 'sort_order', 'image_url', 'click_url', 'banner_type'])
    .where('merchant_id', '=', merchantId).where('active', '=', true);
  if (bannerType !== null) {
    query = query.where('banner_type', '=', bannerType);
  }
  const rows = await query.orderBy('banner_type').orderBy('sort_order').orderBy('created_at').orderBy('id').execute();
  return rows.map(present);
}

/** GET /api/v1/promotions/banners: public data of the signed merchant (the spec's texts for 400 and 401). */
export function publicBannerRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/v1/promotions/banners', async (request) => {
    const type = (request.query as Record<string, unknown>)['type'];
    if (type !== undefined && (typeof type !== 'string' || (type !== '' && !BANNER_TYPE_PATTERN.test(type)))) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid request parameters');
    }
    const merchantId = request.merchantId;
    if (merchantId === null) {
      throw new HttpError(401, 'SIGNATURE_REQUIRED', 'Authentication failed');
    }
    return { banners: await listBanners(db, merchantId, typeof type === 'string' && type !== '' ? type : null) };
  });
}

/** POST /api/admin/v1/banners {banner_type, image_url, click_url?, order?} → 201 {banner}. */
export function adminBannerRoutes(app: FastifyInstance, db: Db, merchantId: string): void {
  app.post('/api/admin/v1/banners', async (request, reply) => {
    const body = bodyObject(request.body);
    const bannerType = requiredText(body, 'banner_type', 64);
    if (!BANNER_TYPE_PATTERN.test(bannerType)) {
      throw invalid('banner_type must be upper case letters, digits and _ (e.g. HOMEPAGE_MOBILE)');
    }
    const order = body['order'] ?? 0;
    if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > 1_000_000) {
      throw invalid('order must be an integer from 0 to 1000000');
    }
    const row = await db.insertInto('banners').values({
      id: randomUUID(),
      merchant_id: merchantId,
      banner_type: bannerType,
      image_url: url(body, 'image_url', true) ?? '',
      click_url: url(body, 'click_url', false),
      sort_order: order,
    }).returning(['id', 'sort_order', 'image_url', 'click_url', 'banner_type']).executeTakeFirstOrThrow();
    await publish(db, [{ kind: 'banner', merchant_id: merchantId, banner_type: bannerType }],
      (err) => request.log.error({ err }, 'publishing BANNER_UPDATE failed'));
    return reply.code(201).send({ banner: present(row) });
  });
}
