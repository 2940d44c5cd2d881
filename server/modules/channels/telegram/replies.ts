// The bot's messages and keyboards: the main menu (inline buttons; Deposit opens the Mini App's deposit page), the
// contact request (a reply keyboard with request_contact), and sending without failing the update — a Bot API call
// that fails is logged (Telegram does not retry our calls; the player taps again).
import type { ChannelLanguage } from '../core/types.ts';
import type { BotMethods, InlineButton, ReplyMarkup } from './bot-api.ts';
import { type Say, sayer, type TelegramContext } from './context.ts';

export const cb = (text: string, data: string): InlineButton => {
  if (Buffer.byteLength(data) > 64) {
    throw new Error(`callback_data over 64 bytes: ${data}`);
  }
  return { text, callback_data: data };
};

/** The Mini App's address for a path of the web app (the simulator's is the same server). */
export const appUrl = (ctx: TelegramContext, path: string): string => `${ctx.webAppUrl}${path}`;

export function menuKeyboard(ctx: TelegramContext, t: Say): InlineButton[][] {
  return [
    [cb(t('tg.btn.balance'), 'bal'), cb(t('tg.btn.matches'), 'mt')],
    [cb(t('tg.btn.slip'), 'slip'), cb(t('tg.btn.last'), 'last')],
    [cb(t('tg.btn.check'), 'chk'), { text: t('tg.btn.deposit'), web_app: { url: appUrl(ctx, '/deposit') } }],
    [cb(t('tg.btn.lotofoot'), 'lf'), cb(t('tg.btn.language'), 'lang')],
    [cb(t('tg.btn.break'), 'brk'), cb(t('tg.btn.unlink'), 'unl')],
  ];
}

export const menuRow = (t: Say): InlineButton[] => [cb(t('tg.btn.menu'), 'menu')];

export function contactKeyboard(t: Say): ReplyMarkup {
  return { keyboard: [[{ text: t('tg.share_button'), request_contact: true }]], resize_keyboard: true, one_time_keyboard: true };
}

/** Sends a message to the chat; answers its message_id, or null when the call failed (logged). */
export async function send(ctx: TelegramContext, chatId: string, text: string, reply_markup?: ReplyMarkup): Promise<number | null> {
  return call(ctx, 'sendMessage', { chat_id: chatId, text, ...(reply_markup ? { reply_markup } : {}) });
}

export async function call<M extends keyof BotMethods>(
  ctx: TelegramContext,
  method: M,
  params: BotMethods[M],
  chat?: string,
): Promise<number | null> {
  try {
    const result = await ctx.bot.call(method, params, chat);
    return typeof result === 'object' && typeof result.message_id === 'number' ? result.message_id : null;
  } catch (err) {
    ctx.log.warn({ err }, `telegram: ${method} failed`);
    return null;
  }
}

export async function sendMenu(ctx: TelegramContext, chatId: string, language: ChannelLanguage, before?: string): Promise<void> {
  const t = sayer(language);
  await send(ctx, chatId, before === undefined ? t('tg.menu') : `${before}\n\n${t('tg.menu')}`, { inline_keyboard: menuKeyboard(ctx, t) });
}
