// LotoFoot tickets as the API shows them (schema/lotofoot.ts LotofootTicket, companion §3): the picks with their
// teams and kick-off, each pick's result and whether it was right once the week is graded, status, prize.
import type { LotofootTicket } from '../../../schema/lotofoot.ts';
import { fromCents } from '../../../domain/money.ts';
import type { Db } from '../../db/index.ts';

type Lookup = { id: string } | { reference: string };

async function present(
  db: Db,
  rows: {
    id: string;
    reference_id: string;
    created_at: Date | string;
    status: LotofootTicket['status'];
    variant: string;
    week_id: string;
    price_cents: unknown;
    prize_cents: unknown;
    correct: number | null;
  }[],
): Promise<LotofootTicket[]> {
  if (rows.length === 0) {
    return [];
  }
  const picks = await db
    .selectFrom('lotofoot_picks as p')
    .innerJoin('lotofoot_tickets as t', 't.id', 'p.ticket_id')
    .innerJoin('lotofoot_week_matches as w', (j) => j.onRef('w.week_id', '=', 't.week_id').onRef('w.match_id', '=', 'p.match_id'))
    .innerJoin('matches as m', 'm.id', 'p.match_id')
    // The kick-off the pick was made against (0026): the match's own start time moves with the feed clock.
    .select(['p.ticket_id', 'p.match_id', 'p.prediction', 'w.result', 'm.home_team', 'm.away_team'])
    .select((eb) => eb.fn.coalesce('p.kickoff_at', 'm.start_time').as('start_time'))
    .where(
      'p.ticket_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('p.ticket_id')
    .orderBy('p.position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reference_id: r.reference_id,
    created_at: new Date(r.created_at).toISOString(),
    status: r.status,
    variant: r.variant as LotofootTicket['variant'],
    week_id: r.week_id,
    ticket_price: fromCents(Number(r.price_cents)),
    prize_amount: fromCents(Number(r.prize_cents)),
    correct_predictions: r.correct,
    predictions: picks
      .filter((p) => p.ticket_id === r.id)
      .map((p) => ({
        match_id: p.match_id,
        home_team: p.home_team,
        away_team: p.away_team,
        prediction: p.prediction,
        start_time: new Date(p.start_time).toISOString(),
        result: p.result,
        correct: p.result === null ? null : p.result === 'VOID' || p.result === p.prediction,
      })),
  }));
}

const COLUMNS = ['id', 'reference_id', 'created_at', 'status', 'variant', 'week_id', 'price_cents', 'prize_cents', 'correct', 'user_id'] as const;

export async function findTicket(db: Db, by: Lookup): Promise<(LotofootTicket & { user_id: string }) | null> {
  const row = await db
    .selectFrom('lotofoot_tickets')
    .select([...COLUMNS])
    .where('id' in by ? 'id' : 'reference_id', '=', 'id' in by ? by.id : by.reference.trim().toUpperCase())
    .executeTakeFirst();
  if (row === undefined) {
    return null;
  }
  const [ticket] = await present(db, [row]);
  return ticket === undefined ? null : { ...ticket, user_id: row.user_id };
}

export async function listTickets(
  db: Db,
  userId: string,
  status: LotofootTicket['status'] | undefined,
  limit: number,
  offset: number,
): Promise<{ tickets: LotofootTicket[]; total: number }> {
  let query = db.selectFrom('lotofoot_tickets').where('user_id', '=', userId);
  if (status !== undefined) {
    query = query.where('status', '=', status);
  }
  const [rows, count] = await Promise.all([
    query
      .select([...COLUMNS])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { tickets: await present(db, rows), total: Number(count.n) };
}
