// Banners (spec §3/§7): the signed public list GET /api/v1/promotions/banners?type=… of the request's
// merchant, active banners only, ordered by `order` (then creation, then id, so equal orders stay stable);
// and the operator's POST, PUT and DELETE of /api/admin/v1/banners[/:id] (registered by the admin module behind its
// guard: create, edit, retire), each publishing BANNER_UPDATE to every socket of that merchant so open pages refetch
// (an edit that moves a banner to another type names both types). Shapes are declared in
// schema/endpoints/promotions.ts; that an address is safe to follow (domain/safe-url.ts) is checked here. Each
// operator change is audited ('banner.create' / 'banner.edit' / 'banner.retire', with the banner before and after) in
// the transaction that writes it; an edit or retire that changes nothing writes no entry.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { isSafeBannerUrl } from '../../../domain/safe-url.ts';
import { CreateBanner, EditBanner, ListAllBanners, ListBanners, RetireBanner } from '../../../schema/endpoints/promotions.ts';
import type { BannerTexts } from '../../../schema/banner.ts';
import type { Db } from '../../db/index.ts';
import type { BannersTable } from '../../db/types-wallet.ts';
import { cached } from '../../plugins/cached-route.ts';
import { route } from '../../plugins/contract.ts';
import type { ResponseCache } from '../../plugins/response-cache.ts';
import { BANNERS } from '../catalog/cache-policy.ts';
import { HttpError } from '../../plugins/errors.ts';
import { operatorOf } from '../backoffice/access.ts';
import { type Actor, appendAudit, canonicalJson } from '../backoffice/audit.ts';
import { publish } from '../realtime/bus.ts';

export interface BannerOut {
  id: string;
  order: number;
  image_url: string;
  click_url: string | null;
  banner_type: string;
  /** Issue 18: the words per language drawn over the artwork; absent when the artwork carries its own. */
  texts?: BannerTexts;
}

interface BannerRow {
  id: string;
  sort_order: number;
  image_url: string;
  click_url: string | null;
  banner_type: string;
  texts: unknown;
}

const present = (r: BannerRow): BannerOut => ({
  id: r.id,
  order: r.sort_order,
  image_url: r.image_url,
  click_url: r.click_url,
  banner_type: r.banner_type,
  ...(r.texts !== null && typeof r.texts === 'object' ? { texts: r.texts as BannerTexts } : {}),
});
/** A jsonb value as Kysely's insert takes it (null clears). */
const textsColumn = (texts: BannerTexts | null | undefined): string | null | undefined =>
  texts === undefined ? undefined : texts === null ? null : JSON.stringify(texts);

export async function listBanners(db: Db, merchantId: string, bannerType: string | null): Promise<BannerOut[]> {
  let query = db
    .selectFrom('banners')
    .select(['id', 'sort_order', 'image_url', 'click_url', 'banner_type', 'texts'])
    .where('merchant_id', '=', merchantId)
    .where('active', '=', true);
  if (bannerType !== null) {
    query = query.where('banner_type', '=', bannerType);
  }
  const rows = await query.orderBy('banner_type').orderBy('sort_order').orderBy('created_at').orderBy('id').execute();
  return rows.map(present);
}

/** GET /api/v1/promotions/banners: public data of the signed merchant (the spec's texts for 400 and 401). */
export function publicBannerRoutes(app: FastifyInstance, db: Db, cache?: ResponseCache): void {
  // Banners read no clock: an answer lasts until a banner changes (the trigger of migration 0016 says when).
  const policy = { tags: () => BANNERS, expiresAt: async () => Number.POSITIVE_INFINITY };
  route(
    app,
    ListBanners,
    cached(cache, policy, async (request) => {
      const merchantId = request.merchantId;
      if (merchantId === null) {
        throw new HttpError(401, 'SIGNATURE_REQUIRED', 'Authentication failed');
      }
      return { banners: await listBanners(db, merchantId, request.query.type ?? null) };
    }),
  );
}

/** An https: URL or a same-origin path ('/banners/x.webp'); never '//host', backslashes or encoded tricks. */
function safeUrl(value: string, field: string): string {
  if (!isSafeBannerUrl(value)) {
    throw new HttpError(400, 'VALIDATION_FAILED', `${field} must be an https URL or a path starting with /`);
  }
  return value;
}

