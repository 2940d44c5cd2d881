// The payments desk's reconciliation (issue 33, payments.view): the differences the comparison with each gateway
// stored — payment, kind, ours vs theirs, detail, when — newest first, each linking to its payment; when and by whom
// the comparison last ran (the job compares the last day every 10 minutes); and a run on demand over the last N
// days (1–31), after which the list is read again. Nothing here moves money: a difference is for a person to look at.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCommand, useRead, useRow, useSortedRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, form, header, row, scroller, stacked, table } from '../styles.ts';
import { PaymentsNav } from './payment-nav.tsx';
import { etb, useWord, when } from './payment-parts.tsx';
import { Said } from './said.tsx';
import { useSent } from './use-sent.ts';

const heading = { fontSize: 16, marginTop: 0 } as const;

/** A typed number of days: 1–31 whole days, else null (never sent). */
export const daysOf = (text: string): number | null =>
  /^\d{1,2}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 31 ? Number(text) : null;

export function PaymentReconciliationScreen() {
  const { t, say } = useI18n();
  useRead({ type: 'LoadDiscrepancies' });
  const ids = useSortedRowIds('paymentDiscrepancies', 'position');
  const load = useCommand('LoadDiscrepancies');
  return (
    <>
      <div className={header}>
        <h1>{t('payments.title')}</h1>
      </div>
      <PaymentsNav current="reconciliation" />
      <RunPanel />
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {t('common.refreshFailed', { message: say(load.message) })}
        </p>
      )}
      <section className={`${card} ${scroller}`} data-testid="discrepancies">
        <h2 style={heading}>{t('recon.differences')}</h2>
        {ids.length === 0 ? (
          <p>{load.state === 'busy' ? t('common.loading') : t('recon.none')}</p>
        ) : (
          <table className={`${table} ${stacked}`}>
            <thead>
              <tr>
                <th>{t('recon.found')}</th>
                <th>{t('recon.payment')}</th>
                <th data-num>{t('payments.amount')}</th>
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
    </>
  );
}

function DifferenceLine({ id }: { id: string }) {
  const { t } = useI18n();
  const word = useWord();
  const d = useRow('paymentDiscrepancies', id);
  const paymentId = String(d['payment_id'] ?? '');
  const kind = `recon.kind.${String(d['kind'])}`;
  return (
    <tr data-testid={`difference-${paymentId}`}>
      <td data-label={t('recon.found')}>{when(d['found_at'])}</td>
      <td data-label={t('recon.payment')}>
        <Link to={`/payments/${encodeURIComponent(paymentId)}` as string}>
          {word('payments.flow', d['flow'])} · {String(d['gateway'] ?? '')} {String(d['method'] ?? '')}
        </Link>
        <br />
        <code style={{ fontSize: 11, wordBreak: 'break-all' }}>{paymentId}</code>
      </td>
      <td data-label={t('payments.amount')} data-num>
        {etb(d['amount'])}
      </td>
      <td data-label={t('payment.kind')}>{kind === 'recon.kind.state' || kind === 'recon.kind.amount' ? t(kind) : String(d['kind'])}</td>
      <td data-label={t('payment.ours')}>{word('payments.state', d['ours'])}</td>
      <td data-label={t('payment.theirs')}>{word('payments.state', d['theirs'])}</td>
      <td data-label={t('payment.detail')}>{String(d['detail'] ?? '')}</td>
    </tr>
  );
}

function RunPanel() {
  const { t } = useI18n();
  const last = useRow('reconciliation', 'last');
  const ran = useRow('reconciliation', 'ran');
  const [typed, setTyped] = useState('1');
  const { said, send, forget } = useSent('RunReconciliation', () => undefined);
  const days = daysOf(typed);
  const by = last['source'] === 'job' ? t('recon.byJob') : String(last['by'] ?? '');
  return (
    <form
      className={`${form} ${card}`}
      data-testid="reconcile-run"
      onSubmit={(event) => {
        event.preventDefault();
        if (days !== null) {
          send({ type: 'RunReconciliation', days });
        }
      }}
    >
      <h2 style={{ ...heading, marginBottom: 0 }}>{t('recon.title')}</h2>
      <p style={{ margin: 0 }} data-testid="last-run">
        {last['finished_at'] === undefined
          ? t('recon.neverRan')
          : t('recon.lastRun', {
              when: when(last['finished_at']),
              by,
              days: String(last['days'] ?? ''),
              checked: String(last['checked'] ?? 0),
              found: String(last['found'] ?? 0),
            })}
      </p>
      <p style={{ margin: 0, color: 'var(--bo-muted)' }}>{t('recon.intro')}</p>
      <div className={row} style={{ alignItems: 'end' }}>
        <label>
          {t('recon.days')}
          <input
            name="days"
            inputMode="numeric"
            value={typed}
            size={4}
            onChange={(e) => {
              forget();
              setTyped(e.target.value);
            }}
          />
        </label>
        <button type="submit" className={button} disabled={days === null || said.state === 'busy'}>
          {said.state === 'busy' ? t('recon.running') : t('recon.run')}
        </button>
      </div>
      {days === null && <p style={{ margin: 0, color: 'var(--bo-danger)' }}>{t('recon.daysInvalid')}</p>}
      <Said said={said} ok={t('recon.ran', { checked: String(ran['checked'] ?? 0), days: String(ran['days'] ?? '') })} />
    </form>
  );
}
