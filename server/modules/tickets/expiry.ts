// Unpaid cashier tickets expire. An anonymous cashier ticket (CASH-…) is a reference a visitor pays at a
// shop; a shop's acceptance is a shop_tickets row (modules/shops), so a cashier ticket without one still PENDING
// once the first of its matches kicks off was never paid: it becomes 'EXPIRED', final, with settled_at = that kick-off (the same
// whenever it is noticed). Settlement only settles PENDING tickets, so an expired one is never settled or
// paid; rollback leaves it alone. Run by every settlement run before it grades, and by Check Ticket for
// the ticket it reads, so the answer is exact at kick-off.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/index.ts';

/** Expires the due cashier tickets (only the one with `reference` when given); returns how many. */
export async function expireUnpaidCashierTickets(db: Kysely<Database>, nowMs: number, reference?: string): Promise<number> {
  let query = db
    .updateTable('tickets')
    .set({
      status: 'EXPIRED',
      settled_at: sql<Date>`(select min(m.start_time) from ticket_selections s join matches m on m.id = s.match_id where s.ticket_id = tickets.id)`,
    })
    .where('kind', '=', 'cashier')
    .where('status', '=', 'PENDING')
    // A ticket a shop accepted (shops/counter.ts, at least a minute before kick-off) is a bet now: it settles.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('shop_tickets as a').select('a.ticket_id').whereRef('a.ticket_id', '=', 'tickets.id'))),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ticket_selections as s')
          .innerJoin('matches as m', 'm.id', 's.match_id')
          .select('s.ticket_id')
          .whereRef('s.ticket_id', '=', 'tickets.id')
          .where('m.start_time', '<=', new Date(nowMs)),
      ),
    );
  if (reference !== undefined) {
    query = query.where('reference_id', '=', reference);
  }
  const run = await query.executeTakeFirst();
  return Number(run.numUpdatedRows);
}
