// Promotions in the store (issue 14). A loaded list replaces every row of that list (a retired promotion disappears),
// in the server's order (the points-betting card first). The promo popup's row: the flags restored from storage, and
// the trigger's Due, which opens it only when domain/promo-popup.ts allows it at the event's time — so a replayed
// session opens it as often as the rule says, never more. Closing keeps 'never show again' when chosen.
// Registered late (sync/families/promotions.ts): these load with the promotions chunks, not with the home route.
import { promoPopupDue } from '../../domain/promo-popup.ts';
import type { PayloadOf } from '../../schema/event.ts';
import type { PromotionEventPayloads } from '../../schema/promotion-events.ts';
import type { FamilyDeclaration } from '../families/define.ts';
import type { AppData } from '../store.ts';
import { resourceLoaded } from './resources.ts';
import { POPUP_ROW } from '../read/promotions.ts';

type P<T extends keyof typeof PromotionEventPayloads> = PayloadOf<T>;

export function promotionsLoaded({ store }: AppData, p: P<'v1.PromotionsLoaded'>): void {
  for (const [rowId, row] of Object.entries(store.getTable('promotions'))) {
    if (row.list === p.list) {
      store.delRow('promotions', rowId);
    }
  }
  p.promotions.forEach((promo, position) => {
    store.setRow('promotions', `${p.list}|${promo.id}`, { list: p.list, position, data: JSON.stringify(promo) });
  });
}

const bit = (b: boolean): number => (b ? 1 : 0);

export function promoPopupRestored({ store }: AppData, p: P<'v1.PromoPopupRestored'>): void {
  store.setPartialRow('promoPopup', POPUP_ROW, { never: bit(p.never), last_shown: p.lastShown, session_shown: bit(p.sessionShown) });
}

export function promoPopupDueAt({ store }: AppData, p: P<'v1.PromoPopupDue'>, at: number): void {
  const row = store.getRow('promoPopup', POPUP_ROW);
  const flags = { never: row.never === 1, lastShown: row.last_shown ?? 0, sessionShown: row.session_shown === 1 };
  if (promoPopupDue(flags, at)) {
    store.setPartialRow('promoPopup', POPUP_ROW, { open: 1, list: p.list, session_shown: 1, last_shown: at });
  }
}

export function promoPopupClosed({ store }: AppData, p: P<'v1.PromoPopupClosed'>): void {
  const never = store.getCell('promoPopup', POPUP_ROW, 'never') === 1 || p.never;
  store.setPartialRow('promoPopup', POPUP_ROW, { open: 0, never: bit(never) });
}

export const PROMOTION_MATERIALIZERS: FamilyDeclaration<'promotions'>['materializers'] = {
  'v1.PromotionsLoaded': (data, p, at) => {
    promotionsLoaded(data, p);
    resourceLoaded(data, p.key, at);
  },
  'v1.PromoPopupRestored': promoPopupRestored,
  'v1.PromoPopupDue': promoPopupDueAt,
  'v1.PromoPopupClosed': promoPopupClosed,
};
