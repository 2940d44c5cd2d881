// Promotions (spec §2/§3/§7, issue 14): the signed public lists GET /api/v1/promotions and
// /api/v1/promotions/type?type= of the request's merchant. Only active promotions whose window holds at the server's
// clock, by sort_order (then creation, then id: equal orders stay stable), after the fixed points-betting card, which
// is built from the merchant's betting config each time (its §9 text with the configured figures) and is absent while
// points betting is disabled. Shapes are declared in schema/endpoints/promotion-offers.ts. Each stored promotion says
// whether the promo popup may show it (in_popup), and the full list carries the merchant's popup (popup-setting.ts).
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { ListPromotions, ListPromotionsOfType } from '../../../schema/endpoints/promotion-offers.ts';
import { POINTS_PROMOTION_ID, type Promotion, type PointsTerms } from '../../../schema/promotion.ts';
import type { Db } from '../../db/index.ts';
import type { PromotionsTable } from '../../db/types-promotions.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { configOf, type BettingConfig } from '../tickets/config.ts';
import { popupSettingOf } from './popup-setting.ts';

export const POINTS_TYPE = 'POINTS_BETTING';

type Row = Selectable<PromotionsTable>;

const iso = (d: Date | null): string | null => (d === null ? null : new Date(d).toISOString());

function translationsOf(value: unknown): Promotion['translations'] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return typeof parsed === 'object' && parsed !== null ? (parsed as Promotion['translations']) : {};
}

/** A stored promotion on the wire (the public shape; operators also see active and the times). */
export const present = (r: Row): Promotion => ({
  id: r.id,
  title: r.title,
  description: r.description,
  type: r.promo_type,
  body: r.body,
  image_url: r.image_url,
  click_url: r.click_url,
  starts_at: iso(r.starts_at),
  ends_at: iso(r.ends_at),
  order: r.sort_order,
  translations: translationsOf(r.translations),
  in_popup: r.in_popup,
});

/** Spec §9: '5 to 20 matches, minimum odds per selection 1.45, total odds 10 to 2000, minimum stake 30 points; 1 point = 0.1 ETB'. */
export function pointsText(p: PointsTerms): string {
  return (
    `${p.min_selections} to ${p.max_selections} matches, minimum odds per selection ${p.min_odds}, ` +
    `total odds ${p.min_total_odds} to ${p.max_total_odds}, minimum stake ${p.min_stake} points; 1 point = ${p.rate} ETB`
  );
}

/** The fixed points-betting card of a merchant's config; null while points betting is disabled. */
export function pointsPromotion(config: BettingConfig | null): Promotion | null {
  if (config === null || !config.points_betting_enabled) {
    return null;
  }
  const points: PointsTerms = {
    rate: config.points_to_money_rate,
    min_selections: config.points_min_selections,
    max_selections: config.points_max_selections,
    min_odds: config.points_min_odds_per_selection,
    min_total_odds: config.points_min_total_odds,
    max_total_odds: config.points_max_total_odds,
    min_stake: config.points_min_stake,
  };
  const text = pointsText(points);
  return {
    id: POINTS_PROMOTION_ID,
    title: 'Points Betting',
    description: text,
    type: POINTS_TYPE,
    body: `Bet with your points instead of money: ${text}.`,
    image_url: null,
    click_url: '/sports',
    starts_at: null,
    ends_at: null,
    order: -1,
    translations: {},
    points,
  };
}

/** The merchant's active promotions running at `now`, by order; of one type when given. */
export async function listPromotions(db: Db, merchantId: string, now: Date, promoType: string | null): Promise<Promotion[]> {
  let query = db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  if (promoType !== null) {
    query = query.where('promo_type', '=', promoType);
  }
  const rows = await query.orderBy('sort_order').orderBy('created_at').orderBy('id').execute();
  const points = promoType === null || promoType === POINTS_TYPE ? pointsPromotion(await configOf(db, merchantId)) : null;
  return [...(points === null ? [] : [points]), ...rows.map((r) => present(r))];
}

export function publicPromotionRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  const merchantOf = (merchantId: string | null): string => {
    if (merchantId === null) {
      throw new HttpError(401, 'SIGNATURE_REQUIRED', 'Authentication failed');
    }
    return merchantId;
  };
  // The full list also says how the promo popup behaves (ours, issue 33; a client of the spec reads past it).
  route(app, ListPromotions, async (request) => {
    const merchantId = merchantOf(request.merchantId);
    return { promotions: await listPromotions(db, merchantId, new Date(now()), null), popup: await popupSettingOf(db, merchantId) };
  });
  route(app, ListPromotionsOfType, async (request) => ({
    promotions: await listPromotions(db, merchantOf(request.merchantId), new Date(now()), request.query.type),
  }));
}
