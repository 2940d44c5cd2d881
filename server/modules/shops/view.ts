// Reading a CASH- ticket for a counter: the reference checked (400 INVALID_REFERENCE for anything that is not
// 'CASH-' + 10 base32 characters, NUL and garbage included), the ticket found among the cashier's merchant's
// cashier tickets, and hidden (404, the same answer as an unknown reference) when another shop accepted it —
// existence never leaks. The shop side (state, times, payable) is derived from the ticket and its shop_tickets row.
import type { Kysely, Transaction } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import { bettingClosed } from '../../../domain/betting-window.ts';
import type { Database, Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findTicket } from '../tickets/present.ts';
import { inPlaySports } from './live-accept.ts';
import type { CashierPrincipal } from './sessions.ts';

const REFERENCE = /^CASH-[A-Z2-7]{10}$/;

export function requireReference(raw: string): string {
  const reference = raw.trim().toUpperCase();
  if (!REFERENCE.test(reference)) {
    throw new HttpError(400, 'INVALID_REFERENCE', 'Enter a ticket reference like CASH-ABCDE23456');
  }
  return reference;
}

export const unknownTicket = (): HttpError => new HttpError(404, 'TICKET_NOT_FOUND', 'No ticket with this reference');

type Conn = Kysely<Database> | Transaction<Database>;

/** The ticket row and its shop side, as this cashier may see them; 404 otherwise. `lock` takes the ticket row FOR UPDATE. */
export async function visibleTicket(db: Conn, cashier: CashierPrincipal, reference: string, lock = false) {
  let q = db
    .selectFrom('tickets as t')
    .select(['t.id', 't.status', 't.stake_cents', 't.win_cents', 't.cashed_out_cents', 't.reference_id', 't.settlement_round'])
    .where('t.reference_id', '=', reference)
    .where('t.kind', '=', 'cashier')
    .where('t.merchant_id', '=', cashier.merchantId);
  if (lock) {
    q = q.forUpdate();
  }
  const ticket = await q.executeTakeFirst();
  if (ticket === undefined) {
    throw unknownTicket();
  }
  const side = await db.selectFrom('shop_tickets').selectAll().where('ticket_id', '=', ticket.id).executeTakeFirst();
  if (side !== undefined && side.shop_id !== cashier.shopId) {
    throw unknownTicket();
  }
  return { ticket, side: side ?? null };
}

export type Visible = Awaited<ReturnType<typeof visibleTicket>>;

/** The first kick-off of the ticket's matches (ms), and whether any of them is no longer not_started. */
export async function firstKickOff(db: Conn, ticketId: string): Promise<{ kickOffMs: number; started: boolean }> {
  const rows = await db
    .selectFrom('ticket_selections as s')
    .innerJoin('matches as m', 'm.id', 's.match_id')
    .select(['m.start_time', 'm.status'])
    .where('s.ticket_id', '=', ticketId)
    .execute();
  const kickOffMs = Math.min(...rows.map((r) => new Date(r.start_time).getTime()));
  return { kickOffMs, started: rows.some((r) => r.status !== 'not_started') };
}

function stateOf(status: string, accepted: boolean, paid: boolean) {
  if (!accepted) {
    return status === 'EXPIRED' ? 'expired' : 'created';
  }
  if (paid) {
    return 'paid';
  }
  switch (status) {
    case 'CASHED_OUT':
      return 'cashed_out';
    case 'PENDING':
      return 'accepted';
    case 'LOST':
      return 'lost';
    case 'VOID':
      return 'void';
    default:
      return 'won_unpaid';
  }
}

/** The counter's answer: the ticket in detail and its shop side. */
export async function shopTicketAnswer(db: Db, cashier: CashierPrincipal, v: Visible, nowMs: number) {
  const ticket = await findTicket(db, { id: v.ticket.id });
  if (ticket === null) {
    throw unknownTicket();
  }
  const accepted = v.side !== null;
  const paid = v.side?.paid_at != null;
  const state = stateOf(v.ticket.status, accepted, paid);
  const win = Number(v.ticket.win_cents);
  // With a leg in play it is offered for acceptance, and checked again after the live delay (live-accept.ts).
  const canAccept =
    state === 'created' &&
    ((await inPlaySports(db, v.ticket.id)).length > 0 || !bettingClosed((await firstKickOff(db, v.ticket.id)).kickOffMs, nowMs));
  return {
    ticket,
    shop: {
      state,
      shop_name: accepted ? cashier.shopName : null,
      accepted_at: v.side?.accepted_at.toISOString() ?? null,
      paid_at: v.side?.paid_at?.toISOString() ?? null,
      payable: (state === 'won_unpaid' || state === 'void') && win > 0 ? fromCents(win) : 0,
      paid_amount: paid ? fromCents(Number(v.side?.payout_cents ?? 0)) : 0,
      can_accept: canAccept,
      cashed_out: fromCents(Number(v.ticket.cashed_out_cents)),
    },
  };
}

/** What Check Ticket shows of a shop ticket: the shop, when it was accepted and when paid; null for any other ticket. */
export async function publicShopLine(db: Db, ticketId: string): Promise<{ name: string; accepted_at: string; paid_at: string | null } | null> {
  const row = await db
    .selectFrom('shop_tickets as s')
    .innerJoin('shops as h', 'h.id', 's.shop_id')
    .select(['h.name', 's.accepted_at', 's.paid_at'])
    .where('s.ticket_id', '=', ticketId)
    .executeTakeFirst();
  return row === undefined ? null : { name: row.name, accepted_at: row.accepted_at.toISOString(), paid_at: row.paid_at?.toISOString() ?? null };
}
