// Four-eyes review of large withdrawals (issue 33). A withdrawal that takes the player's last 24 hours above
// deps.reviewAboveCents is held from the balance as any other, but its payout is not asked of the gateway: the
// payment is marked review 'awaiting' (no poll, no expiry: nothing was sent) and an approval request of kind
// 'withdrawal' is stored in the SAME transaction as the hold — SantimPay's at the start (its start is the payout),
// ArifPay's at the confirm (its init only opens a session). A finance person's approval marks it 'approved' inside
// the approval's transaction; the payments poller then claims it ('sent', a fresh expiry) and asks the gateway for
// the payout, so a crash between the two only delays it. A refusal fails the payment and returns the held amount in
// the refusal's own transaction. Until it is sent, no gateway reading can move it (transitions.ts).
import type { Transaction } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { BusEvent } from '../realtime/bus.ts';
import { requestApproval } from '../backoffice/approval-requests.ts';
import type { LedgerContext } from '../wallet/ledger.ts';
import type { PaymentsDeps } from './deps.ts';
import { callGateway } from './gateway-call.ts';
import type { PaymentRow } from './records.ts';
import { backoffMs } from './refresh.ts';
import { applyReadingIn, paymentEvent } from './transitions.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether this withdrawal's payout waits for a person: when the player's withdrawals of the last 24 hours, this one
 * included and the failed, cancelled and expired ones not, come to more than the threshold. The spec caps one
 * withdrawal at 10,000 ETB, the threshold's default, so it is the day's total that a split cannot dodge. Called
 * after the hold was posted: the hold locked the player's account, so a concurrent withdrawal of the same player
 * waits for this transaction and then counts this one.
 */
export async function needsReview(
  trx: Transaction<Database>,
  deps: Pick<PaymentsDeps, 'reviewAboveCents'>,
  p: PaymentRow,
  nowMs: number,
): Promise<boolean> {
  if (p.flow !== 'withdrawal') {
    return false;
  }
  const day = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('user_id', '=', p.user_id)
    .where('flow', '=', 'withdrawal')
    .where('created_at', '>', new Date(nowMs - DAY_MS))
    .where('state', 'not in', ['failed', 'cancelled', 'expired'])
    .executeTakeFirstOrThrow();
  return Number(day.cents) > deps.reviewAboveCents;
}

/** Marks a held withdrawal 'awaiting' and asks for its approval, in the transaction that holds (or confirms) it. */
export async function awaitReview(trx: Transaction<Database>, p: PaymentRow, nowMs: number): Promise<PaymentRow> {
  const updated = await trx
    .updateTable('payments')
    .set({ review: 'awaiting', next_poll_at: null, updated_at: new Date(nowMs) })
    .where('id', '=', p.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('payment_events')
    .values({
      payment_id: p.id,
      source: 'review',
      from_state: p.state,
      to_state: p.state,
      gateway_status: 'awaiting approval',
      created_at: new Date(nowMs),
    })
    .execute();
  await requestApproval(
    trx,
    { kind: 'player', userId: p.user_id },
    {
      kind: 'withdrawal',
      merchantId: p.merchant_id,
      target: { kind: 'payment', id: p.id },
      amountCents: Number(p.amount_cents),
      payload: { phone: p.phone, method: p.method, gateway: p.gateway, user_id: p.user_id },
      reason: `Withdrawal of ${fromCents(Number(p.amount_cents)).toFixed(2)} ETB to ${p.method} ${p.phone}, above the review threshold`,
    },
    nowMs,
  );
  return updated;
}

async function lockAwaiting(ctx: LedgerContext, paymentId: string): Promise<PaymentRow> {
  const p = await ctx.trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
  if (p === undefined || p.review !== 'awaiting' || (p.state !== 'pending' && p.state !== 'processing')) {
    throw new HttpError(409, 'PAYMENT_NOT_AWAITING', 'This withdrawal is no longer waiting for approval');
  }
  return p;
}

export interface ReviewOutcome {
  result: Record<string, unknown>;
  events: BusEvent[];
}

/** The approval's effect: the payout may now be asked (by the poller, at once). */
export async function approveWithdrawal(ctx: LedgerContext, paymentId: string, nowMs: number): Promise<ReviewOutcome> {
  const p = await lockAwaiting(ctx, paymentId);
  const at = new Date(nowMs);
  const updated = await ctx.trx
    .updateTable('payments')
    .set({ review: 'approved', next_poll_at: at, updated_at: at })
    .where('id', '=', p.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.trx
    .insertInto('payment_events')
    .values({ payment_id: p.id, source: 'review', from_state: p.state, to_state: p.state, gateway_status: 'approved', created_at: at })
    .execute();
  return { result: { payment_id: p.id, amount_cents: Number(p.amount_cents), user_id: p.user_id }, events: [paymentEvent(updated)] };
}

/** The refusal's effect: the withdrawal fails and its held amount returns to the player, once. */
export async function refuseWithdrawal(ctx: LedgerContext, paymentId: string, nowMs: number): Promise<ReviewOutcome> {
  const p = await lockAwaiting(ctx, paymentId);
  const moved = await applyReadingIn(ctx, p.id, { to: 'failed', source: 'review', word: 'refused by review' }, nowMs);
  const updated = await ctx.trx.updateTable('payments').set({ review: 'refused' }).where('id', '=', p.id).returningAll().executeTakeFirstOrThrow();
  return { result: { payment_id: p.id, returned_cents: moved.moved ? Number(p.amount_cents) : 0 }, events: [paymentEvent(updated)] };
}

/**
 * Asks the gateway for the payouts approved since the last round (the poller runs it every second). Each is
 * claimed by moving it to 'sent' first, so two instances never ask twice; its expiry restarts from now, as the
 * gateway only hears of it now. Returns how many were sent.
 */
export async function sendApprovedPayouts(deps: PaymentsDeps, limit = 25): Promise<number> {
  const now = deps.now();
  const approved = await deps.db.selectFrom('payments').select('id').where('review', '=', 'approved').orderBy('created_at').limit(limit).execute();
  let sent = 0;
  for (const { id } of approved) {
    const claimed = await deps.db
      .updateTable('payments')
      .set({ review: 'sent', expires_at: new Date(now + deps.expireAfterMs), next_poll_at: new Date(now + backoffMs(0)), updated_at: new Date(now) })
      .where('id', '=', id)
      .where('review', '=', 'approved')
      .returningAll()
      .executeTakeFirst();
    if (claimed === undefined) {
      continue;
    }
    sent += 1;
    try {
      await callGateway(deps, claimed, (a, o, u) => (claimed.gateway === 'arifpay' ? a.confirm(o, claimed.phone, u) : a.start(o, u)));
    } catch (err) {
      // A refusal already failed the payment (and returned the hold); no answer leaves it to the poller.
      deps.log(`payment ${id}: the approved payout was not sent`, err);
    }
  }
  return sent;
}
