// The counter's two money steps, each ONE ledger transaction holding the ticket row FOR UPDATE and re-checking
// everything inside it. Accept: the ticket must be unaccepted, PENDING and more than a minute before its first
// kick-off (the betting window; so acceptance can never race expiry, which starts AT kick-off) — or, with a leg in
// play, take every leg's current market state and price after the delay (live-accept.ts); shop_tickets gets
// its row (primary key: a second accept is ALREADY_ACCEPTED), the till posts the stake (till → house:stakes, key
// shop-stake:<ticket>). Pay out: only a settled WON / PARTIALLY_WON / VOID ticket with money due, accepted at this
// shop; a conditional UPDATE (paid_at is null) marks it paid — never read-then-write — and house:payouts pays the
// till (key shop-payout:<ticket>:<round>). Both write an audit row with the cashier as actor.
import type { Transaction } from 'kysely';
import { bettingClosed } from '../../../domain/betting-window.ts';
import type { Database, Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { HOUSE_PAYOUTS } from '../tickets/repo.ts';
import { ledgerTransaction } from '../wallet/ledger.ts';
import { tillAccountId } from './accounts.ts';
import type { CashierPrincipal } from './sessions.ts';
import { inPlaySports, recheckLegs } from './live-accept.ts';
import { firstKickOff, visibleTicket, type Visible } from './view.ts';

const HOUSE_STAKES = 'house:stakes';
const conflict = (code: string, text: string): HttpError => new HttpError(409, code, text);

async function audit(trx: Transaction<Database>, ticketId: string, step: 'accepted' | 'paid', c: CashierPrincipal, status: string, nowMs: number) {
  await trx
    .insertInto('shop_ticket_events')
    .values({ ticket_id: ticketId, step, actor: `cashier:${c.cashierId}`, shop_id: c.shopId, status, at: new Date(nowMs) })
    .execute();
}

export async function acceptTicket(db: Db, c: CashierPrincipal, reference: string, nowMs: number): Promise<Visible> {
  return ledgerTransaction(db, async ({ trx, post }) => {
    const v = await visibleTicket(trx, c, reference, true);
    if (v.side !== null) {
      throw conflict('ALREADY_ACCEPTED', 'This ticket has already been accepted');
    }
    if (v.ticket.status === 'PENDING' && (await inPlaySports(trx, v.ticket.id)).length > 0) {
      // Taken as a live bet: the route waited the delay; every leg is checked again now (live-accept.ts).
      await recheckLegs(trx, v.ticket.id, nowMs);
    } else {
      const { kickOffMs, started } = await firstKickOff(trx, v.ticket.id);
      // An unaccepted prematch ticket is EXPIRED exactly when its first match has kicked off (tickets/expiry.ts).
      if (v.ticket.status !== 'PENDING' || started || nowMs >= kickOffMs) {
        throw new HttpError(400, 'MATCH_STARTED', 'A match on this ticket has started. It can no longer be accepted');
      }
      if (bettingClosed(kickOffMs, nowMs)) {
        throw new HttpError(400, 'MATCH_STARTING_SOON', 'A match on this ticket starts in less than a minute. It can no longer be accepted');
      }
    }
    const stake = Number(v.ticket.stake_cents);
    const side = { ticket_id: v.ticket.id, shop_id: c.shopId, accepted_by: c.cashierId, accepted_at: new Date(nowMs), stake_cents: stake };
    await trx.insertInto('shop_tickets').values(side).execute();
    await post({
      idempotencyKey: `shop-stake:${v.ticket.id}`,
      kind: 'shop_stake',
      reason: `Stake of ticket ${v.ticket.reference_id} taken at shop ${c.shopName}`,
      postings: [
        { accountId: tillAccountId(c.shopId), amountCents: -stake },
        { accountId: HOUSE_STAKES, amountCents: stake },
      ],
    });
    await audit(trx, v.ticket.id, 'accepted', c, v.ticket.status, nowMs);
    return { ticket: v.ticket, side: { ...side, paid_at: null, paid_by: null, paid_shop_id: null, payout_cents: null } };
  });
}

export async function payTicket(db: Db, c: CashierPrincipal, reference: string, nowMs: number): Promise<Visible> {
  return ledgerTransaction(db, async ({ trx, post }) => {
    const v = await visibleTicket(trx, c, reference, true);
    if (v.side === null) {
      throw v.ticket.status === 'EXPIRED'
        ? conflict('TICKET_EXPIRED', 'This ticket has expired')
        : conflict('NOT_ACCEPTED', 'This ticket was never accepted at a shop');
    }
    if (v.side.paid_at !== null) {
      throw conflict('ALREADY_PAID', 'This ticket has already been paid');
    }
    if (v.ticket.status === 'PENDING') {
      throw conflict('NOT_SETTLED', 'This ticket is not settled yet');
    }
    // Cashed out in full at the counter (shops/cashout.ts): the cash was handed over then; win_cents records it.
    if (v.ticket.status === 'CASHED_OUT') {
      throw conflict('TICKET_CASHED_OUT', 'This ticket was cashed out');
    }
    const win = Number(v.ticket.win_cents);
    if (v.ticket.status === 'LOST' || win <= 0) {
      throw conflict('NOT_A_WINNER', 'This ticket did not win');
    }
    const paid = await trx
      .updateTable('shop_tickets')
      .set({ paid_at: new Date(nowMs), paid_by: c.cashierId, paid_shop_id: c.shopId, payout_cents: win })
      .where('ticket_id', '=', v.ticket.id)
      .where('shop_id', '=', c.shopId)
      .where('paid_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (paid === undefined) {
      throw conflict('ALREADY_PAID', 'This ticket has already been paid');
    }
    await post({
      idempotencyKey: `shop-payout:${v.ticket.id}:${v.ticket.settlement_round}`,
      kind: 'shop_payout',
      reason: `Payout of ticket ${v.ticket.reference_id} at shop ${c.shopName}`,
      postings: [
        { accountId: HOUSE_PAYOUTS, amountCents: -win },
        { accountId: tillAccountId(c.shopId), amountCents: win },
      ],
    });
    await audit(trx, v.ticket.id, 'paid', c, v.ticket.status, nowMs);
    return { ticket: v.ticket, side: paid };
  });
}
