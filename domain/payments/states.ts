// The payment state machine (issue 13, companion §4): an intent or transfer is pending, then processing, then
// ends completed, failed, cancelled or expired. It never moves backwards and an end state is final, so a late or
// repeated gateway answer ('PENDING' after 'COMPLETED', the same callback three times) can never undo a credit or
// credit twice: the caller applies a state change, and its ledger effect, only when this says 'advance'.

export const PAYMENT_STATES = ['pending', 'processing', 'completed', 'failed', 'cancelled', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How far along a state is; every end state shares the last rank, so no end state leads to another. */
const RANK: Readonly<Record<PaymentState, number>> = {
  pending: 0,
  processing: 1,
  completed: 2,
  failed: 2,
  cancelled: 2,
  expired: 2,
};

export function isFinalPaymentState(state: PaymentState): boolean {
  return RANK[state] === 2;
}

/** 'advance': apply it; 'same': a repeat, nothing to do; 'refused': backwards, sideways or out of an end state. */
export type PaymentMove = 'advance' | 'same' | 'refused';

export function paymentMove(from: PaymentState, to: PaymentState): PaymentMove {
  if (from === to) {
    return 'same';
  }
  return RANK[to] > RANK[from] ? 'advance' : 'refused';
}

/** Companion §4: a transaction succeeded when its status is 'completed' or 'success', in any case. */
export function isPaymentSuccess(status: string): boolean {
  const word = status.trim().toLowerCase();
  return word === 'completed' || word === 'success';
}
