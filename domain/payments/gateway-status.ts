// The gateways' own status words mapped to our payment states (payments-protocols.md §1, §2, §6). Words are
// read case-insensitively and trimmed, since casing drifts between sources. A word we do not know maps to null:
// the caller keeps the state it has (a gateway answering garbage never credits nor fails anything).
// SantimPay 'SUCCESS' is the payout's immediate acknowledgement ("accepted", not final), hence processing;
// its 'declined' is a request-envelope error, not a transaction status, so it is not mapped here either.
import type { PaymentState } from './states.ts';

export type PaymentGateway = 'santimpay' | 'arifpay';

const WORDS: Readonly<Record<PaymentGateway, Readonly<Record<string, PaymentState>>>> = {
  santimpay: {
    PENDING: 'pending',
    SUCCESS: 'processing',
    COMPLETED: 'completed',
    FAILED: 'failed',
    REJECTED: 'failed',
    CANCELLED: 'cancelled',
    EXPIRED: 'expired',
  },
  arifpay: {
    PENDING: 'pending',
    SUCCESS: 'completed',
    FAILED: 'failed',
    CANCELED: 'cancelled',
    CANCELLED: 'cancelled',
    EXPIRED: 'expired',
  },
};

export function gatewayPaymentState(gateway: PaymentGateway, word: unknown): PaymentState | null {
  if (typeof word !== 'string') {
    return null;
  }
  const key = word.trim().toUpperCase();
  return Object.hasOwn(WORDS[gateway], key) ? (WORDS[gateway][key] ?? null) : null;
}
