// The promo popup as the operator sets it (issue 33 "Content"; table promo_popup_settings, 0041): on or off, and the
// hours a player waits between two showings. No row: on, the spec's 24 h. Players get it beside the full list of GET
// /api/v1/promotions (promotions.ts), with each promotion's in_popup; GET/PUT /api/admin/v1/promotions/popup
// (schema/endpoints/backoffice-content.ts) read and set it, a change audited ('promotions.popup', the setting in
// force before and after) in the transaction that writes it.
import type { FastifyInstance } from 'fastify';
import { GetPromoPopup, SetPromoPopup } from '../../../schema/endpoints/backoffice-content.ts';
import type { PopupSetting } from '../../../schema/promotion.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit, canonicalJson } from '../backoffice/audit.ts';

/** Spec §9: the popup shows, with a 24 h cooldown, until an operator says otherwise. */
export const DEFAULT_POPUP: PopupSetting = { enabled: true, cooldown_hours: 24 };

async function popupRow(db: Db, merchantId: string, lock = false): Promise<{ popup: PopupSetting; updated_at: string | null }> {
  let query = db.selectFrom('promo_popup_settings').selectAll().where('merchant_id', '=', merchantId);
  if (lock) {
    query = query.forUpdate();
  }
  const row = await query.executeTakeFirst();
  return row === undefined
    ? { popup: DEFAULT_POPUP, updated_at: null }
    : { popup: { enabled: row.enabled, cooldown_hours: Number(row.cooldown_hours) }, updated_at: new Date(row.updated_at).toISOString() };
}

/** The merchant's popup setting in force. */
export async function popupSettingOf(db: Db, merchantId: string): Promise<PopupSetting> {
  return (await popupRow(db, merchantId)).popup;
}

export function popupSettingRoutes(app: FastifyInstance, db: Db, merchantId: string, now: () => number): void {
  // Not audited: a read-only GET.
  route(app, GetPromoPopup, async () => popupRow(db, merchantId));

  route(app, SetPromoPopup, async (request) => {
    const { actor } = operatorOf(request);
    const { enabled, cooldown_hours } = request.body;
    const nowMs = now();
    return db.transaction().execute(async (trx) => {
      const before = await popupRow(trx, merchantId, true);
      const at = new Date(nowMs);
      await trx
        .insertInto('promo_popup_settings')
        .values({ merchant_id: merchantId, enabled, cooldown_hours, updated_at: at })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ enabled, cooldown_hours, updated_at: at }))
        .execute();
      const after = { enabled, cooldown_hours };
      if (canonicalJson(before.popup) !== canonicalJson(after)) {
        const entry = { action: 'promotions.popup', target: { kind: 'merchant', id: merchantId }, before: before.popup, after, reason: null };
        await appendAudit(trx, actor, entry, nowMs);
      }
      return { popup: after, updated_at: at.toISOString() };
    });
  });
}
