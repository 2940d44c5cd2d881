// A channel's money (issue 34): the balance a feature phone shows, and deposits and withdrawals started from a
// channel. Nothing here moves money itself: a deposit or withdrawal goes through the web's payments service
// (payments/service.ts startPayment) with the same checks, limits, self-exclusion, review and ledger, as a
// SantimPay Telebirr push to the channel's own phone (simulated offline, as the web's). The phone is the identity:
// the payment's principal is the account whose users.phone is that phone, so money never leaves to another number.
// Idempotent by `key` (the payment's idempotency key): the same key answers the same payment, never a second move.
import type { Db } from '../../../db/index.ts';
import type { ModuleOptions } from '../../module-options.ts';
import type { Principal } from '../../auth/sessions.ts';
import { paymentsRuntime } from '../../payments/index.ts';
import { startPayment } from '../../payments/service.ts';
import { balanceCents, playerAccountId } from '../../wallet/ledger.ts';
import { pointsOf } from '../../wallet/points.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { toChannelRefusal } from './http-refusal.ts';
import { ChannelRefusal } from './types.ts';

export interface ChannelBalance {
  /** The wallet's cash, in cents. */
  cashCents: number;
  /** Points the player can stake now (the web's active points), hundredths → a number with 2 decimals. */
  points: number;
  /** Bonus points still locked until their deposit condition is met (the web's inactive points). */
  lockedPoints: number;
}

/** The player's balance; WALLET_NOT_FOUND as a ChannelRefusal when the account has no wallet. */
export async function balanceOf(db: Db, userId: string): Promise<ChannelBalance> {
  const [cash, points] = await Promise.all([balanceCents(db, playerAccountId(userId)), pointsOf(db, userId)]);
  if (cash === null) {
    throw new ChannelRefusal('WALLET_NOT_FOUND', 'Wallet not found');
  }
  return { cashCents: cash, points: points.activeCents / 100, lockedPoints: points.inactiveCents / 100 };
}

export interface ChannelPayment {
  userId: string;
  merchantId: string;
  /** The channel's phone (canonical); it must be the account's own phone. */
  phone: string;
  amountCents: number;
  /** Idempotency key: the same key → the same payment. */
  key: string;
  nowMs: number;
}

export interface ChannelPaymentResult {
  paymentId: string;
  /** The stored payment's state: 'pending' while the push waits for the phone, then completed/failed. */
  status: string;
}

/** The account acting, as the payments service takes it; refused when the phone is not the account's own. */
async function principalOf(opts: ModuleOptions, p: ChannelPayment): Promise<Principal> {
  const user = await opts.db
    .selectFrom('users')
    .select(['id', 'merchant_id', 'phone'])
    .where('id', '=', p.userId)
    .where('merchant_id', '=', p.merchantId)
    .executeTakeFirst();
  if (user === undefined || user.phone !== p.phone) {
    throw new ChannelRefusal('FORBIDDEN', 'You can only make payments for your own account');
  }
  // No web session stands behind a channel: the id says which channel acted (payments never read it).
  return { sessionId: 'channel', userId: user.id, merchantId: user.merchant_id, phone: user.phone };
}

function depsOf(opts: ModuleOptions) {
  const runtime = paymentsRuntime(opts.db);
  if (runtime === undefined) {
    throw new ChannelRefusal('INTERNAL', 'Something went wrong on our side. Nothing was charged. Try again.');
  }
  return runtime.deps;
}

/** Cents → the amount the payments service takes (ETB, up to 2 decimals), as the web client sends it. */
const etb = (cents: number): number => cents / 100;

async function start(opts: ModuleOptions, p: ChannelPayment, flow: 'deposit' | 'withdrawal'): Promise<ChannelPaymentResult> {
  if (!Number.isSafeInteger(p.amountCents) || p.amountCents <= 0) {
    throw new ChannelRefusal('PAYMENT_AMOUNT_INVALID', 'Please enter a valid amount');
  }
  const deps = depsOf(opts);
  const principal = await principalOf(opts, p);
  const row = await startPayment(deps, {
    principal,
    flow,
    gateway: 'santimpay',
    kind: flow === 'deposit' ? 'direct' : 'transfer',
    method: 'TELEBIRR',
    userId: principal.userId,
    merchantId: principal.merchantId,
    amount: etb(p.amountCents),
    phone: principal.phone,
    reason: flow === 'deposit' ? 'Deposit to wallet' : 'Withdrawal from wallet',
    idempotencyKey: p.key,
  }).catch((err: unknown) => {
    // The web's refusal, same code and text, as a channel shows it.
    throw err instanceof HttpError ? toChannelRefusal(err) : err;
  });
  return { paymentId: row.id, status: row.state };
}

/** Starts the mobile-money push (Telebirr via SantimPay, as the web's "pay from phone") for the phone. */
export const startDeposit = (opts: ModuleOptions, p: ChannelPayment): Promise<ChannelPaymentResult> => start(opts, p, 'deposit');

/** A withdrawal to the phone's own wallet with the web's rules (cap, limits, review, held in the same transaction). */
export const withdraw = (opts: ModuleOptions, p: ChannelPayment): Promise<ChannelPaymentResult> => start(opts, p, 'withdrawal');
