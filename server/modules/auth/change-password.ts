// Change password while signed in (issue 29, POST /api/v1/auth/change-password, schema/endpoints/change-password.ts).
// The new password passes the sign-up rules first (no attempt is spent on a form error). The attempt is then
// counted BEFORE the current password is hashed, as a login is: per player (5 in 15 minutes, whatever the address)
// and per client address (the login ceiling); a right password takes its own try back. The new hash is computed
// outside any transaction (scrypt's 0.6 s); one transaction then swaps it in only if the stored hash is still the
// one checked (a change made meanwhile on another device wins, and this one is refused), uses up any pending reset
// token and revokes every other session of the player. Once committed, the revocations are announced: those
// sessions' sockets close on every instance, as after a logout.
import type { FastifyInstance } from 'fastify';
import { ChangePassword } from '../../../schema/endpoints/change-password.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AuthDeps } from './accounts.ts';
import { badRequest, requirePassword } from './input.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { forgive, hit, LOGIN_ADDRESS_LIMIT, TooManyRequests, type Limit } from './rate-limit.ts';
import { principalOf } from './routes.ts';
import { announceRevoked, requireSession, revokeUserSessions, type Principal } from './sessions.ts';

/** Wrong current passwords per player, from every address: a stolen session cannot guess its way to the password. */
export const CHANGE_PLAYER_LIMIT: Limit = { name: 'pwchange-user', windowMs: 15 * 60_000, max: 5 };

function locked(waitS: number): TooManyRequests {
  const minutes = Math.ceil(waitS / 60);
  return new TooManyRequests(`Too many wrong passwords. Please try again in ${minutes} minutes`, waitS, 'PASSWORD_CHANGE_LOCKED', {
    retry_after_minutes: minutes,
  });
}

export async function changePassword(deps: AuthDeps, p: Principal, current: string, next: string, address: string): Promise<string[]> {
  const { db, now } = deps;
  if (current === '') {
    throw badRequest('CURRENT_PASSWORD_REQUIRED', 'Please enter your current password');
  }
  requirePassword(next);
  for (const [limit, subject] of [
    [CHANGE_PLAYER_LIMIT, p.userId],
    [LOGIN_ADDRESS_LIMIT, address],
  ] as const) {
    const wait = await hit(db, limit, subject, now());
    if (wait !== null) {
      throw locked(wait);
    }
  }
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', p.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(current, user.password_hash))) {
    throw badRequest('WRONG_PASSWORD', 'The current password is not correct');
  }
  await forgive(db, CHANGE_PLAYER_LIMIT, p.userId, now());
  await forgive(db, LOGIN_ADDRESS_LIMIT, address, now());
  if (next === current) {
    throw badRequest('PASSWORD_SAME', 'The new password must be different from the current one');
  }
  const hash = await hashPassword(next);
  return db.transaction().execute(async (trx) => {
    const at = new Date(now());
    const swapped = await trx
      .updateTable('users')
      .set({ password_hash: hash })
      .where('id', '=', p.userId)
      .where('password_hash', '=', user.password_hash)
      .returning('id')
      .executeTakeFirst();
    if (swapped === undefined) {
      throw new HttpError(409, 'PASSWORD_CHANGED', 'Your password was changed meanwhile. Please try again');
    }
    // A reset code already exchanged for a token must not set a password over the one just chosen.
    await trx.updateTable('reset_tokens').set({ used_at: at }).where('user_id', '=', p.userId).where('used_at', 'is', null).execute();
    return revokeUserSessions(trx, p.userId, at.getTime(), p.sessionId);
  });
}

export async function changePasswordRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const session = { preHandler: requireSession({ db: deps.db, now: deps.now }) };
  route(
    app,
    ChangePassword,
    async (request) => {
      const { body } = request;
      const revoked = await changePassword(deps, principalOf(request), body.current_password, body.new_password, request.ip);
      await announceRevoked(deps.db, revoked, (err) => request.log.warn({ err }, 'announcing a password change failed'));
      return { success: true, message: 'Password changed' };
    },
    session,
  );
}
