// Sign-up, phone verification and login. A sign-up waits in pending_registrations until its code is
// verified; only then are the user, the wallet (openWallet) and the first session created, in one
// transaction, so an unverified sign-up never leaves a partial account. Password hashing runs outside it.
import { sql } from 'kysely';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { ACCOUNT_BLOCKED } from '../../../schema/endpoints/auth.ts';
import { openWallet, readWallet } from '../wallet/service.ts';
import { checkCode, consumeCode, issueCode, limitCodeSends, otpExpired } from './otp.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import {
  clear,
  forgive,
  hit,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_KNOWN,
  LOGIN_PAIR_LIMIT,
  LOGIN_PHONE_LIMIT,
  remember,
  seen,
  TooManyRequests,
  type Limit,
} from './rate-limit.ts';
import { NO_DEVICE, type SessionDevice } from './device.ts';
import { createSession } from './sessions.ts';
import type { SmsSender } from './sms.ts';

export interface AuthDeps {
  db: Db;
  now: () => number;
  sms: SmsSender;
  /** Code sends one client address may make per hour (CODE_SENDS_PER_ADDRESS_PER_HOUR; carrier NATs share one). */
  codeSendsPerAddress: number;
  /** Promo codes accepted at sign-up (SIGNUP_PROMO_CODES). */
  promoCodes: ReadonlySet<string>;
}

/** How long a sign-up waits for its code (the code itself lives 5 minutes; registering again resends). */
export const PENDING_TTL_MS = 30 * 60_000;

export const phoneTaken = (): HttpError => new HttpError(409, 'PHONE_TAKEN', 'An account with this phone number already exists');
const invalidCredentials = (): HttpError => new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid phone number or password');

/** The LoginResponse of schema/session.ts; session.id is the bearer token (spec: stored as authToken). */
export interface LoginAnswer {
  user: { id: string; phone: string };
  wallet: Awaited<ReturnType<typeof readWallet>>;
  session: { id: string; merchant_id: string; expires_at: string };
  has_seen_unlock_notification: boolean;
  odds_policy: 'ask' | 'higher' | 'any';
}

export async function loginAnswer(db: Db, userId: string, token: string, merchantId: string, expiresAt: Date): Promise<LoginAnswer> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'phone', 'has_seen_unlock_notification', 'odds_policy'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    user: { id: user.id, phone: user.phone },
    wallet: await readWallet(db, userId),
    session: { id: token, merchant_id: merchantId, expires_at: expiresAt.toISOString() },
    has_seen_unlock_notification: user.has_seen_unlock_notification,
    odds_policy: user.odds_policy,
  };
}

export async function findUser(db: Db, merchantId: string, phone: string) {
  return db
    .selectFrom('users')
    .select(['id', 'phone', 'password_hash'])
    .where('merchant_id', '=', merchantId)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

/** Stores (or replaces) the pending sign-up and sends its code. The send is counted before the (costly) hash. */
export async function register(
  deps: AuthDeps,
  merchantId: string,
  phone: string,
  password: string,
  promo: string | null,
  address: string,
  ageConfirmed = false,
): Promise<void> {
  const { db, now } = deps;
  if (await findUser(db, merchantId, phone)) {
    throw phoneTaken();
  }
  await limitCodeSends(db, merchantId, phone, address, now(), deps.codeSendsPerAddress);
  const passwordHash = await hashPassword(password);
  const at = now();
  await db
    .insertInto('pending_registrations')
    .values({
      merchant_id: merchantId,
      phone,
      password_hash: passwordHash,
      promo_code: promo,
      created_at: new Date(at),
      expires_at: new Date(at + PENDING_TTL_MS),
      age_confirmed_at: ageConfirmed ? new Date(at) : null,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'phone']).doUpdateSet((eb) => ({
        password_hash: eb.ref('excluded.password_hash'),
        promo_code: eb.ref('excluded.promo_code'),
        age_confirmed_at: eb.ref('excluded.age_confirmed_at'),
        created_at: eb.ref('excluded.created_at'),
        expires_at: eb.ref('excluded.expires_at'),
      })),
    )
    .execute();
  await issueCode(db, deps.sms, 'register', merchantId, phone, at);
}

