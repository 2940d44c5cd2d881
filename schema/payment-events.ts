// Client events of deposits and withdrawals (issue 13): the start intent and its outcomes, the player's payments as
// the server reports them (the recent-payments read, the socket's PAYMENT_UPDATE) and the preference reads. The
// intent carries the amount as typed and the method's id, never the phone (the handler reads it from the store at
// send time); outcomes carry the server's code and status (0: refused by the client's own checks or no answer).
import { array, enums, number, optional, record, string, type } from 'superstruct';
import { PaymentRecord, PaymentStatus } from './payment.ts';
import { OfferedGatewayWire } from './payment-preferences.ts';

const PaymentFlow = enums(['deposit', 'withdrawal']);

/** A started payment as its start call answered: our id, its state, the amount sent and the hosted page, if any. */
const StartedPayment = type({ id: string(), status: PaymentStatus, amount: number(), paymentUrl: optional(string()) });

export const PaymentEventPayloads = {
  /** DEPOSIT NOW / WITHDRAW NOW: the method (domain/payments/methods.ts id) and the amount as typed. */
  'v1.PaymentRequested': type({ commandId: string(), flow: PaymentFlow, methodId: string(), amount: string() }),
  /** The gateway took it: the payment is tracked until it ends; a checkout's page comes with it. */
  'v1.PaymentStarted': type({ commandId: string(), flow: PaymentFlow, methodId: string(), payment: StartedPayment }),
  /** Refused by the submit rules (status 0, domain/payments/submit.ts codes) or by the server (its code and status). */
  'v1.PaymentRefused': type({
    commandId: string(),
    flow: PaymentFlow,
    code: string(),
    status: number(),
    message: optional(string()),
    values: optional(record(string(), number())),
  }),
  /** The player changed tab, method or went back: the flow's form forgets its last refusal or start. */
  'v1.PaymentFormReset': type({ flow: PaymentFlow }),
  /** A PAYMENT_UPDATE of the socket, decoded; ignored unless the signed-in player's. */
  'v1.PaymentUpdated': type({ userId: string(), payment: PaymentRecord }),
  /** The player's payments of the last 24 hours (GET /api/v1/payments/recent), newest first. */
  'v1.PaymentsLoaded': type({ key: string(), payments: array(PaymentRecord) }),
  /** The player closed an ended payment's line in the tracker (or its few seconds on screen ran out). */
  'v1.PaymentDismissed': type({ id: string() }),
  /** Issue 29: the ended payments whose outcome this device already showed or the player dismissed (local storage,
   *  sync/payments-seen.ts): a later read does not bring them back to the tracker. */
  'v1.PaymentsSeenRestored': type({ ids: array(string()) }),
  /** A flow's preference read: the gateways and the method words each lists (companion §3). */
  'v1.PaymentPreferencesLoaded': type({ key: string(), flow: PaymentFlow, gateways: array(OfferedGatewayWire) }),
} as const;
