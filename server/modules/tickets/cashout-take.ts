// Taking a cash-out (issue 32), shared by the player's route (cashout.ts), the automatic one (cashout-auto.ts) and
// the shop counter's (shops/cashout.ts). ONE ledger transaction holding the ticket row FOR UPDATE — the lock
// settlement (settle.ts settleOne) and every other cash-out of the ticket take too — so of a settlement and any number
// of cash-outs exactly one goes first and the rest see what it did: a settled or cashed-out ticket is no longer
// PENDING. A retry under its Idempotency-Key answers the first cash-out (a 409 for another body under it); then the
// counter's own checks run (accepted at this shop, still open); then the offer is recomputed on the prices of that
// moment (cashout-offer.ts, markets FOR SHARE) and paid only when it is at least what was seen (CASHOUT_OFFER_CHANGED
// with the current offer otherwise), from house:payouts with key 'cashout:<id>': into the player's wallet, or for the
// counter into the shop's till (cash handed over, the accounts of a shop payout). A full cash-out makes the ticket
// CASHED_OUT; a partial one lowers its open stake, which settlement later pays on. cashOutHeld first waits the
// in-play delay of the ticket's live legs (as a live bet does); nothing is reserved meanwhile, so a crash loses nothing.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import { partialAmount } from '../../../domain/cashout.ts';
import { delayOf, type LiveDelays } from '../../config-live.ts';
import type { Database, Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { ledgerTransaction, playerAccountId } from '../wallet/ledger.ts';
import { offerOf, PLAYER_KINDS, type OfferTicket } from './cashout-offer.ts';
import { HOUSE_PAYOUTS } from './repo.ts';

export const notAvailable = (): HttpError => new HttpError(400, 'CASHOUT_NOT_AVAILABLE', 'Cash out is not available for this ticket now');
const conflict = (): HttpError => new HttpError(409, 'CASHOUT_KEY_CONFLICT', 'This Idempotency-Key was used for a different cash out');

export class OfferChanged extends HttpError {
  constructor(readonly currentCents: number) {
    super(400, 'CASHOUT_OFFER_CHANGED', 'The cash out offer has changed');
  }
}

export const TICKET_COLUMNS = [
  'id',
  'kind',
  'merchant_id',
  'user_id',
  'reference_id',
  'status',
  'stake_cents',
  'open_stake_cents',
  'cashed_out_cents',
  'auto_cashout_cents',
] as const;

export interface CashoutTicket extends OfferTicket {
  user_id: string | null;
  reference_id: string;
  cashed_out_cents: string | number | bigint;
}

/** The shop counter's side of a cash-out: who pays it over the counter, and its checks and audit. */
export interface CounterPayee {
  shopId: string;
  cashierId: string;
  shopName: string;
  tillAccountId: string;
  /** Under the ticket's lock, after a retry was answered: refuses what the counter may not cash out. */
  check(trx: Transaction<Database>, t: CashoutTicket): Promise<void>;
  /** In the same transaction once the cash-out is stored (the audit row). */
  done(trx: Transaction<Database>, t: CashoutTicket, full: boolean, nowMs: number): Promise<void>;
}

export type Take = {
  ticketId: string;
  partCents: number | null;
  seenCents: number;
  key: string | null;
  hash: string;
  nowMs: number;
} & ({ userId: string; counter?: undefined } | { counter: CounterPayee; userId?: undefined });

export interface Taken {
  amountCents: number;
  partCents: number;
}

/** Takes the cash-out in one transaction; answers what it paid and the part of the stake it took. */
export async function takeCashout(db: Db, q: Take): Promise<Taken> {
  return ledgerTransaction(db, async ({ trx, post }) => {
    const t = await trx.selectFrom('tickets').select(TICKET_COLUMNS).where('id', '=', q.ticketId).forUpdate().executeTakeFirstOrThrow();
    if (q.key !== null) {
      const earlier = await trx
        .selectFrom('ticket_cashouts')
        .selectAll()
        .where('ticket_id', '=', t.id)
        .where('idempotency_key', '=', q.key)
        .executeTakeFirst();
      if (earlier !== undefined) {
        if (earlier.request_hash !== q.hash) {
          throw conflict();
        }
        return { amountCents: Number(earlier.amount_cents), partCents: Number(earlier.part_cents) };
      }
    }
    await q.counter?.check(trx, t);
    const offer = await offerOf(trx, t as OfferTicket, q.nowMs, true, q.counter ? ['cashier'] : PLAYER_KINDS);
    if (!offer.available) {
      throw notAvailable();
    }
    const open = offer.openStakeCents;
    const part = q.partCents ?? open;
    if (part <= 0 || part > open) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'The part to cash out must be between 0.01 and the open stake');
    }
    const amount = partialAmount(offer.offerCents, open, part);
    if (amount < q.seenCents) {
      throw new OfferChanged(amount);
    }
    const id = randomUUID();
    const full = part === open;
    // A counter's cash-out is timed by the server clock of the step, as the till's other movements are.
    const by = q.counter ? { shop_id: q.counter.shopId, cashier_id: q.counter.cashierId, created_at: new Date(q.nowMs) } : {};
    await trx
      .insertInto('ticket_cashouts')
      .values({ id, ticket_id: t.id, idempotency_key: q.key, request_hash: q.hash, part_cents: part, amount_cents: amount, full, ...by })
      .execute();
    const cashedOut = Number(t.cashed_out_cents) + amount;
    await trx
      .updateTable('tickets')
      .set(
        full
          ? { status: 'CASHED_OUT', open_stake_cents: 0, cashed_out_cents: cashedOut, win_cents: cashedOut, settled_at: new Date(q.nowMs) }
          : { open_stake_cents: open - part, cashed_out_cents: cashedOut },
      )
      .where('id', '=', t.id)
      .execute();
    if (amount > 0) {
      const to = q.counter ? q.counter.tillAccountId : playerAccountId(q.userId);
      const where = q.counter ? ` at shop ${q.counter.shopName}` : '';
      await post({
        idempotencyKey: `cashout:${id}`,
        kind: q.counter ? 'shop_cashout' : 'cashout',
        reason: `Cash out of ticket ${t.reference_id}${full ? '' : ' (part)'}${where}`,
        postings: [
          { accountId: HOUSE_PAYOUTS, amountCents: -amount },
          { accountId: to, amountCents: amount },
        ],
      });
    }
    await q.counter?.done(trx, t, full, q.nowMs);
    return { amountCents: amount, partCents: part };
  });
}

/** A cash-out asked for over HTTP: held for the in-play delay of the ticket's live legs, then taken. */
export async function cashOutHeld(db: Db, delays: LiveDelays, now: () => number, t: CashoutTicket, q: Take): Promise<Taken> {
  const before = await offerOf(db, t, q.nowMs, false, q.counter ? ['cashier'] : PLAYER_KINDS);
  if (before.available && before.inPlaySports.length > 0) {
    // In play: the same delay as a bet, so a goal's suspension reaches the request before it is taken.
    await sleep(delayOf(delays, before.inPlaySports));
    q.nowMs = now();
  }
  return takeCashout(db, q);
}
