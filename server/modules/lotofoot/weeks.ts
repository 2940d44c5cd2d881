// LotoFoot weeks (issue 14): one open week per variant at all times, made of 7, 12 or 15 football matches of the
// coming days (the most open games, distinct clubs, kicking off at least LEAD_MS from now: selection.ts); its deadline is its first kick-off, read
// from the matches themselves (the demo feed's clock moves kick-offs, so a stored deadline could go stale). When
// the deadline passes the week closes and the next one opens with later matches.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { LOTOFOOT_VARIANTS, type LotofootVariant, type LotofootWeek } from '../../../schema/lotofoot.ts';
import { MATCHES, POOL_PERCENT, TIERS } from '../../../domain/lotofoot/prizes.ts';
import { fromCents } from '../../../domain/money.ts';
import type { Db } from '../../db/index.ts';
import { SPORT_IDS } from '../catalog/feed/sports.ts';
import { chooseOpenMatches } from './selection.ts';

/** A new week's first match kicks off at least this long from now: time to fill in a ticket. */
const LEAD_MS = 30 * 60_000;
/** Its matches kick off within this window (a pool week), chosen among at most CANDIDATES matches. */
const WINDOW_MS = 4 * 24 * 60 * 60_000;
const CANDIDATES = 400;

/** The first kick-off of each week (its deadline), by week id. */
export async function deadlinesOf(db: Db, weekIds: readonly string[]): Promise<Map<string, Date>> {
  if (weekIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('lotofoot_week_matches as w')
    .innerJoin('matches as m', 'm.id', 'w.match_id')
    .select(['w.week_id', (eb) => eb.fn.min('m.start_time').as('first')])
    .where('w.week_id', 'in', weekIds)
    .groupBy('w.week_id')
    .execute();
  return new Map(rows.map((r) => [r.week_id, new Date(r.first as Date | string)]));
}

/** Closes every open week whose first match has kicked off. */
export async function closeDueWeeks(db: Db, nowMs: number): Promise<number> {
  const open = await db.selectFrom('lotofoot_weeks').select('id').where('status', '=', 'open').execute();
  const deadlines = await deadlinesOf(
    db,
    open.map((w) => w.id),
  );
  let closed = 0;
  for (const [id, deadline] of deadlines) {
    if (deadline.getTime() <= nowMs) {
      const r = await db
        .updateTable('lotofoot_weeks')
        .set({ status: 'closed', deadline })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      closed += Number(r.numUpdatedRows);
    }
  }
  return closed;
}

/** The week's matches: the most open of the football matches kicking off in the coming days (selection.ts). */
async function pickMatches(db: Db, count: number, nowMs: number): Promise<{ id: string; start_time: Date }[]> {
  const rows = await db
    .selectFrom('matches')
    .select(['id', 'tournament_id', 'category_id', 'home_team', 'away_team', 'home_strength', 'away_strength', 'start_time'])
    .where('sport_id', '=', SPORT_IDS.soccer)
    .where('status', '=', 'not_started')
    .where('start_time', '>', new Date(nowMs + LEAD_MS))
    .where('start_time', '<', new Date(nowMs + WINDOW_MS))
    .orderBy('start_time')
    .orderBy('id')
    .limit(CANDIDATES)
    .execute();
  const fixtures = rows.map((r) => ({
    id: r.id,
    tournamentId: r.tournament_id,
    sportId: SPORT_IDS.soccer,
    categoryId: r.category_id,
    round: 0,
    startTime: new Date(r.start_time).getTime(),
    home: { name: r.home_team, strength: r.home_strength },
    away: { name: r.away_team, strength: r.away_strength },
  }));
  return chooseOpenMatches(fixtures, count).map((f) => ({ id: f.id, start_time: new Date(f.startTime) }));
}

/** Opens a week for every variant that has none (when the feed has enough matches); returns how many opened. */
export async function ensureOpenWeeks(db: Db, nowMs: number): Promise<number> {
  await closeDueWeeks(db, nowMs);
  let opened = 0;
  for (const variant of LOTOFOOT_VARIANTS) {
    const open = await db.selectFrom('lotofoot_weeks').select('id').where('variant', '=', variant).where('status', '=', 'open').executeTakeFirst();
    if (open !== undefined) {
      continue;
    }
    const matches = await pickMatches(db, MATCHES[variant], nowMs);
    const first = matches[0];
    if (first === undefined) {
      continue;
    }
    const id = randomUUID();
    const created = await db.transaction().execute(async (trx) => {
      // What settled weeks of the variant left unclaimed and no open week took yet (grading.ts) starts this pool.
      const uncarried = await trx
        .selectFrom('lotofoot_weeks')
        .select(['id', 'carry_out_cents'])
        .where('variant', '=', variant)
        .where('status', '=', 'settled')
        .where('carried', '=', false)
        .forUpdate()
        .execute();
      const carryIn = uncarried.reduce((sum, w) => sum + Number(w.carry_out_cents ?? 0), 0);
      const week = await trx
        .insertInto('lotofoot_weeks')
        .values({ id, variant, deadline: first.start_time, status: 'open', carry_in_cents: carryIn, created_at: new Date(nowMs) })
        .onConflict((oc) => oc.column('variant').where(sql<boolean>`status = 'open'`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (week === undefined) {
        return false; // another instance opened it first
      }
      if (uncarried.length > 0) {
        await trx
          .updateTable('lotofoot_weeks')
          .set({ carried: true })
          .where(
            'id',
            'in',
            uncarried.map((w) => w.id),
          )
          .execute();
      }
      await trx
        .insertInto('lotofoot_week_matches')
        .values(matches.map((m, i) => ({ week_id: id, position: i, match_id: m.id, result: null })))
        .execute();
      return true;
    });
    opened += created ? 1 : 0;
  }
  return opened;
}

/** A week as the API shows it, or null. */
export async function weekView(db: Db, weekId: string): Promise<LotofootWeek | null> {
  const week = await db.selectFrom('lotofoot_weeks').selectAll().where('id', '=', weekId).executeTakeFirst();
  if (week === undefined) {
    return null;
  }
  const matches = await db
    .selectFrom('lotofoot_week_matches as w')
    .innerJoin('matches as m', 'm.id', 'w.match_id')
    .select(['w.match_id', 'w.result', 'm.home_team', 'm.away_team', 'm.start_time'])
    .where('w.week_id', '=', weekId)
    .orderBy('w.position')
    .execute();
  const first = matches.reduce((min, m) => Math.min(min, new Date(m.start_time).getTime()), Number.POSITIVE_INFINITY);
  const variant = week.variant as LotofootVariant;
  return {
    id: week.id,
    variant,
    deadline: new Date(Number.isFinite(first) ? first : new Date(week.deadline).getTime()).toISOString(),
    status: week.status,
    matches: matches.map((m) => ({
      match_id: m.match_id,
      home_team: { name: m.home_team },
      away_team: { name: m.away_team },
      start_time: new Date(m.start_time).toISOString(),
      result: m.result,
    })),
    prize_tiers: TIERS[variant].map((t) => ({ correct: t.correct, multiplier: t.multiplier, pool_share: t.poolShare })),
    pool:
      week.pool_cents === null
        ? TIERS[variant][0]?.multiplier == null
          ? await livePool(db, week.id, Number(week.carry_in_cents))
          : null
        : fromCents(Number(week.pool_cents)),
  };
}

/** The pool as it stands (pool variants, before settlement): its share of the stakes so far plus the carry. */
async function livePool(db: Db, weekId: string, carryInCents: number): Promise<number> {
  const row = await db
    .selectFrom('lotofoot_tickets')
    .select(sql<string>`coalesce(sum(price_cents), 0)`.as('stakes'))
    .where('week_id', '=', weekId)
    .executeTakeFirstOrThrow();
  return fromCents(Math.floor((Number(row.stakes) * POOL_PERCENT) / 100) + carryInCents);
}

export async function currentWeekId(db: Db, variant: LotofootVariant): Promise<string | null> {
  const row = await db.selectFrom('lotofoot_weeks').select('id').where('variant', '=', variant).where('status', '=', 'open').executeTakeFirst();
  return row?.id ?? null;
}
