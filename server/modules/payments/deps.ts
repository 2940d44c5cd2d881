// What every part of the payments module is handed (index.ts builds it): the database and clock, one adapter per
// gateway, our callback and return addresses, the expiry, the gateways that are off here, and a log.
import type { Db } from '../../db/index.ts';
import type { GatewayAdapter, PaymentOrder, RedirectUrls } from './adapters/types.ts';
import type { PaymentRow } from './records.ts';

export interface PaymentsDeps {
  db: Db;
  now: () => number;
  adapters: Readonly<Record<'santimpay' | 'arifpay', GatewayAdapter>>;
  urls: (paymentId: string, gateway: string) => RedirectUrls;
  expireAfterMs: number;
  /** A withdrawal above this many cents waits for a person's approval before its payout is asked (review.ts). */
  reviewAboveCents: number;
  /** Gateways with neither credentials nor a simulator here (production): offered to nobody. */
  off: ReadonlySet<string>;
  log: (msg: string, err?: unknown) => void;
}

/** A stored payment as an adapter takes it. */
export const orderOf = (p: PaymentRow): PaymentOrder => ({
  id: p.id,
  flow: p.flow,
  kind: p.kind,
  method: p.method,
  amountCents: Number(p.amount_cents),
  phone: p.phone,
  reason: p.reason,
  sessionId: p.session_id,
});
