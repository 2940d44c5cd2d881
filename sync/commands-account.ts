// The account commands' handler (spec §4/§7): login, register + phone code, password restore (reset, code,
// update), the signed-in change of password (issue 29: schema/endpoints/change-password.ts), logout, wallet refetch and the unlock-notification flag. Each call, its body and the struct its answer
// is decoded with are the declaration's (schema/endpoints/auth.ts): BAD_ANSWER when it does not decode. Each ends
// in v1.AccountSucceeded or v1.AccountFailed {code}, with the account events it brings (SignedIn, SignedOut,
// WalletLoaded, UnlockNotificationSeen) first. The calls that open or refresh a session carry the device id (device.ts).
import type { BodyOf, Call } from '../schema/endpoint.ts';
import {
  Login,
  Logout,
  MarkUnlockSeen,
  Register,
  RequestPasswordReset,
  SessionAnswer,
  UpdatePassword,
  VerifyRegistration,
  VerifyResetCode,
} from '../schema/endpoints/auth.ts';
import { ChangePassword } from '../schema/endpoints/change-password.ts';
import { TelegramWebAppSession } from '../schema/endpoints/channels-telegram.ts';
import { SetOddsPolicy } from '../schema/endpoints/odds-policy.ts';
import { oddsPolicyOf } from '../domain/odds-policy.ts';
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import { formOf } from './read/account-forms.ts';
import type { SessionAuth } from './http.ts';
import { outcome, refusalOf, sessionOf, type CommandContext, type Refusal } from './commands-context.ts';
import { answerOf, send, type SuccessOf } from './declared.ts';
import { deviceHeaders } from './device.ts';

type Request = PayloadOf<'v1.AccountRequested'>;

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
  }
}

