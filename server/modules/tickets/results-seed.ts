// The demo simulator's secret: 32 random bytes kept in server_secrets ('results-seed'), created by migration
// 0008 at the first start (and here again if someone deleted the row), so results follow from something no
// one outside the server has. Several instances on one database read the same row. The value is never
// served, never logged and never put in an error message.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { RESULTS_SEED } from '../../db/migrations/0008-results.ts';
import { mulberry32 } from '../catalog/feed/rng.ts';

/** The results seed, creating it first when missing (INSERT … ON CONFLICT DO NOTHING, then read back). */
export async function resultsSeed(db: Db): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name: RESULTS_SEED, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', RESULTS_SEED).executeTakeFirstOrThrow();
  if (!/^[0-9a-f]{64}$/.test(row.value)) {
    throw new Error(`server_secrets '${RESULTS_SEED}' must be 64 lowercase hex characters (32 bytes); fix or delete that row`);
  }
  return Buffer.from(row.value, 'hex');
}

/** The random source of one match's draw: HMAC-SHA256(seed, 'result:' + id) seeds the feed's generator. */
export function simulatorRandom(seed: Buffer, matchId: string): () => number {
  return mulberry32(createHmac('sha256', seed).update(`result:${matchId}`).digest().readUInt32BE(0));
}
