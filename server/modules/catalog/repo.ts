// Kysely queries of the catalogue. "Upcoming" (not_started and starting after `now`) is the only thing
// counted or listed, and `now` is always passed in so tests and clocks agree. Counts are cast to int
// because PostgreSQL returns bigint counts as strings.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { KickoffWindow } from './time-filter.ts';

export interface MatchListRow {
  id: string;
  start_time: Date;
  sport_id: string;
  sport_name: string;
  category_id: string;
  category_name: string;
  tournament_id: string;
  tournament_name: string;
  home_team: string;
  away_team: string;
  country_code: string | null;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const NO_WINDOW: KickoffWindow = { from: null, to: null };
export const count = sql<number>`count(m.id)::int`;

export const listSports = (db: Db, now: Date) =>
  db
    .selectFrom('sports as s')
    .leftJoin('matches as m', (j) => j.onRef('m.sport_id', '=', 's.id').on('m.status', '=', 'not_started').on('m.start_time', '>', now))
    // live_count: the sport's matches in play (GET /api/v1/live lists them): the phone home's 'Live now' count.
    .select([
      's.id',
      's.name',
      count.as('match_count'),
      sql<number>`(select count(*) from matches l where l.sport_id = s.id and l.status = 'live')::int`.as('live_count'),
    ])
    .groupBy(['s.id', 's.name'])
    .orderBy(sql`length(s.id)`)
    .orderBy('s.id')
    .execute();

export const findSport = (db: Db, id: string) => db.selectFrom('sports').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

/**
 * Categories with their upcoming match counts inside a kick-off window; of one sport, or of every sport
 * (sportId null, for /sports/with-categories). Unordered: routes apply the spec's category order.
 */
export const listCategories = (db: Db, sportId: string | null, now: Date, window: KickoffWindow = NO_WINDOW) =>
  db
    .selectFrom('categories as c')
    .leftJoin('matches as m', (j) => {
      let on = j.onRef('m.category_id', '=', 'c.id').on('m.status', '=', 'not_started').on('m.start_time', '>', now);
      if (window.from !== null) {
        on = on.on('m.start_time', '>=', window.from);
      }
      return window.to === null ? on : on.on('m.start_time', '<', window.to);
    })
    .select(['c.id', 'c.name', 'c.sport_id', 'c.country_code', count.as('match_count')])
    .$call((qb) => (sportId === null ? qb : qb.where('c.sport_id', '=', sportId)))
    .groupBy(['c.id', 'c.name', 'c.sport_id', 'c.country_code'])
    .execute();

export const findCategory = (db: Db, id: string) => db.selectFrom('categories').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

export const listTournaments = (db: Db, categoryId: string, now: Date) =>
  db
    .selectFrom('tournaments as t')
    .innerJoin('categories as c', 'c.id', 't.category_id')
    .innerJoin('sports as s', 's.id', 't.sport_id')
    .leftJoin('matches as m', (j) => j.onRef('m.tournament_id', '=', 't.id').on('m.status', '=', 'not_started').on('m.start_time', '>', now))
    .select([
      't.id',
      't.name',
      't.category_id',
      'c.name as category_name',
      't.sport_id',
      's.name as sport_name',
      'c.country_code',
      count.as('match_count'),
      sql<number>`(count(m.id) filter (where m.start_time < ${new Date(now.getTime() + WEEK_MS)}))::int`.as('upcoming_matches'),
      sql<Date | null>`min(m.start_time)`.as('earliest_match_date'),
    ])
    .where('t.category_id', '=', categoryId)
    .groupBy(['t.id', 't.name', 't.category_id', 'c.name', 't.sport_id', 's.name', 'c.country_code'])
    .execute();

export const findTournament = (db: Db, id: string) => db.selectFrom('tournaments').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

export const findMatch = (db: Db, id: string) =>
  db.selectFrom('matches').select(['id', 'status', 'start_time', 'sport_id']).where('id', '=', id).executeTakeFirst();

/** Upcoming matches joined with the names a match row shows (unordered, unselected). */
export function upcomingMatches(db: Db, now: Date) {
  return db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .where('m.status', '=', 'not_started')
    .where('m.start_time', '>', now);
}

export const MATCH_COLUMNS = [
  'm.id',
  'm.start_time',
  'm.sport_id',
  's.name as sport_name',
  'm.category_id',
  'c.name as category_name',
  'm.tournament_id',
  't.name as tournament_name',
  'm.home_team',
  'm.away_team',
  'c.country_code',
] as const;

export async function tournamentMatches(
  db: Db,
  tournamentId: string,
  now: Date,
  limit: number,
  offset: number,
): Promise<{ rows: MatchListRow[]; total: number }> {
  const rows = await upcomingMatches(db, now)
    .select(MATCH_COLUMNS)
    .where('m.tournament_id', '=', tournamentId)
    .orderBy('m.start_time')
    .orderBy('m.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await upcomingMatches(db, now).select(count.as('n')).where('m.tournament_id', '=', tournamentId).executeTakeFirstOrThrow();
  return { rows, total: total.n };
}

/** For each sport, its upcoming matches ranked by kick-off; returns ranks (offset, offset + limit]. */
export async function matchesPerSport(db: Db, now: Date, limit: number, offset: number, sportId: string | null = null): Promise<MatchListRow[]> {
  const upcoming = upcomingMatches(db, now);
  const ranked = (sportId === null ? upcoming : upcoming.where('m.sport_id', '=', sportId)).select([
    ...MATCH_COLUMNS,
    sql<number>`row_number() over (partition by m.sport_id order by m.start_time, m.id)`.as('rn'),
  ]);
  const rows = await db
    .selectFrom(ranked.as('x'))
    .selectAll()
    .where('x.rn', '>', offset)
    .where('x.rn', '<=', offset + limit)
    .orderBy('x.sport_id')
    .orderBy('x.rn')
    .execute();
  return rows.map(({ rn: _rn, ...row }) => row);
}

export const topLeagueMatches = (db: Db, now: Date, limit: number): Promise<MatchListRow[]> =>
  upcomingMatches(db, now).select(MATCH_COLUMNS).where('t.is_top', '=', true).orderBy('m.start_time').orderBy('m.id').limit(limit).execute();

/** The next upcoming match of every top league (the first by kick-off, then id). */
export async function nextMatchPerTopLeague(db: Db, now: Date): Promise<MatchListRow[]> {
  const ranked = upcomingMatches(db, now)
    .where('t.is_top', '=', true)
    .select([...MATCH_COLUMNS, sql<number>`row_number() over (partition by m.tournament_id order by m.start_time, m.id)`.as('rn')]);
  const rows = await db.selectFrom(ranked.as('x')).selectAll().where('x.rn', '=', 1).execute();
  return rows.map(({ rn: _rn, ...row }) => row);
}

export const topLeagues = (db: Db, now: Date) =>
  db
    .selectFrom('tournaments as t')
    .innerJoin('categories as c', 'c.id', 't.category_id')
    .innerJoin('sports as s', 's.id', 't.sport_id')
    .select(['t.id', 't.name', 'c.name as category_name', 't.sport_id', 's.name as sport_name', 'c.country_code'])
    .where('t.is_top', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('matches as m')
          .select('m.id')
          .whereRef('m.tournament_id', '=', 't.id')
          .where('m.status', '=', 'not_started')
          .where('m.start_time', '>', now),
      ),
    )
    .orderBy('t.top_rank')
    .orderBy('t.id')
    .execute();

const MARKET_COLUMNS = ['match_id', 'market_id', 'specifier', 'name', 'status', 'priority', 'group_id', 'group_name'] as const;
const OUTCOME_COLUMNS = ['match_id', 'market_id', 'specifier', 'outcome_id', 'name', 'odds_hundredths', 'position'] as const;

/** Main markets, their outcomes and the outcome count of every listed match (three queries, any list size). */
export async function matchExtras(db: Db, matchIds: readonly string[]) {
  if (matchIds.length === 0) {
    return { markets: [], outcomes: [], counts: [] };
  }
  const ids = [...matchIds];
  const markets = await db.selectFrom('markets').select(MARKET_COLUMNS).where('match_id', 'in', ids).where('is_main', '=', true).execute();
  const outcomes = await db
    .selectFrom('outcomes as o')
    .innerJoin('markets as k', (j) =>
      j.onRef('k.match_id', '=', 'o.match_id').onRef('k.market_id', '=', 'o.market_id').onRef('k.specifier', '=', 'o.specifier'),
    )
    .select(OUTCOME_COLUMNS.map((c) => `o.${c}` as const))
    .where('o.match_id', 'in', ids)
    .where('k.is_main', '=', true)
    .orderBy('o.position')
    .execute();
  const counts = await db
    .selectFrom('outcomes')
    .select(['match_id', sql<number>`count(*)::int`.as('n')])
    .where('match_id', 'in', ids)
    .groupBy('match_id')
    .execute();
  return { markets, outcomes, counts };
}

export async function matchMarkets(db: Db, matchId: string) {
  const markets = await db.selectFrom('markets').select(MARKET_COLUMNS).where('match_id', '=', matchId).execute();
  const outcomes = await db.selectFrom('outcomes').select(OUTCOME_COLUMNS).where('match_id', '=', matchId).orderBy('position').execute();
  return { markets, outcomes };
}

export type MarketRow = Awaited<ReturnType<typeof matchMarkets>>['markets'][number];
export type OutcomeRow = Awaited<ReturnType<typeof matchMarkets>>['outcomes'][number];
