// A payment's short reference (issue 29): what the statement shows for a deposit or a withdrawal instead of the
// payment's raw UUID — 'PAY-' and the id's first 8 hex digits in capitals, the way ticket references read
// (BB-…, LF-…). Derived from the id, so it needs no column and every screen shows the same words for one payment.
// It names a payment to a player or support; the id stays the key (8 hex digits: one player's payments do not meet).

/** 'PAY-1A2B3C4D' for payment id '1a2b3c4d-…'; an id that is not a UUID is shown as it is. */
export function paymentReference(paymentId: string): string {
  const head = /^([0-9a-f]{8})-[0-9a-f]{4}-/i.exec(paymentId)?.[1];
  return head === undefined ? paymentId : `PAY-${head.toUpperCase()}`;
}
