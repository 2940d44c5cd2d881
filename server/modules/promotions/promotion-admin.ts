// The operator's promotions (issue 14), under /api/admin/v1/promotions behind the operator guard (index.ts): list
// every promotion of the server's merchant, create, edit (the fields sent change; null clears an optional one) and
// retire (kept, inactive). Addresses follow the banners' rule (domain/safe-url.ts: an https URL or a same-origin path)
// and a window must end after it starts, both refused with their own 400 texts; the shapes are declared in
// schema/endpoints/promotion-offers.ts. The public lists read the same rows (promotions.ts). Create, edit and retire
// are audited ('promotion.create' / 'promotion.edit' / 'promotion.retire', with the promotion before and after) in
// the transaction that writes them; an edit or retire that changes nothing writes no entry.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable, Updateable } from 'kysely';
import { isSafeBannerUrl } from '../../../domain/safe-url.ts';
import {
  CreatePromotion,
  EditPromotion,
  ListAllPromotions,
  RetirePromotion,
  type EditPromotionBody,
} from '../../../schema/endpoints/promotion-offers.ts';
import { parseSince } from '../../../schema/endpoints/wire.ts';
import type { Infer } from 'superstruct';
import type { Db } from '../../db/index.ts';
import type { PromotionsTable } from '../../db/types-promotions.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { operatorOf } from '../backoffice/access.ts';
import { type Actor, appendAudit, canonicalJson } from '../backoffice/audit.ts';
import { present } from './promotions.ts';

type Row = Selectable<PromotionsTable>;
type Fields = Infer<typeof EditPromotionBody>;

const adminView = (r: Row) => ({
  ...present(r),
  active: r.active,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

function safeUrl(value: string | null | undefined, field: string): string | null | undefined {
  if (typeof value === 'string' && !isSafeBannerUrl(value)) {
    throw new HttpError(400, 'VALIDATION_FAILED', `${field} must be an https URL or a path starting with /`);
  }
  return value;
}

/** An instant sent, as a Date (null clears it; undefined leaves it as it is). */
const instant = (value: string | null | undefined): Date | null | undefined =>
  value === undefined || value === null ? value : (parseSince(value) as Date);

/** The columns a body changes; `current` is the row being edited (for the window check), null on create. */
function changes(body: Fields, current: Row | null): Updateable<PromotionsTable> {
  const startsAt = instant(body.starts_at);
  const endsAt = instant(body.ends_at);
  const start = startsAt === undefined ? (current?.starts_at ?? null) : startsAt;
  const end = endsAt === undefined ? (current?.ends_at ?? null) : endsAt;
  if (start !== null && end !== null && new Date(end).getTime() <= new Date(start).getTime()) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'ends_at must be after starts_at');
  }
  const out: Updateable<PromotionsTable> = {
    promo_type: body.type,
    title: body.title,
    description: body.description === undefined ? undefined : (body.description ?? ''),
    body: body.body === undefined ? undefined : (body.body ?? ''),
    image_url: safeUrl(body.image_url, 'image_url'),
    click_url: safeUrl(body.click_url, 'click_url'),
    starts_at: startsAt,
    ends_at: endsAt,
    sort_order: body.order === undefined ? undefined : (body.order ?? 0),
    active: body.active,
    in_popup: body.in_popup,
    translations: body.translations === undefined ? undefined : JSON.stringify(body.translations ?? {}),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** The promotion as the audit trail keeps it: the admin view without the edit time (which every update moves). */
const audited = (r: Row) => {
  const { updated_at: _updatedAt, ...rest } = adminView(r);
  return rest;
};

/**
 * Edits promotion `id` of `merchantId` in one transaction with its audit entry: `edit` gives the columns to change
 * from the locked current row (it may refuse). No entry when nothing changed.
 */
async function update(
  db: Db,
  target: { merchantId: string; id: string; action: string; actor: Actor; nowMs: number },
  edit: (current: Row) => Updateable<PromotionsTable>,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', target.id)
      .where('merchant_id', '=', target.merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (current === undefined) {
      throw new HttpError(404, 'NOT_FOUND', 'Promotion not found');
    }
    const set = edit(current);
    const row = await trx
      .updateTable('promotions')
      .set({ ...set, updated_at: new Date(target.nowMs) })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const [before, after] = [audited(current), audited(row)];
    if (canonicalJson(before) !== canonicalJson(after)) {
      const entry = { action: target.action, target: { kind: 'promotion', id: row.id }, before, after, reason: null };
      await appendAudit(trx, target.actor, entry, target.nowMs);
    }
    return row;
  });
}

export function adminPromotionRoutes(app: FastifyInstance, db: Db, merchantId: string, now: () => number): void {
  // Not audited: a read-only GET.
  route(app, ListAllPromotions, async () => {
    const rows = await db
      .selectFrom('promotions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort_order')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { promotions: rows.map(adminView) };
  });

  route(app, CreatePromotion, async (request, reply) => {
    const { actor } = operatorOf(request);
    const nowMs = now();
    const at = new Date(nowMs);
    const values = {
      ...changes(request.body, null),
      id: randomUUID(),
      merchant_id: merchantId,
      promo_type: request.body.type,
      title: request.body.title,
      created_at: at,
      updated_at: at,
    };
    const row = await db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('promotions').values(values).returningAll().executeTakeFirstOrThrow();
      const entry = { action: 'promotion.create', target: { kind: 'promotion', id: created.id }, after: audited(created), reason: null };
      await appendAudit(trx, actor, entry, nowMs);
      return created;
    });
    return reply.code(201).send({ promotion: adminView(row) });
  });

  route(app, EditPromotion, async (request) => {
    const target = { merchantId, id: request.params.id, action: 'promotion.edit', actor: operatorOf(request).actor, nowMs: now() };
    return { promotion: adminView(await update(db, target, (current) => changes(request.body, current))) };
  });

  route(app, RetirePromotion, async (request) => {
    const target = { merchantId, id: request.params.id, action: 'promotion.retire', actor: operatorOf(request).actor, nowMs: now() };
    return { promotion: adminView(await update(db, target, () => ({ active: false }))) };
  });
}
