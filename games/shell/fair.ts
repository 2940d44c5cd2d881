// Provably fair in the browser (casino-protocols §4): the same floats the server draws — HMAC_SHA256 keyed with the
// server seed's text over fairMessage(clientSeed, nonce, cursor), 4 bytes a float (domain/games/fair.ts) — computed
// with @noble/hashes, so the verify view and the demo engine replay rounds exactly as the server plays them.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { blocksFor, fairMessage, floatsFromBytes } from '../../domain/games/fair.ts';

/** A game's maths as the shell needs it (each page passes its own module, so a page carries one game only). */
export interface GameMaths {
  parse(raw: unknown): object | string;
  floatsNeeded(params: object): number;
  outcome(floats: readonly number[], params: object): { multiplier: number } & object;
  rtp(params: object): number;
}

/** A game's typed maths as GameMaths: the page passes parsed settings back to the same game, so the cast is safe. */
export const gameMaths = <P extends object>(m: {
  parse(raw: unknown): P | string;
  floatsNeeded(params: P): number;
  outcome(floats: readonly number[], params: P): { multiplier: number } & object;
  rtp(params: P): number;
}): GameMaths => m as unknown as GameMaths;

/** SHA-256 hex of a text: the commitment published for a server seed. */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** A round's first `count` floats. */
export function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const key = utf8ToBytes(serverSeed);
  const floats: number[] = [];
  for (let cursor = 0; cursor < blocksFor(count); cursor += 1) {
    floats.push(...floatsFromBytes(hmac(sha256, key, utf8ToBytes(fairMessage(clientSeed, nonce, cursor)))));
  }
  return floats.slice(0, count);
}

/** The server's bound on a fruit round's floats (free spins chaining), kept the same here. */
const MAX_FLOATS = 3 * 600;

/**
 * A round replayed as the server draws it: the game's floats, and more while the outcome says free spins are left
 * (fruits). The outcome, or the refusal text of the settings.
 */
export function replayRound(maths: GameMaths, serverSeed: string, clientSeed: string, nonce: number, raw: unknown): object | string {
  const params = maths.parse(raw);
  if (typeof params === 'string') {
    return params;
  }
  let count = maths.floatsNeeded(params);
  for (;;) {
    const outcome = maths.outcome(fairFloats(serverSeed, clientSeed, nonce, count), params);
    const left = (outcome as { freeSpinsLeft?: number }).freeSpinsLeft ?? 0;
    if (left === 0 || count >= MAX_FLOATS) {
      return outcome;
    }
    count = Math.min(MAX_FLOATS, count + 3 * left);
  }
}

export interface Verified {
  /** SHA-256 of the server seed as computed here. */
  hash: string;
  /** null when no published hash was given to compare with. */
  hashMatches: boolean | null;
  outcome: object | string;
}

/** The verify view's computation: anyone's seeds, nonce and settings → the outcome and the commitment check. */
export function verifyRound(
  maths: GameMaths,
  input: { serverSeed: string; clientSeed: string; nonce: number; params: unknown; publishedHash?: string },
): Verified {
  const hash = sha256Hex(input.serverSeed);
  const published = (input.publishedHash ?? '').trim().toLowerCase();
  return {
    hash,
    hashMatches: published === '' ? null : published === hash,
    outcome: replayRound(maths, input.serverSeed, input.clientSeed, input.nonce, input.params),
  };
}

/** Hex of `bytes` random bytes (seeds of demo play and fresh client seeds). */
export const randomHex = (bytes: number): string => bytesToHex(crypto.getRandomValues(new Uint8Array(bytes)));

/** A seed revealed by a rotation, as the server answers it. */
export interface RevealedSeed {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  last_nonce: number;
}

/** A round as the page keeps it (the fields the chain check reads). */
export interface PlayedRound {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  status: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
}

export interface ChainLink {
  seed: RevealedSeed;
  /** SHA-256 of the revealed seed is the hash published for it. */
  hashOk: boolean;
  /**
   * The revealed seed hashes to the commitment this page showed before the client seed paired with it was chosen;
   * null when that choice was made before this page was opened (nothing seen here to compare with).
   */
  committedOk: boolean | null;
  /** Finished rounds of this seed that this page knows, and how many of them the seed reproduces. */
  rounds: number;
  reproduced: number;
}

/**
 * The settings that replay a round as it was played, for the verify view (issue 29): its own settings with the moves
 * the player made after the draw — the tiles a Mines round revealed (its stored settings hold none: they are the bet's,
 * so a won round replayed from them alone paid 0.00×) and the point a Crash round was cashed out by hand.
 */
export function roundSettings(round: Pick<PlayedRound, 'params' | 'outcome'>): Record<string, unknown> {
  const settings: Record<string, unknown> = { ...round.params };
  const { picks, cashedOutAt } = round.outcome;
  if (Array.isArray(picks)) {
    settings['picks'] = picks;
  }
  if (typeof cashedOutAt === 'number') {
    settings['autoCashout'] = cashedOutAt;
  }
  return settings;
}

/** What a finished round shows that the player's moves wrote after the draw (mines: the tiles revealed, the mine hit). */
const MOVES = new Set(['picks', 'hit']);

/** Every key the seed draws is the round's (a finished round adds its moves: picks, a hit, a cash-out point). */
const sameDraw = (replayed: object | string, shown: Record<string, unknown>): boolean =>
  typeof replayed !== 'string' && Object.entries(replayed).every(([k, v]) => MOVES.has(k) || JSON.stringify(v) === JSON.stringify(shown[k]));

/**
 * The verify view's chain check: for each revealed seed, its hash, the commitment shown before its client seed was
 * chosen (`committedBefore`: active seed hash → the hash shown at that choice), and the finished rounds it replays.
 */
export function checkChain(
  maths: GameMaths,
  revealed: readonly RevealedSeed[],
  committedBefore: ReadonlyMap<string, string>,
  rounds: readonly PlayedRound[],
): ChainLink[] {
  return revealed.map((seed) => {
    const hash = sha256Hex(seed.server_seed);
    const shown = committedBefore.get(seed.server_seed_hash);
    const own = rounds.filter((r) => r.status !== 'open' && r.server_seed_hash === seed.server_seed_hash);
    const reproduced = own.filter(
      (r) => r.client_seed === seed.client_seed && sameDraw(replayRound(maths, seed.server_seed, r.client_seed, r.nonce, r.params), r.outcome),
    );
    return {
      seed,
      hashOk: hash === seed.server_seed_hash,
      committedOk: shown === undefined ? null : shown === hash,
      rounds: own.length,
      reproduced: reproduced.length,
    };
  });
}
