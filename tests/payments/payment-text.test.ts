// Payment texts by code (issue 13, companion §8): the submit rules' codes with their numbers grouped as the spec writes
// them, the server's balance and gateway codes, anything else the generic failure; the toast of each start by its
// method's kind and of a failed update; the profile phone's 9 local digits for the fixed +251 field.
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/messages/en.json';
import { noticeOf, refusalText } from '../../src/payments/payment-text.ts';
import { localDigits } from '../../src/screens/deposit/PaymentForm.tsx';
import type { AppEvent } from '../../schema/event.ts';

const catalogue = en as Record<string, string>;
const t = ((id: string, values?: Record<string, string | number>) =>
  (catalogue[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`))) as never;

describe('payment refusal texts', () => {
  it('the submit rules by code, with their values', () => {
    expect(refusalText(t, { code: 'PAYMENT_AMOUNT_INVALID' })).toBe('Please enter a valid amount');
    expect(refusalText(t, { code: 'PAYMENT_AMOUNT_OUT_OF_RANGE', values: { min: 1, max: 1_000_000 } })).toBe('Min: 1 ETB, Max: 1,000,000 ETB');
    expect(refusalText(t, { code: 'PAYMENT_WITHDRAWAL_CAP', values: { max: 10_000 } })).toBe('Maximum withdrawal is 10,000 ETB per transaction');
    expect(refusalText(t, { code: 'PAYMENT_PHONE_REQUIRED_USSD' })).toBe('Phone number is required for USSD payments');
    expect(refusalText(t, { code: 'PAYMENT_LOGIN_REQUIRED' })).toBe('Please login to continue');
  });

  it("the server's codes; anything else, or a text without its values, is the generic failure", () => {
    expect(refusalText(t, { code: 'INSUFFICIENT_BALANCE' })).toBe('Insufficient balance. Please top up and try again.');
    expect(refusalText(t, { code: 'GATEWAY_UNAVAILABLE' })).toBe('Connection timeout. Please try again.');
    expect(refusalText(t, { code: 'GATEWAY_DECLINED' })).toBe('Transaction failed. Please try again.');
    expect(refusalText(t, { code: 'PAYMENT_AMOUNT_OUT_OF_RANGE' })).toBe('Transaction failed. Please try again.');
    expect(refusalText(t, { code: 'constructor' })).toBe('Transaction failed. Please try again.');
  });
});

const startedWith = (flow: string, methodId: string) =>
  ({
    type: 'v1.PaymentStarted',
    at: 1,
    source: 'remote',
    payload: { commandId: 'c', flow, methodId, payment: { id: 'p', status: 'pending', amount: 1 } },
  }) as AppEvent;

describe('payment toasts', () => {
  it('a start by its method: USSD push, checkout redirect, CBE app, ArifPay push, withdrawal', () => {
    expect(catalogue[noticeOf(startedWith('deposit', 'santimpay-telebirr')) ?? '']).toBe('Payment request sent to your phone!');
    expect(catalogue[noticeOf(startedWith('deposit', 'santimpay-checkout')) ?? '']).toBe('Redirecting to payment...');
    expect(catalogue[noticeOf(startedWith('deposit', 'arifpay-cbe')) ?? '']).toBe('Payment process started. Please check your CBE app.');
    expect(catalogue[noticeOf(startedWith('deposit', 'arifpay-mpesa')) ?? '']).toBe('Request sent to your phone!');
    expect(catalogue[noticeOf(startedWith('withdrawal', 'santimpay-withdraw-mpesa')) ?? '']).toBe('Withdrawal initiated! Check your mobile wallet.');
  });

  it('a failed update says so; other updates and events say nothing', () => {
    const update = (status: string) =>
      ({ type: 'v1.PaymentUpdated', at: 1, source: 'remote', payload: { userId: 'u', payment: { status } } }) as AppEvent;
    expect(catalogue[noticeOf(update('failed')) ?? '']).toBe('Payment failed. Please try again.');
    expect(noticeOf(update('completed'))).toBeNull();
    expect(noticeOf({ type: 'v1.SlipCleared', at: 1, source: 'user', payload: { slot: 0 } })).toBeNull();
  });
});

describe('the fixed +251 phone field', () => {
  it('shows the 9 digits after +251 of the profile phone, whatever way it was written', () => {
    expect(localDigits('+251911223344')).toBe('911223344');
    expect(localDigits('0911223344')).toBe('911223344');
    expect(localDigits('12')).toBe('12');
  });
});

describe("a reported payment's method", () => {
  it('is found in the catalogue by flow, gateway and method word', async () => {
    const { methodIdOf } = await import('../../src/payments/use-payments.ts');
    expect(methodIdOf('deposit', 'santimpay', 'CHECKOUT')).toBe('santimpay-checkout');
    expect(methodIdOf('withdrawal', 'santimpay', 'MPESA')).toBe('santimpay-withdraw-mpesa');
    expect(methodIdOf('deposit', 'arifpay', 'CBEBIRR')).toBe('arifpay-cbe');
    expect(methodIdOf('deposit', 'nobody', 'TELEBIRR')).toBe('');
  });
});
