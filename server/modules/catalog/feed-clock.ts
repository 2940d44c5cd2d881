// The demo feed's clock: "advance by N minutes" moves the SCHEDULE, never a server clock. In one transaction
// the stored offset grows by N (feed-offset.ts), every match that has not ended kicks off N minutes earlier, the
// fixtures the feed's horizon now reaches are inserted (sync.ts topUpFixtures, here and not only in the leader's
// periodic sync, so an advance on any instance leaves the sportsbook full at once), then statuses follow the real
// clock (status.ts). A moved match is never inserted again (ids are the identity). Ended matches never move, and
// a bet keeps the kick-off it was placed against (ticket_selections / lotofoot_picks kickoff_at, 0026).
// Match rows are locked FOR UPDATE in id order before they change: a ticket being placed holds its matches
// FOR SHARE in that order (tickets/check.ts), so the two wait for each other but never in a circle.
// `within` runs last in the same transaction (the operator endpoint writes its audit entry there).
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { moveFeedOffset } from './feed-offset.ts';
import { updateMatchStatuses, type StatusRun } from './status.ts';
import { topUpFixtures } from './sync.ts';

/** One week: the most one call may move the schedule. */
export const MAX_ADVANCE_MINUTES = 7 * 24 * 60;

export interface AdvanceRun extends StatusRun {
  /** Matches whose start time moved. */
  moved: number;
  /** Fixtures the horizon reached and that were inserted. */
  inserted: number;
}

export async function advanceFeedClock(
  db: Db,
  minutes: number,
  nowMs: number,
  within?: (trx: Db, run: AdvanceRun) => Promise<void>,
): Promise<AdvanceRun> {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_ADVANCE_MINUTES) {
    throw new RangeError(`minutes must be an integer from 1 to ${MAX_ADVANCE_MINUTES}`);
  }
  return db.transaction().execute(async (trx) => {
    // The feed_clock row first: a concurrent advance or sync waits here, before any match row is locked.
    const offsetMs = await moveFeedOffset(trx, minutes);
    await trx.selectFrom('matches').select('id').where('status', '<>', 'ended').orderBy('id').forUpdate().execute();
    const moved = await trx
      .updateTable('matches')
      .set({ start_time: sql`start_time - ${minutes}::int * interval '1 minute'` })
      .where('status', '<>', 'ended')
      .executeTakeFirst();
    const inserted = await topUpFixtures(trx, nowMs, offsetMs);
    const statuses = await updateMatchStatuses(trx, nowMs);
    const run = { moved: Number(moved.numUpdatedRows), inserted, ...statuses };
    await within?.(trx, run);
    return run;
  });
}
