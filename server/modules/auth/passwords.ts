// Password hashing with scrypt from node:crypto at OWASP's parameters (N=2^17, r=8, p=1, 32-byte salt,
// 64-byte key), stored self-describing as 'scrypt$N$r$p$salt$hash' (base64url). Hashing takes ~0.6 s (2-core box)
// and 128 MiB by design: call it outside any database transaction.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const OWASP_N = 2 ** 17;
let N = OWASP_N;
const R = 8;
const P = 1;
const MAXMEM = 256 * 1024 * 1024;
const SALT_BYTES = 32;
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * Tests only (tests/server/helpers.ts): a cheaper N for the hundreds of sign-ups a test run makes, at ~0.6 s each.
 * Verification reads N from the stored hash, so hashes of either cost verify. No server code calls this
 * (tests/architecture.test.ts holds it); `undefined` restores OWASP's N.
 */
export function setHashCostForTests(n: number | undefined): void {
  N = n ?? OWASP_N;
}

/**
 * `cost` (an N) only for a secret whose strength is not its hash's: a channel's 4-digit PIN (channels/core/pin.ts)
 * is protected by the per-phone guess limit, and a USSD screen cannot wait 0.6 s for it.
 */
export async function hashPassword(password: string, cost: number = N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { N: cost, r: R, p: P, maxmem: MAXMEM });
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * The password of an account made without one (a USSD registration, channels/core/register.ts): it never matches,
 * and the player sets a web password with "Forgot password?". Stored instead of a hash of a random secret, which
 * would cost the registration's USSD screen 0.6 s of scrypt for a password nobody will ever type.
 */
export const NO_PASSWORD = 'none';

/**
 * True when the password matches the stored hash; a malformed hash (or NO_PASSWORD) never matches, after the time a
 * real check takes, so the answer's timing does not tell an account without a web password from one with it.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [scheme, n, r, p, saltText, keyText] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || saltText === undefined || keyText === undefined) {
    return verifyAgainstDummy(password);
  }
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isSafeInteger(v) && v > 0)) {
    return false;
  }
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), expected.length, { ...cost, maxmem: MAXMEM });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | null = null;

/** Spends the same time as a real check, for an unknown phone: the answer's timing reveals nothing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummy);
  return false;
}
