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

// 0047-channels-sms: the SMS channel's message ids, one-time confirmations and sent receipts.
export interface SmsInboundTable {
  merchant_id: string;
  /** The gateway's own id of the message. */
  message_id: string;
  phone: string;
  claimed_at: ColumnType<Date, Date, Date>;
  handled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface SmsConfirmationsTable {
  id: string;
  merchant_id: string;
  phone: string;
  code: string;
  /** What YES <code> does: {kind:'bet', picks, stakeCents} or {kind:'stop'}. */
  action: ColumnType<unknown, string, never>;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: ColumnType<Date, Date, never>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface SmsReceiptsTable {
  key: string;
  created_at: CreatedAt;
}

// 0048-telegram: the Telegram channel's links, conversations, handled updates, sent notices and simulator calls.
export interface TelegramLinksTable {
  /** Telegram's user id (a number up to 52 bits), as text. */
  telegram_user_id: string;
  merchant_id: string;
  user_id: string;
  /** The phone the link was confirmed on (canonical). */
  phone: string;
  chat_id: string;
  created_at: CreatedAt;
}

export interface TelegramChatsTable {
  telegram_user_id: string;
  chat_id: string;
  language: ColumnType<'am' | 'en' | 'or' | 'ti' | null, 'am' | 'en' | 'or' | 'ti' | null | undefined, 'am' | 'en' | 'or' | 'ti' | null>;
  /** The conversation's state (server/modules/channels/telegram/state.ts), written as JSON text. */
  state: ColumnType<unknown, string | undefined, string>;
  updated_at: UpdatedAt;
}

export interface TelegramUpdatesTable {
  update_id: string;
  received_at: CreatedAt;
}

export interface TelegramNoticesTable {
  kind: string;
  subject: string;
  user_id: string;
  sent_at: CreatedAt;
}

export interface TelegramSimCallsTable {
  id: ColumnType<string, never, never>;
  chat_id: string | null;
  method: string;
  payload: ColumnType<unknown, string, never>;
  created_at: CreatedAt;
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
  sms_inbound: SmsInboundTable;
  sms_confirmations: SmsConfirmationsTable;
  sms_receipts: SmsReceiptsTable;
  telegram_links: TelegramLinksTable;
  telegram_chats: TelegramChatsTable;
  telegram_updates: TelegramUpdatesTable;
  telegram_notices: TelegramNoticesTable;
  telegram_sim_calls: TelegramSimCallsTable;
}
