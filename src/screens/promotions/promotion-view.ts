// A stored promotion as a screen shows it, in the player's language: the points-betting card's texts come from the
// catalogue with the merchant's figures (spec §9's text), any other promotion's from its translation for the language
// when the operator wrote one, else its own texts. The store holds each promotion as the JSON the server sent (decoded
// by its struct when it arrived). Pure apart from the translate function it is given.
import type { Language } from '../../../schema/language.ts';
import type { Promotion } from '../../../schema/promotion.ts';
import type { MessageId } from '../../i18n/messages.ts';
import type { Translate } from '../../i18n/translate.ts';

export interface PromotionView {
  id: string;
  type: string;
  title: string;
  description: string;
  body: string;
  image: string;
  link: string;
  endsAt: number;
  /** Whether the promo popup may show it (issue 33: absent counts as yes). */
  inPopup: boolean;
}

const KNOWN_TYPES = new Set(['POINTS_BETTING', 'WELCOME', 'DEPOSIT', 'LOTOFOOT', 'CASHBACK']);

/** The badge of a type: the known ones by name, any other as 'Promo'. */
export const typeLabel = (t: Translate, type: string): string =>
  t((KNOWN_TYPES.has(type) ? `promotions.type.${type}` : 'promotions.type.other') as MessageId);

/** A stored promotion (its JSON, as the server sent it) in the player's language; null when unreadable. */
export function promotionView(id: string, data: string | undefined, language: Language, t: Translate): PromotionView | null {
  let promo: Promotion;
  try {
    promo = JSON.parse(data ?? '') as Promotion;
  } catch {
    return null;
  }
  const base = {
    id,
    type: promo.type,
    image: promo.image_url ?? '',
    link: promo.click_url ?? '',
    endsAt: promo.ends_at ? Date.parse(promo.ends_at) || 0 : 0,
    inPopup: promo.in_popup !== false,
  };
  const points = promo.points;
  if (promo.type === 'POINTS_BETTING' && points) {
    const values = {
      minSelections: String(points.min_selections),
      maxSelections: String(points.max_selections),
      minOdds: String(points.min_odds),
      minTotalOdds: String(points.min_total_odds),
      maxTotalOdds: String(points.max_total_odds),
      minStake: String(points.min_stake),
      rate: String(points.rate),
    };
    return { ...base, title: t('promotions.points.title'), description: t('promotions.points.text', values), body: t('promotions.points.body') };
  }
  const own = promo.translations?.[language] ?? {};
  return { ...base, title: own.title || promo.title, description: own.description || promo.description, body: own.body || promo.body };
}
