// The checks of a deposit or withdrawal submit (companion §5, issue 13 "Bad input"), one for client and server.
// A broken rule is a code with the numbers of its text plus the spec's English text, the shape of
// domain/points-rules.ts. Order: logged in, method offered, amount valid, within the method's limits and the
// withdrawal cap, phone present and normalising to +251 and 9 digits. An accepted amount is integer cents. A method
// with the merchant's own limits (methods.ts) is checked against them, and its maximum is a withdrawal's cap.
import { toCents } from '../money.ts';
import type { PaymentFlow, PaymentMethod } from './methods.ts';

export const WITHDRAWAL_CAP_ETB = 10_000;
/** Companion §5: the maximum when a method gives none, and the largest amount that is valid at all. */
const DEFAULT_MAX_ETB = 50_000;
const VALID_MAX_ETB = 1_000_000;

interface RuleValues {
  PAYMENT_LOGIN_REQUIRED: Record<string, never>;
  PAYMENT_METHOD_UNKNOWN: Record<string, never>;
  PAYMENT_AMOUNT_INVALID: Record<string, never>;
  PAYMENT_AMOUNT_OUT_OF_RANGE: { min: number; max: number };
  PAYMENT_WITHDRAWAL_CAP: { max: number };
  PAYMENT_PHONE_REQUIRED: Record<string, never>;
  PAYMENT_PHONE_REQUIRED_USSD: Record<string, never>;
  PAYMENT_PHONE_INVALID: Record<string, never>;
}

export type PaymentRuleCode = keyof RuleValues;

/** '10,000': figures grouped as the spec writes them. */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Companion §5 and §8 word for word; the two without a text there are marked. */
const TEXTS: { [C in PaymentRuleCode]: (v: RuleValues[C]) => string } = {
  PAYMENT_LOGIN_REQUIRED: () => 'Please login to continue',
  PAYMENT_METHOD_UNKNOWN: () => 'Payment method not implemented',
  PAYMENT_AMOUNT_INVALID: () => 'Please enter a valid amount',
  // No text for "outside the method's limits": the row's own limits line (companion §2) says what is allowed.
  PAYMENT_AMOUNT_OUT_OF_RANGE: (v) => `Min: ${grouped(v.min)} ETB, Max: ${grouped(v.max)} ETB`,
  PAYMENT_WITHDRAWAL_CAP: (v) => `Maximum withdrawal is ${grouped(v.max)} ETB per transaction`,
  PAYMENT_PHONE_REQUIRED: () => 'Phone number is required',
  PAYMENT_PHONE_REQUIRED_USSD: () => 'Phone number is required for USSD payments',
  // No text for a malformed phone: SantimPay's own refusal (payments-protocols.md §1), capitalised.
  PAYMENT_PHONE_INVALID: () => 'Phone number must be in the format +251912345678',
};

export const PAYMENT_RULE_CODES = Object.keys(TEXTS) as PaymentRuleCode[];

export interface PaymentRule {
  code: PaymentRuleCode;
  values: Readonly<Record<string, number>>;
  text: string;
}

export function paymentRule<C extends PaymentRuleCode>(code: C, values: RuleValues[C]): PaymentRule {
  return { code, values, text: TEXTS[code](values) };
}

/**
 * Companion §5: strip non-digits, remove a leading plus or zero, prepend 251 if absent, then '+'; valid only as
 * +251 and 9 digits. (The plus goes with the non-digits; one leading zero goes, as in 0911….)
 */
export function normalizePaymentPhone(input: string): string | null {
  const digits = input.replace(/\D/g, '').replace(/^0/, '');
  const full = digits.startsWith('251') ? digits : `251${digits}`;
  return /^251\d{9}$/.test(full) ? `+${full}` : null;
}

/** The amount as typed or sent: a number, or a plain decimal string; anything else is not an amount. */
function amountOf(input: unknown): number | null {
  if (typeof input === 'number') {
    return input;
  }
  return typeof input === 'string' && /^\s*-?\d+(\.\d*)?\s*$/.test(input) ? Number(input) : null;
}

/** At most 2 decimals, read from the number's shortest decimal form (so 0.1 + 0.2 has more than 2). */
const twoDecimals = (n: number): boolean => /^\d+(\.\d{1,2})?$/.test(String(n));

/** The most one withdrawal may take: the spec's 10,000, or the merchant's own maximum when it set one. */
export const withdrawalCapEtb = (method: PaymentMethod): number => (method.merchantLimits === true ? method.maxAmount : WITHDRAWAL_CAP_ETB);

/** The largest amount a method takes in a flow (companion §5/§9). */
export function paymentMaxEtb(method: PaymentMethod, flow: PaymentFlow): number {
  const max = method.maxAmount > 0 ? method.maxAmount : DEFAULT_MAX_ETB;
  return flow === 'withdrawal' ? Math.min(max, withdrawalCapEtb(method)) : max;
}

export interface PaymentSubmit {
  flow: PaymentFlow;
  userId: string | null;
  methodId: string;
  amount: unknown;
  phone: string | null;
}

export type PaymentCheck = { ok: true; method: PaymentMethod; cents: number; phone: string } | { ok: false; error: PaymentRule };

/** `methods` are the ones the player is offered in this flow (visibleMethods); any other id is unknown. */
export function checkPaymentSubmit(submit: PaymentSubmit, methods: readonly PaymentMethod[]): PaymentCheck {
  const fail = (error: PaymentRule): PaymentCheck => ({ ok: false, error });
  if (!submit.userId) {
    return fail(paymentRule('PAYMENT_LOGIN_REQUIRED', {}));
  }
  const method = methods.find((m) => m.id === submit.methodId && m.flow === submit.flow);
  if (method === undefined) {
    return fail(paymentRule('PAYMENT_METHOD_UNKNOWN', {}));
  }
  const amount = amountOf(submit.amount);
  if (amount === null || !Number.isFinite(amount) || amount <= 0 || amount > VALID_MAX_ETB || !twoDecimals(amount)) {
    return fail(paymentRule('PAYMENT_AMOUNT_INVALID', {}));
  }
  const min = method.minAmount > 0 ? method.minAmount : 1;
  if (submit.flow === 'withdrawal' && amount > withdrawalCapEtb(method)) {
    return fail(paymentRule('PAYMENT_WITHDRAWAL_CAP', { max: withdrawalCapEtb(method) }));
  }
  const max = paymentMaxEtb(method, submit.flow);
  if (amount < min || amount > max) {
    return fail(paymentRule('PAYMENT_AMOUNT_OUT_OF_RANGE', { min, max }));
  }
  if (!submit.phone?.trim()) {
    return fail(paymentRule(method.isUSSD ? 'PAYMENT_PHONE_REQUIRED_USSD' : 'PAYMENT_PHONE_REQUIRED', {}));
  }
  const phone = normalizePaymentPhone(submit.phone);
  if (phone === null) {
    return fail(paymentRule('PAYMENT_PHONE_INVALID', {}));
  }
  return { ok: true, method, cents: toCents(amount), phone };
}
