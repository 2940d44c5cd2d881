// What a gateway callback may cost us (issue 28). Anyone can send ArifPay's unsigned notify, so each costs a
// bounded amount: an address may send NOTIFY_ADDRESS_LIMIT a minute and a payment may receive
// NOTIFY_PAYMENT_LIMIT an hour (both counted in rate_limits, shared by every instance, before any work), and a
// callback asks the gateway for the payment's status at most once per payment per QUERY_GAP_MS (claimed by an
// atomic update of payments.notify_query_at). A callback held back by that gap brings the payment's next poll
// forward to the gap's end, so a real callback arriving just after a forged one is read within seconds, not at
// the poller's back-off.
import { sql } from 'kysely';
import { isFinalPaymentState } from '../../../domain/payments/states.ts';
import { TOO_MANY_CALLBACKS } from '../../../schema/endpoints/payments.ts';
import { TooManyRequests } from '../../plugins/errors.ts';
import { hit, type Limit } from '../auth/rate-limit.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentRow } from './records.ts';

export const QUERY_GAP_MS = 5_000;
export const NOTIFY_PAYMENT_LIMIT: Limit = { name: 'notify-payment', windowMs: 60 * 60_000, max: 20 };
const refuse = (retryAfterS: number): TooManyRequests => new TooManyRequests(TOO_MANY_CALLBACKS.text ?? '', retryAfterS, TOO_MANY_CALLBACKS.code);

/** Counts a callback from `address` (any gateway); throws 429 TOO_MANY_CALLBACKS past the minute's limit. */
export async function countAddress(deps: PaymentsDeps, perMinute: number, address: string): Promise<void> {
  const wait = await hit(deps.db, { name: 'notify-ip', windowMs: 60_000, max: perMinute }, address, deps.now());
  if (wait !== null) {
    throw refuse(wait);
  }
}

/** Counts a callback naming `paymentId`; throws 429 TOO_MANY_CALLBACKS past the payment's hourly limit. */
export async function countPayment(deps: PaymentsDeps, paymentId: string): Promise<void> {
  const wait = await hit(deps.db, NOTIFY_PAYMENT_LIMIT, paymentId, deps.now());
  if (wait !== null) {
    throw refuse(wait);
  }
}

/**
 * The payment, claimed for one status query when it is still open and no callback has queried it in the last
 * QUERY_GAP_MS; null otherwise. An open payment held back gets its next poll at the gap's end at the latest.
 */
export async function claimStatusQuery(deps: PaymentsDeps, row: PaymentRow): Promise<PaymentRow | null> {
  if (isFinalPaymentState(row.state)) {
    return null;
  }
  const now = new Date(deps.now());
  const gapStart = new Date(deps.now() - QUERY_GAP_MS);
  const claimed = await deps.db
    .updateTable('payments')
    .set({ notify_query_at: now })
    .where('id', '=', row.id)
    .where('state', 'in', ['pending', 'processing'])
    .where((eb) => eb.or([eb('notify_query_at', 'is', null), eb('notify_query_at', '<=', gapStart)]))
    .returningAll()
    .executeTakeFirst();
  if (claimed !== undefined) {
    return claimed;
  }
  await deps.db
    .updateTable('payments')
    // least() skips a null next_poll_at; an open payment's is never null anyway.
    .set({ next_poll_at: sql<Date>`least(next_poll_at, notify_query_at + ${sql.lit(`${QUERY_GAP_MS} milliseconds`)}::interval)` })
    .where('id', '=', row.id)
    .where('state', 'in', ['pending', 'processing'])
    .where('notify_query_at', 'is not', null)
    .execute();
  return null;
}
