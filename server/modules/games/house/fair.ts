// Provably fair draws for the house games (casino-protocols §4), in the genre's order: a player's seed row holds
// the server seed in use (its SHA-256 published) and the one committed for the NEXT pair (its SHA-256 published
// too, before the player chooses the next client seed). A first pair waits for the player's client seed; rotating
// reveals the seed in use and activates the committed one, so every revealed seed hashes to a commitment the
// player saw before choosing. Each round's floats come from HMAC_SHA256(serverSeed, "clientSeed:nonce:cursor"),
// 4 bytes per float (domain/games/fair.ts). Seeds come from node:crypto; nothing an outsider can predict.
// Concurrency: every play and rotation locks the player's active seed row (FOR UPDATE) for its transaction, so
// nonces are taken one after the other and rotations serialise with plays (seed-lock.ts).
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { blocksFor, fairMessage, floatsFromBytes } from '../../../../domain/games/index.ts';
import type { Trx } from '../wallet/core.ts';
import { refuse } from './context.ts';
import { lockActiveSeed } from './seed-lock.ts';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
export const newServerSeed = (): string => randomBytes(32).toString('hex');

export const clientSeedNeeded = () => refuse(409, 'CLIENT_SEED_NEEDED', 'Choose a client seed first');

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
  /** Null until the player has chosen one: no round may be drawn before. */
  clientSeed: string | null;
  nextNonce: number;
  nextServerSeed: string;
  nextServerSeedHash: string;
}

/** A fresh active seed row for `game`: `serverSeed` in use, and a new seed committed (its hash published) for next. */
export function seedRow(userId: string, game: string, nowMs: number, serverSeed: string, clientSeed: string | null) {
  const next = newServerSeed();
  return {
    id: randomUUID(),
    user_id: userId,
    game,
    server_seed: serverSeed,
    server_seed_hash: sha256Hex(serverSeed),
    client_seed: clientSeed,
    active: true,
    created_at: new Date(nowMs),
    next_server_seed: next,
    next_server_seed_hash: sha256Hex(next),
  };
}

/** The player's active seed for a game (made on first use, with no client seed yet), locked for this transaction. */
export const activeSeed = (trx: Trx, userId: string, game: string, nowMs: number): Promise<ActiveSeed> =>
  lockActiveSeed(trx, userId, game, () => seedRow(userId, game, nowMs, newServerSeed(), null));

/** The active seed with its client seed, for a round to be drawn from; 409 CLIENT_SEED_NEEDED before the player chose one. */
export async function playableSeed(trx: Trx, userId: string, game: string, nowMs: number): Promise<ActiveSeed & { clientSeed: string }> {
  const seed = await activeSeed(trx, userId, game, nowMs);
  if (seed.clientSeed === null) {
    throw clientSeedNeeded();
  }
  return { ...seed, clientSeed: seed.clientSeed };
}

export interface RevealedSeed {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  last_nonce: number;
}

/**
 * The player's client seed on the locked active seed. A first pair (no client seed yet, nothing drawn) takes it
 * and nothing is revealed. Otherwise the seed in use is revealed and the committed next one becomes active with
 * the chosen client seed (the one in use when none is given), and a fresh seed is committed for after it.
 */
export async function rotateLockedSeed(trx: Trx, seed: ActiveSeed, userId: string, game: string, clientSeed: string | undefined, nowMs: number) {
  if (seed.clientSeed === null) {
    if (clientSeed === undefined) {
      throw clientSeedNeeded();
    }
    await trx.updateTable('house_seeds').set({ client_seed: clientSeed }).where('id', '=', seed.id).execute();
    return null;
  }
  await trx
    .updateTable('house_seeds')
    .set({ active: false, revealed_at: new Date(nowMs), next_server_seed: null })
    .where('id', '=', seed.id)
    .execute();
  await trx
    .insertInto('house_seeds')
    .values(seedRow(userId, game, nowMs, seed.nextServerSeed, clientSeed ?? seed.clientSeed))
    .execute();
  const revealed: RevealedSeed = {
    server_seed: seed.serverSeed,
    server_seed_hash: seed.serverSeedHash,
    client_seed: seed.clientSeed,
    last_nonce: seed.nextNonce - 1,
  };
  return revealed;
}
