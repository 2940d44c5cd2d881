// The payment state machine and the gateways' status words (domain/payments/states.ts, gateway-status.ts):
// a move only goes forward, end states are final, a repeat is a no-op; SantimPay and ArifPay words map to ours
// case-insensitively, and a word we do not know maps to nothing.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isFinalPaymentState, isPaymentSuccess, PAYMENT_STATES, paymentMove, type PaymentState } from '../../domain/payments/states.ts';
import { gatewayPaymentState } from '../../domain/payments/gateway-status.ts';

const FINAL: PaymentState[] = ['completed', 'failed', 'cancelled', 'expired'];

describe('payment state machine (issue 13)', () => {
  it('moves forward: pending → processing → an end state, or pending straight to one', () => {
    expect(paymentMove('pending', 'processing')).toBe('advance');
    for (const end of FINAL) {
      expect(paymentMove('pending', end)).toBe('advance');
      expect(paymentMove('processing', end)).toBe('advance');
    }
  });

  it('never moves backwards, and an end state is final', () => {
    expect(paymentMove('processing', 'pending')).toBe('refused');
    for (const end of FINAL) {
      expect(isFinalPaymentState(end)).toBe(true);
      for (const to of PAYMENT_STATES.filter((s) => s !== end)) {
        expect(paymentMove(end, to)).toBe('refused');
      }
    }
    expect(isFinalPaymentState('pending')).toBe(false);
    expect(isFinalPaymentState('processing')).toBe(false);
  });

  it('treats the same state again as a no-op', () => {
    for (const s of PAYMENT_STATES) {
      expect(paymentMove(s, s)).toBe('same');
    }
  });

  it('advances at most twice along any sequence of answers, and never leaves an end state', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PAYMENT_STATES), { maxLength: 30 }), (answers) => {
        let state: PaymentState = 'pending';
        let advances = 0;
        for (const next of answers) {
          if (paymentMove(state, next) === 'advance') {
            expect(isFinalPaymentState(state)).toBe(false);
            state = next;
            advances += 1;
          }
        }
        expect(advances).toBeLessThanOrEqual(2);
      }),
    );
  });

  it("reads success as 'completed' or 'success' in any case (companion §4)", () => {
    expect(isPaymentSuccess('completed')).toBe(true);
    expect(isPaymentSuccess('SUCCESS')).toBe(true);
    expect(isPaymentSuccess(' Completed ')).toBe(true);
    expect(isPaymentSuccess('pending')).toBe(false);
    expect(isPaymentSuccess('COMPLETED_PARTIALLY')).toBe(false);
  });
});

describe('gateway status words (payments-protocols.md)', () => {
  it('maps SantimPay words; the payout acknowledgement SUCCESS is only processing', () => {
    expect(gatewayPaymentState('santimpay', 'PENDING')).toBe('pending');
    expect(gatewayPaymentState('santimpay', 'COMPLETED')).toBe('completed');
    expect(gatewayPaymentState('santimpay', 'FAILED')).toBe('failed');
    expect(gatewayPaymentState('santimpay', 'REJECTED')).toBe('failed');
    expect(gatewayPaymentState('santimpay', 'CANCELLED')).toBe('cancelled');
    expect(gatewayPaymentState('santimpay', 'EXPIRED')).toBe('expired');
    expect(gatewayPaymentState('santimpay', 'SUCCESS')).toBe('processing');
    expect(gatewayPaymentState('santimpay', 'completed')).toBe('completed');
  });

  it('maps ArifPay words, both spellings of cancelled', () => {
    expect(gatewayPaymentState('arifpay', 'SUCCESS')).toBe('completed');
    expect(gatewayPaymentState('arifpay', 'PENDING')).toBe('pending');
    expect(gatewayPaymentState('arifpay', 'FAILED')).toBe('failed');
    expect(gatewayPaymentState('arifpay', 'CANCELED')).toBe('cancelled');
    expect(gatewayPaymentState('arifpay', 'Cancelled')).toBe('cancelled');
    expect(gatewayPaymentState('arifpay', 'EXPIRED')).toBe('expired');
  });

  it('maps garbage, envelope errors and non-strings to nothing', () => {
    expect(gatewayPaymentState('santimpay', 'declined')).toBeNull();
    expect(gatewayPaymentState('santimpay', '')).toBeNull();
    expect(gatewayPaymentState('arifpay', 'COMPLETED')).toBeNull();
    expect(gatewayPaymentState('arifpay', 'toString')).toBeNull();
    expect(gatewayPaymentState('santimpay', 42)).toBeNull();
    expect(gatewayPaymentState('arifpay', null)).toBeNull();
  });
});
