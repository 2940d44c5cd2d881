// What the home route needs of payments (issue 13): the cache keys of the payment reads, and forgetting every trace
// of them at sign-out. The payment materializers themselves load with the chunks that bring payment events
// (sync/materializers/payments.ts): this module stays tiny for the home route's budgeted bytes.
import type { AppData } from '../store.ts';
import { forgetResources } from './resources.ts';

/** Every payment resource key starts with this (sync/payments.ts). */
const PAYMENT_KEYS = 'payments:';
/** The recent-payments read's keys (one per player): a socket reconnect outdates them. */
export const RECENT_PAYMENTS_KEYS = 'payments:recent:';

/** Signing out forgets every payment, form and preference of the player, and their cache entries. */
export function paymentsForgotten(data: AppData): void {
  data.store.delTable('payments');
  data.store.delTable('paymentForms');
  data.store.delTable('paymentGateways');
  forgetResources(data, PAYMENT_KEYS);
}
