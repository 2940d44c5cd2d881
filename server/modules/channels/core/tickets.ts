// A player's tickets as a channel shows them (issue 34): the last few, and one by reference — the player's own only
// (another player's reference answers as unknown, so a channel cannot be used to read someone else's bet).
// payoutCents is what the ticket paid: the win (after tax, with the bonus) plus cash-outs and cashback.
import type { Db } from '../../../db/index.ts';

export interface TicketLine {
  reference: string;
  status: 'PENDING' | 'WON' | 'LOST' | 'VOID' | 'PARTIALLY_WON' | 'EXPIRED' | 'CASHED_OUT';
  betType: 'SINGLE' | 'MULTIPLE';
  stakeCents: number;
  /** The net potential win as placed. */
  potentialWinCents: number;
  payoutCents: number;
  placedAt: Date;
  selections: number;
}

function lines(db: Db) {
  return db
    .selectFrom('tickets as t')
    .select((eb) => [
      't.reference_id',
      't.status',
      't.bet_type',
      't.stake_cents',
      't.net_win_cents',
      't.win_cents',
      't.cashed_out_cents',
      't.cashback_cents',
      't.created_at',
      eb.selectFrom('ticket_selections as s').select(eb.fn.countAll<string>().as('n')).whereRef('s.ticket_id', '=', 't.id').as('selections'),
    ])
    .where('t.kind', '=', 'money');
}

type Row = Awaited<ReturnType<ReturnType<typeof lines>['execute']>>[number];

const lineOf = (r: Row): TicketLine => ({
  reference: r.reference_id,
  status: r.status,
  betType: r.bet_type,
  stakeCents: Number(r.stake_cents),
  potentialWinCents: Number(r.net_win_cents),
  payoutCents: Number(r.win_cents) + Number(r.cashed_out_cents) + Number(r.cashback_cents),
  placedAt: new Date(r.created_at),
  selections: Number(r.selections ?? 0),
});

/** The player's newest money tickets, newest first. */
export async function lastTickets(db: Db, userId: string, limit: number): Promise<TicketLine[]> {
  const rows = await lines(db).where('t.user_id', '=', userId).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
  return rows.map(lineOf);
}

/** The player's own ticket by its reference (any case, spaces trimmed), or null. */
export async function ticketOf(db: Db, userId: string, reference: string): Promise<TicketLine | null> {
  const wanted = reference.trim().toUpperCase();
  if (wanted === '' || wanted.length > 40) {
    return null;
  }
  const row = await lines(db).where('t.user_id', '=', userId).where('t.reference_id', '=', wanted).executeTakeFirst();
  return row === undefined ? null : lineOf(row);
}
