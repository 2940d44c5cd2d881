// Promotions (spec §3 'Promotion: id, title, description', issue 14): the wire promotion of GET /api/v1/promotions
// and /api/v1/promotions/type?type=, {promotions}. Beyond the spec's three fields: its type (WELCOME, DEPOSIT,
// LOTOFOOT, CASHBACK, POINTS_BETTING, …), a longer body, an image and a link (the banners' safe-address rule), the
// window it runs in and its order, and texts in other languages (translations[lang]) an operator may add. The fixed
// points-betting card (type POINTS_BETTING) also carries the figures of the merchant's points rules, so a client can
// write its text in the player's language. A malformed promotion is dropped on its own; the rest still decode.
// Ours (issue 33), optional so a server without them still decodes: each promotion's in_popup and the full list's popup.
import { array, boolean, coerce, defaulted, nullable, number, optional, record, string, type, unknown, type Infer } from 'superstruct';
import { Id } from './common.ts';
import { isSafeBannerUrl } from './banner.ts';

/** The types the product knows; an operator may use any other upper-case type too. */
export const PROMOTION_TYPES = ['POINTS_BETTING', 'WELCOME', 'DEPOSIT', 'LOTOFOOT', 'CASHBACK'] as const;
/** The fixed card built from the merchant's betting config, always first when points betting is enabled. */
export const POINTS_PROMOTION_ID = 'points-betting';

const Safe = (v: unknown): unknown => (typeof v === 'string' && isSafeBannerUrl(v) ? v : null);
/** An address that is not safe to follow reads as none: the promotion still shows, without the link or image. */
const SafeOrNull = coerce(nullable(string()), unknown(), Safe);

export const PromotionText = type({ title: optional(string()), description: optional(string()), body: optional(string()) });

/** The betting config's figures the points-betting card's text is made of (spec §9). */
export const PointsTerms = type({
  rate: number(),
  min_selections: number(),
  max_selections: number(),
  min_odds: number(),
  min_total_odds: number(),
  max_total_odds: number(),
  min_stake: number(),
});
export type PointsTerms = Infer<typeof PointsTerms>;

export const Promotion = type({
  id: Id,
  title: string(),
  description: defaulted(string(), ''),
  type: defaulted(string(), 'GENERAL'),
  body: defaulted(string(), ''),
  image_url: defaulted(SafeOrNull, null),
  click_url: defaulted(SafeOrNull, null),
  starts_at: defaulted(nullable(string()), null),
  ends_at: defaulted(nullable(string()), null),
  order: defaulted(number(), 0),
  /** Texts by language key (am, en, or, ti); a missing one falls back to title/description/body. */
  translations: defaulted(record(string(), PromotionText), {}),
  /** POINTS_BETTING only: the merchant's points rules the card states (1 point = rate ETB). */
  points: optional(PointsTerms),
  /** Ours (issue 33): false when the operator keeps it out of the promo popup; absent counts as in it. */
  in_popup: optional(boolean()),
});
export type Promotion = Infer<typeof Promotion>;

/** A list that keeps every valid promotion and drops the rest. */
export const PromotionList = coerce(array(Promotion), array(unknown()), (items) =>
  items.flatMap((item) => {
    const [error, valid] = Promotion.validate(item, { coerce: true });
    return error ? [] : [valid];
  }),
);

/** Ours (issue 33): the merchant's promo popup, on the full list only; absent: on, the spec's 24 h cooldown. */
export const PopupSetting = type({ enabled: boolean(), cooldown_hours: number() });
export type PopupSetting = Infer<typeof PopupSetting>;

export const PromotionsResponse = type({ promotions: PromotionList, popup: optional(PopupSetting) });
export type PromotionsResponse = Infer<typeof PromotionsResponse>;
