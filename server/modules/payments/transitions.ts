// The one place a payment changes state, with its ledger effect in the SAME transaction (issue 13): the row is
// locked, domain/payments/states.ts decides (never backwards, an end state is final), and only an advance moves
// money — a completed deposit credits the player (and counts towards deposit-locked bonuses; one completed while the
// player is self-excluded is credited under its own kind and counts towards none), a completed
// withdrawal pays the held amount out to the gateway, a failed/cancelled/expired one returns it to the player.
// Each movement's idempotency key is the payment's, so even a bug that advanced twice could not pay twice.
// A reading that contradicts an end state, or names another amount, moves nothing and is kept as a discrepancy.
import { isFinalPaymentState, paymentMove, type PaymentState } from '../../../domain/payments/states.ts';
import type { Db } from '../../db/index.ts';
import { publish } from '../realtime/bus.ts';
import { activeExclusion } from '../responsible-gaming/exclusion.ts';
import { recordDeposit } from '../wallet/bonuses.ts';
import { ledgerTransaction, playerAccountId, type LedgerContext } from '../wallet/ledger.ts';
import type { PaymentRow } from './records.ts';

export const HOUSE_WITHDRAWALS = 'house:withdrawals';
/** The ledger kind of a deposit credited while the player was self-excluded (wallet/statement.ts shows it). */
export const DEPOSIT_WHILE_EXCLUDED = 'deposit_excluded';
const gatewayAccount = (gateway: string): string => `house:gateway:${gateway}`;

export interface Reading {
  to: PaymentState;
  /** 'request', 'status', 'callback', 'poll', 'expiry', 'reconcile'. */
  source: string;
  /** The gateway's own word, kept for audit. */
  word: string | null;
  amountCents?: number | null;
  gatewayTxnId?: string | null;
}

export interface MoveResult {
  moved: boolean;
  payment: PaymentRow | null;
}

async function recordDiscrepancy(
  trx: LedgerContext['trx'],
  p: PaymentRow,
  kind: string,
  theirs: string,
  detail: string,
  nowMs: number,
): Promise<void> {
  await trx
    .insertInto('payment_discrepancies')
    .values({ payment_id: p.id, kind, ours: p.state, theirs, detail, found_at: new Date(nowMs) })
    .onConflict((oc) => oc.columns(['payment_id', 'kind', 'theirs']).doNothing())
    .execute();
}

async function ledgerEffect(ctx: LedgerContext, p: PaymentRow, to: PaymentState, nowMs: number): Promise<void> {
  const cents = Number(p.amount_cents);
  const player = playerAccountId(p.user_id);
  if (p.flow === 'deposit' && to === 'completed') {
    // Money the gateway took is the player's even while they are self-excluded: it is credited, marked so (the
    // statement says only a withdrawal can move it, as every bet and game is refused) and unlocks no bonus.
    const excluded = (await activeExclusion(ctx.trx, p.user_id, nowMs)) !== null;
    await ctx.post({
      idempotencyKey: `deposit:${p.id}`,
      kind: excluded ? DEPOSIT_WHILE_EXCLUDED : 'deposit',
      reason: excluded
        ? `Deposit via ${p.gateway} (${p.method}) credited during self-exclusion: only a withdrawal can move it`
        : `Deposit via ${p.gateway} (${p.method})`,
      postings: [
        { accountId: gatewayAccount(p.gateway), amountCents: -cents },
        { accountId: player, amountCents: cents },
      ],
    });
    if (!excluded) {
      await recordDeposit(ctx.trx, p.user_id, cents);
    }
    ctx.touch(p.user_id);
  } else if (p.flow === 'withdrawal' && to === 'completed') {
    await ctx.post({
      idempotencyKey: `withdrawal-paid:${p.id}`,
      kind: 'withdrawal_paid',
      reason: `Withdrawal paid via ${p.gateway} (${p.method})`,
      postings: [
        { accountId: HOUSE_WITHDRAWALS, amountCents: -cents },
        { accountId: gatewayAccount(p.gateway), amountCents: cents },
      ],
    });
  } else if (p.flow === 'withdrawal' && isFinalPaymentState(to)) {
    await ctx.post({
      idempotencyKey: `withdrawal-release:${p.id}`,
      kind: 'withdrawal_release',
      reason: `Withdrawal ${to}: amount returned`,
      postings: [
        { accountId: HOUSE_WITHDRAWALS, amountCents: -cents },
        { accountId: player, amountCents: cents },
      ],
    });
  }
}

/** The bus event that makes every instance push PAYMENT_UPDATE to the player's sockets. */
export const paymentEvent = (p: PaymentRow) => ({ kind: 'payment' as const, user_id: p.user_id, payment_id: p.id });

/** Applies a reading to a payment (by id), in one transaction; publishes PAYMENT_UPDATE (and BALANCE_UPDATE) after commit. */
export async function applyReading(db: Db, paymentId: string, reading: Reading, nowMs: number): Promise<MoveResult> {
  const result = await ledgerTransaction(db, (ctx) => applyReadingIn(ctx, paymentId, reading, nowMs));
  if (result.moved && result.payment !== null) {
    await publish(db, [paymentEvent(result.payment)]);
  }
  return result;
}

/**
 * applyReading inside the caller's ledger transaction (a refused withdrawal's review): the caller publishes
 * paymentEvent after commit. A withdrawal whose payout was never asked (review 'awaiting' or 'approved') has
 * nothing the gateway could say about it: only its review ('review' source) moves it.
 */
export async function applyReadingIn(ctx: LedgerContext, paymentId: string, reading: Reading, nowMs: number): Promise<MoveResult> {
  const p = await ctx.trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
  if (p === undefined) {
    return { moved: false, payment: null };
  }
  if ((p.review === 'awaiting' || p.review === 'approved') && reading.source !== 'review') {
    return { moved: false, payment: p };
  }
  const move = paymentMove(p.state, reading.to);
  if (move !== 'advance') {
    if (move === 'refused' && isFinalPaymentState(p.state) && isFinalPaymentState(reading.to)) {
      await recordDiscrepancy(ctx.trx, p, 'state', reading.to, `${reading.source} said ${reading.word ?? reading.to} after ${p.state}`, nowMs);
    }
    return { moved: false, payment: p };
  }
  const amount = reading.amountCents ?? null;
  if (amount !== null && amount !== Number(p.amount_cents) && reading.to === 'completed') {
    await recordDiscrepancy(ctx.trx, p, 'amount', String(amount), `${reading.source} reported ${amount} cents, we asked ${p.amount_cents}`, nowMs);
    return { moved: false, payment: p };
  }
  const at = new Date(nowMs);
  const final = isFinalPaymentState(reading.to);
  const updated = await ctx.trx
    .updateTable('payments')
    .set({
      state: reading.to,
      gateway_status: reading.word ?? p.gateway_status,
      gateway_txn_id: reading.gatewayTxnId ?? p.gateway_txn_id,
      updated_at: at,
      ...(final ? { next_poll_at: null } : {}),
    })
    .where('id', '=', p.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.trx
    .insertInto('payment_events')
    .values({ payment_id: p.id, source: reading.source, from_state: p.state, to_state: reading.to, gateway_status: reading.word, created_at: at })
    .execute();
  await ledgerEffect(ctx, p, reading.to, nowMs);
  return { moved: true, payment: updated };
}
