// Decides live-bet holds whose own request is gone (issue 32): a server killed during a delay, a client that hung up.
// Every SWEEP_MS the leader decides each hold that is GRACE_MS past its accept_at (live-holds.ts decideHold, which
// takes a hold once whoever comes first) — so after a restart a held bet is accepted or refused within one delay
// plus a few seconds, never lost, and its player's retry under the same Idempotency-Key reads the decision.
import type { Db } from '../../db/index.ts';
import { schedulePeriodic, type PeriodicJob } from '../../jobs.ts';
import { decideHold } from './live-holds.ts';

export const SWEEP_MS = 1_000;
/** A request's own timer decides its hold at accept_at; the sweeper leaves it that long to do so. */
export const GRACE_MS = 1_000;
const BATCH = 100;

/** Decides every hold due by `nowMs` (past its grace); answers how many this run decided. */
export async function sweepHolds(db: Db, nowMs: number): Promise<number> {
  const due = await db
    .selectFrom('bet_holds')
    .select('id')
    .where('status', '=', 'held')
    .where('accept_at', '<=', new Date(nowMs - GRACE_MS))
    .orderBy('accept_at')
    .limit(BATCH)
    .execute();
  let decided = 0;
  for (const { id } of due) {
    if ((await decideHold(db, id, nowMs)) !== null) {
      decided += 1;
    }
  }
  return decided;
}

export const scheduleHoldSweeper = (db: Db, now: () => number, onError: (err: unknown) => void): PeriodicJob =>
  schedulePeriodic(() => sweepHolds(db, now()), SWEEP_MS, onError);
