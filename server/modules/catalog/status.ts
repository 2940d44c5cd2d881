// Match status by the clock: not_started → live at kick-off, and → ended once kick-off is more than
// SETTLE_AFTER_MS ago (when settlement grades the match). Statuses only move forward, so running this
// again, or on several instances at once, changes nothing more. Used by the catalogue sync and the feed clock.
// The rows it moves are locked FOR UPDATE in id order first: a ticket being placed holds its matches FOR
// SHARE in that order (tickets/check.ts), so the two wait for each other but never in a circle.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/index.ts';
import { LIVE_SPORTS } from '../live/sports.ts';

/** A demo match lasts 2 hours: it ends, and its legs settle, this long after kick-off. */
export const SETTLE_AFTER_MS = 2 * 60 * 60 * 1000;

export interface StatusRun {
  /** Matches that kicked off in this run (not_started → live). */
  started: number;
  /** Matches that ended in this run (live → ended). */
  ended: number;
}

type MatchesEb = ExpressionBuilder<Database, 'matches'>;
const dueToStart = (nowMs: number) => (eb: MatchesEb) => eb.and([eb('status', '=', 'not_started'), eb('start_time', '<=', new Date(nowMs))]);
const dueToEnd = (nowMs: number) => (eb: MatchesEb) => eb.and([eb('status', '=', 'live'), eb('start_time', '<', new Date(nowMs - SETTLE_AFTER_MS))]);

/**
 * Moves every match to the status `nowMs` gives it. Run it in a transaction (alone or with other changes):
 * the row locks it takes first are held until that transaction ends.
 */
export async function updateMatchStatuses(db: Kysely<Database>, nowMs: number): Promise<StatusRun> {
  await db
    .selectFrom('matches')
    .select('id')
    .where((eb) => eb.or([dueToStart(nowMs)(eb), dueToEnd(nowMs)(eb)]))
    .orderBy('id')
    .forUpdate()
    .execute();
  const started = await db.updateTable('matches').set({ status: 'live' }).where(dueToStart(nowMs)).returning('id').execute();
  if (started.length > 0) {
    // Kick-off closes the prematch book: a match played live re-opens in play at in-play prices (live/book-job.ts).
    await db
      .updateTable('markets')
      .set({ status: 'suspended' })
      .where('status', '=', 'active')
      .where(
        'match_id',
        'in',
        started.map((m) => m.id),
      )
      .execute();
  }
  // Every match past kick-off is live by now, so one step ends them (a match never goes not_started → ended).
  const ended = await db.updateTable('matches').set({ status: 'ended' }).where(dueToEnd(nowMs)).executeTakeFirst();
  return { started: started.length, ended: Number(ended.numUpdatedRows) };
}

/**
 * Whether a match's markets take bets now by their own status: before kick-off (status not_started, kick-off ahead
 * by the server clock), or while a match of a sport played live is played (status live: the in-play book opens and
 * suspends its markets, live/book-job.ts). Every catalogue answer marks the markets of any other match 'suspended'.
 */
export function isOpenForBetting(match: { status: string; start_time: Date; sport_id: string }, nowMs: number): boolean {
  return (match.status === 'not_started' && match.start_time.getTime() > nowMs) || isPlayedLive(match);
}

/** A match being played whose sport has an in-play book (live/sports.ts). */
export const isPlayedLive = (match: { status: string; sport_id: string }): boolean =>
  match.status === 'live' && LIVE_SPORTS[match.sport_id] !== undefined;
