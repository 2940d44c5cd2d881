// Decides live-bet holds whose own request is gone (issue 32): a server killed during a delay, a client that hung up.
// Every SWEEP_MS the leader decides the holds that are GRACE_MS past their accept_at (hold-decide.ts, which takes a
// hold once whoever comes first) — so after a restart a held bet is accepted or refused within one delay
// plus a few seconds, never lost, and its player's retry under the same Idempotency-Key reads the decision.
import type { Db } from '../../db/index.ts';
import { schedulePeriodic, type PeriodicJob } from '../../jobs.ts';
import { decideHolds } from './hold-decide.ts';

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
  const ids = due.map((d) => d.id);
  try {
    return (await decideHolds(db, ids, nowMs)).size;
  } catch {
    // Hold by hold, so one that cannot be decided holds back no other (the first error is then the job's).
    let decided = 0;
    let failure: unknown = null;
    for (const id of ids) {
      decided += await decideHolds(db, [id], nowMs).then(
        (d) => d.size,
        (err: unknown) => {
          failure ??= err;
          return 0;
        },
      );
    }
    if (failure !== null) {
      throw failure;
    }
    return decided;
  }
}

export const scheduleHoldSweeper = (db: Db, now: () => number, onError: (err: unknown) => void): PeriodicJob =>
  schedulePeriodic(() => sweepHolds(db, now()), SWEEP_MS, onError);
