// The trading desk's reads (schema/endpoints/backoffice-trading.ts): exposure per outcome from the open picks of open
// money tickets (the partial index of pending picks by match keeps it a range read per match), matches ordered by
// their largest outcome liability. Prices and states are written by POST /api/admin/v1/feed/odds (odds/admin.ts).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import { ListTradingMatches, TradingMatchDetail } from '../../../schema/endpoints/backoffice-trading.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { notFound } from '../../plugins/errors.ts';

const WEEK_MS = 7 * 24 * 60 * 60_000;

interface Exposure {
  match_id: string;
  market_id: string;
  specifier: string;
  outcome_id: string;
  tickets: string;
  stakes: string;
  liability: string;
}

/** Open picks of open money tickets, summed per outcome (of these matches). */
async function exposures(db: Db, matchIds: readonly string[]): Promise<Exposure[]> {
  if (matchIds.length === 0) {
    return [];
  }
  const { rows } = await sql<Exposure>`
    select s.match_id, s.market_id, s.specifier, s.outcome_id, count(*)::text as tickets,
      sum(t.stake_cents)::text as stakes, sum(t.net_win_cents)::text as liability
    from ticket_selections s
    join tickets t on t.id = s.ticket_id
    where s.status = 'PENDING' and s.match_id in (${sql.join(matchIds)}) and t.status = 'PENDING' and t.kind = 'money'
    group by s.match_id, s.market_id, s.specifier, s.outcome_id`.execute(db);
  return rows;
}

interface MatchTotals {
  match_id: string;
  tickets: string;
  stakes: string;
}

/** Distinct open money tickets with an open pick on each of these matches, and their stakes. */
async function matchTotals(db: Db, matchIds: readonly string[]): Promise<Map<string, MatchTotals>> {
  if (matchIds.length === 0) {
    return new Map();
  }
  const { rows } = await sql<MatchTotals>`
    select match_id, count(*)::text as tickets, sum(stake_cents)::text as stakes
    from (select distinct s.match_id, t.id, t.stake_cents
          from ticket_selections s join tickets t on t.id = s.ticket_id
          where s.status = 'PENDING' and s.match_id in (${sql.join(matchIds)}) and t.status = 'PENDING' and t.kind = 'money') open_tickets
    group by match_id`.execute(db);
  return new Map(rows.map((r) => [r.match_id, r]));
}

const outcomeKey = (r: { match_id: string; market_id: string; specifier: string; outcome_id: string }) =>
  `${r.match_id}|${r.market_id}|${r.specifier}|${r.outcome_id}`;

interface MatchRow {
  id: string;
  sport_id: string;
  tournament_id: string;
  home_team: string;
  away_team: string;
  start_time: Date;
  status: string;
}

function matchView(m: MatchRow, own: Exposure[], totals: MatchTotals | undefined) {
  return {
    match_id: m.id,
    sport_id: m.sport_id,
    tournament_id: m.tournament_id,
    home_team: m.home_team,
    away_team: m.away_team,
    start_time: m.start_time.toISOString(),
    status: m.status,
    open_tickets: Number(totals?.tickets ?? 0),
    stakes: fromCents(Number(totals?.stakes ?? 0)),
    liability: fromCents(Math.max(0, ...own.map((e) => Number(e.liability)))),
  };
}

export function tradingRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  route(app, ListTradingMatches, async (request) => {
    const nowMs = now();
    const q = request.query.q;
    // A search also finds last week's finished matches: the desk is where a settled result is corrected (resettle).
    let query = db
      .selectFrom('matches')
      .select(['id', 'sport_id', 'tournament_id', 'home_team', 'away_team', 'start_time', 'status'])
      .where((eb) => (q === undefined ? eb('status', '!=', 'ended') : eb('start_time', '>', new Date(nowMs - WEEK_MS))))
      .where('start_time', '<', new Date(nowMs + WEEK_MS));
    if (q !== undefined) {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or([eb('home_team', 'ilike', like), eb('away_team', 'ilike', like), eb('id', '=', q)]));
    }
    if (request.query.sport_id !== undefined) {
      query = query.where('sport_id', '=', request.query.sport_id);
    }
    const matches = await query.orderBy('start_time').orderBy('id').limit(2_000).execute();
    const byMatch = new Map<string, Exposure[]>();
    for (const e of await exposures(
      db,
      matches.map((m) => m.id),
    )) {
      byMatch.set(e.match_id, [...(byMatch.get(e.match_id) ?? []), e]);
    }
    const totals = await matchTotals(db, [...byMatch.keys()]);
    const views = matches.map((m) => matchView(m, byMatch.get(m.id) ?? [], totals.get(m.id)));
    // Largest exposure first; matches without bets keep kick-off order (a stable sort).
    views.sort((a, b) => b.liability - a.liability);
    return { data: views.slice(0, request.query.limit ?? 50) };
  });

  route(app, TradingMatchDetail, async (request) => {
    const match = await db
      .selectFrom('matches')
      .select(['id', 'sport_id', 'tournament_id', 'home_team', 'away_team', 'start_time', 'status'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (match === undefined) {
      throw notFound('Match');
    }
    const own = await exposures(db, [match.id]);
    const byOutcome = new Map(own.map((e) => [outcomeKey(e), e]));
    const markets = await db
      .selectFrom('markets')
      .select(['market_id', 'specifier', 'name', 'status', 'priority'])
      .where('match_id', '=', match.id)
      .orderBy('priority')
      .execute();
    const outcomes = await db
      .selectFrom('outcomes')
      .select(['market_id', 'specifier', 'outcome_id', 'name', 'odds_hundredths', 'position'])
      .where('match_id', '=', match.id)
      .orderBy('position')
      .execute();
    const views = markets.map((k) => {
      const list = outcomes
        .filter((o) => o.market_id === k.market_id && o.specifier === k.specifier)
        .map((o) => {
          const e = byOutcome.get(outcomeKey({ match_id: match.id, ...o }));
          return {
            outcome_id: o.outcome_id,
            name: o.name,
            odds: fromCents(o.odds_hundredths),
            open_tickets: Number(e?.tickets ?? 0),
            stakes: fromCents(Number(e?.stakes ?? 0)),
            liability: fromCents(Number(e?.liability ?? 0)),
          };
        });
      return {
        market_id: k.market_id,
        specifier: k.specifier,
        name: k.name,
        status: k.status,
        liability: Math.max(0, ...list.map((o) => o.liability)),
        outcomes: list,
      };
    });
    views.sort((a, b) => b.liability - a.liability);
    return { match: matchView(match, own, (await matchTotals(db, [match.id])).get(match.id)), markets: views };
  });
}
