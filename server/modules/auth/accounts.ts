// Sign-up, phone verification and login. A sign-up waits in pending_registrations until its code is
// verified; only then are the user, the wallet (openWallet) and the first session created, in one
// transaction, so an unverified sign-up never leaves a partial account. Password hashing runs outside it.
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { openWallet, readWallet } from '../wallet/service.ts';
import { checkCode, consumeCode, issueCode, limitCodeSends, otpExpired } from './otp.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { exhausted, hit, LOGIN_ADDRESS_LIMIT, LOGIN_PHONE_LIMIT, TooManyRequests } from './rate-limit.ts';
import { createSession } from './sessions.ts';
import type { SmsSender } from './sms.ts';

export interface AuthDeps { db: Db; now: () => number; sms: SmsSender }

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
}

export async function loginAnswer(db: Db, userId: string, token: string, merchantId: string, expiresAt: Date): Promise<LoginAnswer> {
  const user = await db.selectFrom('users').select(['id', 'phone', 'has_seen_unlock_notification'])
    .where('id', '=', userId).executeTakeFirstOrThrow();
  return {
    user: { id: user.id, phone: user.phone },
    wallet: await readWallet(db, userId),
    session: { id: token, merchant_id: merchantId, expires_at: expiresAt.toISOString() },
    has_seen_unlock_notification: user.has_seen_unlock_notification,
  };
}

export async function findUser(db: Db, merchantId: string, phone: string) {
  return db.selectFrom('users').select(['id', 'phone', 'password_hash'])
    .where('merchant_id', '=', merchantId).where('phone', '=', phone).executeTakeFirst();
}

/** Stores (or replaces) the pending sign-up and sends its code. */
export async function register(deps: AuthDeps, merchantId: string, phone: string, password: string, promo: string | null): Promise<void> {
  const { db, now } = deps;
  if (await findUser(db, merchantId, phone)) {
    throw phoneTaken();
  }
  await limitCodeSends(db, phone, now());
  const passwordHash = await hashPassword(password);
  const at = now();
  await db.insertInto('pending_registrations')
    .values({ merchant_id: merchantId, phone, password_hash: passwordHash, promo_code: promo, created_at: new Date(at), expires_at: new Date(at + PENDING_TTL_MS) })
    .onConflict((oc) => oc.columns(['merchant_id', 'phone']).doUpdateSet((eb) => ({
      password_hash: eb.ref('excluded.password_hash'), promo_code: eb.ref('excluded.promo_code'),
      created_at: eb.ref('excluded.created_at'), expires_at: eb.ref('excluded.expires_at'),
    })))
    .execute();
  await issueCode(db, deps.sms, 'register', merchantId, phone, at);
}

/** Checks the code, then creates user, wallet and session in one transaction. */
export async function verifyRegistration(deps: AuthDeps, merchantId: string, phone: string, otp: string): Promise<LoginAnswer> {
  const { db, now } = deps;
  const codeId = await checkCode(db, 'register', merchantId, phone, otp, now());
  const created = await db.transaction().execute(async (trx) => {
    const at = now();
    const pending = await trx.deleteFrom('pending_registrations')
      .where('merchant_id', '=', merchantId).where('phone', '=', phone).where('expires_at', '>', new Date(at))
      .returning(['password_hash', 'promo_code'])
      .executeTakeFirst();
    if (pending === undefined) {
      throw otpExpired();
    }
    await consumeCode(trx, codeId, at);
    const user = await trx.insertInto('users')
      .values({ merchant_id: merchantId, phone, password_hash: pending.password_hash, promo_code: pending.promo_code, created_at: new Date(at) })
      .onConflict((oc) => oc.columns(['merchant_id', 'phone']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (user === undefined) {
      throw phoneTaken();
    }
    await openWallet(trx, user.id, merchantId);
    return { userId: user.id, session: await createSession(trx, user.id, merchantId, at) };
  });
  return loginAnswer(db, created.userId, created.session.token, merchantId, created.session.expiresAt);
}

/**
 * Phone (or user id) and password → a new session. Failures count per phone and per client address;
 * a full window is a 429 before any hashing. An unknown account costs the same hash time as a known one.
 */
export async function login(deps: AuthDeps, merchantId: string, identifier: string, password: string, address: string): Promise<LoginAnswer> {
  const { db, now } = deps;
  const user = await db.selectFrom('users').select(['id', 'phone', 'password_hash'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => (/^\+\d+$/.test(identifier) ? eb('phone', '=', identifier) : eb('id', '=', identifier)))
    .executeTakeFirst();
  const subject = `${merchantId}:${user?.phone ?? identifier}`;
  const waits = [await exhausted(db, LOGIN_PHONE_LIMIT, subject, now()), await exhausted(db, LOGIN_ADDRESS_LIMIT, address, now())];
  const wait = Math.max(...waits.map((w) => w ?? 0));
  if (wait > 0) {
    throw new TooManyRequests(`Too many failed login attempts. Please try again in ${Math.ceil(wait / 60)} minutes`, wait);
  }
  const ok = user === undefined ? await verifyAgainstDummy(password) : await verifyPassword(password, user.password_hash);
  if (!ok || user === undefined) {
    await hit(db, LOGIN_PHONE_LIMIT, subject, now());
    await hit(db, LOGIN_ADDRESS_LIMIT, address, now());
    throw invalidCredentials();
  }
  const session = await createSession(db, user.id, merchantId, now());
  return loginAnswer(db, user.id, session.token, merchantId, session.expiresAt);
}

/** Forgets sign-ups whose wait is over. */
export async function purgePending(db: Db, nowMs: number): Promise<void> {
  await db.deleteFrom('pending_registrations').where('expires_at', '<', new Date(nowMs)).execute();
}
