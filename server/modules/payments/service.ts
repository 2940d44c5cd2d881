// Starting, confirming and refreshing payments (issue 13). A start checks the submit rules (domain/payments/submit.ts)
// against the methods the merchant offers, stores the payment — a withdrawal's amount is held from the balance in
// the same transaction, so it can never overdraw — and only then calls the gateway. The gateway's answer never
// credits: money moves when a status reading says so (transitions.ts). No answer leaves the payment pending for
// the poller; a refusal fails it (and returns a held amount). A deposit is refused while the player is
// self-excluded or when it would pass a deposit limit (responsible-gaming/), checked in the storing transaction. The
// merchant's switches and method limits are checked again in that transaction (the limit rows read FOR SHARE), so
// a payment stored is one its merchant offered at that amount when it was stored.
import { randomUUID } from 'node:crypto';
import { checkPaymentSubmit, normalizePaymentPhone, paymentRule } from '../../../domain/payments/submit.ts';
import { visibleMethods, type PaymentFlow } from '../../../domain/payments/methods.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Principal } from '../auth/sessions.ts';
import { ledgerTransaction, playerAccountId } from '../wallet/ledger.ts';
import { offeredPreferences } from './preferences.ts';
import type { PaymentRow } from './records.ts';
import { applyReadingIn, HOUSE_WITHDRAWALS, paymentEvent } from './transitions.ts';
import { publish } from '../realtime/bus.ts';
import { awaitReview, needsReview } from './review.ts';
import { callGateway } from './gateway-call.ts';
import type { PaymentsDeps } from './deps.ts';
import { backoffMs } from './refresh.ts';
import { refuseIfExcluded } from '../responsible-gaming/exclusion.ts';
import { recordDepositStep } from './deposit-steps.ts';
import { guardDeposit } from '../responsible-gaming/limits.ts';

export interface StartRequest {
  principal: Principal;
  flow: PaymentFlow;
  gateway: 'santimpay' | 'arifpay';
  kind: PaymentRow['kind'];
  /** TELEBIRR, CBEBIRR, MPESA or CHECKOUT. */
  method: string;
  userId: string;
  merchantId: string | undefined;
  amount: unknown;
  phone: string | null | undefined;
  reason: string | null | undefined;
  idempotencyKey: string | null;
}

const CATEGORY: Readonly<Record<string, string>> = { TELEBIRR: 'telebirr', CBEBIRR: 'cbe', MPESA: 'mpesa', CHECKOUT: 'checkout' };

const refused = (status: number, code: string, text: string): HttpError => new HttpError(status, code, text);

/** The body's user and merchant must be the session's (403 otherwise). */
export function requireOwn(principal: Principal, userId: string, merchantId: string | undefined): void {
  if (userId !== principal.userId) {
    throw refused(403, 'FORBIDDEN', 'You can only make payments for your own account');
  }
  if (merchantId !== undefined && merchantId !== '' && merchantId !== principal.merchantId) {
    throw refused(403, 'MERCHANT_MISMATCH', 'Session does not belong to this merchant');
  }
}

