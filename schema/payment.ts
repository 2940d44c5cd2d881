// A deposit or withdrawal as the server reports it (companion §3/§4, issue 13): our id, the flow, the gateway and
// method, the amount in ETB (2 decimals), its state (pending → processing → completed | failed | cancelled |
// expired, never backwards) and the gateway's own reference once it has one, and the socket's PAYMENT_UPDATE. The
// preference response is payment-preferences.ts's (kept apart: this module is in the home route's first bundle).
// Amounts are numbers on the wire; integer cents inside domain/ and the server.
import { enums, literal, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { Id } from './common.ts';

const PAYMENT_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled', 'expired'] as const;
export const PaymentStatus = enums(PAYMENT_STATUSES);
export const PaymentFlowWire = enums(['deposit', 'withdrawal']);
export const GatewayName = enums(['santimpay', 'arifpay']);
export const PreferenceMethodWire = enums(['TELEBIRR', 'CBEBIRR', 'MPESA', 'CHECKOUT']);

export const PaymentRecord = type({
  id: Id,
  flow: PaymentFlowWire,
  gateway: GatewayName,
  method: PreferenceMethodWire,
  /** checkout (hosted page), direct (USSD push), inline (ArifPay session), transfer (B2C payout). */
  kind: enums(['checkout', 'direct', 'inline', 'transfer']),
  amount: number(),
  status: PaymentStatus,
  /** The phone (or wallet) the money comes from or goes to, masked but for its last 4 digits. */
  phone: string(),
  reason: string(),
  gateway_reference: nullable(string()),
  payment_url: nullable(string()),
  created_at: string(),
  updated_at: string(),
});
export type PaymentRecord = Infer<typeof PaymentRecord>;

/** Pushed on the socket to the player after each state change of one of their payments (old clients ignore it). */
export const PaymentUpdate = type({
  type: literal('PAYMENT_UPDATE'),
  user_id: Id,
  payment: PaymentRecord,
  message: optional(string()),
});
export type PaymentUpdate = Infer<typeof PaymentUpdate>;
