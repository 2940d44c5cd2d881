// Express matches (companion spec §2/§3, 'Next 1H Matches'): what the badge says — first halves under way (kicked
// off less than FIRST_HALF_MS ago), then the kick-offs of the next hour (nextHour), soonest first; nothing when
// neither exists. Invariants: an ended match, or a live one past its first half, is never listed; a row's `status` is
// 'live' once kick-off has passed by the server clock (even before the sync flips the stored status), and a
// live row's main market reads 'suspended' (no live betting yet), as every other catalogue answer does.
import type { Db } from '../../db/index.ts';
import { withExtras } from './lists.ts';
import type { WireMatch } from './present.ts';
import { MATCH_COLUMNS, count } from './repo.ts';
import { isOpenForBetting } from './status.ts';
import { kickoffWindow, type KickoffWindow } from './time-filter.ts';
import type { EXPRESS_STATUSES } from '../../../schema/endpoints/catalog-browse.ts';

/** Football's first half in wall-clock time; our feed has no halves for other sports, so it applies to all. */
export const FIRST_HALF_MS = 45 * 60 * 1000;
/** The statuses of an express row; declared with the endpoints, whose status filter accepts only these. */
export type ExpressStatus = (typeof EXPRESS_STATUSES)[number];

export type ExpressMatch = WireMatch & { status: ExpressStatus };

/** 'Next 1H': the kick-offs /express-matches lists are those before now + 1 hour (docs/decisions/catalogue-and-live-odds.md). */
export const nextHour = (nowMs: number): KickoffWindow => kickoffWindow('1h', nowMs);

export interface ExpressFilter {
  categoryId?: string;
  tournamentId?: string;
  /** Only live (first-half) matches, or only upcoming ones; both when absent. */
  status?: ExpressStatus;
  /** Narrows the upcoming part; a live first half is "now", inside every window. */
  window: KickoffWindow;
}

/** The express set (every sport), filtered; callers add the sport, ordering and paging. */
function expressSet(db: Db, nowMs: number, f: ExpressFilter) {
  const now = new Date(nowMs);
  return db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .where((eb) => {
      const upcoming = [eb('m.status', '=', 'not_started'), eb('m.start_time', '>', now)];
      if (f.window.from !== null) {
        upcoming.push(eb('m.start_time', '>=', f.window.from));
      }
      if (f.window.to !== null) {
        upcoming.push(eb('m.start_time', '<', f.window.to));
      }
      const firstHalf = eb.and([
        eb('m.status', 'in', ['not_started', 'live']),
        eb('m.start_time', '<=', now),
        eb('m.start_time', '>', new Date(nowMs - FIRST_HALF_MS)),
      ]);
      const parts = [];
      if (f.status !== 'live') {
        parts.push(eb.and(upcoming));
      }
      if (f.status !== 'not_started') {
        parts.push(firstHalf);
      }
      return eb.or(parts);
    })
    .$call((qb) => (f.categoryId === undefined ? qb : qb.where('m.category_id', '=', f.categoryId)))
    .$call((qb) => (f.tournamentId === undefined ? qb : qb.where('m.tournament_id', '=', f.tournamentId)));
}

export interface ExpressPage {
  matches: ExpressMatch[];
  /** Every sport in the set (before the sport filter), numeric id order: the sport dropdown. */
  sports: Array<{ sport_id: string; sport_name: string; match_count: number }>;
  total: number;
}

export async function expressMatches(
  db: Db,
  nowMs: number,
  f: ExpressFilter,
  sportId: string | undefined,
  limit: number,
  offset: number,
): Promise<ExpressPage> {
  const ofSport = () => expressSet(db, nowMs, f).$call((qb) => (sportId === undefined ? qb : qb.where('m.sport_id', '=', sportId)));
  const rows = await ofSport()
    .select([...MATCH_COLUMNS, 'm.status'])
    .orderBy('m.start_time')
    .orderBy('m.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await ofSport().select(count.as('n')).executeTakeFirstOrThrow();
  const sports = await expressSet(db, nowMs, f)
    .select(['m.sport_id', 's.name as sport_name', count.as('match_count')])
    .groupBy(['m.sport_id', 's.name'])
    .execute();
  sports.sort((a, b) => Number(a.sport_id) - Number(b.sport_id) || a.sport_id.localeCompare(b.sport_id));
  const open = new Map(rows.map((r) => [r.id, isOpenForBetting(r, nowMs)]));
  const started = new Set(rows.filter((r) => r.status !== 'not_started' || r.start_time.getTime() <= nowMs).map((r) => r.id));
  const matches = (
    await withExtras(
      db,
      rows.map(({ status: _status, ...row }) => row),
    )
  ).map((m): ExpressMatch => {
    // A LIVE row of a sport played live is bettable in play (its market's own status); any other is suspended.
    const closed = open.get(m.id) !== true;
    return {
      ...m,
      status: started.has(m.id) ? 'live' : 'not_started',
      main_market: closed && m.main_market !== null ? { ...m.main_market, status: 'suspended' } : m.main_market,
    };
  });
  return { matches, sports, total: total.n };
}
