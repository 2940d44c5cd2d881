// The channel PIN (issue 34): 4 digits a feature phone can type, set on the phone at registration, replacing the
// password on USSD and SMS. Stored like a password (auth/passwords.ts), at a lower scrypt cost: a 4-digit secret's
// strength is the guess limit below, not its hash (10^4 guesses offline take minutes at any cost a screen can wait
// for). Guesses are limited per phone, counted BEFORE the hash is checked (a parallel burst is held to the limit):
// 3 wrong → locked 5 min, the next 3 → 20 min, then 80, 320 min… (×4, at most a day); a right PIN ends the back-off.
// The counts live in rate_limits (auth/rate-limit.ts), so every instance sees them.
import { sql } from 'kysely';
import type { Db } from '../../../db/index.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hitIn } from '../../auth/rate-limit.ts';
import { upsertPhone } from './phones.ts';
import { ChannelRefusal } from './types.ts';

/** scrypt N for PINs (~4 ms, 4 MiB; a password's is 2^17): see above. */
export const PIN_HASH_COST = 2 ** 12;
export const PIN_TRIES = 3;
const DAY_MS = 24 * 60 * 60_000;

/** Minutes of the `level`-th lock in a row: 5, 20, 80, 320, 1280, then a day. */
export const lockMinutes = (level: number): number => Math.min(5 * 4 ** (level - 1), 24 * 60);

const WEAK_RUNS = '0123456789';

/** Why a PIN is refused ('PIN_FORMAT' not 4 digits, 'PIN_WEAK' 0000-style or a 1234/4321 run), or null. */
export function pinProblem(pin: string): 'PIN_FORMAT' | 'PIN_WEAK' | null {
  if (!/^\d{4}$/.test(pin)) {
    return 'PIN_FORMAT';
  }
  const reversed = [...pin].reverse().join('');
  if (/^(\d)\1{3}$/.test(pin) || WEAK_RUNS.includes(pin) || WEAK_RUNS.includes(reversed)) {
    return 'PIN_WEAK';
  }
  return null;
}

export const isValidPin = (pin: string): boolean => pinProblem(pin) === null;

/** The refusal for a PIN pinProblem() refuses, in English (channels word it with sayRefusal). */
export function pinRefusal(problem: 'PIN_FORMAT' | 'PIN_WEAK'): ChannelRefusal {
  return problem === 'PIN_FORMAT'
    ? new ChannelRefusal('PIN_FORMAT', 'A PIN is 4 digits.')
    : new ChannelRefusal('PIN_WEAK', 'Too easy to guess: not 0000-style or 1234/4321. Choose another PIN.');
}

/** Hashes a PIN (outside any transaction: it takes the scrypt time). Refuses a weak or malformed one. */
export async function hashPin(pin: string): Promise<string> {
  const problem = pinProblem(pin);
  if (problem !== null) {
    throw pinRefusal(problem);
  }
  return hashPassword(pin, PIN_HASH_COST);
}

/** Sets (or replaces) the phone's PIN. */
export async function setPin(db: Db, merchantId: string, phone: string, pin: string, nowMs = Date.now()): Promise<void> {
  await upsertPhone(db, merchantId, phone, { pin_hash: await hashPin(pin) }, nowMs);
}

const subjectOf = (merchantId: string, phone: string): string => `${merchantId}:${phone}`;
const lockKey = (subject: string): string => `pin-lock:${subject}`;
const tryKey = (subject: string): string => `pin-try:${subject}`;

/** The phone's latest lock: its end (window_start) and its level (count); purged a day after it ended. */
async function latestLock(db: Db, subject: string): Promise<{ until: Date; level: number } | null> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['window_start', 'count'])
    .where('key', '=', lockKey(subject))
    .orderBy('window_start', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? null : { until: new Date(row.window_start), level: row.count };
}

const locked = (minutes: number): ChannelRefusal =>
  new ChannelRefusal('PIN_LOCKED', `Too many wrong PINs. Try again in ${minutes} min.`, { minutes });

/**
 * Checks the phone's PIN; returns when right. Throws ChannelRefusal PIN_WRONG {left}, PIN_LOCKED {minutes} or
 * NOT_REGISTERED (no PIN set).
 */
export async function checkPin(db: Db, args: { merchantId: string; phone: string; pin: string; nowMs: number }): Promise<void> {
  const { merchantId, phone, pin, nowMs } = args;
  const subject = subjectOf(merchantId, phone);
  const [lock, row] = await Promise.all([
    latestLock(db, subject),
    db.selectFrom('channel_phones').select('pin_hash').where('merchant_id', '=', merchantId).where('phone', '=', phone).executeTakeFirst(),
  ]);
  if (lock !== null && lock.until.getTime() > nowMs) {
    throw locked(Math.ceil((lock.until.getTime() - nowMs) / 60_000));
  }
  // Tries are counted since the last lock ended (or within the day when there was none).
  const since = lock?.until ?? new Date(Math.floor(nowMs / DAY_MS) * DAY_MS);
  const tries = await hitIn(db, tryKey(subject), since);
  const level = (lock?.level ?? 0) + 1;
  if (tries > PIN_TRIES) {
    throw locked(lockMinutes(level));
  }
  const hash = row?.pin_hash ?? null;
  if (hash === null) {
    // Not a secret: every channel's first screen already tells a registered phone from another.
    throw new ChannelRefusal('NOT_REGISTERED', 'This phone has no BirrBet account.');
  }
  if (await verifyPassword(pin, hash)) {
    await db
      .deleteFrom('rate_limits')
      .where('key', 'in', [tryKey(subject), lockKey(subject)])
      .execute();
    return;
  }
  const left = PIN_TRIES - tries;
  if (left > 0) {
    throw new ChannelRefusal('PIN_WRONG', `Wrong PIN. ${left} tries left.`, { left });
  }
  const minutes = lockMinutes(level);
  await db
    .insertInto('rate_limits')
    .values({ key: lockKey(subject), window_start: new Date(nowMs + minutes * 60_000), count: level })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`greatest(rate_limits.count, ${level})` }))
    .execute();
  throw locked(minutes);
}
