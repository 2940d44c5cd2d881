// Payment texts chosen by code, never by English (issue 13, companion §5/§8): a refused start by its code (the submit
// rules' own codes with the numbers their texts hold, the server's balance and gateway codes, anything else 'Transaction
// failed. Please try again.'), a payment's state word for the tracker, and the toast a start or an update brings.
import type { MessageId } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import type { AppEvent } from '../../schema/event.ts';
import { PAYMENT_METHODS } from '../../domain/payments/methods.ts';
import type { PaymentState } from '../../domain/payments/states.ts';
import { rgCodeText } from '../screens/responsible-gaming/rg-text.ts';

/** '10,000': figures grouped as the spec writes them. */
export const grouped = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Codes → messages, with the values each text needs. */
const CODES: Record<string, MessageId | readonly [MessageId, ...string[]]> = {
  PAYMENT_LOGIN_REQUIRED: 'payments.login',
  PAYMENT_METHOD_UNKNOWN: 'payments.err.method',
  PAYMENT_AMOUNT_INVALID: 'payments.err.amount',
  PAYMENT_AMOUNT_OUT_OF_RANGE: ['payments.limits', 'min', 'max'],
  PAYMENT_WITHDRAWAL_CAP: ['payments.cap', 'max'],
  PAYMENT_PHONE_REQUIRED: 'payments.err.phoneRequired',
  PAYMENT_PHONE_REQUIRED_USSD: 'payments.err.phoneRequiredUssd',
  PAYMENT_PHONE_INVALID: 'payments.err.phoneInvalid',
  INSUFFICIENT_BALANCE: 'payments.err.balance',
  GATEWAY_INSUFFICIENT_FUNDS: 'payments.err.balance',
  GATEWAY_UNAVAILABLE: 'payments.err.timeout',
  TIMEOUT: 'payments.err.timeout',
};

export function refusalText(t: Translate, r: { code: string; values?: Readonly<Record<string, number>> }): string {
  // Responsible gaming (issue 18): a deposit over a limit (what is left) or while self-excluded (until when).
  const rg = r.code === 'DEPOSIT_LIMIT_EXCEEDED' || r.code.startsWith('SELF_EXCLUDED') ? rgCodeText(t, r.code, r.values) : null;
  if (rg !== null) {
    return rg;
  }
  // Own members only: a server's code may name an inherited one ('constructor').
  const message = Object.hasOwn(CODES, r.code) ? CODES[r.code] : undefined;
  if (typeof message === 'string') {
    return t(message);
  }
  if (message) {
    const [id, ...names] = message;
    if (names.every((n) => typeof r.values?.[n] === 'number')) {
      return t(id, Object.fromEntries(names.map((n) => [n, grouped(r.values?.[n] ?? 0)])));
    }
  }
  return t('payments.err.failed');
}

export const STATE_TEXT: Record<PaymentState, MessageId> = {
  pending: 'payments.state.pending',
  processing: 'payments.state.processing',
  completed: 'payments.state.completed',
  failed: 'payments.state.failed',
  cancelled: 'payments.state.cancelled',
  expired: 'payments.state.expired',
};

/** The toast an applied event brings (companion §8), or null: a start by its method's kind, an update that failed. */
export function noticeOf(event: AppEvent): MessageId | null {
  if (event.type === 'v1.PaymentStarted') {
    const method = PAYMENT_METHODS.find((m) => m.id === event.payload.methodId);
    if (event.payload.flow === 'withdrawal') {
      return 'payments.toast.withdrawal';
    }
    if (method?.type === 'redirect') {
      return 'payments.toast.redirect';
    }
    if (method?.provider === 'arifpay') {
      return method.category === 'cbe' ? 'payments.toast.cbe' : 'payments.toast.request';
    }
    return 'payments.toast.phone';
  }
  if (event.type === 'v1.PaymentUpdated' && event.payload.payment.status === 'failed') {
    return 'payments.toast.failed';
  }
  return null;
}
