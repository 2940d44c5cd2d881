// Settlement rollback (operator): a settled ticket goes back to PENDING with its legs PENDING, in ONE ledger
// transaction with the reversal of what its settlement gave: the payout (player → house:payouts, key
// rollback:<id>:<round>) or, for a void points ticket, the refunded points (the player's active points →
// house:points:stakes, the same key). The round then steps up, so the
// next settlement pays with a fresh key (settle.ts payoutKey) exactly once. Invariants: a balance never goes
// negative (the reversal is refused whole, 409, nothing changes); a PENDING ticket is left alone (idempotent), and so is
// a cashed-out one (final: its cash-out was paid, issue 32); a shop
// ticket already paid out in cash is refused (409 SHOP_TICKET_PAID). `within` runs in the same transaction after a
// rollback that changed something (the operator endpoint writes its audit entry there), never after a no-op.
import { fromCents } from '../../../domain/money.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { balanceCents, LedgerError, type LedgerContext, ledgerTransaction, playerAccountId } from '../wallet/ledger.ts';
import { activePointsAccountId, pointsRefundRollbackTransfer } from '../wallet/points.ts';
import { ticketNotFound } from './errors.ts';
import { HOUSE_PAYOUTS } from './repo.ts';

const ROLLBACK_NOT_COVERED = 'ROLLBACK_INSUFFICIENT_BALANCE';

export interface RollbackRun {
  /** False when the ticket was already PENDING: nothing changed. */
  rolledBack: boolean;
  /** The status the ticket had, and the money (cents) and points (hundredths) taken back. */
  previousStatus: string;
  reversedCents: number;
  reversedPoints: number;
  /** The ticket's settlement round after this call. */
  round: number;
}

const notCovered = (message: string): HttpError => new HttpError(409, ROLLBACK_NOT_COVERED, message);

/** Rolls back a settled ticket of `merchantId`; 404 for an unknown ticket (or another merchant's). */
export async function rollbackSettlement(
  db: Db,
  ticketId: string,
  merchantId: string,
  within?: (trx: Db, run: RollbackRun) => Promise<void>,
): Promise<RollbackRun> {
  return ledgerTransaction(db, (ctx) => rollbackIn(ctx, ticketId, merchantId, within));
}

/**
 * The rollback inside a ledger transaction the caller holds (a resettlement rolls back every ticket of a match in the
 * approval's transaction). `why` words the reversal the player sees in their statement.
 */
export async function rollbackIn(
  { trx, post }: LedgerContext,
  ticketId: string,
  merchantId: string | null,
  within?: (trx: Db, run: RollbackRun) => Promise<void>,
  why = 'Rollback of the settlement',
): Promise<RollbackRun> {
  const t = await trx
    .selectFrom('tickets')
    .select(['id', 'kind', 'user_id', 'reference_id', 'status', 'stake_cents', 'win_cents', 'settlement_round'])
    .where('id', '=', ticketId)
    .$if(merchantId !== null, (q) => q.where('merchant_id', '=', merchantId ?? ''))
    .forUpdate()
    .executeTakeFirst();
  if (t === undefined) {
    throw ticketNotFound();
  }
  const round = t.settlement_round;
  // An expired cashier ticket was never settled (expiry.ts): nothing to roll back.
  if (t.status === 'PENDING' || t.status === 'EXPIRED' || t.status === 'CASHED_OUT') {
    return { rolledBack: false, previousStatus: t.status, reversedCents: 0, reversedPoints: 0, round };
  }
  // A shop ticket paid out in cash (modules/shops) cannot be taken back by a ledger move: refused, nothing changes.
  if (t.kind === 'cashier') {
    const paid = await trx
      .selectFrom('shop_tickets')
      .select('ticket_id')
      .where('ticket_id', '=', t.id)
      .where('paid_at', 'is not', null)
      .executeTakeFirst();
    if (paid !== undefined) {
      throw new HttpError(409, 'SHOP_TICKET_PAID', `Ticket ${t.reference_id} was paid out in cash at a shop; nothing was rolled back`);
    }
  }
  const win = Number(t.win_cents);
  const stake = Number(t.stake_cents);
  let reversedCents = 0;
  let reversedPoints = 0;
  if (t.user_id !== null && t.kind === 'points' && t.status === 'VOID') {
    // The settlement gave the stake back as active points: take exactly those back, or refuse.
    try {
      await post(pointsRefundRollbackTransfer(t.user_id, t.reference_id, `rollback:${t.id}:${round}`, stake));
    } catch (err) {
      const noAccount = err instanceof LedgerError && err.code === 'UNKNOWN_ACCOUNT' && err.account === activePointsAccountId(t.user_id);
      if (noAccount || (err instanceof LedgerError && err.code === 'INSUFFICIENT_BALANCE')) {
        throw notCovered(
          `The player no longer has the ${fromCents(stake)} active points refunded by ticket ${t.reference_id}; nothing was rolled back`,
        );
      }
      throw err;
    }
    reversedPoints = stake;
  } else if (t.user_id !== null && win > 0) {
    try {
      await post({
        idempotencyKey: `rollback:${t.id}:${round}`,
        kind: 'rollback',
        reason: `${why} of ticket ${t.reference_id} (${t.status})`,
        postings: [
          { accountId: playerAccountId(t.user_id), amountCents: -win },
          { accountId: HOUSE_PAYOUTS, amountCents: win },
        ],
      });
    } catch (err) {
      if (err instanceof LedgerError && err.code === 'INSUFFICIENT_BALANCE') {
        const balance = (await balanceCents(trx, playerAccountId(t.user_id))) ?? 0;
        throw notCovered(
          `The player's balance (${fromCents(balance).toFixed(2)} ETB) cannot cover the reversal of ${fromCents(win).toFixed(2)} ETB paid by ticket ${t.reference_id}; nothing was rolled back`,
        );
      }
      throw err;
    }
    reversedCents = win;
  }
  await trx
    .updateTable('tickets')
    .set({
      status: 'PENDING',
      win_cents: 0,
      cashback_cents: 0,
      settled_at: null,
      settled_tax_cents: null,
      settled_bonus_cents: null,
      settlement_round: round + 1,
    })
    .where('id', '=', t.id)
    .execute();
  await trx.updateTable('ticket_selections').set({ status: 'PENDING' }).where('ticket_id', '=', t.id).execute();
  const run = { rolledBack: true, previousStatus: t.status, reversedCents, reversedPoints, round: round + 1 };
  await within?.(trx, run);
  return run;
}