/** The stored payment, and whether this call created it (false: the Idempotency-Key's earlier payment). */
async function storePayment(
  deps: PaymentsDeps,
  req: StartRequest,
  methodId: string,
  cents: number,
  phone: string,
): Promise<{ row: PaymentRow; created: boolean }> {
  const at = new Date(deps.now());
  const id = randomUUID();
  const reason = req.reason?.trim() || (req.flow === 'deposit' ? 'Deposit to wallet' : 'Withdrawal from wallet');
  return ledgerTransaction(deps.db, async ({ trx, post }) => {
    const offered = visibleMethods(req.flow, await offeredPreferences(trx, req.principal.merchantId, req.flow, deps.off, true));
    const submit = { flow: req.flow, userId: req.principal.userId, methodId, amount: req.amount, phone: req.phone ?? null };
    const again = checkPaymentSubmit(submit, offered);
    if (!again.ok) {
      throw new HttpError(400, again.error.code, again.error.text, again.error.values);
    }
    if (req.flow === 'deposit') {
      await refuseIfExcluded(trx, req.principal.userId, at.getTime());
      // Locks the player's limit rows: concurrent deposits are counted one after the other.
      await guardDeposit(trx, req.principal.userId, cents, at.getTime());
    }
    const inserted = await trx
      .insertInto('payments')
      .values({
        id,
        user_id: req.principal.userId,
        merchant_id: req.principal.merchantId,
        flow: req.flow,
        gateway: req.gateway,
        method_id: methodId,
        method: req.method,
        kind: req.kind,
        amount_cents: cents,
        phone,
        reason,
        state: 'pending',
        idempotency_key: req.idempotencyKey,
        next_poll_at: new Date(at.getTime() + backoffMs(0)),
        expires_at: new Date(at.getTime() + deps.expireAfterMs),
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted === undefined) {
      // A concurrent copy with the same Idempotency-Key stored it first.
      const earlier = await trx
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', req.principal.userId)
        .where('idempotency_key', '=', req.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { row: earlier, created: false };
    }
    const row = inserted;
    await trx
      .insertInto('payment_events')
      .values({ payment_id: id, source: 'request', from_state: 'pending', to_state: 'pending', gateway_status: null, created_at: at })
      .execute();
    if (req.flow === 'withdrawal') {
      try {
        await post({
          idempotencyKey: `withdrawal-hold:${id}`,
          kind: 'withdrawal_hold',
          reason: `Withdrawal to ${req.method} via ${req.gateway}`,
          postings: [
            { accountId: playerAccountId(req.principal.userId), amountCents: -cents },
            { accountId: HOUSE_WITHDRAWALS, amountCents: cents },
          ],
        });
      } catch (err) {
        if (err instanceof HttpError && err.code === 'INSUFFICIENT_BALANCE') {
          throw refused(400, 'INSUFFICIENT_BALANCE', 'Insufficient balance');
        }
        throw err;
      }
      // SantimPay's start is the payout itself: a large one waits for a person here (ArifPay's at its confirm).
      if (req.gateway === 'santimpay' && (await needsReview(trx, deps, row, at.getTime()))) {
        return { row: await awaitReview(trx, row, at.getTime()), created: true };
      }
    }
    return { row, created: true };
  });
}

/** Checks, stores and starts a payment; answers the stored payment after the gateway's first answer. */
export async function startPayment(deps: PaymentsDeps, req: StartRequest): Promise<PaymentRow> {
  requireOwn(req.principal, req.userId, req.merchantId);
  if (req.idempotencyKey !== null) {
    const earlier = await deps.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', req.principal.userId)
      .where('idempotency_key', '=', req.idempotencyKey)
      .executeTakeFirst();
    if (earlier !== undefined) {
      return resendIfLost(deps, earlier);
    }
  }
  const methods = visibleMethods(req.flow, await offeredPreferences(deps.db, req.principal.merchantId, req.flow, deps.off));
  const category = CATEGORY[req.method] ?? '';
  const methodId = `${req.gateway}-${req.flow === 'deposit' ? '' : 'withdraw-'}${category}`;
  const check = checkPaymentSubmit({ flow: req.flow, userId: req.principal.userId, methodId, amount: req.amount, phone: req.phone ?? null }, methods);
  if (!check.ok) {
    throw new HttpError(400, check.error.code, check.error.text, check.error.values);
  }
  // Money leaves only to the player's own wallet number: a stolen session must not be able to send it elsewhere.
  if (req.flow === 'withdrawal' && check.phone !== req.principal.phone) {
    throw refused(403, 'FORBIDDEN', 'Withdrawals go to your own phone number only');
  }
  const { row, created } = await storePayment(deps, req, methodId, check.cents, check.phone);
  if (!created) {
    return resendIfLost(deps, row);
  }
  return row.review === 'awaiting' ? row : callGateway(deps, row, (a, o, u) => a.start(o, u));
}

/** How long the first attempt has to reach the gateway before a retry with the same key may send it again. */
const RESEND_AFTER_MS = 10_000;

/**
 * A retry (same Idempotency-Key) of a payment that never reached the gateway — the server died between storing it
 * and calling out — sends it now, with the same id; a copy the gateway did get is refused as a duplicate there,
 * which changes nothing here. Anything else answers the stored payment as it is.
 */
async function resendIfLost(deps: PaymentsDeps, row: PaymentRow): Promise<PaymentRow> {
  // A reviewed withdrawal is sent by the poller once approved (review.ts), never by a retry.
  const neverAnswered =
    row.review === null && row.state === 'pending' && row.gateway_txn_id === null && row.session_id === null && row.payment_url === null;
  if (!neverAnswered || deps.now() - new Date(row.created_at).getTime() < RESEND_AFTER_MS || new Date(row.expires_at).getTime() <= deps.now()) {
    return row;
  }
  // Re-sending a deposit is the player's step: refused while they are self-excluded.
  const current = row.flow === 'deposit' ? await recordDepositStep(deps, row.id, row.user_id, 'resend') : row;
  return callGateway(deps, current, (a, o, u) => a.start(o, u));
}

/** ArifPay's second step (CBE Birr deposit, withdrawals): the player's own pending session, confirmed once. */
export async function confirmPayment(
  deps: PaymentsDeps,
  principal: Principal,
  sessionId: string,
  phone: string | null | undefined,
  flow: PaymentFlow,
  method: string,
): Promise<PaymentRow> {
  const row = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('gateway', '=', 'arifpay')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  if (row === undefined || row.user_id !== principal.userId || row.flow !== flow || row.method !== method) {
    throw refused(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
  }
  if (row.state !== 'pending') {
    return row;
  }
  const normalised = phone === undefined || phone === null || phone.trim() === '' ? row.phone : checkPhone(phone);
  if (flow === 'withdrawal' && normalised !== principal.phone) {
    throw refused(403, 'FORBIDDEN', 'Withdrawals go to your own phone number only');
  }
  // A withdrawal is 'processing' before the payout is asked for: from then on it never expires (the gateway may pay
  // it), so its held amount can only come back on the gateway's own failure. A deposit's confirm is refused while
  // the player is self-excluded (checked in the transaction that records it).
  const current = flow === 'withdrawal' ? await confirmWithdrawal(deps, row) : await recordDepositStep(deps, row.id, principal.userId, 'confirm');
  if (current.state !== (flow === 'withdrawal' ? 'processing' : 'pending') || current.review === 'awaiting') {
    return current;
  }
  return callGateway(deps, current, (a, o, u) => a.confirm(o, normalised, u));
}

/** A withdrawal's confirm moves it to 'processing'; a large one then waits for a person (review.ts), in the same transaction. */
async function confirmWithdrawal(deps: PaymentsDeps, row: PaymentRow): Promise<PaymentRow> {
  const nowMs = deps.now();
  const result = await ledgerTransaction(deps.db, async (ctx) => {
    const moved = await applyReadingIn(ctx, row.id, { to: 'processing', source: 'confirm', word: null }, nowMs);
    if (moved.moved && moved.payment !== null && (await needsReview(ctx.trx, deps, moved.payment, nowMs))) {
      return { ...moved, payment: await awaitReview(ctx.trx, moved.payment, nowMs) };
    }
    return moved;
  });
  if (result.moved && result.payment !== null) {
    await publish(deps.db, [paymentEvent(result.payment)]);
  }
  return result.payment ?? row;
}

/** A confirm's phone, normalised by the submit rules' own normalisation (domain/payments/submit.ts). */
function checkPhone(phone: string): string {
  const normalised = normalizePaymentPhone(phone);
  if (normalised === null) {
    const rule = paymentRule('PAYMENT_PHONE_INVALID', {});
    throw new HttpError(400, rule.code, rule.text);
  }
  return normalised;
}
