// Answers tickets in the spec §3 'Ticket in detail view' shape: ETB numbers with 2 decimals from the
// stored cents, odds from hundredths, selections with their settlement status and market_status entries
// that name the sport, category, tournament, teams and kick-off of every leg. Lists page a filtered set
// (history.ts) and count that same set. Cash-out (issue 32): the open stake, what cash-outs paid in all and each
// cash-out (oldest first), read for a whole page in one query, and only when a ticket of it was cashed out at all.
import { fromCents } from '../../../domain/money.ts';
import type { Db } from '../../db/index.ts';
import type { PricedLeg } from './check.ts';
import { historyPage, NO_FILTER, type HistoryFilter, type TicketRow } from './history.ts';

const n = (v: string | number | bigint): number => Number(v);

function ticketRowsQuery(db: Db) {
  return db.selectFrom('tickets').selectAll();
}

async function legsOf(db: Db, ticketIds: readonly string[]) {
  if (ticketIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('ticket_selections as s')
    .leftJoin('matches as m', 'm.id', 's.match_id')
    .leftJoin('sports as sp', 'sp.id', 'm.sport_id')
    .leftJoin('categories as c', 'c.id', 'm.category_id')
    .leftJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select([
      's.ticket_id',
      's.position',
      's.match_id',
      's.market_id',
      's.specifier',
      's.outcome_id',
      's.odds_hundredths',
      's.outcome_name',
      's.market_name',
      's.status',
      // The kick-off the leg was placed against (0026): the match's own start time moves with the feed clock.
      (eb) => eb.fn.coalesce('s.kickoff_at', 'm.start_time').as('start_time'),
      'm.home_team',
      'm.away_team',
      'sp.name as sport_name',
      'c.name as category_name',
      't.name as tournament_name',
    ])
    .where('s.ticket_id', 'in', [...ticketIds])
    .orderBy('s.ticket_id')
    .orderBy('s.position')
    .execute();
}

type LegRow = Awaited<ReturnType<typeof legsOf>>[number];

/** The cash-outs of these tickets, oldest first: one query for a page, none when no ticket of it cashed out. */
async function cashoutsOf(db: Db, rows: readonly TicketRow[]) {
  const ids = rows.filter((r) => n(r.cashed_out_cents) > 0 || r.status === 'CASHED_OUT').map((r) => r.id);
  if (ids.length === 0) {
    return [];
  }
  return db
    .selectFrom('ticket_cashouts')
    .select(['ticket_id', 'part_cents', 'amount_cents', 'created_at'])
    .where('ticket_id', 'in', ids)
    .orderBy('ticket_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

type CashoutRow = Awaited<ReturnType<typeof cashoutsOf>>[number];

function detail(t: TicketRow, legs: readonly LegRow[], cashouts: readonly CashoutRow[] = []) {
  return {
    id: t.id,
    reference_id: t.reference_id,
    user_id: t.user_id,
    kind: t.kind,
    bet_status: t.status,
    bet_type: t.bet_type,
    selections: legs.map((l) => ({
      MatchID: l.match_id,
      MarketID: l.market_id,
      OutcomeID: l.outcome_id,
      Specifier: l.specifier,
      Odds: fromCents(l.odds_hundredths),
      OutcomeName: l.outcome_name,
      SettlementStatus: l.status,
    })),
    market_status: legs.map((l) => ({
      ID: `${t.id}:${l.position}`,
      MatchID: l.match_id,
      MarketID: l.market_id,
      OutcomeID: l.outcome_id,
      SportName: l.sport_name ?? '',
      CategoryName: l.category_name ?? '',
      TournamentName: l.tournament_name ?? '',
      StartTime: l.start_time === null ? null : new Date(l.start_time).toISOString(),
      HomeTeam: { name: l.home_team ?? '' },
      AwayTeam: { name: l.away_team ?? '' },
      MarketName: l.market_name,
      OutcomeName: l.outcome_name,
    })),
    total_stake: fromCents(n(t.stake_cents)),
    stake_tax_amount: fromCents(n(t.stake_tax_cents)),
    net_stake: fromCents(n(t.net_stake_cents)),
    total_odds: fromCents(n(t.total_odds_hundredths)),
    bonus_percentage: t.bonus_percent,
    bonus_amount: fromCents(n(t.bonus_cents)),
    basic_potential_win: fromCents(n(t.basic_win_cents)),
    gross_potential_win: fromCents(n(t.gross_win_cents)),
    winnings_tax_amount: fromCents(n(t.winnings_tax_cents)),
    net_potential_win: fromCents(n(t.net_win_cents)),
    potential_win: fromCents(n(t.net_win_cents)),
    win_amount: fromCents(n(t.win_cents)),
    cashback_amount: fromCents(n(t.cashback_cents)),
    open_stake: fromCents(n(t.open_stake_cents ?? t.stake_cents)),
    cashed_out: fromCents(n(t.cashed_out_cents)),
    cashouts: cashouts.map((c) => ({
      amount: fromCents(n(c.amount_cents)),
      stake: fromCents(n(c.part_cents)),
      at: new Date(c.created_at).toISOString(),
    })),
    created_at: new Date(t.created_at).toISOString(),
    settled_at: t.settled_at === null ? null : new Date(t.settled_at).toISOString(),
  };
}

export type TicketDetail = ReturnType<typeof detail>;

/** Tickets in detail shape, in the order of the rows given. */
async function presentAll(db: Db, rows: readonly TicketRow[]): Promise<TicketDetail[]> {
  const legs = await legsOf(
    db,
    rows.map((r) => r.id),
  );
  const cashouts = await cashoutsOf(db, rows);
  const byTicket = new Map<string, LegRow[]>();
  legs.forEach((l) => {
    byTicket.set(l.ticket_id, [...(byTicket.get(l.ticket_id) ?? []), l]);
  });
  const cashedBy = new Map<string, CashoutRow[]>();
  cashouts.forEach((c) => {
    cashedBy.set(c.ticket_id, [...(cashedBy.get(c.ticket_id) ?? []), c]);
  });
  return rows.map((r) => detail(r, byTicket.get(r.id) ?? [], cashedBy.get(r.id)));
}

/**
 * A ticket just stored, from the rows it was stored with (the ticket row and its checked legs, whose fixtures were
 * read under the legs' locks): what findTicket would answer, without reading it back.
 */
export function presentPlaced(row: TicketRow, legs: readonly PricedLeg[]): TicketDetail {
  return detail(
    row,
    legs.map((l, position) => ({
      ticket_id: row.id,
      position,
      match_id: l.matchId,
      market_id: l.marketId,
      specifier: l.specifier,
      outcome_id: l.outcomeId,
      odds_hundredths: l.oddsHundredths,
      outcome_name: l.outcomeName,
      market_name: l.marketName,
      status: 'PENDING',
      start_time: l.fixture.startTime,
      home_team: l.fixture.homeTeam,
      away_team: l.fixture.awayTeam,
      sport_name: l.fixture.sportName,
      category_name: l.fixture.categoryName,
      tournament_name: l.fixture.tournamentName,
    })),
  );
}

/** One ticket by id or by reference, or null. */
export async function findTicket(db: Db, by: { id: string } | { reference: string }): Promise<TicketDetail | null> {
  const q = ticketRowsQuery(db);
  const row = await ('id' in by ? q.where('id', '=', by.id) : q.where('reference_id', '=', by.reference)).executeTakeFirst();
  return row === undefined ? null : ((await presentAll(db, [row]))[0] ?? null);
}

/** A user's tickets of one kind family, newest first, with the total count of the filtered set (history.ts). */
export async function listTickets(
  db: Db,
  userId: string,
  kinds: readonly ('money' | 'points')[],
  limit: number,
  offset: number,
  filter: HistoryFilter = NO_FILTER,
) {
  const { rows, total } = await historyPage(db, userId, kinds, limit, offset, filter);
  return { tickets: await presentAll(db, rows), total_count: total };
}
