// Kysely table types of accounts, sessions, one-time codes, rate limits and the SMS outbox (0002-auth).
// Secrets (passwords, codes, tokens) exist here only as hashes; times are timestamptz.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  /** Short numeric-looking id ('10000042') from the users_id_seq sequence, unique per server. */
  id: Generated<string>;
  merchant_id: string;
  /** Canonical '+2519XXXXXXXX'. */
  phone: string;
  /** 'scrypt$N$r$p$salt$hash' (base64url parts). */
  password_hash: string;
  /** The promo code given at sign-up (trimmed, uppercased), or null. */
  promo_code: string | null;
  has_seen_unlock_notification: Generated<boolean>;
  /** How the player's live bets take a moved price (0031; schema/betslip.ts OddsPolicy). */
  odds_policy: Generated<'ask' | 'higher' | 'any'>;
  created_at: Timestamp;
  /** When the player confirmed being 21 or older (0018); null for an account made without the confirmation. */
  age_confirmed_at: NullableTimestamp;
  /** Blocked by an operator (0036): no sign-in, no live session, until unblocked. */
  blocked_at: NullableTimestamp;
  blocked_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PendingRegistrationsTable {
  merchant_id: string;
  phone: string;
  password_hash: string;
  promo_code: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The sign-up's age confirmation (0018), carried onto the account at verification. */
  age_confirmed_at: NullableTimestamp;
}

export type OtpPurpose = 'register' | 'reset';

export interface OtpCodesTable {
  id: Generated<number>;
  purpose: OtpPurpose;
  merchant_id: string;
  phone: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** Random public id (never the token). */
  id: string;
  /** SHA-256 hex of the bearer token. */
  token_hash: string;
  user_id: string;
  merchant_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** HMAC of the client's X-Device-ID under a server secret (0044, auth/device.ts); null: none sent. */
  device_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The User-Agent it was opened with, at most 200 characters (0044); null: none sent. */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ResetTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  text: string;
  created_at: Timestamp;
}

export interface AuthTables {
  users: UsersTable;
  pending_registrations: PendingRegistrationsTable;
  otp_codes: OtpCodesTable;
  sessions: SessionsTable;
  reset_tokens: ResetTokensTable;
  rate_limits: RateLimitsTable;
  sms_outbox: SmsOutboxTable;
}
