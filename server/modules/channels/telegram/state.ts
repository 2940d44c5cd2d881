// A Telegram user's conversation (telegram_chats) and link (telegram_links). The state is small JSON: the step the
// next typed text answers (the link code, a stake, a ticket reference), the pending link (phone, the code's hash,
// expiry and tries), the slip being built with its version (`nonce`: the Place button carries it, so a tap on an
// old slip is refused and a repeated tap places once), the LotoFoot picks so far. The language is the linked
// phone's (channel_phones) once linked, else Telegram's language_code as a first guess.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/index.ts';
import { type ChannelLanguage, isChannelLanguage } from '../core/types.ts';

export interface PendingLink {
  phone: string;
  userId: string;
  codeHash: string;
  expiresAt: number;
  tries: number;
}

export interface Slip {
  picks: Array<{ code: number; pick: string }>;
  stakeCents: number | null;
  nonce: string;
}

export interface ChatState {
  step?: 'code' | 'stake' | 'check' | null;
  link?: PendingLink | null;
  slip?: Slip | null;
  /** The last slip placed: a repeated Place tap answers its reference. */
  placed?: { nonce: string; reference: string; stakeCents: number; winCents: number } | null;
}

export interface Link {
  userId: string;
  merchantId: string;
  phone: string;
}

export interface Chat {
  telegramUserId: string;
  chatId: string;
  language: ChannelLanguage;
  state: ChatState;
  link: Link | null;
}

export const newNonce = (): string => randomBytes(6).toString('base64url');

/** Telegram's language_code (IETF) → ours: Amharic, Afan Oromo ('om'), Tigrinya; anything else English. */
export function guessLanguage(code: string | undefined): ChannelLanguage {
  const base = (code ?? '').slice(0, 2).toLowerCase();
  return base === 'am' ? 'am' : base === 'om' ? 'or' : base === 'ti' ? 'ti' : 'en';
}

export async function loadChat(db: Db, telegramUserId: string, chatId: string, languageCode: string | undefined): Promise<Chat> {
  const [row, link] = await Promise.all([
    db.selectFrom('telegram_chats').select(['language', 'state']).where('telegram_user_id', '=', telegramUserId).executeTakeFirst(),
    db.selectFrom('telegram_links').select(['user_id', 'merchant_id', 'phone']).where('telegram_user_id', '=', telegramUserId).executeTakeFirst(),
  ]);
  const raw = row?.state;
  const state = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as ChatState;
  return {
    telegramUserId,
    chatId,
    language: isChannelLanguage(row?.language) ? row.language : guessLanguage(languageCode),
    state,
    link: link === undefined ? null : { userId: link.user_id, merchantId: link.merchant_id, phone: link.phone },
  };
}

/** Writes the chat's state and language (creating its row on first use). */
export async function saveChat(db: Db, chat: Chat, nowMs: number): Promise<void> {
  const values = { chat_id: chat.chatId, language: chat.language, state: JSON.stringify(chat.state), updated_at: new Date(nowMs) };
  await db
    .insertInto('telegram_chats')
    .values({ telegram_user_id: chat.telegramUserId, ...values })
    .onConflict((oc) => oc.column('telegram_user_id').doUpdateSet(values))
    .execute();
}
