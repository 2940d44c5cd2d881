// Fixed-window counters in the rate_limits table, so every server instance sharing the database sees the
// same counts. hit() counts an attempt atomically (INSERT … ON CONFLICT DO UPDATE … RETURNING) and says
// whether it was within the limit: callers count BEFORE the expensive or risky work, so a burst of parallel
// attempts is held to the limit. exhausted() only reads; forgive() and clear() undo counts. The figures and
// why they are keyed as they are: docs/decisions/accounts-and-sessions.md, "Login and code limits".
import { sql } from 'kysely';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Db } from '../../db/index.ts';
import { TooManyRequests } from '../../plugins/errors.ts';

export { TooManyRequests };

export interface Limit {
  name: string;
  windowMs: number;
  max: number;
}

export const OTP_SEND_LIMITS: Limit[] = [
  { name: 'otp-30s', windowMs: 30_000, max: 1 },
  { name: 'otp-1h', windowMs: 60 * 60_000, max: 5 },
];
/** Code sends per client address (a carrier NAT shares one, so not too low) and per merchant in total. */
export const OTP_ADDRESS_LIMIT: Limit = { name: 'otp-ip', windowMs: 60 * 60_000, max: 20 };
export const OTP_MERCHANT_LIMIT: Limit = { name: 'otp-merchant', windowMs: 60_000, max: 60 };
/** Login attempts per (phone, address): the back-off a guesser meets; the owner elsewhere is not affected. */
export const LOGIN_PAIR_LIMIT: Limit = { name: 'login-pair', windowMs: 15 * 60_000, max: 5 };
/** Login attempts per phone from every address: stops guessing spread over many addresses. */
export const LOGIN_PHONE_LIMIT: Limit = { name: 'login-phone', windowMs: 60 * 60_000, max: 50 };
/** Login attempts per address over every phone: high, as a carrier NAT puts many players behind one address. */
export const LOGIN_ADDRESS_LIMIT: Limit = { name: 'login-ip', windowMs: 15 * 60_000, max: 100 };
/** Addresses a player has logged in from (30 days): the per-phone ceiling does not hold them back. */
export const LOGIN_KNOWN: Limit = { name: 'login-known', windowMs: 30 * 24 * 60 * 60_000, max: 1 };

const windowOf = (limit: Limit, nowMs: number): Date => new Date(Math.floor(nowMs / limit.windowMs) * limit.windowMs);
const retryAfter = (limit: Limit, nowMs: number): number =>
  Math.max(1, Math.ceil((windowOf(limit, nowMs).getTime() + limit.windowMs - nowMs) / 1000));
const keyOf = (limit: Limit, subject: string): string => `${limit.name}:${subject}`;

/** Counts one attempt; returns the seconds to wait when this attempt is over the limit, else null. */
export async function hit(db: Db, limit: Limit, subject: string, nowMs: number): Promise<number | null> {
  const count = await hitIn(db, keyOf(limit, subject), windowOf(limit, nowMs));
  return count > limit.max ? retryAfter(limit, nowMs) : null;
}

/** Seconds to wait when the current window is already full, else null (nothing is counted). */
export async function exhausted(db: Db, limit: Limit, subject: string, nowMs: number): Promise<number | null> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', keyOf(limit, subject))
    .where('window_start', '=', windowOf(limit, nowMs))
    .executeTakeFirst();
  return row !== undefined && row.count >= limit.max ? retryAfter(limit, nowMs) : null;
}

/** Takes back one counted attempt (a successful login does not hold its own try against the player). */
export async function forgive(db: Db, limit: Limit, subject: string, nowMs: number): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`rate_limits.count - 1` })
    .where('key', '=', keyOf(limit, subject))
    .where('window_start', '=', windowOf(limit, nowMs))
    .where('count', '>', 0)
    .execute();
}

/** Forgets every window of a subject. */
export async function clear(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', keyOf(limit, subject)).execute();
}

/** Records that the subject was seen (idempotent); seen() looks in this window and the one before. */
export async function remember(db: Db, limit: Limit, subject: string, nowMs: number): Promise<void> {
  await db
    .insertInto('rate_limits')
    .values({ key: keyOf(limit, subject), window_start: windowOf(limit, nowMs), count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doNothing())
    .execute();
}

export async function seen(db: Db, limit: Limit, subject: string, nowMs: number): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', keyOf(limit, subject))
    .where('window_start', '>=', windowOf(limit, nowMs - limit.windowMs))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one attempt in a window the caller fixes (e.g. a code's own lifetime, so the count never restarts
 * while the code lives); returns the count including this attempt.
 */
export async function hitIn(db: Db, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Counts one attempt against every (limit, subject) pair; throws TooManyRequests with the caller's code and text
 * when any of them is full. A refused attempt is not counted (a double tap inside 30 s does not eat the hourly
 * quota).
 */
export async function hitEach(db: Db, checks: Array<[Limit, string]>, nowMs: number, message: string, code = 'TOO_MANY_REQUESTS'): Promise<void> {
  const waits: number[] = [];
  for (const [limit, subject] of checks) {
    const w = await exhausted(db, limit, subject, nowMs);
    if (w !== null) {
      waits.push(w);
    }
  }
  if (waits.length === 0) {
    for (const [limit, subject] of checks) {
      // Parallel attempts all pass the check above; the atomic count is what holds them to the limit.
      const w = await hit(db, limit, subject, nowMs);
      if (w !== null) {
        waits.push(w);
      }
    }
  }
  if (waits.length > 0) {
    throw new TooManyRequests(message, Math.max(...waits), code);
  }
}

/**
 * Forgets counting windows that ended more than a day ago, and known addresses after two of their windows
 * (bounded batches through rate_limits_window_idx).
 */
export async function purgeRateLimits(db: Db, nowMs: number): Promise<void> {
  const known = `${LOGIN_KNOWN.name}:%`;
  await deleteInBatches(db, 'rate_limits', sql`window_start < ${new Date(nowMs - 24 * 60 * 60_000)} and key not like ${known}`);
  await deleteInBatches(db, 'rate_limits', sql`window_start < ${new Date(nowMs - 2 * LOGIN_KNOWN.windowMs)} and key like ${known}`);
}
