// The payments family (issue 13): deposits and withdrawals, the player's payments and the gateway preferences. Loaded
// by every module that brings payment events (the socket's decoding, the payment reads and commands), not the home page.
import { PaymentEventPayloads } from '../../schema/payment-events.ts';
import { PAYMENT_MATERIALIZERS } from '../materializers/payments.ts';
import { defineFamily, HANDLER_FAILED } from './define.ts';
import { registerFamily } from './runtime.ts';

export const paymentsFamily = defineFamily('payments', {
  payloads: PaymentEventPayloads,
  materializers: PAYMENT_MATERIALIZERS,
  commands: {
    'v1.PaymentRequested': {
      handler: () => import('../payments-command.ts').then((m) => m.paymentCommand),
      outcomes: ['v1.PaymentStarted', 'v1.PaymentRefused'],
      failed: (p) => ({ type: 'v1.PaymentRefused', payload: { commandId: p.commandId, flow: p.flow, ...HANDLER_FAILED } }),
    },
  },
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const addPaymentMaterializers = (): void => registerFamily(paymentsFamily);
