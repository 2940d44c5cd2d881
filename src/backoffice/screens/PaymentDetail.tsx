// One payment on the payments desk (issue 33): its fields, state history and reconciliation differences. A large
// withdrawal waiting for review shows Approve and Reject (reject needs a note) to those who may decide it: the
// decision is the approval request whose target is this payment (the pending requests are read, the store's
// approvals-by-target index finds it) sent with DecideApproval. The decided request outdates the payment's read, so
// it is read again; then, until the payment reaches an end state, it is read every 2 s (processing → completed).
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { APPROVAL_PERMISSION } from '../../../schema/operator-access.ts';
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { useCell, useCommand, useEngine, useMe, useRead, useRow, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, facts, form, header, row } from '../styles.ts';
import { END_STATES, etb, PaymentDifferences, PaymentHistory, useWord, when } from './payment-parts.tsx';

const WATCH_EVERY_MS = 2_000;

export function PaymentDetailScreen() {
  const { t, say } = useI18n();
  const word = useWord();
  const engine = useEngine();
  const { paymentId = '' } = useParams({ strict: false }) as { paymentId?: string };
  useRead({ type: 'LoadPayment', id: paymentId });
  const p = useRow('payments', paymentId);
  const load = useCommand('LoadPayment');
  const known = p['state'] !== undefined;
  const awaiting = p['review'] === 'awaiting';
  const watching = known && !awaiting && !END_STATES.has(p['state']);

  // Read again once its request is decided (the decision outdated this read), and watch it while it moves.
  const approvalId = useSliceRowIds(BO_INDEX.approvalsByTarget, paymentId)[0] ?? '';
  const decided = useCell('approvals', approvalId, 'status') !== 'pending' && approvalId !== '';
  useEffect(() => {
    if (decided) {
      engine.dispatch({ type: 'LoadPayment', id: paymentId });
    }
  }, [engine, paymentId, decided]);
  const busy = useRef(false);
  busy.current = load.state === 'busy';
  useEffect(() => {
    if (!watching) {
      return undefined;
    }
    const timer = setInterval(() => {
      if (!busy.current) {
        engine.refresh({ type: 'LoadPayment', id: paymentId });
      }
    }, WATCH_EVERY_MS);
    return () => clearInterval(timer);
  }, [engine, paymentId, watching]);

  return (
    <>
      <div className={header}>
        <h1>{known ? t('payment.title', { flow: word('payments.flow', p['flow']), amount: etb(p['amount']) }) : t('common.loading')}</h1>
        <Link to={'/payments' as string}>{t('payment.back')}</Link>
      </div>
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {t('common.refreshFailed', { message: say(load.message) })}
        </p>
      )}
      {known && (
        <section className={card}>
          <dl className={facts}>
            <dt>{t('payments.state')}</dt>
            <dd>
              <strong data-testid="payment-state">{word('payments.state', p['state'])}</strong>
              {p['review'] === undefined ? null : <span data-testid="payment-review"> · {word('payments.review', p['review'])}</span>}
            </dd>
            <dt>{t('payments.amount')}</dt>
            <dd>{etb(p['amount'])}</dd>
            <dt>{t('payments.phone')}</dt>
            <dd>{String(p['phone'])}</dd>
            <dt>{t('payments.flow')}</dt>
            <dd>{word('payments.flow', p['flow'])}</dd>
            <dt>{t('payments.method')}</dt>
            <dd>{String(p['method'])}</dd>
            <dt>{t('payment.gateway')}</dt>
            <dd>{String(p['gateway'])}</dd>
            <dt>{t('payment.gatewayRef')}</dt>
            <dd>{String(p['gateway_txn_id'] ?? '—')}</dd>
            <dt>{t('payment.gatewayStatus')}</dt>
            <dd>{String(p['gateway_status'] ?? '—')}</dd>
            <dt>{t('payment.id')}</dt>
            <dd>
              <code>{paymentId}</code>
            </dd>
            <dt>{t('payment.player')}</dt>
            <dd>
              <code>{String(p['user_id'])}</code>
            </dd>
            <dt>{t('payment.created')}</dt>
            <dd>{when(p['created_at'])}</dd>
            <dt>{t('payment.updated')}</dt>
            <dd>{when(p['updated_at'])}</dd>
          </dl>
        </section>
      )}
      {awaiting && <Review paymentId={paymentId} approvalId={approvalId} />}
      {watching && (
        <p className={alert} data-kind="info" role="status">
          {t('payment.watching')}
        </p>
      )}
      {known && <PaymentHistory paymentId={paymentId} />}
      {known && <PaymentDifferences paymentId={paymentId} />}
    </>
  );
}

/** Approve or reject the withdrawal's pending request (read with the pending list). */
function Review({ paymentId, approvalId }: { paymentId: string; approvalId: string }) {
  const { t, say } = useI18n();
  const engine = useEngine();
  const me = useMe();
  useRead({ type: 'LoadApprovals', status: 'pending' });
  const pending = useCell('approvals', approvalId, 'status') === 'pending';
  const decide = useCommand('DecideApproval');
  const [note, setNote] = useState('');
  const mayDecide = me?.permissions.has(APPROVAL_PERMISSION.withdrawal) ?? false;
  const send = (verb: 'approve' | 'reject') => {
    engine.dispatch({ type: 'DecideApproval', id: approvalId, verb, ...(note.trim() === '' ? {} : { note: note.trim() }) });
  };
  return (
    <section className={`${card} ${form}`} data-testid={`review-${paymentId}`}>
      <p style={{ margin: 0 }}>{t('payment.awaitingIntro')}</p>
      {decide.state === 'failed' && (
        <p className={alert} role="alert">
          {say(decide.message)}
        </p>
      )}
      {!mayDecide ? (
        <p style={{ margin: 0 }}>{t('payment.noRight')}</p>
      ) : !pending ? (
        <p style={{ margin: 0 }}>{t('common.loading')}</p>
      ) : (
        <div className={row}>
          <input
            aria-label={t('approvals.note')}
            placeholder={t('approvals.note')}
            style={{ flex: '1 1 240px', maxWidth: 420 }}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <button type="button" className={button} disabled={decide.state === 'busy'} onClick={() => send('approve')}>
            {t('approvals.approve')}
          </button>
          <button
            type="button"
            className={button}
            data-kind="danger"
            disabled={note.trim() === '' || decide.state === 'busy'}
            onClick={() => send('reject')}
          >
            {t('approvals.reject')}
          </button>
        </div>
      )}
    </section>
  );
}
