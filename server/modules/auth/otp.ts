// One-time phone codes: 6 random digits (crypto.randomInt), stored as a salted SHA-256, valid 5 minutes,
// single use, dead after 5 tries. Only the newest code of a phone and purpose counts. Sends are limited
// per phone (1 per 30 s, 5 per hour) through the shared rate_limits table.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import type { OtpPurpose } from '../../db/types-auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hitAll, OTP_SEND_LIMITS } from './rate-limit.ts';
import { otpText, type SmsSender } from './sms.ts';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_PATTERN = /^\d{6}$/;

export const otpExpired = (): HttpError =>
  new HttpError(400, 'OTP_EXPIRED', 'Verification expired. Please verify your phone number again');
export const otpInvalid = (): HttpError => new HttpError(400, 'INVALID_OTP', 'Invalid OTP code');

const digest = (salt: string, code: string): string => createHash('sha256').update(`${salt}:${code}`).digest('hex');

function codeMatches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split('$');
  if (salt === undefined || hash === undefined) {
    return false;
  }
  const a = Buffer.from(digest(salt, code), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Counts a code send for the phone; throws 429 when the phone had one in the last 30 s or 5 this hour. */
export async function limitCodeSends(db: Db, phone: string, nowMs: number): Promise<void> {
  await hitAll(db, OTP_SEND_LIMITS, phone, nowMs, 'Too many code requests. Please wait before requesting another code');
}

/** Creates a new code (older unused ones of the same phone and purpose die) and sends it by SMS. */
export async function issueCode(db: Db, sms: SmsSender, purpose: OtpPurpose, merchantId: string, phone: string, nowMs: number): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('otp_codes').set({ used_at: new Date(nowMs) })
      .where('merchant_id', '=', merchantId).where('phone', '=', phone).where('purpose', '=', purpose)
      .where('used_at', 'is', null).execute();
    await trx.insertInto('otp_codes').values({
      purpose, merchant_id: merchantId, phone, code_hash: `${salt}$${digest(salt, code)}`,
      expires_at: new Date(nowMs + OTP_TTL_MS), created_at: new Date(nowMs),
    }).execute();
  });
  await sms.send(phone, otpText(code));
}

/**
 * Checks a code against the phone's newest one, counting the try atomically (so parallel guesses share the
 * 5 tries). Returns the code's row id when it matches; throws INVALID_OTP or OTP_EXPIRED. The code stays
 * unused until consumeCode() runs, inside the transaction that acts on it.
 */
export async function checkCode(db: Db, purpose: OtpPurpose, merchantId: string, phone: string, code: string, nowMs: number): Promise<number> {
  const newest = await db.selectFrom('otp_codes').select('id')
    .where('merchant_id', '=', merchantId).where('phone', '=', phone).where('purpose', '=', purpose)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (newest === undefined) {
    throw otpExpired();
  }
  const row = await db.updateTable('otp_codes').set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', newest.id).where('used_at', 'is', null)
    .where('expires_at', '>', new Date(nowMs)).where('attempts', '<', OTP_MAX_ATTEMPTS)
    .returning(['code_hash'])
    .executeTakeFirst();
  if (row === undefined) {
    throw otpExpired();
  }
  if (!codeMatches(row.code_hash, code)) {
    throw otpInvalid();
  }
  return newest.id;
}

/** Marks a checked code used; throws OTP_EXPIRED when another request used it first. */
export async function consumeCode(trx: Transaction<Database> | Kysely<Database>, id: number, nowMs: number): Promise<void> {
  const used = await trx.updateTable('otp_codes').set({ used_at: new Date(nowMs) })
    .where('id', '=', id).where('used_at', 'is', null).returning('id').executeTakeFirst();
  if (used === undefined) {
    throw otpExpired();
  }
}

/** Forgets codes that expired more than a day ago. */
export async function purgeCodes(db: Db, nowMs: number): Promise<void> {
  await db.deleteFrom('otp_codes').where('expires_at', '<', new Date(nowMs - 24 * 60 * 60_000)).execute();
}
