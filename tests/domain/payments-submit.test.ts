// The deposit/withdrawal submit checks of companion §5 (domain/payments/submit.ts): each broken rule is a code,
// its numbers and the spec's English text; an accepted amount becomes integer cents and the phone +251 and 9
// digits. Property tests: any 2-decimal amount within limits round-trips to cents; nothing above a max passes.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fromCents } from '../../domain/money.ts';
import { defaultPreferences, PAYMENT_METHODS, type PaymentMethod, visibleMethods } from '../../domain/payments/methods.ts';
import {
  checkPaymentSubmit,
  normalizePaymentPhone,
  PAYMENT_RULE_CODES,
  paymentMaxEtb,
  paymentRule,
  WITHDRAWAL_CAP_ETB,
  type PaymentSubmit,
} from '../../domain/payments/submit.ts';

const deposits = visibleMethods('deposit', defaultPreferences('deposit'));
const withdrawals = visibleMethods('withdrawal', defaultPreferences('withdrawal'));
const [telebirr, telebirrOut] = [deposits[0], withdrawals[0]] as [PaymentMethod, PaymentMethod];
const methods = [...deposits, ...withdrawals];
const deposit: PaymentSubmit = {
  flow: 'deposit',
  userId: 'u1',
  methodId: 'santimpay-telebirr',
  amount: 100,
  phone: '+251911223344',
};
const withdrawal: PaymentSubmit = { ...deposit, flow: 'withdrawal', methodId: 'santimpay-withdraw-telebirr' };
const errorOf = (s: PaymentSubmit) => {
  const r = checkPaymentSubmit(s, methods);
  return r.ok ? null : r.error;
};

describe('payment submit checks (companion §5)', () => {
  it('accepts a valid deposit as integer cents and a normalised phone', () => {
    expect(checkPaymentSubmit({ ...deposit, amount: 250.5, phone: '0911 22 33 44' }, methods)).toMatchObject({
      ok: true,
      cents: 25_050,
      phone: '+251911223344',
      method: { id: 'santimpay-telebirr' },
    });
    expect(checkPaymentSubmit({ ...deposit, amount: '19.99' }, methods)).toMatchObject({ ok: true, cents: 1_999 });
  });

  it('refuses with the spec texts: login, unknown method, invalid amount', () => {
    expect(errorOf({ ...deposit, userId: null })).toEqual({
      code: 'PAYMENT_LOGIN_REQUIRED',
      values: {},
      text: 'Please login to continue',
    });
    const unknown = { code: 'PAYMENT_METHOD_UNKNOWN', values: {}, text: 'Payment method not implemented' };
    expect(errorOf({ ...deposit, methodId: 'paypal' })).toEqual(unknown);
    expect(errorOf({ ...deposit, methodId: 'arifpay-telebirr' })).toEqual(unknown);
    expect(errorOf({ ...deposit, methodId: 'santimpay-withdraw-telebirr' })).toEqual(unknown);
    const invalid = { code: 'PAYMENT_AMOUNT_INVALID', values: {}, text: 'Please enter a valid amount' };
    for (const amount of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, 10.005, 0.1 + 0.2, 1e-7, 1_000_000.01, '1e3', '', null]) {
      expect(errorOf({ ...deposit, amount })).toEqual(invalid);
    }
  });

  it("refuses amounts outside the method's limits with its limits line", () => {
    expect(errorOf({ ...deposit, amount: 0.99 })).toEqual({
      code: 'PAYMENT_AMOUNT_OUT_OF_RANGE',
      values: { min: 1, max: 1_000_000 },
      text: 'Min: 1 ETB, Max: 1,000,000 ETB',
    });
    expect(checkPaymentSubmit({ ...deposit, amount: 1_000_000 }, methods)).toMatchObject({ ok: true, cents: 100_000_000 });
    const arifpay = PAYMENT_METHODS.filter((m) => m.provider === 'arifpay');
    expect(checkPaymentSubmit({ ...deposit, methodId: 'arifpay-cbe', amount: 100_000.01 }, arifpay)).toEqual({
      ok: false,
      error: { code: 'PAYMENT_AMOUNT_OUT_OF_RANGE', values: { min: 1, max: 100_000 }, text: 'Min: 1 ETB, Max: 100,000 ETB' },
    });
  });

  it('caps a withdrawal at 10,000 ETB with the spec text', () => {
    expect(errorOf({ ...withdrawal, amount: 10_000.01 })).toEqual({
      code: 'PAYMENT_WITHDRAWAL_CAP',
      values: { max: 10_000 },
      text: 'Maximum withdrawal is 10,000 ETB per transaction',
    });
    expect(checkPaymentSubmit({ ...withdrawal, amount: 10_000 }, methods)).toMatchObject({ ok: true, cents: 1_000_000 });
    expect(paymentMaxEtb(telebirrOut, 'withdrawal')).toBe(10_000);
    expect(paymentMaxEtb({ ...telebirr, maxAmount: 0 }, 'deposit')).toBe(50_000);
  });

  it('requires a phone that normalises to +251 and 9 digits', () => {
    expect(errorOf({ ...deposit, phone: null })?.text).toBe('Phone number is required for USSD payments');
    expect(errorOf({ ...deposit, methodId: 'santimpay-checkout', phone: ' ' })).toEqual({
      code: 'PAYMENT_PHONE_REQUIRED',
      values: {},
      text: 'Phone number is required',
    });
    expect(errorOf({ ...deposit, phone: '09112233' })).toEqual({
      code: 'PAYMENT_PHONE_INVALID',
      values: {},
      text: 'Phone number must be in the format +251912345678',
    });
  });

  it('normalises phones as §5 says: strip non-digits, drop a leading plus or zero, prepend 251, then +', () => {
    expect(normalizePaymentPhone('+251 911-223-344')).toBe('+251911223344');
    expect(normalizePaymentPhone('0911223344')).toBe('+251911223344');
    expect(normalizePaymentPhone('911223344')).toBe('+251911223344');
    expect(normalizePaymentPhone('251711223344')).toBe('+251711223344');
    expect(normalizePaymentPhone('(0)911/22.33.44')).toBe('+251911223344');
    expect(normalizePaymentPhone('+2519112233445')).toBeNull();
    expect(normalizePaymentPhone('91122334')).toBeNull();
    expect(normalizePaymentPhone('')).toBeNull();
  });

  it('builds every code a text', () => {
    for (const code of PAYMENT_RULE_CODES) {
      expect(paymentRule(code, { min: 1, max: 2 } as never).text.length).toBeGreaterThan(0);
    }
  });
});

describe('payment amounts (properties)', () => {
  it('any 2-decimal amount within a method round-trips to the same cents and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000_000 }), (cents) => {
        const r = checkPaymentSubmit({ ...deposit, amount: cents / 100 }, methods);
        expect(r).toMatchObject({ ok: true, cents });
        expect(r.ok && fromCents(r.cents)).toBe(cents / 100);
        const typed = checkPaymentSubmit({ ...deposit, amount: (cents / 100).toFixed(2) }, methods);
        expect(typed).toMatchObject({ ok: true, cents });
      }),
    );
  });

  it('nothing above a max passes, in either flow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000_000 }), fc.constantFrom(...methods), (over, method) => {
        const max = paymentMaxEtb(method, method.flow);
        const amount = (max * 100 + over) / 100;
        const r = checkPaymentSubmit({ ...deposit, flow: method.flow, methodId: method.id, amount }, methods);
        expect(r.ok).toBe(false);
      }),
    );
    expect(WITHDRAWAL_CAP_ETB).toBe(10_000);
  });
});