export async function accountCommand(p: Request, ctx: CommandContext): Promise<AppEvent[]> {
  const secret = ctx.vault.take(p.commandId);
  const form = formOf(p.command);
  if (form && ctx.data.store.getCell('accountForms', form, 'command_id') !== p.commandId) {
    return []; // the form had a command in flight already
  }
  const { api, merchantId } = ctx;
  const signedOut = (reason: PayloadOf<'v1.SignedOut'>['reason']): AppEvent => outcome(ctx, 'v1.SignedOut', { reason }, 'system');
  const done = (events: AppEvent[] = [], phone?: string): AppEvent[] => [
    ...events,
    outcome(ctx, 'v1.AccountSucceeded', { commandId: p.commandId, command: p.command, ...(phone ? { phone } : {}) }),
  ];
  const failed = (r: Refusal, events: AppEvent[] = []): AppEvent[] => [
    ...events,
    outcome(ctx, 'v1.AccountFailed', { commandId: p.commandId, command: p.command, ...r }),
  ];
  const decode = <C extends Call>(call: C, raw: unknown): SuccessOf<C> => {
    const [error, value] = answerOf(call).validate(raw, { coerce: true });
    if (error) {
      ctx.log(`${p.command} answer dropped: it does not decode`, error.message);
      throw new Refused({ code: 'BAD_ANSWER', status: 0 });
    }
    return value;
  };
  /** Sends a declared call with a body of its declared type (and extra headers) and decodes the success answer. */
  const post = async <C extends Call & { body?: unknown }>(call: C, body: BodyOf<C>, headers?: Record<string, string>): Promise<SuccessOf<C>> =>
    decode(call, await send(api, call as Call, { body, ...(headers ? { headers } : {}) }));
  const phone = p.phone ?? '';
  const player = sessionOf(ctx);
  const session = player ? { token: player.token, merchantId: player.merchantId } : null;

  try {
    switch (p.command) {
      case 'login':
      case 'telegram': {
        // Telegram's Mini App (issue 34) signs in with its initData instead of a password; the answer is the login's.
        const answer =
          p.command === 'telegram'
            ? await post(TelegramWebAppSession, { init_data: secret.initData ?? '' }, deviceHeaders())
            : await post(Login, { phone, password: secret.password ?? '', merchant_id: merchantId }, deviceHeaders());
        if (answer.session.merchant_id !== merchantId) {
          return failed({ code: 'MERCHANT_MISMATCH', status: 0 }, [signedOut('merchant_mismatch')]);
        }
        return done([
          outcome(ctx, 'v1.SignedIn', {
            user: answer.user,
            wallet: answer.wallet,
            session: answer.session,
            merchantId,
            hasSeenUnlockNotification: answer.has_seen_unlock_notification,
            ...(answer.odds_policy ? { oddsPolicy: answer.odds_policy } : {}),
          }),
        ]);
      }
      case 'register': {
        const promo = p.promoCode ? { promo_code: p.promoCode } : {};
        // The form sends only with its box ticked, which confirms age 21+ (Ethiopian rules): the server keeps it.
        await post(Register, { phone, password: secret.password ?? '', merchant_id: merchantId, ...promo, age_confirmed: true });
        return done([], phone);
      }
      case 'verify': {
        // The spec then switches to login, so the session the server opened is closed again.
        const answer = await post(VerifyRegistration, { phone, otp: secret.otp ?? '', merchant_id: merchantId }, deviceHeaders());
        void send(api, Logout, { session: { token: answer.session.id, merchantId } }).catch(() => undefined);
        return done([], phone);
      }
      case 'reset':
        await post(RequestPasswordReset, { phone, merchant_id: merchantId });
        return done([], phone);
      case 'resetVerify':
        ctx.vault.resetToken = (await post(VerifyResetCode, { phone, otp: secret.otp ?? '', merchant_id: merchantId })).data.token;
        return done([], phone);
      case 'update': {
        const token = ctx.vault.resetToken;
        if (!token) {
          return failed({ code: 'TOKEN_MISSING', status: 0 });
        }
        await post(UpdatePassword, { phone, new_password: secret.password ?? '', token, merchant_id: merchantId });
        ctx.vault.resetToken = '';
        return done();
      }
      case 'changePassword': {
        if (!session) {
          return failed({ code: 'SESSION_REQUIRED', status: 0 });
        }
        const body = { current_password: secret.currentPassword ?? '', new_password: secret.password ?? '' };
        // Two memory-hard hashes one after the other (the current password's check, then the new one's): twice a
        // request's time on a busy server, so twice the spec's 15 s before the player is told it failed.
        decode(ChangePassword, await send(api, ChangePassword, { session, body, timeoutMs: 30_000 }));
        return done();
      }
      case 'logout':
        // The player is cleared whatever the server says (spec §4).
        await (session ? send(api, Logout, { session }) : Promise.resolve()).catch(() => undefined);
        return done([signedOut('user')]);
      case 'refresh':
        return session ? await refresh(ctx, session, done, failed, signedOut) : done();
      case 'oddsPolicy':
        // The slip's setting, already in the store (v1.OddsPolicyChanged): kept for the player on every device.
        if (session) {
          await send(api, SetOddsPolicy, { session, body: { odds_policy: oddsPolicyOf(ctx.data.store.getValue('odds_policy')) } });
        }
        return done();
      case 'markSeen':
        // A failure is silent (spec §4): the outcome is recorded, nothing shows it.
        if (session) {
          await send(api, MarkUnlockSeen, { session, query: { user_id: player?.userId ?? '' } });
          return done([outcome(ctx, 'v1.UnlockNotificationSeen', {})]);
        }
        return done();
    }
  } catch (error) {
    return failed(error instanceof Refused ? error.refusal : refusalOf(error));
  }
  return failed({ code: 'FAILED', status: 0 });
}

/** GET auth/verify for a fresh wallet; a session that is gone (401) or of another merchant signs the player out. */
async function refresh(
  ctx: CommandContext,
  session: SessionAuth,
  done: (e?: AppEvent[]) => AppEvent[],
  failed: (r: Refusal, e?: AppEvent[]) => AppEvent[],
  signedOut: (reason: PayloadOf<'v1.SignedOut'>['reason']) => AppEvent,
): Promise<AppEvent[]> {
  let raw: unknown;
  try {
    raw = await send(ctx.api, SessionAnswer, { session, headers: deviceHeaders() });
  } catch (error) {
    const r = refusalOf(error);
    if (r.status === 401) {
      return failed(r, [signedOut('session_expired')]);
    }
    return failed(r, r.status === 403 && r.code === 'MERCHANT_MISMATCH' ? [signedOut('merchant_mismatch')] : []);
  }
  const [invalid, answer] = answerOf(SessionAnswer).validate(raw, { coerce: true });
  if (invalid) {
    ctx.log('wallet answer dropped: it does not decode', invalid.message);
    return failed({ code: 'BAD_ANSWER', status: 0 });
  }
  return done([outcome(ctx, 'v1.WalletLoaded', { wallet: answer.wallet })]);
}
