// One shop on the shops desk (issue 33; shops.manage): today's till figures, its cashiers — status, last sign-in,
// disable or enable with a reason, a new password — with the form that adds one (shop-cashiers.tsx), and its daily
// cash report for a chosen day (shop-till.tsx). The shop's facts come from the desk's list (LoadShops), which every
// change to a cashier answers or reads back.
import { Link, useParams } from '@tanstack/react-router';
import { useCommand, useRead, useRow } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, card, facts, header } from '../styles.ts';
import { etb } from './payment-parts.tsx';
import { cards } from './player-parts.tsx';
import { AddCashierForm, CashiersPart } from './shop-cashiers.tsx';
import { TillPart } from './shop-till.tsx';

export function ShopScreen() {
  const { shopId = '' } = useParams({ strict: false }) as { shopId?: string };
  // Another shop is another page: nothing typed for the last one stays.
  return <ShopPage key={shopId} id={shopId} />;
}

function ShopPage({ id }: { id: string }) {
  const { t, say } = useI18n();
  useRead({ type: 'LoadShops' });
  const s = useRow('shops', id);
  const load = useCommand('LoadShops');
  const known = s['name'] !== undefined;
  return (
    <>
      <div className={header}>
        <h1 data-testid="shop-name">{known ? String(s['name']) : load.state === 'done' ? t('shop.notFound') : t('common.loading')}</h1>
        <Link to={'/shops' as string}>{t('shop.back')}</Link>
      </div>
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {known ? t('common.refreshFailed', { message: say(load.message) }) : say(load.message)}
        </p>
      )}
      {known && (
        <>
          <section className={card} data-testid="shop-today">
            <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('shop.figures', { day: String(s['day'] ?? '') })}</h2>
            <dl className={facts}>
              <dt>{t('shops.col.stakes')}</dt>
              <dd>{etb(s['stakes_in'])}</dd>
              <dt>{t('shops.col.payouts')}</dt>
              <dd>{etb(s['payouts_out'])}</dd>
              <dt>{t('shops.col.net')}</dt>
              <dd>{etb(s['balance'])}</dd>
              <dt>{t('shops.col.tickets')}</dt>
              <dd>{String(s['tickets'] ?? 0)}</dd>
            </dl>
          </section>
          <CashiersPart shopId={id} />
          <div className={cards}>
            <AddCashierForm shopId={id} />
          </div>
          <TillPart shopId={id} />
        </>
      )}
    </>
  );
}
