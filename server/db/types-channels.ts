// Kysely table types of issue 34's channels (USSD, SMS, Telegram). 0045-channels: the phones a channel has met.
// Each channel adds its own tables here (its migration named in the comment above its types).
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ChannelPhonesTable {
  merchant_id: string;
  /** Canonical '+2519XXXXXXXX' (domain/phone.ts). */
  phone: string;
  /** Chosen on first use and remembered; null until chosen. */
  language: ColumnType<'am' | 'en' | 'or' | 'ti' | null, 'am' | 'en' | 'or' | 'ti' | null | undefined, 'am' | 'en' | 'or' | 'ti' | null>;
  /** The channel PIN as a password hash (auth/passwords.ts), or null until set. */
  pin_hash: ColumnType<string | null, string | null | undefined, string | null>;
  sms_notifications: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** 0046-ussd-sessions: a USSD gateway session, its phone and its menu state (modules/channels/ussd/session.ts). */
export interface UssdSessionsTable {
  session_id: string;
  merchant_id: string;
  phone: string;
  path: ColumnType<string, string | undefined, string>;
  state: ColumnType<unknown, string, string>;
  screen: ColumnType<string, string | undefined, string>;
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ChannelTables {
  channel_phones: ChannelPhonesTable;
  ussd_sessions: UssdSessionsTable;
}
