// Provably fair randomness (domain/games/fair.ts): the HMAC message, the 4-bytes-per-float rule, blocks per round,
// the no-replacement draw and Bustabit's crash point, checked against hand-worked vectors and node:crypto.
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blocksFor,
  crashFromHash,
  crashFromInt52,
  drawWithoutReplacement,
  FLOATS_PER_BLOCK,
  fairMessage,
  floatsFromBytes,
  int52FromFloats,
} from '../../../domain/games/fair.ts';

describe('fair bytes', () => {
  it('the HMAC message is clientSeed:nonce:cursor', () => {
    expect(fairMessage('lucky', 7, 0)).toBe('lucky:7:0');
    expect(fairMessage('a:b', 0, 12)).toBe('a:b:0:12');
  });

  it('each 4 bytes are one float Σ b_i/256^(i+1); a partial group is ignored', () => {
    expect(floatsFromBytes(new Uint8Array([128, 0, 0, 0]))).toEqual([0.5]);
    expect(floatsFromBytes(new Uint8Array([0, 0, 0, 0, 64, 0, 0, 1, 9]))).toEqual([0, 0.25 + 1 / 2 ** 32]);
    expect(floatsFromBytes(new Uint8Array([255, 255, 255, 255]))).toEqual([1 - 2 ** -32]);
    expect(floatsFromBytes(new Uint8Array([1, 2, 3, 4]))[0]).toBe(1 / 256 + 2 / 256 ** 2 + 3 / 256 ** 3 + 4 / 256 ** 4);
  });

  it('one HMAC block gives 8 floats; more floats ask for more blocks', () => {
    const bytes = createHmac('sha256', 'server-seed')
      .update(fairMessage('client', 0, 0))
      .digest();
    expect(floatsFromBytes(bytes)).toHaveLength(FLOATS_PER_BLOCK);
    expect([1, 8, 9, 10, 16, 17, 24].map(blocksFor)).toEqual([1, 1, 2, 2, 2, 3, 3]);
  });

  it('floats are always in [0, 1)', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 4, maxLength: 64 }), (bytes) => floatsFromBytes(bytes).every((f) => f >= 0 && f < 1)));
  });
});

describe('draw without replacement', () => {
  it('takes floor(f_i·(n − i)) out of what is left', () => {
    // 0.5·25 = 12.5 → tile 12; 0.5·24 → 12th of the rest (13); 0.5·23 → 11th of the rest (11).
    expect(drawWithoutReplacement([0.5, 0.5, 0.5], 25, 3)).toEqual([12, 13, 11]);
    expect(drawWithoutReplacement([0, 0, 0], 5, 3)).toEqual([0, 1, 2]);
    expect(drawWithoutReplacement([0.99, 0.99, 0.99], 5, 3)).toEqual([4, 3, 2]);
  });

  it('always draws distinct indices within the pool', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 160, maxLength: 160 }), fc.integer({ min: 1, max: 40 }), (bytes, count) => {
        const drawn = drawWithoutReplacement(floatsFromBytes(bytes), 40, count);
        return drawn.length === count && new Set(drawn).size === count && drawn.every((i) => i >= 0 && i < 40);
      }),
    );
  });
});

describe('crash point (Bustabit v2)', () => {
  const formula = (hex: string) => {
    const x = Number.parseInt(hex.slice(0, 13), 16) / 2 ** 52;
    return Math.max(1, Math.floor(97 / (1 - x)) / 100);
  };

  it('matches the formula on known hashes', () => {
    expect(crashFromHash('8000000000000abc', 0.03)).toBe(1.94);
    expect(crashFromHash('0000000000000', 0.03)).toBe(1);
    expect(crashFromHash('c000000000000', 0.03)).toBe(3.88);
    const hash = createHash('sha256').update('birrbet').digest('hex');
    expect(crashFromHash(hash, 0.03)).toBe(formula(hash));
    expect(crashFromHash('fffffffffffff', 0.01)).toBe(Math.floor(99 * 2 ** 52) / 100);
  });

  it('a cash-out target c/100 is reached for exactly floor(97·2^52/c) of the 2^52 values', () => {
    const two52 = 2n ** 52n;
    for (const c of [101n, 200n, 1000n, 100_000n]) {
      const first = two52 - (9_700n * two52) / (100n * c);
      expect(crashFromInt52(first, 0.03)).toBeGreaterThanOrEqual(Number(c) / 100);
      expect(crashFromInt52(first - 1n, 0.03)).toBeLessThan(Number(c) / 100);
    }
  });

  it('the first two floats carry the same 52 bits as the first 13 hex digits', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const hex = Buffer.from(bytes).toString('hex');
        return int52FromFloats(floatsFromBytes(bytes)) === BigInt(`0x${hex.slice(0, 13)}`);
      }),
    );
  });

  it('is at least 1 with at most 2 decimals, and the float result agrees with the formula', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const hex = Buffer.from(bytes).toString('hex');
        const point = crashFromHash(hex, 0.03);
        return point >= 1 && Number.isInteger(Math.round(point * 100)) && Math.abs(point - formula(hex)) < 0.011;
      }),
    );
  });
});
