// TOTP second factor of operator sign-in (issue 33): RFC 6238 over RFC 4226 (HMAC-SHA1, 6 digits, 30-second steps),
// the defaults every authenticator app reads from an otpauth:// URI. A code is accepted for the current step or
// one step either side (phone clocks drift), and never for a step at or before the last one accepted, so a code
// seen over a shoulder cannot be replayed. Secrets are 20 random bytes (RFC 4226's recommended length), Base32.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_STEP_MS = 30_000;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code is still taken for. */
const WINDOW = 1;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) {
    out += ALPHABET[(value << (5 - bits)) & 31];
  }
  return out;
}

/** Decodes Base32 (case and spaces ignored, no padding needed); null when a character is not Base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) {
      return null;
    }
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** RFC 4226 HOTP of `counter` with `digits` digits (the RFC's test vectors: tests/server/backoffice-totp.test.ts). */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const stepAt = (nowMs: number): number => Math.floor(nowMs / TOTP_STEP_MS);

/**
 * The step `code` is right for, within the window around now and after `lastStep`, or null. Every candidate is
 * compared (no early exit), in constant time.
 */
export function verifyTotp(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const key = base32Decode(secret);
  if (key === null || !/^\d{6}$/.test(code)) {
    return null;
  }
  const now = stepAt(nowMs);
  let matched: number | null = null;
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (same && (lastStep === null || step > lastStep) && matched === null) {
      matched = step;
    }
  }
  return matched;
}

/** The otpauth:// URI an authenticator app scans (Key Uri Format): issuer and account label, SHA1, 6 digits, 30 s. */
export function otpauthUri(secret: string, account: string, issuer = 'BirrBet'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: '30' });
  return `otpauth://totp/${label}?${query.toString()}`;
}
