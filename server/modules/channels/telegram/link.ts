// Linking a Telegram user to a BirrBet account (issue 34). /start asks for the phone contact (a request_contact
// button); a contact is accepted only when contact.user_id is the sender's own id — Telegram lets anyone share
// someone else's contact card, and a phone never acts for another. The account of that phone then gets a 6-digit
// code by SMS (the existing SMS adapter) that the user types in the chat: proof they hold the phone, not only the
// Telegram account. Codes are single-use, expire after 5 minutes, allow 5 guesses; sends are limited per phone and
// per Telegram user (auth/rate-limit.ts), so guessing is bounded. One link per account: relinking moves it.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { maskPhone, normalizePhone } from '../../../../domain/phone.ts';
import { hit, type Limit } from '../../auth/rate-limit.ts';
import { phoneProfile } from '../core/phones.ts';
import { sayer, type TelegramContext } from './context.ts';
import { contactKeyboard, send, sendMenu } from './replies.ts';
import { type Chat, saveChat } from './state.ts';

export const CODE_TTL_MS = 5 * 60_000;
export const CODE_TRIES = 5;
/** Code sends: per phone (the SMS bill and the owner's inbox) and per Telegram user (a guesser asking for new codes). */
export const SEND_LIMITS: readonly Limit[] = [
  { name: 'tg-code-phone', windowMs: 60 * 60_000, max: 5 },
  { name: 'tg-code-user', windowMs: 60 * 60_000, max: 5 },
];

const codeHash = (telegramUserId: string, code: string): string => createHash('sha256').update(`${telegramUserId}:${code}`).digest('hex');

export interface Sender {
  id: number;
}

export async function onStart(ctx: TelegramContext, chat: Chat): Promise<void> {
  const t = sayer(chat.language);
  if (chat.link !== null) {
    await sendMenu(ctx, chat.chatId, chat.language);
    return;
  }
  await send(ctx, chat.chatId, t('tg.welcome'), contactKeyboard(t));
}

export async function onContact(ctx: TelegramContext, chat: Chat, from: Sender, contact: { phone_number: string; user_id?: number }): Promise<void> {
  const t = sayer(chat.language);
  const nowMs = ctx.opts.now();
  if (contact.user_id === undefined || contact.user_id !== from.id) {
    await send(ctx, chat.chatId, t('tg.contact_foreign'), contactKeyboard(t));
    return;
  }
  const phone = normalizePhone(contact.phone_number);
  if (phone === null) {
    await send(ctx, chat.chatId, t('tg.bad_phone'), contactKeyboard(t));
    return;
  }
  const profile = await phoneProfile(ctx.opts.db, ctx.merchantId, phone);
  if (profile.userId === null) {
    await send(ctx, chat.chatId, t('tg.no_account', { phone: maskPhone(phone) }), { remove_keyboard: true });
    return;
  }
  for (const [limit, subject] of [
    [SEND_LIMITS[0], phone],
    [SEND_LIMITS[1], chat.telegramUserId],
  ] as const) {
    const wait = limit === undefined ? null : await hit(ctx.opts.db, limit, subject, nowMs);
    if (wait !== null) {
      await send(ctx, chat.chatId, t('tg.code_too_many', { minutes: Math.ceil(wait / 60) }), { remove_keyboard: true });
      return;
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  if (profile.language !== null) {
    chat.language = profile.language;
  }
  chat.state = {
    ...chat.state,
    step: 'code',
    link: { phone, userId: profile.userId, codeHash: codeHash(chat.telegramUserId, code), expiresAt: nowMs + CODE_TTL_MS, tries: 0 },
  };
  await saveChat(ctx.opts.db, chat, nowMs);
  await ctx.sms.send(phone, sayer(chat.language)('tg.sms_code', { code }));
  await send(ctx, chat.chatId, sayer(chat.language)('tg.code_sent', { phone: maskPhone(phone) }), { remove_keyboard: true });
}

/** The typed code: right → linked; wrong → tries left; expired or used up → share the contact again. */
export async function onCode(ctx: TelegramContext, chat: Chat, text: string): Promise<void> {
  const t = sayer(chat.language);
  const nowMs = ctx.opts.now();
  const pending = chat.state.link;
  if (pending == null || pending.expiresAt <= nowMs || pending.tries >= CODE_TRIES) {
    chat.state = { ...chat.state, step: null, link: null };
    await saveChat(ctx.opts.db, chat, nowMs);
    await send(ctx, chat.chatId, t('tg.code_expired'), contactKeyboard(t));
    return;
  }
  const typed = Buffer.from(codeHash(chat.telegramUserId, text.trim()));
  const right = /^\d{6}$/.test(text.trim()) && timingSafeEqual(typed, Buffer.from(pending.codeHash));
  if (!right) {
    const tries = pending.tries + 1;
    const left = CODE_TRIES - tries;
    chat.state = left > 0 ? { ...chat.state, link: { ...pending, tries } } : { ...chat.state, step: null, link: null };
    await saveChat(ctx.opts.db, chat, nowMs);
    await send(ctx, chat.chatId, left > 0 ? t('tg.code_wrong', { left }) : t('tg.code_expired'), left > 0 ? undefined : contactKeyboard(t));
    return;
  }
  // Used once: the pending link is cleared in the same write that links.
  await ctx.opts.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('telegram_links')
      .where((eb) =>
        eb.or([
          eb('telegram_user_id', '=', chat.telegramUserId),
          eb.and([eb('merchant_id', '=', ctx.merchantId), eb('user_id', '=', pending.userId)]),
        ]),
      )
      .execute();
    await trx
      .insertInto('telegram_links')
      .values({
        telegram_user_id: chat.telegramUserId,
        merchant_id: ctx.merchantId,
        user_id: pending.userId,
        phone: pending.phone,
        chat_id: chat.chatId,
        created_at: new Date(nowMs),
      })
      .execute();
  });
  chat.link = { userId: pending.userId, merchantId: ctx.merchantId, phone: pending.phone };
  chat.state = { step: null, link: null, slip: null };
  await saveChat(ctx.opts.db, chat, nowMs);
  await ctx.bot
    .call('setChatMenuButton', {
      chat_id: chat.chatId,
      menu_button: { type: 'web_app', text: t('tg.menu_button'), web_app: { url: `${ctx.webAppUrl}/` } },
    })
    .catch((err: unknown) => ctx.log.warn({ err }, 'telegram: setChatMenuButton failed'));
  await sendMenu(ctx, chat.chatId, chat.language, t('tg.linked', { phone: maskPhone(pending.phone) }));
}

export async function unlink(ctx: TelegramContext, chat: Chat): Promise<void> {
  const nowMs = ctx.opts.now();
  await ctx.opts.db.deleteFrom('telegram_links').where('telegram_user_id', '=', chat.telegramUserId).execute();
  chat.link = null;
  chat.state = {};
  await saveChat(ctx.opts.db, chat, nowMs);
  const t = sayer(chat.language);
  await send(ctx, chat.chatId, t('tg.unlinked'), contactKeyboard(t));
}
