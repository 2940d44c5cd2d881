// 'Till today': the shop till's day (Addis Ababa days) — stakes in, payouts out, balance and every movement with
// its ticket, time and cashier. Another day is chosen with the date field; each change is a 'till' intent.
import { useEffect, useState } from 'react';
import { requestShop } from '../../../sync/shop.ts';
import { formatAmount as money } from '../../components/format.ts';
import { useEngine } from '../../data/hooks.ts';
import { formatTime } from '../../i18n/calendar.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { useCounter } from './use-counter.ts';

export function TillPanel({ counter }: { counter: ReturnType<typeof useCounter> }) {
  const t = useT();
  const engine = useEngine();
  const [day, setDay] = useState('');
  useEffect(() => {
    requestShop(engine, { action: 'till', ...(day ? { day } : {}) });
  }, [engine, day]);
  const till = counter.till;
  return (
    <section className="card" data-testid="shop-till">
      <header className="row">
        <h2 style={{ margin: 0, flex: 1 }}>{t('shop.till.title')}</h2>
        <label>
          {t('shop.till.day')}
          <input type="date" value={day || till?.day || ''} onChange={(e) => setDay(e.target.value)} style={{ fontSize: 16, height: 40 }} />
        </label>
      </header>
      {till ? (
        <>
          <div className="figures">
            <div>
              <span>{t('shop.till.stakesIn')}</span>
              <b data-testid="till-stakes">{money(till.stakes_in)}</b>
            </div>
            <div>
              <span>{t('shop.till.payoutsOut')}</span>
              <b data-testid="till-payouts">{money(till.payouts_out)}</b>
            </div>
            <div>
              <span>{t('shop.till.balance')}</span>
              <b data-testid="till-balance">{money(till.balance)}</b>
            </div>
          </div>
          {till.movements.length === 0 ? (
            <p className="empty">{t('shop.till.empty')}</p>
          ) : (
            <ul className="moves">
              {till.movements.map((m) => (
                <li key={`${m.kind}|${m.reference_id}|${m.at}|${m.amount}`} data-kind={m.kind}>
                  <span>
                    {t(m.kind === 'stake' ? 'shop.till.stake' : m.kind === 'cashout' ? 'shop.till.cashout' : 'shop.till.payout')} ·{' '}
                    <code>{m.reference_id}</code>
                    <small>
                      {formatTime(Date.parse(m.at))} · {m.cashier}
                    </small>
                  </span>
                  <span>
                    {m.kind === 'stake' ? '+' : '−'}
                    {money(m.amount)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
