// The payments desk (issue 33, finance and admin): deposits and withdrawals newest first — all, the withdrawals that
// wait for a second person's approval, deposits or withdrawals — narrowed by state or found by a phone, our payment
// id or the gateway's reference; older pages on demand. Each filter is its own list in the store (a slice of the
// payments-by-list index), so switching back shows that list as it was read. A row opens the payment. The desk's
// reconciliation and methods-and-limits views are a link away (payment-nav.tsx).
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PaymentFilter, PaymentRow } from '../../../sync/backoffice/events.ts';
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { paymentListKey } from '../../../sync/backoffice/store-payments.ts';
import { useCell, useCommand, useEngine, useRead, useRow, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { alert, button, card, form, header, row, scroller, stacked, table, tabs } from '../styles.ts';
import { PaymentsNav } from './payment-nav.tsx';
import { etb, useWord, when } from './payment-parts.tsx';

type Tab = 'all' | 'awaiting' | 'deposits' | 'withdrawals';
const TABS: Record<Tab, PaymentFilter> = {
  all: {},
  awaiting: { review: 'awaiting' },
  deposits: { flow: 'deposit' },
  withdrawals: { flow: 'withdrawal' },
};
const STATES: PaymentRow['state'][] = ['pending', 'processing', 'completed', 'failed', 'cancelled', 'expired'];

export function PaymentsScreen() {
  const { t, say } = useI18n();
  const word = useWord();
  const engine = useEngine();
  const [tab, setTab] = useState<Tab>('all');
  const [state, setState] = useState<PaymentRow['state'] | ''>('');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const filter: PaymentFilter = { ...TABS[tab], ...(state === '' ? {} : { state }), ...(q === '' ? {} : { q }) };
  useRead({ type: 'LoadPayments', filter });
  const list = paymentListKey(filter);
  const members = useSliceRowIds(BO_INDEX.paymentsByList, list);
  const next = useCell('paymentPages', list, 'next');
  const load = useCommand('LoadPayments');
  return (
    <>
      <div className={header}>
        <h1>{t('payments.title')}</h1>
      </div>
      <PaymentsNav current="list" />
      <div className={tabs} role="tablist">
        {(Object.keys(TABS) as Tab[]).map((key) => (
          <button key={key} type="button" role="tab" aria-selected={key === tab} className={button} data-kind="secondary" onClick={() => setTab(key)}>
            {t(`payments.tab.${key}` as MessageKey)}
          </button>
        ))}
      </div>
      <form
        className={`${form} ${card}`}
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
        }}
      >
        <div className={row} style={{ alignItems: 'end' }}>
          <label>
            {t('payments.stateFilter')}
            <select name="state" value={state} onChange={(e) => setState(e.target.value as PaymentRow['state'] | '')}>
              <option value="">{t('payments.anyState')}</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {word('payments.state', s)}
                </option>
              ))}
            </select>
          </label>
          <label style={{ flex: '1 1 240px' }}>
            {t('payments.search')}
            <input name="q" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <button type="submit" className={button} data-kind="secondary">
            {t('audit.search')}
          </button>
        </div>
      </form>
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {t('common.refreshFailed', { message: say(load.message) })}
        </p>
      )}
      <section className={`${card} ${scroller}`}>
        {members.length === 0 ? (
          <p>{load.state === 'busy' ? t('common.loading') : t('payments.empty')}</p>
        ) : (
          <table className={`${table} ${stacked}`}>
            <thead>
              <tr>
                <th>{t('payments.time')}</th>
                <th>{t('payments.phone')}</th>
                <th>{t('payments.flow')}</th>
                <th>{t('payments.method')}</th>
                <th data-num>{t('payments.amount')}</th>
                <th>{t('payments.state')}</th>
                <th>{t('payments.review')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <PaymentLine key={member} member={member} />
              ))}
            </tbody>
          </table>
        )}
        {typeof next === 'string' && (
          <button
            type="button"
            className={button}
            data-kind="secondary"
            disabled={load.state === 'busy'}
            onClick={() => engine.dispatch({ type: 'LoadPayments', filter, before: next })}
          >
            {t('payments.more')}
          </button>
        )}
      </section>
    </>
  );
}

function PaymentLine({ member }: { member: string }) {
  const { t } = useI18n();
  const word = useWord();
  const id = String(useCell('paymentLists', member, 'payment_id') ?? '');
  const p = useRow('payments', id);
  return (
    <tr data-testid={`payment-${id}`}>
      <td data-label={t('payments.time')}>
        {/* The players' router types every Link of this codebase; the back office's own paths go as plain text. */}
        <Link to={`/payments/${encodeURIComponent(id)}` as string}>{when(p['created_at'])}</Link>
      </td>
      <td data-label={t('payments.phone')}>{String(p['phone'] ?? '')}</td>
      <td data-label={t('payments.flow')}>{word('payments.flow', p['flow'])}</td>
      <td data-label={t('payments.method')}>{String(p['method'] ?? '')}</td>
      <td data-label={t('payments.amount')} data-num>
        {etb(p['amount'])}
      </td>
      <td data-label={t('payments.state')} data-testid="state">
        {word('payments.state', p['state'])}
      </td>
      <td data-label={t('payments.review')}>{word('payments.review', p['review'])}</td>
    </tr>
  );
}
