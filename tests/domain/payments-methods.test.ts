// The payment method catalogue of companion §9 (domain/payments/methods.ts): priorities, flags, limits, and
// the rule that a method shows only when its gateway is enabled and lists it, in priority order.
import { describe, it, expect } from 'vitest';
import {
  defaultPreferences,
  PAYMENT_MAX_ETB,
  PAYMENT_METHODS,
  PAYMENT_MIN_ETB,
  visibleMethods,
  type GatewayPreference,
} from '../../domain/payments/methods.ts';

const row = (id: string) => PAYMENT_METHODS.find((m) => m.id === id);

describe('payment method catalogue (companion §9)', () => {
  it('has the deposit priorities: SantimPay Telebirr 1, CBE 2, M-Pesa 3, ArifPay 4–6, checkout 10', () => {
    const deposits = PAYMENT_METHODS.filter((m) => m.flow === 'deposit').map((m) => [m.id, m.priority]);
    expect(deposits).toEqual([
      ['santimpay-telebirr', 1],
      ['santimpay-cbe', 2],
      ['santimpay-mpesa', 3],
      ['arifpay-telebirr', 4],
      ['arifpay-cbe', 5],
      ['arifpay-mpesa', 6],
      ['santimpay-checkout', 10],
    ]);
  });

  it('has the flags: ArifPay off; SantimPay checkout, USSD Telebirr, CBE Birr, M-Pesa and B2C on', () => {
    const on = PAYMENT_METHODS.filter((m) => m.enabled).map((m) => m.id);
    expect(on.sort()).toEqual(
      [
        'santimpay-checkout',
        'santimpay-cbe',
        'santimpay-mpesa',
        'santimpay-telebirr',
        'santimpay-withdraw-cbe',
        'santimpay-withdraw-mpesa',
        'santimpay-withdraw-telebirr',
      ].sort(),
    );
    expect(PAYMENT_METHODS.filter((m) => m.provider === 'arifpay').every((m) => !m.enabled)).toBe(true);
  });

  it('has min 1 ETB, max 1,000,000 for SantimPay and 100,000 for ArifPay', () => {
    expect(PAYMENT_MIN_ETB).toBe(1);
    expect(PAYMENT_MAX_ETB).toEqual({ santimpay: 1_000_000, arifpay: 100_000 });
    for (const m of PAYMENT_METHODS) {
      expect(m.minAmount).toBe(1);
      expect(m.maxAmount).toBe(m.provider === 'santimpay' ? 1_000_000 : 100_000);
      expect(m.requiresPhone).toBe(true);
    }
  });

  it('types SantimPay wallets USSD, ArifPay inline, checkout redirect', () => {
    expect(row('santimpay-telebirr')).toMatchObject({ type: 'ussd', isUSSD: true, category: 'telebirr', method: 'TELEBIRR' });
    expect(row('santimpay-cbe')).toMatchObject({ type: 'ussd', category: 'cbe', method: 'CBEBIRR', name: 'CBE Birr' });
    expect(row('arifpay-cbe')).toMatchObject({ type: 'inline', isUSSD: false, method: 'CBEBIRR' });
    expect(row('santimpay-checkout')).toMatchObject({ type: 'redirect', category: 'santimpay', method: 'CHECKOUT' });
  });

  it('derives the default preferences from the flags', () => {
    expect(defaultPreferences('deposit')).toEqual([
      { name: 'santimpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR', 'MPESA', 'CHECKOUT'] },
      { name: 'arifpay', enabled: false, methods: [] },
    ]);
    expect(defaultPreferences('withdrawal')).toEqual([
      { name: 'santimpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR', 'MPESA'] },
      { name: 'arifpay', enabled: false, methods: [] },
    ]);
  });

  it('shows a method only if its gateway is enabled and lists it, by priority', () => {
    const ids = (ms: { id: string }[]) => ms.map((m) => m.id);
    expect(ids(visibleMethods('deposit', defaultPreferences('deposit')))).toEqual([
      'santimpay-telebirr',
      'santimpay-cbe',
      'santimpay-mpesa',
      'santimpay-checkout',
    ]);
    // An operator switches ArifPay on with CBE only, and SantimPay's M-Pesa off.
    const santimpay: GatewayPreference = { name: 'santimpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR', 'CHECKOUT'] };
    const merchant: GatewayPreference[] = [santimpay, { name: 'arifpay', enabled: true, methods: ['CBEBIRR'] }];
    expect(ids(visibleMethods('deposit', merchant))).toEqual(['santimpay-telebirr', 'santimpay-cbe', 'arifpay-cbe', 'santimpay-checkout']);
    expect(ids(visibleMethods('deposit', [{ ...santimpay, enabled: false }]))).toEqual([]);
    expect(ids(visibleMethods('withdrawal', merchant))).toEqual(['santimpay-withdraw-telebirr', 'santimpay-withdraw-cbe', 'arifpay-withdraw-cbe']);
  });
});
