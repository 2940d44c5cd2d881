// The pending-payment tracker (issue 13): a compact panel on every screen while the signed-in player has a payment
// under way, one line each (method, amount, state), live from PAYMENT_UPDATE; an ended line stays a few seconds (or
// until closed). After a reload the lines come back from the recent-payments read (useTrackedPayments mounts it), but
// not an ended one this device already showed (issue 29: useSeenPayments).
// It also shows the payment toasts of companion §8 (a start by its method, a failure). Lazy: only a signed-in
// player loads it (TrackerMount.tsx).
import { useEffect, useRef } from 'react';
import { styled } from '@linaria/react';
import { useEngine } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { PAYMENT_METHODS } from '../../domain/payments/methods.ts';
import { isFinalPaymentState } from '../../domain/payments/states.ts';
import { formatAmount } from '../components/format.ts';
import { noticeOf, STATE_TEXT } from './payment-text.ts';
import { ToastHost, showToast } from './toasts.tsx';
import { usePlayer, useSeenPayments, useTrackedPayments, type TrackedPayment } from './use-payments.ts';

/** How long an ended line stays before it goes by itself. */
export const ENDED_LINE_MS = 8000;

const Panel = styled.section`
  position: fixed;
  left: 8px;
  right: 8px;
  bottom: calc(var(--tabbar-h) + 8px);
  z-index: 45;
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 6px;
  border-radius: 12px;
  border: 1px solid var(--border);
  background: var(--surface);
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.45);
  /* Above the collapsed betslip when it shows. */
  body:has([data-testid='betslip-bar']) & {
    bottom: calc(var(--tabbar-h) + 72px);
  }
  @media (min-width: 768px) {
    left: auto;
    right: 24px;
    top: 72px;
    bottom: auto;
    width: 340px;
    body:has([data-testid='betslip-bar']) & {
      bottom: auto;
    }
  }
`;
const Line = styled.div`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: 8px;
  padding: 6px 8px;
  border-radius: 8px;
  background: var(--surface-2);
  font-size: 13px;
  & .what {
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  & .what small {
    color: var(--muted);
  }
  & .state {
    font-weight: 700;
    color: var(--warn);
  }
  &[data-status='completed'] .state {
    color: var(--ok);
  }
  &[data-status='failed'] .state,
  &[data-status='cancelled'] .state,
  &[data-status='expired'] .state {
    color: var(--danger);
  }
  & button {
    width: 24px;
    height: 24px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: var(--muted);
    cursor: pointer;
    font-size: 16px;
    line-height: 1;
  }
`;

function TrackedLine({ payment }: { payment: TrackedPayment }) {
  const t = useT();
  const engine = useEngine();
  const ended = isFinalPaymentState(payment.status);
  const name = PAYMENT_METHODS.find((m) => m.id === payment.methodId)?.name ?? payment.method;
  useEffect(() => {
    if (!ended) {
      return undefined;
    }
    const timer = setTimeout(
      () => engine.emit({ type: 'v1.PaymentDismissed', at: Date.now(), source: 'system', payload: { id: payment.id } }),
      ENDED_LINE_MS,
    );
    return () => clearTimeout(timer);
  }, [ended, engine, payment.id]);
  const dismiss = (): void => engine.emit({ type: 'v1.PaymentDismissed', at: Date.now(), source: 'user', payload: { id: payment.id } });
  return (
    <Line data-testid="tracked-payment" data-status={payment.status} data-flow={payment.flow}>
      <span className="what">
        {name} · {formatAmount(payment.amount)} ETB{' '}
        <small>{t(payment.flow === 'deposit' ? 'payments.flow.deposit' : 'payments.flow.withdrawal')}</small>
      </span>
      <span className="state" role="status">
        {t(STATE_TEXT[payment.status])}
      </span>
      {ended ? (
        <button type="button" aria-label={t('payments.dismiss')} onClick={dismiss}>
          ×
        </button>
      ) : (
        <span />
      )}
    </Line>
  );
}

/** Toasts of the payment events as they are applied (a repeated failure of one payment toasts once). */
function usePaymentNotices(userId: string): void {
  const t = useT();
  const engine = useEngine();
  const failed = useRef(new Set<string>());
  useEffect(() => {
    const subscription = engine.events$.subscribe((event) => {
      const id = noticeOf(event);
      if (!id) {
        return;
      }
      if (event.type === 'v1.PaymentUpdated') {
        if (event.payload.userId !== userId || failed.current.has(event.payload.payment.id)) {
          return;
        }
        failed.current.add(event.payload.payment.id);
      }
      showToast(t(id), id === 'payments.toast.failed' ? 'error' : 'ok');
    });
    return () => subscription.unsubscribe();
  }, [engine, t, userId]);
}

export function Tracker() {
  const t = useT();
  const player = usePlayer();
  useSeenPayments();
  const payments = useTrackedPayments(player);
  usePaymentNotices(player?.userId ?? '');
  return (
    <>
      <ToastHost />
      {payments.length > 0 ? (
        <Panel aria-label={t('payments.tracker')} data-testid="payment-tracker">
          {payments.map((p) => (
            <TrackedLine key={p.id} payment={p} />
          ))}
        </Panel>
      ) : null}
    </>
  );
}
