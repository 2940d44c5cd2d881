// The client's signature must equal node:crypto's HMAC over the spec §7 string, on both paths: WebCrypto
// (https, localhost) and the pure-JS fallback loaded where `crypto.subtle` does not exist (plain-http LAN).
import { describe, it, expect } from 'vitest';
import { createHmac, webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { hmacSha256Hex, signHeaders } from '../../sync/sign.ts';
import { signaturePayload, isTimestampFresh, SIGNATURE_WINDOW_MS } from '../../domain/signing.ts';

const paths: Array<[string, SubtleCrypto | undefined]> = [
  ['WebCrypto', webcrypto.subtle as SubtleCrypto],
  ['pure JS', undefined],
];

describe.each(paths)('request signing (%s)', (_name, subtle) => {
  it('matches the RFC 4231 HMAC-SHA256 vector', async () => {
    expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?', subtle)).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('signs body + timestamp + merchant id, empty body for GET', async () => {
    const h = await signHeaders('', 1764000000000, 'birrbet-demo', 'secret', subtle);
    expect(h['X-Merchant-ID']).toBe('birrbet-demo');
    expect(h['X-Timestamp']).toBe('1764000000000');
    expect(h['X-Signature']).toBe(createHmac('sha256', 'secret').update('1764000000000birrbet-demo').digest('hex'));
  });

  it('agrees with node:crypto for any body and key, including Ethiopic text and an empty key', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.integer({ min: 1e12, max: 2e12 }), async (body, key, ts) => {
        const expected = createHmac('sha256', key)
          .update(signaturePayload(body, ts, 'm-1'))
          .digest('hex');
        expect((await signHeaders(body, ts, 'm-1', key, subtle))['X-Signature']).toBe(expected);
      }),
      { numRuns: 50 },
    );
    const amharic = '{"name":"ቅዱስ ጊዮርጊስ"}';
    expect(await hmacSha256Hex('k', amharic, subtle)).toBe(createHmac('sha256', 'k').update(amharic).digest('hex'));
  });
});

describe('signature window', () => {
  it('accepts timestamps only within ±5 minutes', () => {
    const now = 1_764_000_000_000;
    expect(isTimestampFresh(String(now - SIGNATURE_WINDOW_MS), now)).toBe(true);
    expect(isTimestampFresh(String(now + SIGNATURE_WINDOW_MS), now)).toBe(true);
    expect(isTimestampFresh(String(now - SIGNATURE_WINDOW_MS - 1), now)).toBe(false);
    expect(isTimestampFresh(String(now + SIGNATURE_WINDOW_MS + 1), now)).toBe(false);
    expect(isTimestampFresh('12ab', now)).toBe(false);
    expect(isTimestampFresh('', now)).toBe(false);
  });
});
