// Account commands: login, register + phone code, password restore, logout, wallet refetch and the
// unlock-notification flag. Each answer is decoded with schema/ before it becomes an event; failures
// become AccountError with the spec's text. Logout clears the player even when the call fails.
import type { Struct } from 'superstruct';
import { LoginResponse, RegisterResponse, ResetTokenResponse, OkResponse } from '../schema/session.ts';
import { normalizePhone } from '../domain/phone.ts';
import type { ApiClient, SessionAuth } from './http.ts';
import type { SyncEngine } from './engine.ts';
import type { AppData } from './store.ts';
import { AccountError, FALLBACK, accountError } from './account-errors.ts';

export interface AccountDeps { api: ApiClient; engine: SyncEngine; data: AppData; merchantId: string; now?: () => number }

export type SignedOutReason = 'user' | 'merchant_mismatch' | 'auth_failure' | 'session_expired';

function decode<T>(struct: Struct<T, unknown>, value: unknown, fallback: string): T {
  const [error, decoded] = struct.validate(value, { coerce: true });
  if (error) {
    throw new AccountError(fallback);
  }
  return decoded;
}

export function createAccount({ api, engine, data, merchantId, now = Date.now }: AccountDeps) {
  const session = (): SessionAuth | null => {
    const token = data.store.getValue('session_id') ?? '';
    return token ? { token, merchantId } : null;
  };
  const signOut = (reason: SignedOutReason): void => engine.emit({ type: 'v1.SignedOut', at: now(), source: 'user', payload: { reason } });
  const call = async <T>(fallback: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw accountError(error, fallback);
    }
  };
  const phoneOrThrow = (typed: string): string => {
    const phone = normalizePhone(typed);
    if (!phone) {
      throw new AccountError(typed.trim() ? 'Please enter a valid phone number' : 'Please enter your phone number');
    }
    return phone;
  };

  return {
    /** Signs in; the identifier is a phone number in any usual form (sent as typed when it is not one). */
    login: (identifier: string, password: string) => call(FALLBACK.login, async () => {
      const phone = normalizePhone(identifier) ?? identifier.trim();
      const raw = await api.request('POST', '/api/v1/auth/login', { body: { phone, password, merchant_id: merchantId } });
      const answer = decode(LoginResponse, raw, FALLBACK.login);
      if (answer.session.merchant_id !== merchantId) {
        signOut('merchant_mismatch');
        throw new AccountError(FALLBACK.login);
      }
      engine.emit({ type: 'v1.SignedIn', at: now(), source: 'remote', payload: {
        user: answer.user, wallet: answer.wallet, session: answer.session, merchantId, hasSeenUnlockNotification: answer.has_seen_unlock_notification,
      } });
    }),

    register: (input: { phone: string; password: string; promoCode?: string }) => call(FALLBACK.register, async () => {
      const phone = phoneOrThrow(input.phone);
      const promo = (input.promoCode ?? '').trim().toUpperCase().slice(0, 20);
      const body = { phone, password: input.password, merchant_id: merchantId, ...(promo ? { promo_code: promo } : {}) };
      decode(RegisterResponse, await api.request('POST', '/api/v1/auth/register', { body }), FALLBACK.register);
      return { phone };
    }),

    /** Confirms the phone code. The spec then switches to login, so the session the server opened is closed again. */
    verifyRegistration: (phone: string, otp: string) => call(FALLBACK.verify, async () => {
      const raw = await api.request('POST', '/api/v1/auth/verify', { body: { phone, otp, merchant_id: merchantId } });
      const answer = decode(LoginResponse, raw, FALLBACK.verify);
      void api.request('POST', '/api/v1/auth/logout', { session: { token: answer.session.id, merchantId } }).catch(() => undefined);
    }),

    requestReset: (typed: string) => call(FALLBACK.reset, async () => {
      const phone = phoneOrThrow(typed);
      decode(OkResponse, await api.request('POST', '/api/v1/password/reset', { body: { phone, merchant_id: merchantId } }), FALLBACK.reset);
      return { phone };
    }),

    verifyReset: (phone: string, otp: string) => call(FALLBACK.resetVerify, async () => {
      const raw = await api.request('POST', '/api/v1/password/verify-otp', { body: { phone, otp, merchant_id: merchantId } });
      return decode(ResetTokenResponse, raw, FALLBACK.resetVerify).data.token;
    }),

    updatePassword: (phone: string, newPassword: string, token: string) => call(FALLBACK.update, async () => {
      if (!token) {
        throw new AccountError('Verification token is missing. Please verify your OTP again', 400, 'TOKEN_MISSING');
      }
      const body = { phone, new_password: newPassword, token, merchant_id: merchantId };
      decode(OkResponse, await api.request('POST', '/api/v1/password/update', { body }), FALLBACK.update);
    }),

    /** Logs out: the player is cleared whatever the server says (spec §4). */
    logout: async (): Promise<void> => {
      const auth = session();
      try {
        if (auth) {
          await api.request('POST', '/api/v1/auth/logout', { session: auth });
        }
      } catch {
        // the tokens are cleared below anyway
      } finally {
        signOut('user');
      }
    },

    /** Refetches the wallet (after a socket reconnect); an invalid session logs the player out. */
    refreshWallet: async (): Promise<void> => {
      const auth = session();
      if (!auth) {
        return;
      }
      try {
        const answer = decode(LoginResponse, await api.request('GET', '/api/v1/auth/verify', { session: auth }), 'Invalid session');
        engine.emit({ type: 'v1.WalletLoaded', at: now(), source: 'remote', payload: { wallet: answer.wallet } });
      } catch (error) {
        const e = accountError(error, '');
        if (e.status === 401) {
          signOut('session_expired');
        } else if (e.status === 403 && e.code === 'MERCHANT_MISMATCH') {
          signOut('merchant_mismatch');
        }
      }
    },

    /** Marks the unlock notification seen; a failure is silent (spec §4). */
    markUnlockSeen: async (): Promise<void> => {
      const auth = session();
      const userId = data.store.getValue('user_id') ?? '';
      if (!auth || !userId) {
        return;
      }
      try {
        await api.request('POST', '/api/v1/user/mark-unlock-notification-seen', { session: auth, query: { user_id: userId } });
        engine.emit({ type: 'v1.UnlockNotificationSeen', at: now(), source: 'remote', payload: {} });
      } catch {
        // silent by specification
      }
    },
  };
}

export type Account = ReturnType<typeof createAccount>;
