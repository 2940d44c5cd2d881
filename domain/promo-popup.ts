// The promo popup's rule (spec §4, §9): it opens at most once per browser session, 1.5 s after the sports have
// loaded, never again once the player chose 'never show again', and not within 24 hours of the last time it opened
// (the cooldown and the never-show flag are kept in local storage, the session's showing in session storage). Pure:
// the caller passes the time and the flags it read. The operator may turn it off or change the cooldown (issue 33:
// the setting the promotions list carries, when it does).

/** Spec §9: the popup waits 1.5 s after the sports load. */
export const PROMO_POPUP_DELAY_MS = 1_500;
/** Spec §9: default cooldown 24 hours. */
export const PROMO_POPUP_COOLDOWN_MS = 24 * 60 * 60 * 1_000;

export interface PromoPopupFlags {
  /** The player chose 'never show again'. */
  never: boolean;
  /** When it last opened (ms), 0 when never. */
  lastShown: number;
  /** It already opened in this browser session. */
  sessionShown: boolean;
}

/** The operator's popup setting a list may carry (issue 33): off shows nothing; the cooldown replaces the 24 h. */
export interface PromoPopupSetting {
  enabled: boolean;
  cooldown_hours: number;
}

/** The cooldown in force: the served one when there is one, else the spec's 24 h. */
export const cooldownOf = (setting: PromoPopupSetting | null): number =>
  setting === null || !(setting.cooldown_hours > 0) ? PROMO_POPUP_COOLDOWN_MS : setting.cooldown_hours * 60 * 60 * 1_000;

/** Whether the popup may open at `now`. A last showing in the future (a clock set back) counts as just now. */
export function promoPopupDue(flags: PromoPopupFlags, now: number, cooldownMs: number = PROMO_POPUP_COOLDOWN_MS): boolean {
  if (flags.never || flags.sessionShown) {
    return false;
  }
  return flags.lastShown <= 0 || (now >= flags.lastShown && now - flags.lastShown >= cooldownMs);
}
