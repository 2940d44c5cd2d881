// One-time phone codes: 6 random digits (crypto.randomInt), stored as a salted SHA-256, valid 5 minutes,
// single use. Only the newest code of a phone and purpose counts. Tries are counted per (code, address):
// 5 wrong ones from an address are a 429 there while the owner elsewhere can still use the code; 50 tries
// in all kill it (50 of 10^6 in its 5 minutes). Sends are limited per phone (1 per 30 s, 5 per hour), per
// address and per merchant per minute, through the shared rate_limits table, counted before any hashing.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Database, Db } from '../../db/index.ts';
import type { OtpPurpose } from '../../db/types-auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hitEach, hitIn, OTP_ADDRESS_LIMIT, OTP_MERCHANT_LIMIT, OTP_SEND_LIMITS, TooManyRequests, type Limit } from './rate-limit.ts';
import { otpText, type SmsSender } from './sms.ts';

export const OTP_TTL_MS = 5 * 60_000;
/** Tries of one code from one client address. */
export const OTP_ADDRESS_ATTEMPTS = 5;
/** Tries of one code from every address together. */
export const OTP_MAX_ATTEMPTS = 50;
export const OTP_PATTERN = /^\d{6}$/;

export const otpExpired = (): HttpError => new HttpError(400, 'OTP_EXPIRED', 'Verification expired. Please verify your phone number again');
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

/**
 * Counts a code send; throws 429 when the phone had one in the last 30 s or 5 this hour, the address is over
 * its hourly sends or the merchant over its sends this minute.
 */
export async function limitCodeSends(
  db: Db,
  merchantId: string,
  phone: string,
  address: string,
  nowMs: number,
  perAddress = OTP_ADDRESS_LIMIT.max,
): Promise<void> {
  const checks: Array<[Limit, string]> = [
    ...OTP_SEND_LIMITS.map((limit): [Limit, string] => [limit, phone]),
    [{ ...OTP_ADDRESS_LIMIT, max: perAddress }, address],
    [OTP_MERCHANT_LIMIT, merchantId],
  ];
  await hitEach(db, checks, nowMs, 'Too many code requests. Please wait before requesting another code', 'CODE_REQUESTS');
}

/** Creates a new code (older unused ones of the same phone and purpose die) and sends it by SMS. */
export async function issueCode(db: Db, sms: SmsSender, purpose: OtpPurpose, merchantId: string, phone: string, nowMs: number): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_codes')
      .set({ used_at: new Date(nowMs) })
      .where('merchant_id', '=', merchantId)
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({
        purpose,
        merchant_id: merchantId,
        phone,
        code_hash: `${salt}$${digest(salt, code)}`,
        expires_at: new Date(nowMs + OTP_TTL_MS),
        created_at: new Date(nowMs),
      })
      .execute();
  });
  await sms.send(phone, otpText(code));
}

/**
 * Checks a code against the phone's newest one. The try is counted first, atomically, for the client's
 * address (over OTP_ADDRESS_ATTEMPTS: 429) and for the code (over OTP_MAX_ATTEMPTS: the code is dead).
 * Returns the code's row id when it matches; throws INVALID_OTP or OTP_EXPIRED. The code stays unused
 * until consumeCode() runs, inside the transaction that acts on it.
 */
export async function checkCode(
  db: Db,
  purpose: OtpPurpose,
  merchantId: string,
  phone: string,
  code: string,
  nowMs: number,
  address: string,
): Promise<number> {
  const newest = await db
    .selectFrom('otp_codes')
    .select(['id', 'created_at', 'expires_at', 'used_at'])
    .where('merchant_id', '=', merchantId)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (newest === undefined || newest.used_at !== null || newest.expires_at.getTime() <= nowMs) {
    throw otpExpired();
  }
  // The window is the code's own creation time: its count never restarts while it lives.
  if ((await hitIn(db, `otp-try:${newest.id}:${address}`, newest.created_at)) > OTP_ADDRESS_ATTEMPTS) {
    const waitS = Math.max(1, Math.ceil((newest.expires_at.getTime() - nowMs) / 1000));
    throw new TooManyRequests('Too many wrong codes. Please request a new code', waitS, 'CODE_TRIES');
  }
  const row = await db
    .updateTable('otp_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', newest.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(nowMs))
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
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
  const used = await trx
    .updateTable('otp_codes')
    .set({ used_at: new Date(nowMs) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (used === undefined) {
    throw otpExpired();
  }
}

/** Forgets codes that expired more than a day ago (bounded batches through otp_codes_expires_idx). */
export async function purgeCodes(db: Db, nowMs: number): Promise<void> {
  await deleteInBatches(db, 'otp_codes', sql`expires_at < ${new Date(nowMs - 24 * 60 * 60_000)}`);
}
