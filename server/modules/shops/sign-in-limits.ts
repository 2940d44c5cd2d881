// Cashier sign-in limits (issue 28, item 11): the player login's scheme (auth/rate-limit.ts counters in the shared
// rate_limits table, every attempt counted atomically BEFORE its password is hashed, a right password taking its
// count back) plus the counter PC as a known device, so a neighbour cannot lock a cashier out:
// - from a device this cashier signed in on before (its key sent with the sign-in), the attempt counts only per
//   (cashier, device): nobody without that key — a stranger behind the shop's own address included — touches it;
// - from any other device, per (cashier, address), per cashier over every address (guessing spread over many
//   addresses) and per address over every cashier (high: a carrier NAT puts many counters behind one address).
// Device keys are random (cdv_ + 32 bytes), kept by the client, remembered hashed per (merchant, username) under
// the login-known limit, so they are kept 30–60 days from their last use (purgeRateLimits).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { clear, forgive, hit, LOGIN_KNOWN, type Limit, remember, seen, TooManyRequests } from '../auth/rate-limit.ts';
import { sha256Hex } from '../auth/sessions.ts';

/** The back-off one (cashier, address) meets: 10 tries, then the rest of the 15 minutes. */
export const CASHIER_PAIR_LIMIT: Limit = { name: 'cashier-login-pair', windowMs: 15 * 60_000, max: 10 };
/** One cashier from every unknown device and address: 50 an hour stops guessing spread over addresses. */
export const CASHIER_USER_LIMIT: Limit = { name: 'cashier-login-user', windowMs: 60 * 60_000, max: 50 };
/** One address over every cashier, from unknown devices. */
export const CASHIER_ADDRESS_LIMIT: Limit = { name: 'cashier-login-ip', windowMs: 15 * 60_000, max: 100 };
/** A known device's own typos: 10 per 15 minutes. */
export const CASHIER_DEVICE_LIMIT: Limit = { name: 'cashier-login-device', windowMs: 15 * 60_000, max: 10 };

const DEVICE_KEY = /^cdv_[A-Za-z0-9_-]{43}$/;
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please try again later';

export interface SignInAttempt {
  merchantId: string;
  username: string;
  address: string;
  /** The device key the client sent, if any (anything malformed is as good as none). */
  device: string | undefined;
  nowMs: number;
}

/** The device key this sign-in keeps: the client's own when well formed, else a new one. */
export const deviceKeyOf = (attempt: SignInAttempt): string =>
  attempt.device !== undefined && DEVICE_KEY.test(attempt.device) ? attempt.device : `cdv_${randomBytes(32).toString('base64url')}`;

const cashierKey = (a: SignInAttempt): string => `${a.merchantId}:${a.username}`;
const deviceSubject = (a: SignInAttempt, device: string): string => `cashier-device:${cashierKey(a)}:${sha256Hex(device)}`;

/** The counters this attempt is held to. */
async function checksFor(db: Db, a: SignInAttempt): Promise<Array<[Limit, string]>> {
  if (a.device !== undefined && DEVICE_KEY.test(a.device) && (await seen(db, LOGIN_KNOWN, deviceSubject(a, a.device), a.nowMs))) {
    return [[CASHIER_DEVICE_LIMIT, `${cashierKey(a)}:${sha256Hex(a.device)}`]];
  }
  return [
    [CASHIER_PAIR_LIMIT, `${cashierKey(a)}@${a.address}`],
    [CASHIER_USER_LIMIT, cashierKey(a)],
    [CASHIER_ADDRESS_LIMIT, a.address],
  ];
}

/**
 * Counts the attempt before its password is checked; throws 429 TOO_MANY_REQUESTS (Retry-After) at the first
 * counter that is full. Returns what a right password then calls to take the count back.
 */
export async function countSignIn(db: Db, a: SignInAttempt): Promise<(device: string) => Promise<void>> {
  const checks = await checksFor(db, a);
  for (const [limit, subject] of checks) {
    const wait = await hit(db, limit, subject, a.nowMs);
    if (wait !== null) {
      throw new TooManyRequests(TOO_MANY_SIGN_INS, wait);
    }
  }
  return async (device) => {
    for (const [limit, subject] of checks) {
      // The (cashier, address) and the device's back-off end; the shared counters only lose this attempt.
      await (limit === CASHIER_PAIR_LIMIT || limit === CASHIER_DEVICE_LIMIT ? clear(db, limit, subject) : forgive(db, limit, subject, a.nowMs));
    }
    await remember(db, LOGIN_KNOWN, deviceSubject(a, device), a.nowMs);
  };
}
