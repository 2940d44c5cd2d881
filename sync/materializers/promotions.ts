// Promotions in the store (issue 14). A loaded list replaces every row of that list (a retired promotion disappears),
// in the server's order (the points-betting card first). The promo popup's row: the flags restored from storage, and
// the trigger's Due, which opens it only when domain/promo-popup.ts allows it at the event's time — so a replayed
// session opens it as often as the rule says, never more. Closing keeps 'never show again' when chosen. The operator's
// setting (issue 33), when the full list carries it, is kept beside the lists: off, Due opens nothing; its cooldown
// replaces the 24 h; and a loaded list whose promotions are all kept out of the popup opens nothing either.
// Registered late (sync/families/promotions.ts): these load with the promotions chunks, not with the home route.
import { cooldownOf, promoPopupDue, type PromoPopupSetting } from '../../domain/promo-popup.ts';
import type { PayloadOf } from '../../schema/event.ts';
import type { PromotionEventPayloads } from '../../schema/promotion-events.ts';
import type { FamilyDeclaration } from '../families/define.ts';
import type { AppData } from '../store.ts';
import { resourceLoaded } from './resources.ts';
import { POPUP_ROW } from '../read/promotions.ts';

type P<T extends keyof typeof PromotionEventPayloads> = PayloadOf<T>;

/** The promotions table's row of the popup setting: no `|`, so never a list's promotion (`list|id`), and its list
 *  '' is no list's name (the home route's store schema stays as it was: issue 17's budget). */
export const POPUP_SETTING_ROW = 'popup';

export function promotionsLoaded({ store }: AppData, p: P<'v1.PromotionsLoaded'>): void {
  for (const [rowId, row] of Object.entries(store.getTable('promotions'))) {
    if (row.list === p.list) {
      store.delRow('promotions', rowId);
    }
  }
  p.promotions.forEach((promo, position) => {
    store.setRow('promotions', `${p.list}|${promo.id}`, { list: p.list, position, data: JSON.stringify(promo) });
  });
  // The full list says how the popup behaves; a full list without it (a server of the spec) brings the default back.
  if (p.popup !== undefined) {
    store.setRow('promotions', POPUP_SETTING_ROW, { list: '', position: 0, data: JSON.stringify(p.popup) });
  } else if (p.list === 'all') {
    store.delRow('promotions', POPUP_SETTING_ROW);
  }
}

function popupSetting({ store }: AppData): PromoPopupSetting | null {
  try {
    const setting = JSON.parse(store.getCell('promotions', POPUP_SETTING_ROW, 'data') ?? 'null') as PromoPopupSetting | null;
    return typeof setting?.enabled === 'boolean' ? setting : null;
  } catch {
    return null;
  }
}

/** Whether a loaded list has nothing the popup may show: each of its promotions is kept out (in_popup false). A list
 *  not loaded yet says nothing (the popup opens and shows the list once it arrives, as before issue 33). */
function nothingToShow({ store }: AppData, list: string): boolean {
  const status = store.getCell('resources', `promotions:${list}`, 'status');
  if (status !== 'ready' && status !== 'stale') {
    return false;
  }
  return !Object.values(store.getTable('promotions')).some((row) => {
    if (row.list !== list) {
      return false;
    }
    try {
      return (JSON.parse(row.data ?? '{}') as { in_popup?: boolean }).in_popup !== false;
    } catch {
      return false;
    }
  });
}

const bit = (b: boolean): number => (b ? 1 : 0);

export function promoPopupRestored({ store }: AppData, p: P<'v1.PromoPopupRestored'>): void {
  store.setPartialRow('promoPopup', POPUP_ROW, { never: bit(p.never), last_shown: p.lastShown, session_shown: bit(p.sessionShown) });
}

export function promoPopupDueAt(data: AppData, p: P<'v1.PromoPopupDue'>, at: number): void {
  const { store } = data;
  const row = store.getRow('promoPopup', POPUP_ROW);
  const flags = { never: row.never === 1, lastShown: row.last_shown ?? 0, sessionShown: row.session_shown === 1 };
  const setting = popupSetting(data);
  // Off, or nothing the operator lets it show: it does not open, and is not counted as shown.
  if (setting?.enabled === false || nothingToShow(data, p.list)) {
    return;
  }
  if (promoPopupDue(flags, at, cooldownOf(setting))) {
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
