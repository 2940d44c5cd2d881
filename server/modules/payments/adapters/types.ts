// What the payments service needs from a gateway (after payments-protocols.md §6, trimmed to what we use).
// Each adapter speaks its gateway's own protocol; the service never sees a gateway's wire format. A gateway
// answer we cannot read is null (no state), a request the gateway refused is GatewayDeclined, and no answer at
// all is NoAnswer (transport.ts): only a readable status ever moves a payment.
import type { PaymentGateway } from '../../../../domain/payments/gateway-status.ts';
import type { PaymentState } from '../../../../domain/payments/states.ts';

export interface PaymentOrder {
  /** Our payment id: SantimPay's `id`/`thirdPartyId`, ArifPay's `nonce`. */
  id: string;
  flow: 'deposit' | 'withdrawal';
  kind: 'checkout' | 'direct' | 'inline' | 'transfer';
  /** TELEBIRR, CBEBIRR, MPESA or CHECKOUT. */
  method: string;
  amountCents: number;
  /** +2519… */
  phone: string;
  reason: string;
  sessionId: string | null;
}

export interface RedirectUrls {
  notifyUrl: string;
  successUrl: string;
  failureUrl: string;
  cancelUrl: string;
}

export interface StartAnswer {
  state: PaymentState;
  gatewayTxnId: string | null;
  paymentUrl: string | null;
  sessionId: string | null;
}

export interface GatewayReading {
  /** Our state for the gateway's word; null when the word is unknown (nothing moves). */
  state: PaymentState | null;
  word: string;
  amountCents: number | null;
  gatewayTxnId: string | null;
}

export interface CallbackNotice {
  /** Our payment id, when the callback names it. */
  ref: string | null;
  sessionId: string | null;
  /** The callback's own status word: unverified, kept for audit only (the status query decides). */
  word: string;
}

export class GatewayDeclined extends Error {}

export interface PartnerInfo {
  id: string;
  name: string;
  method: string;
}

export interface GatewayAdapter {
  readonly gateway: PaymentGateway;
  /** 'simulator' or the gateway's host, for the start-up line. */
  readonly target: string;
  start(order: PaymentOrder, urls: RedirectUrls): Promise<StartAnswer>;
  /** The second step of ArifPay's two-step flows (CBE deposit, withdrawals); others never call it. */
  confirm(order: PaymentOrder, phone: string, urls: RedirectUrls): Promise<StartAnswer>;
  status(order: PaymentOrder): Promise<GatewayReading | null>;
  /** 'forged' when the callback's signature does not verify (it then moves nothing). */
  callback(headers: Record<string, string | string[] | undefined>, body: unknown): Promise<CallbackNotice | 'forged' | null>;
  partners(): Promise<PartnerInfo[]>;
}

/** ETB in major units with 2 decimals, as gateways take amounts. */
export const etb = (cents: number): number => Math.round(cents) / 100;

/** Cents of a gateway amount (number or decimal text); null when it is not one. */
export function centsOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null;
}
