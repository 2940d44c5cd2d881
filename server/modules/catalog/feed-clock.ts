// The demo feed's clock: "advance by N minutes" moves the SCHEDULE, never a server clock. In one transaction
// every match that has not ended kicks off N minutes earlier, then statuses follow the real clock (status.ts).
// Safe with the catalogue sync: it recognises stored fixtures by their deterministic ids only (sync.ts), so a
// moved match is never inserted again or put back at its original time. Ended matches never move.
// Match rows are locked FOR UPDATE in id order before they change: a ticket being placed holds its matches
// FOR SHARE in that order (tickets/check.ts), so the two wait for each other but never in a circle.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { updateMatchStatuses, type StatusRun } from './status.ts';

/** One week: the most one call may move the schedule. */
export const MAX_ADVANCE_MINUTES = 7 * 24 * 60;

export interface AdvanceRun extends StatusRun {
  /** Matches whose start time moved. */
  moved: number;
}

export async function advanceFeedClock(db: Db, minutes: number, nowMs: number): Promise<AdvanceRun> {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_ADVANCE_MINUTES) {
    throw new RangeError(`minutes must be an integer from 1 to ${MAX_ADVANCE_MINUTES}`);
  }
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('matches').select('id').where('status', '<>', 'ended').orderBy('id').forUpdate().execute();
    const moved = await trx
      .updateTable('matches')
      .set({ start_time: sql`start_time - ${minutes}::int * interval '1 minute'` })
      .where('status', '<>', 'ended')
      .executeTakeFirst();
    const statuses = await updateMatchStatuses(trx, nowMs);
    return { moved: Number(moved.numUpdatedRows), ...statuses };
  });
}
