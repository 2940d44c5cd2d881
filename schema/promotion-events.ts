// Client events of promotions (issue 14): a list read (all promotions, or one type's: 'promotions:all',
// 'promotions:<TYPE>'), and the promo popup's flags and moves. The popup's flags come from browser storage at its
// first trigger (Restored); Due is the trigger firing (1.5 s after the sports loaded), which opens the popup only
// when domain/promo-popup.ts allows it at the event's time; Closed records 'never show again' when chosen. Their
// structs and materializers load with the promotions chunks, not with the home route.
import { array, boolean, number, optional, string, type } from 'superstruct';
import { PopupSetting, Promotion } from './promotion.ts';

export const PromotionEventPayloads = {
  /** One list as the server ordered it (the points-betting card first); it replaces that list. The full list may
   *  carry the merchant's popup setting (ours, issue 33): absent, the spec's rule stands. */
  'v1.PromotionsLoaded': type({ key: string(), list: string(), promotions: array(Promotion), popup: optional(PopupSetting) }),
  /** The stored flags: never-show, the last showing (ms, 0 for none), and whether it showed in this session. */
  'v1.PromoPopupRestored': type({ never: boolean(), lastShown: number(), sessionShown: boolean() }),
  /** The popup's moment came: it opens (showing the list named) if the rule allows it now. */
  'v1.PromoPopupDue': type({ list: string() }),
  /** The player closed it; `never`: with 'never show again' chosen. */
  'v1.PromoPopupClosed': type({ never: boolean() }),
} as const;
