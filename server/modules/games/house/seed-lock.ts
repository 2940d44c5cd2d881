// Locking a player's active seed row for one transaction (issue 28): plays take their nonce under this lock and
// rotations swap the active row under it, so two plays never draw the same nonce and a rotation waits for the
// plays in flight (and they for it). The row to lock can change while a statement waits: a rotation that commits
// meanwhile leaves the waiter's snapshot with no active row (FOR UPDATE re-checks `active` on the row's latest
// version and skips it). On READ COMMITTED each new statement sees the rotation's new row, so the lock is asked
// again; a player whose seeds keep changing past a few tries is refused with 409 SEED_BUSY, never a 500.
import { type Insertable, sql } from 'kysely';
import type { HouseSeedsTable } from '../../../db/types-games.ts';
import type { Trx } from '../wallet/core.ts';
import { refuse } from './context.ts';
import type { ActiveSeed } from './fair.ts';

// Each retry follows a rotation that committed while this statement waited (or the first seed's creation), so this
// bounds how many rotations a single play may be overtaken by, not a timing guess.
const ATTEMPTS = 32;

export const seedBusy = () => refuse(409, 'SEED_BUSY', 'Your seeds are changing. Please try again');

export async function lockActiveSeed(trx: Trx, userId: string, game: string, fresh: () => Insertable<HouseSeedsTable>): Promise<ActiveSeed> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const row = await trx
      .selectFrom('house_seeds')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'next_server_seed', 'next_server_seed_hash'])
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .where('active', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (row !== undefined) {
      if (row.next_server_seed === null || row.next_server_seed_hash === null) {
        throw new Error(`house seed ${row.id} is active with no committed next seed`);
      }
      return {
        id: row.id,
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nextNonce: row.next_nonce,
        nextServerSeed: row.next_server_seed,
        nextServerSeedHash: row.next_server_seed_hash,
      };
    }
    // First use, or a rotation committed while this waited: make the first seed unless one is there by now.
    await trx
      .insertInto('house_seeds')
      .values(fresh())
      .onConflict((oc) => oc.columns(['user_id', 'game']).where(sql<boolean>`active`).doNothing())
      .execute();
  }
  throw seedBusy();
}
