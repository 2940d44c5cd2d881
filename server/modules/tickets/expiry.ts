// Unpaid cashier tickets expire. An anonymous cashier ticket (CASH-…) is a reference a visitor pays at a
// shop; a shop's acceptance is a shop_tickets row (modules/shops), so a cashier ticket without one still PENDING
// once the first of its matches kicks off was never paid: it becomes 'EXPIRED', final, with settled_at = that kick-off (the same
// whenever it is noticed). One made while a leg was in play (issue 32) expires LIVE_CODE_TTL_MS after it was made, or at
// a later leg's kick-off if sooner. Settlement only settles PENDING tickets, so an expired one is never settled or
// paid; rollback leaves it alone. Run by every settlement run before it grades, and by Check Ticket for
// the ticket it reads, so the answer is exact at kick-off.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/index.ts';

/**
 * How long a cashier ticket made while one of its legs was in play (issue 32) waits for a shop: live prices move by
 * the minute, and the counter checks every leg again anyway when it accepts (shops/live-accept.ts).
 */
export const LIVE_CODE_TTL_MS = 10 * 60_000;

const TTL = sql.lit(`${LIVE_CODE_TTL_MS / 1000} seconds`);
// A leg's kick-off as it was placed (kickoff_at, 0026: kept when the feed clock moves the match) tells whether it was
// in play when the ticket was made.
const PLACED_IN_PLAY = sql`coalesce(s.kickoff_at, m.start_time) <= tickets.created_at`;
/** A leg of the ticket had kicked off when the ticket was made: it was made in play. */
const MADE_IN_PLAY = sql<boolean>`exists (select 1 from ticket_selections s join matches m on m.id = s.match_id
  where s.ticket_id = tickets.id and ${PLACED_IN_PLAY})`;
/** The first kick-off, now, of the legs placed before their match (null: none). */
const NEXT_KICK_OFF = sql<Date>`(select min(m.start_time) from ticket_selections s join matches m on m.id = s.match_id
  where s.ticket_id = tickets.id and not (${PLACED_IN_PLAY}))`;

/** Expires the due cashier tickets (only the one with `reference` when given); returns how many. */
export async function expireUnpaidCashierTickets(db: Kysely<Database>, nowMs: number, reference?: string): Promise<number> {
  const now = new Date(nowMs);
  let query = db
    .updateTable('tickets')
    .set({
      status: 'EXPIRED',
      settled_at: sql<Date>`case when ${MADE_IN_PLAY} then least(tickets.created_at + interval ${TTL}, ${NEXT_KICK_OFF}) else ${NEXT_KICK_OFF} end`,
    })
    .where('kind', '=', 'cashier')
    .where('status', '=', 'PENDING')
    // A ticket a shop accepted (shops/counter.ts, at least a minute before kick-off) is a bet now: it settles.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('shop_tickets as a').select('a.ticket_id').whereRef('a.ticket_id', '=', 'tickets.id'))),
    )
    // Due: a match kicked off since the ticket was made, or, made in play, its time to reach a shop is over.
    .where(sql<boolean>`(${NEXT_KICK_OFF} <= ${now} or (${MADE_IN_PLAY} and tickets.created_at + interval ${TTL} <= ${now}))`);
  if (reference !== undefined) {
    query = query.where('reference_id', '=', reference);
  }
  const run = await query.executeTakeFirst();
  return Number(run.numUpdatedRows);
}
