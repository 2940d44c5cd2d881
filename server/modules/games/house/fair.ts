// Provably fair draws for the house games (casino-protocols §4): a server seed per player and game, committed by
// its SHA-256 before any round is played under it and revealed when the player rotates seeds; each round's floats
// come from HMAC_SHA256(serverSeed, "clientSeed:nonce:cursor"), 4 bytes per float (domain/games/fair.ts), so anyone
// can replay a round in the verify view. Seeds come from node:crypto; nothing an outsider can predict.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { blocksFor, fairMessage, floatsFromBytes } from '../../../../domain/games/index.ts';
import { sql } from 'kysely';
import type { Trx } from '../wallet/core.ts';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const newClientSeed = (): string => randomBytes(8).toString('hex');

/** The round's first `count` floats. */
export function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; cursor < blocksFor(count); cursor += 1) {
    const bytes = createHmac('sha256', serverSeed)
      .update(fairMessage(clientSeed, nonce, cursor))
      .digest();
    floats.push(...floatsFromBytes(new Uint8Array(bytes)));
  }
  return floats.slice(0, count);
}

export interface ActiveSeed {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

/** The player's active seed for a game (made on first use), locked for this transaction. */
export async function activeSeed(trx: Trx, userId: string, game: string, nowMs: number, clientSeed?: string): Promise<ActiveSeed> {
  const serverSeed = newServerSeed();
  await trx
    .insertInto('house_seeds')
    .values({
      id: randomUUID(),
      user_id: userId,
      game,
      server_seed: serverSeed,
      server_seed_hash: sha256Hex(serverSeed),
      client_seed: clientSeed ?? newClientSeed(),
      active: true,
      created_at: new Date(nowMs),
    })
    .onConflict((oc) => oc.columns(['user_id', 'game']).where(sql<boolean>`active`).doNothing())
    .execute();
  const row = await trx
    .selectFrom('house_seeds')
    .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'])
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .where('active', '=', true)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { id: row.id, serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nextNonce: row.next_nonce };
}
