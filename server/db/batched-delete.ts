// Bounded DELETEs for the periodic purges (issue 16): at most `batch` rows per statement, picked through the
// caller's (indexed) condition and deleted by physical row address, and at most `maxBatches` statements per call.
// Each statement is short — few row locks, no long transaction — and a backlog (after downtime) drains over
// several runs of the purge instead of one huge DELETE.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './index.ts';

const DELETE_BATCH = 1000;
const DELETE_MAX_BATCHES = 100;

export interface BatchLimits {
  batch?: number;
  maxBatches?: number;
}

/** Deletes rows of `table` matching `where`, batch by batch; returns how many went. */
export async function deleteInBatches(db: Db, table: string, where: RawBuilder<unknown>, limits: BatchLimits = {}): Promise<number> {
  const batch = limits.batch ?? DELETE_BATCH;
  const maxBatches = limits.maxBatches ?? DELETE_MAX_BATCHES;
  const ref = sql.table(table);
  let deleted = 0;
  for (let i = 0; i < maxBatches; i += 1) {
    // ctid = any(array(…)) is a TID scan; a row changed meanwhile has a new ctid and is left for the next run.
    const result = await sql`delete from ${ref} where ctid = any(array(select ctid from ${ref} where ${where} limit ${batch}))`.execute(db);
    const n = Number(result.numAffectedRows ?? 0);
    deleted += n;
    if (n < batch) {
      break;
    }
  }
  return deleted;
}
