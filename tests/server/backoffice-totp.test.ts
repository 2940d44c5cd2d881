// TOTP (RFC 6238 over RFC 4226): the RFCs' own test vectors, the ±1 step window, one use per step, and the Base32
// and otpauth:// forms an authenticator app reads.
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, verifyTotp } from '../../server/modules/backoffice/totp.ts';

const RFC_KEY = Buffer.from('12345678901234567890');

describe('TOTP', () => {
  it('gives RFC 4226 Appendix D HOTP values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it('gives RFC 6238 Appendix B SHA-1 values (8 digits, 30 s steps)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      expect(hotp(RFC_KEY, Math.floor(seconds / 30), 8)).toBe(code);
    }
  });

  it('round-trips Base32 (RFC 4648) and refuses other characters', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi')?.toString()).toBe('foobar');
    expect(base32Decode('MZXW1')).toBeNull();
  });

  it('takes the current step and one either side, once each, and nothing older than the last taken', () => {
    const secret = base32Encode(RFC_KEY);
    const now = 1_111_111_111_000;
    const step = Math.floor(now / 30_000);
    const at = (offset: number) => hotp(RFC_KEY, step + offset);
    expect(verifyTotp(secret, at(0), now, null)).toBe(step);
    expect(verifyTotp(secret, at(-1), now, null)).toBe(step - 1);
    expect(verifyTotp(secret, at(1), now, null)).toBe(step + 1);
    expect(verifyTotp(secret, at(2), now, null)).toBeNull();
    expect(verifyTotp(secret, at(-2), now, null)).toBeNull();
    expect(verifyTotp(secret, at(0), now, step)).toBeNull();
    expect(verifyTotp(secret, at(1), now, step)).toBe(step + 1);
    expect(verifyTotp(secret, '12345', now, null)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('writes the otpauth:// URI authenticator apps scan', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'sara@birrbet.et')).toBe(
      'otpauth://totp/BirrBet%3Asara%40birrbet.et?secret=JBSWY3DPEHPK3PXP&issuer=BirrBet&algorithm=SHA1&digits=6&period=30',
    );
  });
});
