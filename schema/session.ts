// Session and the auth answers of spec §3/§7: login and OTP verify answer user, wallet, session and
// has_seen_unlock_notification. The session id is the bearer token (sent as X-Auth-Token).
import { type, string, boolean, defaulted, optional, type Infer } from 'superstruct';
import { OddsPolicy } from './betslip.ts';
import { Id } from './common.ts';
import { User } from './user.ts';
import { Wallet } from './wallet.ts';

export const Session = type({ id: string(), merchant_id: Id, expires_at: optional(string()) });
export type Session = Infer<typeof Session>;

export const LoginResponse = type({
  user: User,
  wallet: Wallet,
  session: Session,
  has_seen_unlock_notification: defaulted(boolean(), false),
  /** The player's odds-change setting for live bets (issue 32; schema/endpoints/odds-policy.ts); absent from older servers. */
  odds_policy: optional(OddsPolicy),
});
export type LoginResponse = Infer<typeof LoginResponse>;

/** POST /api/v1/auth/register: the account waits for its phone code. */
export const RegisterResponse = type({ success: boolean(), message: optional(string()), phone: optional(string()) });

/** POST /api/v1/password/verify-otp answers a one-time token for the password update. */
export const ResetTokenResponse = type({ success: boolean(), data: type({ token: string() }) });

/** Generic { success, message } answers (logout, reset sent, password updated, mark seen). */
export const OkResponse = type({ success: boolean(), message: optional(string()) });
