// The promo popup (core §2/§4, issue 14): loaded once the sports are in the store (PromoPopupMount); 1.5 s after they
// arrived the flags are read from storage into the store and v1.PromoPopupDue opens it if the rule allows
// (sync/promotions.ts, domain/promo-popup.ts). Open,
// it shows the list's first promotion the operator lets the popup show (the points-betting card when points betting
// is on), a link to /promotions, 'Don't show again' and Close; closing emits v1.PromoPopupClosed. Nothing shows when
// the list is empty or failed. When the flags still allow a showing the list is read first, so the moment waits for
// it (or its failure): the operator's setting it carries (off, the cooldown; issue 33) decides at the moment.
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PROMO_POPUP_DELAY_MS } from '../../domain/promo-popup.ts';
import { promoPopupMoment, promoPopupPrepare } from '../../sync/promotions.ts';
import { POPUP_ROW } from '../../sync/read/promotions.ts';
import { useCell, useEngine, useStore } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { PromotionCard } from '../screens/promotions/PromotionCard.tsx';
import { usePromotions } from '../screens/promotions/use-promotions.ts';
import { Backdrop } from '../screens/promotions/promotions-style.ts';

export function PromoPopup() {
  const t = useT();
  const engine = useEngine();
  const store = useStore();
  const open = useCell('promoPopup', POPUP_ROW, 'open') === 1;
  const list = useCell('promoPopup', POPUP_ROW, 'list') || 'all';
  const [never, setNever] = useState(false);
  /** Whether the flags, once read, still allow a showing (null: not read yet). */
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  // Spec §9: 1.5 s after the sports loaded (this chunk loads once they are in the store; its download counts too).
  const sportsAt = useCell('resources', 'sports', 'fetched_at') ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the moment is reckoned from the sports' first arrival; a later refetch does not move it
  useEffect(() => {
    if (!store) {
      return undefined;
    }
    setWanted(promoPopupPrepare(engine, store, window.localStorage, window.sessionStorage));
    const wait = Math.max(0, (sportsAt || Date.now()) + PROMO_POPUP_DELAY_MS - Date.now());
    const timer = setTimeout(() => setTimeUp(true), wait);
    return () => clearTimeout(timer);
  }, [engine, store]);
  const { state, items } = usePromotions(list === 'all' ? undefined : list, wanted === true || open);
  const settled = state.status === 'ready' || state.status === 'stale' || state.status === 'error';
  useEffect(() => {
    if (timeUp && (wanted === false || (wanted === true && settled))) {
      promoPopupMoment(engine);
    }
  }, [engine, timeUp, wanted, settled]);
  const first = items.find((item) => item.inPopup);
  if (!open || first === undefined) {
    return null;
  }
  const close = (): void => engine.emit({ type: 'v1.PromoPopupClosed', at: Date.now(), source: 'user', payload: { never } });
  return (
    <Backdrop onClick={(e) => e.target === e.currentTarget && close()} data-testid="promo-popup">
      <div role="dialog" aria-modal="true" aria-labelledby="promo-popup-title">
        <div className="top">
          <strong id="promo-popup-title">{t('promotions.popup.label')}</strong>
          <button type="button" className="close" aria-label={t('promotions.popup.close')} data-testid="promo-popup-close" onClick={close}>
            ×
          </button>
        </div>
        <PromotionCard p={first} />
        <div className="foot">
          <label>
            <input type="checkbox" checked={never} onChange={(e) => setNever(e.target.checked)} data-testid="promo-popup-never" />
            {t('promotions.popup.never')}
          </label>
          <Link to="/promotions" className="all" onClick={close} data-testid="promo-popup-all">
            {t('promotions.popup.all')}
          </Link>
        </div>
      </div>
    </Backdrop>
  );
}
