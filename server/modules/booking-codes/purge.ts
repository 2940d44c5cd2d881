// Deletes booking codes a day after they expired (the maintenance prune runs it every 10 minutes): until then a
// reader of an old link is told the code expired (410), after that it is unknown (404). Bounded batches through
// booking_codes_expires_idx (db/batched-delete.ts), so a backlog drains over runs without long locks.
import { sql } from 'kysely';
import { deleteInBatches, type BatchLimits } from '../../db/batched-delete.ts';
import type { Db } from '../../db/index.ts';

export const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export function purgeExpiredBookingCodes(db: Db, nowMs: number, limits: BatchLimits = {}): Promise<number> {
  return deleteInBatches(db, 'booking_codes', sql`expires_at < ${new Date(nowMs - KEEP_EXPIRED_MS)}`, limits);
}
