// Settles what a match being played has already decided (issue 32): after a goal, the pending football legs of the
// match that the state decides for good (decided-football.ts: a total passed, both teams scored, the Nth goal) are
// graded at once, and every ticket whose legs are then all graded settles (tickets/settle.ts settleOne: the same
// transaction, payout key and rules as at the final whistle; it takes the ticket row FOR UPDATE, so a settlement and
// a cash-out of the same ticket never both happen). A leg the state has not decided waits for the result.
import type { Db } from '../../db/index.ts';
import { settleOne } from '../tickets/settle.ts';
import { decidedFootball } from './decided-football.ts';
import type { LiveState } from './timeline.ts';

export interface DecidedRun {
  graded: number;
  settled: number;
}

/** Grades the match's pending legs its state `s` has decided, then settles the tickets that became complete. */
export async function settleDecidedLegs(db: Db, matchId: string, s: LiveState, nowMs: number): Promise<DecidedRun> {
  if (s.sport !== 'football') {
    return { graded: 0, settled: 0 };
  }
  const legs = await db
    .selectFrom('ticket_selections')
    .select(['ticket_id', 'position', 'market_id', 'specifier', 'outcome_id'])
    .where('match_id', '=', matchId)
    .where('status', '=', 'PENDING')
    .execute();
  const touched = new Set<string>();
  let graded = 0;
  for (const leg of legs) {
    const status = decidedFootball({ marketId: leg.market_id, specifier: leg.specifier, outcomeId: leg.outcome_id }, s);
    if (status === null) {
      continue;
    }
    const done = await db
      .updateTable('ticket_selections')
      .set({ status })
      .where('ticket_id', '=', leg.ticket_id)
      .where('position', '=', leg.position)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) > 0) {
      graded += 1;
      touched.add(leg.ticket_id);
    }
  }
  let settled = 0;
  for (const id of touched) {
    settled += (await settleOne(db, id, nowMs)) ? 1 : 0;
  }
  return { graded, settled };
}
