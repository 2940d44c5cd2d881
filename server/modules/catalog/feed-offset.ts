// The feed clock's stored offset (migration 0026, issue 29): how far, in total, the demo feed's schedule has been
// moved ahead of the real clock. One row shared by every instance and kept over restarts, so the catalogue sync
// (sync.ts) on any instance reads the feed's schedule at the same feed time. Reading it takes the row FOR SHARE and
// moving it FOR UPDATE: an advance and a sync never interleave (rows written at an offset that just changed).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/index.ts';

const MINUTE_MS = 60_000;

/** The offset in ms, holding the row FOR SHARE until the caller's transaction ends. */
export async function readFeedOffset(trx: Kysely<Database>): Promise<number> {
  const row = await trx.selectFrom('feed_clock').select('offset_minutes').where('id', '=', 1).forShare().executeTakeFirst();
  return Number(row?.offset_minutes ?? 0) * MINUTE_MS;
}

/** Adds `minutes` to the offset (the row stays locked FOR UPDATE until the caller's transaction ends); the new offset in ms. */
export async function moveFeedOffset(trx: Kysely<Database>, minutes: number): Promise<number> {
  const row = await trx
    .updateTable('feed_clock')
    .set({ offset_minutes: sql`offset_minutes + ${minutes}::int8` })
    .where('id', '=', 1)
    .returning('offset_minutes')
    .executeTakeFirstOrThrow();
  return Number(row.offset_minutes) * MINUTE_MS;
}
