// What the payments desk's two screens share (issue 33): ETB with two decimals, times, the words for a payment's flow,
// state, review and step source in the operator's language (a value this page has no word for shows as the server
// sent it), and a payment's state history and reconciliation differences as tables (store slices, in server order).
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { useRow, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { EN, type MessageKey } from '../i18n-en.ts';
import { card, scroller, stacked, table } from '../styles.ts';

export const etb = (value: unknown): string => Number(value ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const when = (iso: unknown): string => (iso === undefined ? '' : new Date(String(iso)).toLocaleString());

/** States a payment never leaves. */
export const END_STATES: ReadonlySet<unknown> = new Set(['completed', 'failed', 'cancelled', 'expired']);

/** A word for a server value: `payments.state.completed`, … or the value itself. */
export function useWord(): (group: 'payments.flow' | 'payments.state' | 'payments.review' | 'payment.source', value: unknown) => string {
  const { t } = useI18n();
  return (group, value) => {
    if (value === undefined || value === null) {
      return '';
    }
    const key = `${group}.${String(value)}`;
    return key in EN ? t(key as MessageKey) : String(value);
  };
}

export function PaymentHistory({ paymentId }: { paymentId: string }) {
  const { t } = useI18n();
  const steps = useSliceRowIds(BO_INDEX.stepsByPayment, paymentId);
  return (
    <section className={`${card} ${scroller}`}>
      <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('payment.history')}</h2>
      {steps.length === 0 ? (
        <p>{t('payment.noSteps')}</p>
      ) : (
        <table className={`${table} ${stacked}`}>
          <thead>
            <tr>
              <th>{t('payments.time')}</th>
              <th>{t('payment.source')}</th>
              <th>{t('payment.change')}</th>
              <th>{t('payment.word')}</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((id) => (
              <StepLine key={id} id={id} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function StepLine({ id }: { id: string }) {
  const { t } = useI18n();
  const word = useWord();
  const s = useRow('paymentSteps', id);
  return (
    <tr data-testid="payment-step">
      <td data-label={t('payments.time')}>{when(s['at'])}</td>
      <td data-label={t('payment.source')}>{word('payment.source', s['source'])}</td>
      <td data-label={t('payment.change')}>
        {word('payments.state', s['from_state'])} → {word('payments.state', s['to_state'])}
      </td>
      <td data-label={t('payment.word')}>{String(s['gateway_status'] ?? '—')}</td>
    </tr>
  );
}

export function PaymentDifferences({ paymentId }: { paymentId: string }) {
  const { t } = useI18n();
  const ids = useSliceRowIds(BO_INDEX.differencesByPayment, paymentId);
  return (
    <section className={`${card} ${scroller}`}>
      <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('payment.differences')}</h2>
      {ids.length === 0 ? (
        <p>{t('payment.noDifferences')}</p>
      ) : (
        <table className={`${table} ${stacked}`}>
          <thead>
            <tr>
              <th>{t('payments.time')}</th>
              <th>{t('payment.kind')}</th>
              <th>{t('payment.ours')}</th>
              <th>{t('payment.theirs')}</th>
              <th>{t('payment.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <DifferenceLine key={id} id={id} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function DifferenceLine({ id }: { id: string }) {
  const { t } = useI18n();
  const d = useRow('paymentDifferences', id);
  return (
    <tr data-testid="payment-difference">
      <td data-label={t('payments.time')}>{when(d['found_at'])}</td>
      <td data-label={t('payment.kind')}>{String(d['kind'] ?? '')}</td>
      <td data-label={t('payment.ours')}>{String(d['ours'] ?? '')}</td>
      <td data-label={t('payment.theirs')}>{String(d['theirs'] ?? '')}</td>
      <td data-label={t('payment.detail')}>{String(d['detail'] ?? '')}</td>
    </tr>
  );
}