const COLUMNS = ['id', 'sort_order', 'image_url', 'click_url', 'banner_type', 'active', 'texts'] as const;
const adminView = (r: BannerRow & { active: boolean }) => ({ ...present(r), active: r.active });

/** GET /api/admin/v1/banners (all, retired too); POST {banner_type, image_url, click_url?, order?, texts?} → 201 {banner}. */
export function adminBannerRoutes(app: FastifyInstance, db: Db, merchantId: string, now: () => number): void {
  // Not audited: a read-only GET.
  route(app, ListAllBanners, async () => {
    const rows = await db
      .selectFrom('banners')
      .select(COLUMNS)
      .where('merchant_id', '=', merchantId)
      .orderBy('banner_type')
      .orderBy('sort_order')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { banners: rows.map(adminView) };
  });
  route(app, CreateBanner, async (request, reply) => {
    const { banner_type: bannerType, image_url: imageUrl, click_url: clickUrl, order, texts } = request.body;
    const { actor } = operatorOf(request);
    const values = {
      id: randomUUID(),
      merchant_id: merchantId,
      banner_type: bannerType,
      image_url: safeUrl(imageUrl, 'image_url'),
      click_url: clickUrl === undefined || clickUrl === null ? null : safeUrl(clickUrl, 'click_url'),
      sort_order: order ?? 0,
      texts: textsColumn(texts) ?? null,
    };
    const row = await db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('banners').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
      const audit = { action: 'banner.create', target: { kind: 'banner', id: created.id }, after: adminView(created), reason: null };
      await appendAudit(trx, actor, audit, now());
      return created;
    });
    await publish(db, [{ kind: 'banner', merchant_id: merchantId, banner_type: bannerType }], (err) =>
      request.log.error({ err }, 'publishing BANNER_UPDATE failed'),
    );
    return reply.code(201).send({ banner: present(row) });
  });
  bannerEditRoutes(app, db, merchantId, now);
}

/** PUT /api/admin/v1/banners/:id (the fields sent change) and DELETE (retire: kept, inactive). */
function bannerEditRoutes(app: FastifyInstance, db: Db, merchantId: string, now: () => number): void {
  const change = async (id: string, set: Updateable<BannersTable>, action: string, actor: Actor, log: FastifyBaseLogger) => {
    const { before, row } = await db.transaction().execute(async (trx) => {
      const was = await trx
        .selectFrom('banners')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('merchant_id', '=', merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (was === undefined) {
        throw new HttpError(404, 'NOT_FOUND', 'Banner not found');
      }
      const is =
        Object.keys(set).length === 0
          ? was
          : await trx.updateTable('banners').set(set).where('id', '=', id).returning(COLUMNS).executeTakeFirstOrThrow();
      const [b, a] = [adminView(was), adminView(is)];
      if (canonicalJson(b) !== canonicalJson(a)) {
        await appendAudit(trx, actor, { action, target: { kind: 'banner', id }, before: b, after: a, reason: null }, now());
      }
      return { before: was, row: is };
    });
    const types = [...new Set([before.banner_type, row.banner_type])];
    await publish(
      db,
      types.map((type) => ({ kind: 'banner', merchant_id: merchantId, banner_type: type })),
      (err) => log.error({ err }, 'publishing BANNER_UPDATE failed'),
    );
    return { banner: adminView(row) };
  };
  route(app, EditBanner, async (request) => {
    const b = request.body;
    const set: Updateable<BannersTable> = {
      banner_type: b.banner_type,
      image_url: b.image_url === undefined ? undefined : safeUrl(b.image_url, 'image_url'),
      click_url: b.click_url === undefined || b.click_url === null ? b.click_url : safeUrl(b.click_url, 'click_url'),
      sort_order: b.order === undefined ? undefined : (b.order ?? 0),
      active: b.active,
      texts: textsColumn(b.texts),
    };
    const sent = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
    return change(request.params.id, sent, 'banner.edit', operatorOf(request).actor, request.log);
  });
  route(app, RetireBanner, async (request) => change(request.params.id, { active: false }, 'banner.retire', operatorOf(request).actor, request.log));
}
