// The client's pure-JS signature must equal node:crypto's HMAC over the spec §7 string.
import { describe, it, expect } from 'vitest';
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { hmacSha256Hex, signHeaders } from '../../sync/sign.ts';
import { signaturePayload, isTimestampFresh, SIGNATURE_WINDOW_MS } from '../../domain/signing.ts';

describe('request signing', () => {
  it('matches the RFC 4231 HMAC-SHA256 vector', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('signs body + timestamp + merchant id, empty body for GET', () => {
    const h = signHeaders('', 1764000000000, 'birrbet-demo', 'secret');
    expect(h['X-Merchant-ID']).toBe('birrbet-demo');
    expect(h['X-Timestamp']).toBe('1764000000000');
    expect(h['X-Signature']).toBe(createHmac('sha256', 'secret').update('1764000000000birrbet-demo').digest('hex'));
  });

  it('agrees with node:crypto for any body, including Ethiopic text', () => {
    fc.assert(fc.property(fc.string(), fc.string({ minLength: 1 }), fc.integer({ min: 1e12, max: 2e12 }), (body, key, ts) => {
      const expected = createHmac('sha256', key).update(signaturePayload(body, ts, 'm-1')).digest('hex');
      expect(signHeaders(body, ts, 'm-1', key)['X-Signature']).toBe(expected);
    }));
    const amharic = '{"name":"ቅዱስ ጊዮርጊስ"}';
    expect(hmacSha256Hex('k', amharic)).toBe(createHmac('sha256', 'k').update(amharic).digest('hex'));
  });

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
