// Provably fair randomness for the house games (issue 15; ../shared/casino-protocols.md §4). The server commits to
// SHA-256(serverSeed) before play; a round's bytes are HMAC_SHA256(serverSeed, fairMessage(clientSeed, nonce,
// cursor)), computed by the caller (node:crypto on the server, @noble/hashes in the browser): this module only turns
// bytes into floats and floats into draws, so the same bytes always give the same round on both sides. Every float
// uses 4 bytes, f = Σ b_i / 256^(i+1), so 0 ≤ f < 1 with 2^-32 steps; one 32-byte HMAC block gives 8 floats and a
// game needing more asks for the next cursor (0, 1, 2…). No clock, no randomness here.

/** Floats in one HMAC-SHA256 block (32 bytes, 4 bytes per float). */
export const FLOATS_PER_BLOCK = 8;

/** The HMAC message of one block of a round. */
export const fairMessage = (clientSeed: string, nonce: number, cursor: number): string => `${clientSeed}:${nonce}:${cursor}`;

/** HMAC blocks (cursors 0…blocksFor(n) − 1) a round needing `floatCount` floats asks for. */
export const blocksFor = (floatCount: number): number => Math.max(1, Math.ceil(floatCount / FLOATS_PER_BLOCK));

/** One float per whole group of 4 bytes (a trailing partial group is ignored). */
export function floatsFromBytes(bytes: Uint8Array): number[] {
  const floats: number[] = [];
  for (let at = 0; at + 4 <= bytes.length; at += 4) {
    // Exact: (b0·2^24 + b1·2^16 + b2·2^8 + b3) / 2^32 is Σ b_i / 256^(i+1) with no rounding.
    const word = (bytes[at] ?? 0) * 16_777_216 + (bytes[at + 1] ?? 0) * 65_536 + (bytes[at + 2] ?? 0) * 256 + (bytes[at + 3] ?? 0);
    floats.push(word / 4_294_967_296);
  }
  return floats;
}

/**
 * `count` distinct indices of 0…poolSize − 1, in draw order: idx_i = floor(f_i·(poolSize − i)) taken out of the
 * tiles still in the pool (the mines and keno rule). Unbiased: each draw is uniform over what is left.
 */
export function drawWithoutReplacement(floats: readonly number[], poolSize: number, count: number): number[] {
  const pool = Array.from({ length: poolSize }, (_, i) => i);
  const drawn: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = Math.floor((floats[i] ?? 0) * (poolSize - i));
    drawn.push(pool.splice(at, 1)[0] ?? 0);
  }
  return drawn;
}

const TWO_52 = 2n ** 52n;

/**
 * Bustabit v2's crash point from 52 random bits `k` (X = k / 2^52): max(1, floor(100(1 − edge)/(1 − X))/100),
 * computed in integers so no rounding moves a boundary. P(crash ≥ x) = (1 − edge)/x (to 2^-52).
 */
export function crashFromInt52(k: bigint, edge: number): number {
  const keepBasisPoints = BigInt(10_000 - Math.round(edge * 10_000));
  const cents = (keepBasisPoints * TWO_52) / (100n * (TWO_52 - k));
  return cents < 100n ? 1 : Number(cents) / 100;
}

/** The crash point of a hash: its first 13 hex digits (52 bits) as X. */
export const crashFromHash = (hashHex: string, edge: number): number => crashFromInt52(BigInt(`0x${hashHex.slice(0, 13)}`), edge);

/**
 * The same 52 bits from the first two floats of the block: f0 holds bytes 0–3, and floor(f1·2^20) the next 20 bits
 * (bytes 4, 5 and the high half of byte 6), so crashFromFloats(floatsFromBytes(h)) = crashFromHash(hex(h)).
 */
export function int52FromFloats(floats: readonly number[]): bigint {
  const high = BigInt(Math.floor((floats[0] ?? 0) * 4_294_967_296));
  const low = BigInt(Math.floor((floats[1] ?? 0) * 1_048_576));
  return (high << 20n) | low;
}

/** floor(x·100)/100, for multipliers shown and paid with 2 decimals (never rounded up: the player never gets more). */
export const floor2 = (x: number): number => Math.floor(x * 100 + 1e-9) / 100;
