// Fixed-window counters in the rate_limits table, so every server instance sharing the database sees the
// same counts. hit() counts an attempt and says whether it was within the limit; count() only reads (login
// checks the failure count first and counts failures only).
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';

export interface Limit { name: string; windowMs: number; max: number }

/** A 429 refusal; the route turns retryAfterS into a Retry-After header. */
export class TooManyRequests extends HttpError {
  readonly retryAfterS: number;

  constructor(message: string, retryAfterS: number) {
    super(429, 'TOO_MANY_REQUESTS', message);
    this.retryAfterS = retryAfterS;
  }
}

export const OTP_SEND_LIMITS: Limit[] = [
  { name: 'otp-30s', windowMs: 30_000, max: 1 },
  { name: 'otp-1h', windowMs: 60 * 60_000, max: 5 },
];
export const LOGIN_PHONE_LIMIT: Limit = { name: 'login-phone', windowMs: 15 * 60_000, max: 5 };
export const LOGIN_ADDRESS_LIMIT: Limit = { name: 'login-ip', windowMs: 15 * 60_000, max: 30 };

const windowOf = (limit: Limit, nowMs: number): Date => new Date(Math.floor(nowMs / limit.windowMs) * limit.windowMs);
const retryAfter = (limit: Limit, nowMs: number): number =>
  Math.max(1, Math.ceil((windowOf(limit, nowMs).getTime() + limit.windowMs - nowMs) / 1000));
const keyOf = (limit: Limit, subject: string): string => `${limit.name}:${subject}`;

/** Counts one attempt; returns the seconds to wait when this attempt is over the limit, else null. */
export async function hit(db: Db, limit: Limit, subject: string, nowMs: number): Promise<number | null> {
  const row = await db.insertInto('rate_limits')
    .values({ key: keyOf(limit, subject), window_start: windowOf(limit, nowMs), count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count > limit.max ? retryAfter(limit, nowMs) : null;
}

/** Seconds to wait when the current window is already full, else null (nothing is counted). */
export async function exhausted(db: Db, limit: Limit, subject: string, nowMs: number): Promise<number | null> {
  const row = await db.selectFrom('rate_limits').select('count')
    .where('key', '=', keyOf(limit, subject)).where('window_start', '=', windowOf(limit, nowMs))
    .executeTakeFirst();
  return row !== undefined && row.count >= limit.max ? retryAfter(limit, nowMs) : null;
}

/**
 * Counts one attempt against every limit; throws TooManyRequests when any of them is full. A refused
 * attempt is not counted (a double tap inside 30 s does not eat the hourly quota).
 */
export async function hitAll(db: Db, limits: Limit[], subject: string, nowMs: number, message: string): Promise<void> {
  const waits: number[] = [];
  for (const limit of limits) {
    const w = await exhausted(db, limit, subject, nowMs);
    if (w !== null) {
      waits.push(w);
    }
  }
  if (waits.length === 0) {
    for (const limit of limits) {
      // A concurrent attempt (another instance) may have filled the window since the check.
      const w = await hit(db, limit, subject, nowMs);
      if (w !== null) {
        waits.push(w);
      }
    }
  }
  if (waits.length > 0) {
    throw new TooManyRequests(message, Math.max(...waits));
  }
}

/** Forgets windows that ended more than a day ago. */
export async function purgeRateLimits(db: Db, nowMs: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', new Date(nowMs - 24 * 60 * 60_000)).execute();
}
