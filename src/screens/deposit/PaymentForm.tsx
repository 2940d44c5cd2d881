// The amount form of one method (companion §2/§5): the fixed +251 phone from the profile (disabled), 'Enter Amount'
// with its ETB label, quick amounts 100, 500, 1000, 5000, DEPOSIT NOW / WITHDRAW NOW ('Processing...' while the start
// is in flight), the limits, the withdrawal cap line above 10,000 and the refusal by code. Submit stays disabled
// unless the amount is positive, the player is signed in with a phone and nothing is in flight. It emits the intent;
// the checkout's page opens 1 s after its address arrives (companion §4).
import { useEffect, useState, type FormEvent } from 'react';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { PaymentFlow, PaymentMethod } from '../../../domain/payments/methods.ts';
import { normalizePaymentPhone, paymentMaxEtb, withdrawalCapEtb } from '../../../domain/payments/submit.ts';
import { requestPayment } from '../../../sync/payments.ts';
import { grouped, refusalText } from '../../payments/payment-text.ts';
import { usePaymentForm, type PaymentPlayer } from '../../payments/use-payments.ts';
import { Form } from './deposit-style.ts';

const QUICK_AMOUNTS = [100, 500, 1000, 5000] as const;
/** Companion §4/§9: the checkout's page opens this long after its address arrives. */
const REDIRECT_DELAY_MS = 1000;

/** The 9 digits after +251 of the profile phone (the field's prefix shows +251); as stored when it does not normalise. */
export const localDigits = (phone: string): string => normalizePaymentPhone(phone)?.slice(4) ?? phone;

/** The page's DEPOSIT / WITHDRAW tab: switching resets the chosen flow's form (companion §4: back to the list). */
export function usePaymentTab(): [PaymentFlow, (next: PaymentFlow) => void] {
  const engine = useEngine();
  const [flow, setFlow] = useState<PaymentFlow>('deposit');
  useCheckoutRedirect('deposit');
  const choose = (next: PaymentFlow): void => {
    engine.emit({ type: 'v1.PaymentFormReset', at: Date.now(), source: 'user', payload: { flow: next } });
    setFlow(next);
  };
  return [flow, choose];
}

/** Opens a started checkout's page 1 s after it arrives (once per start). */
export function useCheckoutRedirect(flow: PaymentFlow): void {
  const form = usePaymentForm(flow);
  const url = form.status === 'started' ? form.paymentUrl : '';
  useEffect(() => {
    if (!url) {
      return undefined;
    }
    const timer = setTimeout(() => window.location.assign(url), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url]);
}

interface Props {
  flow: PaymentFlow;
  method: PaymentMethod;
  player: PaymentPlayer;
  variant: 'desktop' | 'mobile';
}

export function PaymentForm({ flow, method, player, variant }: Props) {
  const t = useT();
  const engine = useEngine();
  const form = usePaymentForm(flow);
  const [amount, setAmount] = useState('');
  const started = form.status === 'started' && form.methodId === method.id;
  // A started payment goes to the tracker: the form is ready for the next one.
  useEffect(() => {
    if (started) {
      setAmount('');
    }
  }, [started]);
  const value = Number(amount);
  const max = paymentMaxEtb(method, flow);
  const canSubmit = value > 0 && Number.isFinite(value) && !form.busy && player.phone !== '';
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (canSubmit) {
      void requestPayment(engine, flow, method.id, amount);
    }
  };
  const refusal = form.refusal && form.methodId === method.id ? form.refusal : null;
  const deposit = flow === 'deposit';
  return (
    <Form onSubmit={submit} data-variant={variant} data-testid="payment-form" noValidate>
      {variant === 'mobile' ? <h2>{t('payments.formTitle', { method: method.name, provider: providerName(method) })}</h2> : null}
      <label>
        {t('payments.phone')}
        <span className="field">
          <span>+251</span>
          <input name="phone" value={localDigits(player.phone)} disabled readOnly data-testid="payment-phone" />
        </span>
      </label>
      <label>
        {t('payments.amount')}
        <span className="field">
          <input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
            data-testid="payment-amount"
          />
          <span>ETB</span>
        </span>
      </label>
      <div className="quick">
        {QUICK_AMOUNTS.map((q) => (
          <button key={q} type="button" onClick={() => setAmount(String(q))}>
            {grouped(q)}
          </button>
        ))}
      </div>
      {flow === 'withdrawal' && value > withdrawalCapEtb(method) ? (
        <p className="warn" data-testid="payment-cap">
          {t('payments.cap', { max: grouped(withdrawalCapEtb(method)) })}
        </p>
      ) : null}
      {refusal ? (
        <p className="error" role="alert" data-testid="payment-error">
          {refusalText(t, refusal)}
        </p>
      ) : null}
      <button type="submit" disabled={!canSubmit} data-testid="payment-submit">
        {form.busy ? t('payments.processing') : t(deposit ? 'payments.depositNow' : 'payments.withdrawNow')}
      </button>
      {variant === 'desktop' ? (
        <p className="note">
          {t(deposit ? 'payments.describe.deposit' : 'payments.describe.withdrawal', { method: method.name, provider: providerName(method) })}
        </p>
      ) : (
        <p className="note">{t(deposit ? 'payments.info.deposit' : 'payments.info.withdrawal', { limit: grouped(max) })}</p>
      )}
      <p className="note" data-testid="payment-limits">
        {t('payments.limits', { min: grouped(method.minAmount), max: grouped(max) })}
      </p>
    </Form>
  );
}

export const providerName = (m: PaymentMethod): string => (m.provider === 'santimpay' ? 'SantimPay' : 'ArifPay');
