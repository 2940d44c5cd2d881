// Password restore: a reset code by SMS (same send limits as sign-up), the code exchanged for a one-time
// token (10 minutes, only its SHA-256 stored), and the token exchanged for a new password, which also
// revokes every session of the user (and closes their sockets). Asking for a code answers the same for an
// unknown phone, whose send is counted all the same: neither the answer nor a 429 tells whether it exists.
import { HttpError } from '../../plugins/errors.ts';
import { findUser, type AuthDeps } from './accounts.ts';
import { checkCode, consumeCode, issueCode, limitCodeSends, otpExpired } from './otp.ts';
import { hashPassword } from './passwords.ts';
import { announceRevoked, newToken, revokeUserSessions, sha256Hex } from './sessions.ts';

export const RESET_TOKEN_TTL_MS = 10 * 60_000;

const tokenExpired = (): HttpError => new HttpError(400, 'TOKEN_EXPIRED', 'Verification expired. Please verify your phone number again');

export async function requestReset(deps: AuthDeps, merchantId: string, phone: string, address: string): Promise<void> {
  const { db, now } = deps;
  const user = await findUser(db, merchantId, phone);
  await limitCodeSends(db, merchantId, phone, address, now(), deps.codeSendsPerAddress);
  if (user !== undefined) {
    await issueCode(db, deps.sms, 'reset', merchantId, phone, now());
  }
}

/** A correct reset code → a one-time token for the password update. */
export async function verifyResetCode(deps: AuthDeps, merchantId: string, phone: string, otp: string, address: string): Promise<string> {
  const { db, now } = deps;
  const codeId = await checkCode(db, 'reset', merchantId, phone, otp, now(), address);
  const user = await findUser(db, merchantId, phone);
  if (user === undefined) {
    throw otpExpired();
  }
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await consumeCode(trx, codeId, now());
    await trx
      .insertInto('reset_tokens')
      .values({ token_hash: sha256Hex(token), user_id: user.id, expires_at: new Date(now() + RESET_TOKEN_TTL_MS) })
      .execute();
  });
  return token;
}

/** Sets the password, uses the token (and any other of the user's) up and revokes every session. */
export async function updatePassword(deps: AuthDeps, merchantId: string, phone: string, token: string, password: string): Promise<void> {
  const { db, now } = deps;
  const tokenHash = sha256Hex(token);
  const live = await db
    .selectFrom('reset_tokens')
    .innerJoin('users', 'users.id', 'reset_tokens.user_id')
    .select('users.id as userId')
    .where('reset_tokens.token_hash', '=', tokenHash)
    .where('reset_tokens.used_at', 'is', null)
    .where('reset_tokens.expires_at', '>', new Date(now()))
    .where('users.merchant_id', '=', merchantId)
    .where('users.phone', '=', phone)
    .executeTakeFirst();
  if (live === undefined) {
    throw tokenExpired();
  }
  const passwordHash = await hashPassword(password);
  const revoked = await db.transaction().execute(async (trx) => {
    const at = new Date(now());
    const used = await trx
      .updateTable('reset_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (used === undefined) {
      throw tokenExpired();
    }
    await trx.updateTable('reset_tokens').set({ used_at: at }).where('user_id', '=', live.userId).where('used_at', 'is', null).execute();
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', live.userId).execute();
    return revokeUserSessions(trx, live.userId, at.getTime());
  });
  await announceRevoked(db, revoked);
}
