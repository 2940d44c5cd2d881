// The promo popup's rule: once per session, never after 'never show again', a 24 h cooldown from the last showing.
import { describe, expect, it } from 'vitest';
import { PROMO_POPUP_COOLDOWN_MS, PROMO_POPUP_DELAY_MS, promoPopupDue } from '../../domain/promo-popup.ts';

const T = Date.parse('2026-11-21T09:00:00Z');
const fresh = { never: false, lastShown: 0, sessionShown: false };

describe('promoPopupDue', () => {
  it('opens for a first visit, with the spec constants', () => {
    expect(PROMO_POPUP_DELAY_MS).toBe(1500);
    expect(PROMO_POPUP_COOLDOWN_MS).toBe(86_400_000);
    expect(promoPopupDue(fresh, T)).toBe(true);
  });

  it('never opens twice in a session, nor after never-show', () => {
    expect(promoPopupDue({ ...fresh, sessionShown: true }, T)).toBe(false);
    expect(promoPopupDue({ ...fresh, never: true }, T)).toBe(false);
    expect(promoPopupDue({ ...fresh, never: true, lastShown: T - 10 * PROMO_POPUP_COOLDOWN_MS }, T)).toBe(false);
  });

  it('waits 24 hours after the last showing, also across sessions', () => {
    const shown = { ...fresh, lastShown: T };
    expect(promoPopupDue(shown, T + PROMO_POPUP_COOLDOWN_MS - 1)).toBe(false);
    expect(promoPopupDue(shown, T + PROMO_POPUP_COOLDOWN_MS)).toBe(true);
    expect(promoPopupDue(shown, T + 1_000, 500)).toBe(true);
  });

  it('counts a last showing in the future (a clock set back) as recent', () => {
    expect(promoPopupDue({ ...fresh, lastShown: T + 60_000 }, T)).toBe(false);
  });
});
