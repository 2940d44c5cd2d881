// The account routes of spec §7: register, verify (POST: phone code; GET: the session's own answer),
// login, logout, refresh and mark-unlock-notification-seen. Shapes are declared in schema/endpoints/auth.ts
// and checked at the edge (plugins/contract.ts); the account rules are input.ts's. Every answer that carries
// a session is the LoginResponse shape of schema/session.ts. A session keeps the device it came from, when our client
// says (X-Device-ID, device.ts): at sign-up's verify and login, or at its first refresh that tells it.
import type { FastifyInstance } from 'fastify';
import { Login, Logout, MarkUnlockSeen, RefreshSession, Register, SessionAnswer, VerifyRegistration } from '../../../schema/endpoints/auth.ts';
import { normalizePhone } from '../../../domain/phone.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { deviceOf, fillSessionDevice } from './device.ts';
import { login, loginAnswer, register, verifyRegistration, type AuthDeps } from './accounts.ts';
import { normalizePromo, requireKnownPromo, requireOtpFormat, requirePassword, requirePhone, signedMerchant } from './input.ts';
import { refreshSession, requireSession, revokeSession, sessionExpiry, tokenOf, type Principal } from './sessions.ts';

/** The principal requireSession put on the request (a route without the guard is a programming error). */
export function principalOf(request: { principal: Principal | null }): Principal {
  if (!request.principal) {
    throw new Error('route is missing the requireSession preHandler');
  }
  return request.principal;
}

export async function authRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const { db, now } = deps;
  const session = { preHandler: requireSession({ db, now }) };

  route(app, Register, async (request) => {
    const { body } = request;
    const merchantId = signedMerchant(request, body.merchant_id);
    const phone = requirePhone(body.phone);
    const password = requirePassword(body.password);
    const promo = requireKnownPromo(normalizePromo(body.promo_code), deps.promoCodes);
    await register(deps, merchantId, phone, password, promo, request.ip, body.age_confirmed === true);
    return { success: true, message: 'Verification code sent', phone };
  });

  route(app, VerifyRegistration, async (request) => {
    const { body } = request;
    const merchantId = signedMerchant(request, body.merchant_id);
    const phone = requirePhone(body.phone);
    return verifyRegistration(deps, merchantId, phone, requireOtpFormat(body.otp), request.ip, await deviceOf(db, request));
  });

  route(app, Login, async (request) => {
    const { body } = request;
    const merchantId = signedMerchant(request, body.merchant_id);
    if (body.phone.trim() === '' || body.password === '') {
      throw new HttpError(400, 'CREDENTIALS_REQUIRED', 'Please enter your phone number and password');
    }
    const identifier = normalizePhone(body.phone) ?? body.phone.trim();
    return login(deps, merchantId, identifier, body.password, request.ip, await deviceOf(db, request));
  });

  route(
    app,
    Logout,
    async (request) => {
      await revokeSession(db, principalOf(request).sessionId, now(), (err) => request.log.warn({ err }, 'announcing a logout failed'));
      return { success: true, message: 'Logout completed' };
    },
    session,
  );

  // The session's own answer with a fresh wallet (the client refetches after a socket reconnect).
  route(
    app,
    SessionAnswer,
    async (request) => {
      const p = principalOf(request);
      // Our client's session refresh: a session opened before it sent its device learns it now.
      await fillSessionDevice(db, p.sessionId, await deviceOf(db, request));
      const expiresAt = await sessionExpiry(db, p.sessionId);
      return loginAnswer(db, p.userId, tokenOf(request) ?? '', p.merchantId, expiresAt ?? new Date(now()));
    },
    session,
  );

  route(
    app,
    RefreshSession,
    async (request) => {
      const p = principalOf(request);
      await fillSessionDevice(db, p.sessionId, await deviceOf(db, request));
      const expiresAt = await refreshSession(db, p.sessionId, now());
      return loginAnswer(db, p.userId, tokenOf(request) ?? '', p.merchantId, expiresAt);
    },
    session,
  );

  route(
    app,
    MarkUnlockSeen,
    async (request) => {
      const p = principalOf(request);
      const userId = request.query.user_id ?? p.userId;
      if (userId !== p.userId) {
        throw new HttpError(403, 'FORBIDDEN', 'You do not have permission to change this account');
      }
      await db.updateTable('users').set({ has_seen_unlock_notification: true }).where('id', '=', p.userId).execute();
      return { success: true };
    },
    session,
  );
}