/** Checks the code, then creates user, wallet and session in one transaction. */
export async function verifyRegistration(
  deps: AuthDeps,
  merchantId: string,
  phone: string,
  otp: string,
  address: string,
  device: SessionDevice = NO_DEVICE,
): Promise<LoginAnswer> {
  const { db, now } = deps;
  const codeId = await checkCode(db, 'register', merchantId, phone, otp, now(), address);
  const created = await db.transaction().execute(async (trx) => {
    const at = now();
    const pending = await trx
      .deleteFrom('pending_registrations')
      .where('merchant_id', '=', merchantId)
      .where('phone', '=', phone)
      .where('expires_at', '>', new Date(at))
      .returning(['password_hash', 'promo_code', 'age_confirmed_at'])
      .executeTakeFirst();
    if (pending === undefined) {
      throw otpExpired();
    }
    await consumeCode(trx, codeId, at);
    const user = await trx
      .insertInto('users')
      .values({
        merchant_id: merchantId,
        phone,
        password_hash: pending.password_hash,
        promo_code: pending.promo_code,
        created_at: new Date(at),
        age_confirmed_at: pending.age_confirmed_at,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'phone']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (user === undefined) {
      throw phoneTaken();
    }
    await openWallet(trx, user.id, merchantId);
    return { userId: user.id, session: await createSession(trx, user.id, merchantId, at, device) };
  });
  return loginAnswer(db, created.userId, created.session.token, merchantId, created.session.expiresAt);
}

/** LOGIN_LOCKED carries its minutes as a number (retry_after_minutes) beside the text, for the client's translation. */
function tooManyLogins(waitS: number): TooManyRequests {
  const minutes = Math.ceil(waitS / 60);
  return new TooManyRequests(`Too many failed login attempts. Please try again in ${minutes} minutes`, waitS, 'LOGIN_LOCKED', {
    retry_after_minutes: minutes,
  });
}

/**
 * Counts a login attempt BEFORE its password is checked, atomically, against (phone, address), the address
 * and the phone (the phone's ceiling is skipped at an address the player has logged in from): a refused
 * attempt is a 429 with no hashing, and parallel guesses are held to the limits.
 */
async function countLoginAttempt(db: Db, phoneKey: string, address: string, nowMs: number): Promise<void> {
  const checks: Array<[Limit, string]> = [
    [LOGIN_PAIR_LIMIT, `${phoneKey}@${address}`],
    [LOGIN_ADDRESS_LIMIT, address],
  ];
  if (!(await seen(db, LOGIN_KNOWN, `${phoneKey}@${address}`, nowMs))) {
    checks.push([LOGIN_PHONE_LIMIT, phoneKey]);
  }
  for (const [limit, subject] of checks) {
    const wait = await hit(db, limit, subject, nowMs);
    if (wait !== null) {
      throw tooManyLogins(wait);
    }
  }
}

/** A right password: its own counted try is taken back, the pair's back-off ends, the address becomes known. */
async function forgiveLogin(db: Db, phoneKey: string, address: string, nowMs: number): Promise<void> {
  await clear(db, LOGIN_PAIR_LIMIT, `${phoneKey}@${address}`);
  await forgive(db, LOGIN_ADDRESS_LIMIT, address, nowMs);
  await forgive(db, LOGIN_PHONE_LIMIT, phoneKey, nowMs);
  await remember(db, LOGIN_KNOWN, `${phoneKey}@${address}`, nowMs);
}

/**
 * Phone (or user id) and password → a new session. The attempt is counted first (countLoginAttempt); an
 * unknown account costs the same hash time as a known one.
 */
export async function login(
  deps: AuthDeps,
  merchantId: string,
  identifier: string,
  password: string,
  address: string,
  device: SessionDevice = NO_DEVICE,
): Promise<LoginAnswer> {
  const { db, now } = deps;
  const user = await db
    .selectFrom('users')
    .select(['id', 'phone', 'password_hash', 'blocked_at'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => (/^\+\d+$/.test(identifier) ? eb('phone', '=', identifier) : eb('id', '=', identifier)))
    .executeTakeFirst();
  const phoneKey = `${merchantId}:${user?.phone ?? identifier}`;
  await countLoginAttempt(db, phoneKey, address, now());
  const ok = user === undefined ? await verifyAgainstDummy(password) : await verifyPassword(password, user.password_hash);
  if (!ok || user === undefined) {
    throw invalidCredentials();
  }
  await forgiveLogin(db, phoneKey, address, now());
  if (user.blocked_at !== null) {
    throw new HttpError(ACCOUNT_BLOCKED.status, ACCOUNT_BLOCKED.code, ACCOUNT_BLOCKED.text);
  }
  const session = await createSession(db, user.id, merchantId, now(), device);
  return loginAnswer(db, user.id, session.token, merchantId, session.expiresAt);
}

/** Forgets sign-ups whose wait is over (bounded batches through pending_registrations_expires_idx). */
export async function purgePending(db: Db, nowMs: number): Promise<void> {
  await deleteInBatches(db, 'pending_registrations', sql`expires_at < ${new Date(nowMs)}`);
}
