// The matches a channel offers (issue 34): upcoming prematch matches with their main market open, each named by its
// short code (matches.code, migration 0045) and its picks — the main market's outcomes by their short names ('1',
// 'X', '2'), which is what a player types after the code (`4821#1#50`). A live match is not offered on a channel:
// its price moves faster than a USSD session or an SMS round trip, and a leg in play takes the web's held path.
import { sql } from 'kysely';
import type { Db } from '../../../db/index.ts';

export interface CodedPick {
  /** What the player types: the outcome's short name, upper case ('1', 'X', '2'). */
  pick: string;
  matchId: string;
  marketId: string;
  specifier: string;
  outcomeId: string;
  odds: number;
}

export interface CodedMatch {
  code: number;
  matchId: string;
  home: string;
  away: string;
  startTime: Date;
  sportId: string;
  picks: CodedPick[];
}

const DAY_MS = 86_400_000;

/** The short name a player types for an outcome: its own name when short ('1', 'X', '2'), else its position. */
const pickOf = (name: string, position: number): string => (name.trim().length <= 3 ? name.trim().toUpperCase() : String(position + 1));

function openMatches(db: Db, nowMs: number) {
  return db
    .selectFrom('matches as m')
    .innerJoin('markets as k', (j) => j.onRef('k.match_id', '=', 'm.id').on('k.is_main', '=', true).on('k.status', '=', 'active'))
    .innerJoin('outcomes as o', (j) =>
      j.onRef('o.match_id', '=', 'k.match_id').onRef('o.market_id', '=', 'k.market_id').onRef('o.specifier', '=', 'k.specifier'),
    )
    .select([
      'm.code',
      'm.id as match_id',
      'm.home_team',
      'm.away_team',
      'm.start_time',
      'm.sport_id',
      'k.market_id',
      'k.specifier',
      'o.outcome_id',
      'o.name',
      'o.odds_hundredths',
      'o.position',
    ])
    .where('m.status', '=', 'not_started')
    .where('m.start_time', '>', new Date(nowMs));
}

type Row = Awaited<ReturnType<ReturnType<typeof openMatches>['execute']>>[number];

function grouped(rows: readonly Row[]): CodedMatch[] {
  const byCode = new Map<number, CodedMatch>();
  for (const r of rows) {
    let m = byCode.get(r.code);
    if (m === undefined) {
      m = {
        code: r.code,
        matchId: r.match_id,
        home: r.home_team,
        away: r.away_team,
        startTime: new Date(r.start_time),
        sportId: r.sport_id,
        picks: [],
      };
      byCode.set(r.code, m);
    }
    m.picks.push({
      pick: pickOf(r.name, r.position),
      matchId: r.match_id,
      marketId: r.market_id,
      specifier: r.specifier,
      outcomeId: r.outcome_id,
      odds: r.odds_hundredths / 100,
    });
  }
  return [...byCode.values()];
}

/** The next matches (within 24 h) of a sport, or of every sport: top tournaments' first, then soonest; at most `limit`. */
export async function topMatches(db: Db, opts: { nowMs: number; sportId?: string; limit: number }): Promise<CodedMatch[]> {
  let ids = db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select('m.id')
    .where('m.status', '=', 'not_started')
    .where('m.start_time', '>', new Date(opts.nowMs))
    .where('m.start_time', '<=', new Date(opts.nowMs + DAY_MS));
  if (opts.sportId !== undefined) {
    ids = ids.where('m.sport_id', '=', opts.sportId);
  }
  // Over-fetch: a match whose main market is suspended drops out below.
  const wanted = await ids
    .orderBy('t.is_top', 'desc')
    .orderBy('m.start_time')
    .orderBy('m.code')
    .limit(opts.limit * 2)
    .execute();
  if (wanted.length === 0) {
    return [];
  }
  const rank = new Map(wanted.map((w, i) => [w.id, i]));
  const rows = await openMatches(db, opts.nowMs)
    .where(
      'm.id',
      'in',
      wanted.map((w) => w.id),
    )
    .orderBy('o.position')
    .execute();
  return grouped(rows)
    .sort((a, b) => (rank.get(a.matchId) ?? 0) - (rank.get(b.matchId) ?? 0))
    .slice(0, opts.limit);
}

/** The open match a code names, or null (unknown, started, ended, or its main market closed). */
export async function matchByCode(db: Db, code: number, nowMs: number): Promise<CodedMatch | null> {
  if (!Number.isSafeInteger(code) || code <= 0 || code > 2_147_483_647) {
    return null;
  }
  const rows = await openMatches(db, nowMs).where('m.code', '=', code).orderBy('o.position').execute();
  return grouped(rows)[0] ?? null;
}

/** The sports with a match open on a channel within 24 h, in the catalogue's order (football first). */
export async function channelSports(db: Db, nowMs: number): Promise<Array<{ id: string; name: string }>> {
  return db
    .selectFrom('sports as s')
    .select(['s.id', 's.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('matches as m')
          .select('m.id')
          .whereRef('m.sport_id', '=', 's.id')
          .where('m.status', '=', 'not_started')
          .where('m.start_time', '>', new Date(nowMs))
          .where('m.start_time', '<=', new Date(nowMs + DAY_MS)),
      ),
    )
    .orderBy(sql`length(s.id)`)
    .orderBy('s.id')
    .execute();
}
