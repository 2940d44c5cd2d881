// Cash-out at the counter (issue 32), inside the loaded ticket's panel: an accepted pending CASH- ticket shows its
// offer and a 'Cash out' button; the button asks to confirm with the amount, and the confirmation sends one
// v1.ShopRequested 'cashout' intent for the whole open stake at the offer shown. After it the panel says what to
// hand over. A moved offer comes back as a refusal and the offer of now (the counter's materializer shows it).
import { useState } from 'react';
import type { CounterOffer } from '../../../schema/shop.ts';
import { requestShop } from '../../../sync/shop.ts';
import { formatAmount as money } from '../../components/format.ts';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';

export interface CashoutView {
  offer: CounterOffer | null;
  /** What the last cash-out of this ticket hands over (ETB), 0 before one. */
  handed: number;
  busy: boolean;
}

export function CounterCashout({ reference, view }: { reference: string; view: CashoutView }) {
  const t = useT();
  const engine = useEngine();
  const [asking, setAsking] = useState(false);
  const { offer, handed, busy } = view;
  if (handed > 0) {
    return (
      <p className="ok handover" role="status" data-testid="shop-cashout-done">
        {t('shop.done.cashout', { amount: money(handed) })}
      </p>
    );
  }
  if (offer === null) {
    return null;
  }
  if (!offer.available || offer.offer <= 0) {
    return (
      <p className="empty" data-testid="shop-cashout-none">
        {t('shop.cashout.none')}
      </p>
    );
  }
  const take = (): void => {
    setAsking(false);
    requestShop(engine, { action: 'cashout', reference, offer: offer.offer });
  };
  return (
    <section className="cashout" data-testid="shop-cashout">
      <div className="offer">
        <span>{t('shop.cashout.offer')}</span>
        <b data-testid="shop-cashout-offer">{money(offer.offer)} ETB</b>
      </div>
      {asking ? (
        <div className="confirm" role="alertdialog" aria-label={t('shop.cashout.offer')}>
          <p data-testid="shop-cashout-confirm">{t('shop.cashout.confirm', { amount: money(offer.offer) })}</p>
          <div className="row">
            <button className="primary" type="button" disabled={busy} onClick={take} data-testid="shop-cashout-yes">
              {t('shop.cashout.yes')}
            </button>
            <button className="secondary" type="button" onClick={() => setAsking(false)}>
              {t('shop.cashout.no')}
            </button>
          </div>
        </div>
      ) : (
        <button className="primary" type="button" disabled={busy} onClick={() => setAsking(true)} data-testid="shop-cashout-button">
          {t('shop.cashout.button', { amount: money(offer.offer) })}
        </button>
      )}
    </section>
  );
}
