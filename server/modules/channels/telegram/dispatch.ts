// One Update, handled once (issue 34). Its update_id is recorded first (telegram_updates): Telegram retries a call it
// got no 2xx for, and a retried update must not act twice. Only private chats are served (chat.id is the user's
// own id): in a group, another member's tap must never act for the linked player. The sender's Telegram id is the
// identity; the player is the account linked to it (telegram_links), never anything a message says.
import type { Infer } from 'superstruct';
import type { TelegramCallbackQuery, TelegramMessage, TelegramUpdate } from '../../../../schema/endpoints/channels-telegram.ts';
import { isChannelLanguage } from '../core/types.ts';
import {
  askBreak,
  askLanguage,
  askReference,
  checkTicket,
  lotofootStep,
  placeLotofootTicket,
  setLanguage,
  showBalance,
  showDeposit,
  showLastTickets,
  takeBreak,
} from './account.ts';
import { clearSlip, place, setStake, showMatches, showSlip, stakeOf, togglePick } from './betting.ts';
import { sayer, type TelegramContext } from './context.ts';
import { onCode, onContact, onStart, unlink } from './link.ts';
import { call, cb, send, sendMenu } from './replies.ts';
import { type Chat, loadChat, saveChat } from './state.ts';

type Update = Infer<typeof TelegramUpdate>;

/** Records the update id; false when it was handled before (a retry). */
async function firstDelivery(ctx: TelegramContext, updateId: number): Promise<boolean> {
  const row = await ctx.opts.db
    .insertInto('telegram_updates')
    .values({ update_id: String(updateId), received_at: new Date(ctx.opts.now()) })
    .onConflict((oc) => oc.column('update_id').doNothing())
    .returning('update_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function handleUpdate(ctx: TelegramContext, update: Update): Promise<void> {
  if (!(await firstDelivery(ctx, update.update_id))) {
    return;
  }
  if (update.callback_query !== undefined) {
    await onCallback(ctx, update.callback_query);
  } else if (update.message !== undefined) {
    await onMessage(ctx, update.message);
  }
}

async function onMessage(ctx: TelegramContext, message: Infer<typeof TelegramMessage>): Promise<void> {
  const from = message.from;
  if (from === undefined || message.chat.id !== from.id) {
    return;
  }
  const chat = await loadChat(ctx.opts.db, String(from.id), String(message.chat.id), from.language_code);
  if (message.contact !== undefined) {
    await onContact(ctx, chat, from, message.contact);
    return;
  }
  const text = (message.text ?? '').trim();
  if (text.startsWith('/start') || text === '/menu') {
    chat.state = { ...chat.state, step: chat.link === null ? chat.state.step : null };
    await saveChat(ctx.opts.db, chat, ctx.opts.now());
    await onStart(ctx, chat);
    return;
  }
  if (chat.link === null) {
    await (chat.state.step === 'code' ? onCode(ctx, chat, text) : onStart(ctx, chat));
    return;
  }
  if (chat.state.step === 'stake') {
    const cents = stakeOf(text);
    await (cents === null ? send(ctx, chat.chatId, sayer(chat.language)('tg.stake_invalid')) : setStake(ctx, chat, cents));
    return;
  }
  if (chat.state.step === 'check' && text !== '') {
    await checkTicket(ctx, chat, chat.link, text);
    return;
  }
  await sendMenu(ctx, chat.chatId, chat.language);
}

async function onCallback(ctx: TelegramContext, q: Infer<typeof TelegramCallbackQuery>): Promise<void> {
  const chatId = q.message?.chat.id ?? q.from.id;
  let toast: string | null = null;
  if (chatId === q.from.id) {
    const chat = await loadChat(ctx.opts.db, String(q.from.id), String(chatId), q.from.language_code);
    toast = await act(ctx, chat, q.data ?? '', q.message?.message_id);
  }
  await call(ctx, 'answerCallbackQuery', { callback_query_id: q.id, ...(toast === null ? {} : { text: toast }) }, String(chatId));
}

/** A button's action; answers the toast the tap shows (or null). */
async function act(ctx: TelegramContext, chat: Chat, data: string, messageId: number | undefined): Promise<string | null> {
  const t = sayer(chat.language);
  if (data === 'lang') {
    await askLanguage(ctx, chat);
    return null;
  }
  const language = /^lg:(\w\w)$/.exec(data)?.[1];
  if (isChannelLanguage(language)) {
    await setLanguage(ctx, chat, language);
    return null;
  }
  const link = chat.link;
  if (link === null) {
    await onStart(ctx, chat);
    return t('tg.not_linked');
  }
  const simple: Record<string, () => Promise<unknown>> = {
    menu: () => sendMenu(ctx, chat.chatId, chat.language),
    bal: () => showBalance(ctx, chat, link),
    mt: () => showMatches(ctx, chat),
    slip: () => showSlip(ctx, chat),
    clr: () => clearSlip(ctx, chat),
    last: () => showLastTickets(ctx, chat, link),
    chk: () => askReference(ctx, chat),
    dep: () => showDeposit(ctx, chat),
    lf: () => lotofootStep(ctx, chat, ''),
    brk: () => askBreak(ctx, chat),
    'brk!': () => takeBreak(ctx, chat, link),
    unl: () => send(ctx, chat.chatId, t('tg.unlink_confirm'), { inline_keyboard: [[cb(t('tg.btn.yes'), 'unl!'), cb(t('tg.btn.no'), 'menu')]] }),
    'unl!': () => unlink(ctx, chat),
    'st?': async () => {
      chat.state = { ...chat.state, step: 'stake' };
      await saveChat(ctx.opts.db, chat, ctx.opts.now());
      await send(ctx, chat.chatId, t('tg.stake_prompt'));
    },
  };
  const action = simple[data];
  if (action !== undefined) {
    await action();
    return null;
  }
  let m = /^a:(\d{1,9}):([0-9A-Z]{1,3})$/.exec(data);
  if (m) {
    return togglePick(ctx, chat, Number(m[1]), m[2] ?? '');
  }
  m = /^st:(\d{1,9})$/.exec(data);
  if (m) {
    await setStake(ctx, chat, Number(m[1]));
    return null;
  }
  m = /^pl:([\w-]{1,16})$/.exec(data);
  if (m) {
    return place(ctx, chat, m[1] ?? '');
  }
  m = /^lf:([1X2]{1,7})$/.exec(data);
  if (m) {
    await lotofootStep(ctx, chat, m[1] ?? '', messageId);
    return null;
  }
  m = /^lp:([1X2]{7}):([\w-]{1,16})$/.exec(data);
  if (m) {
    await placeLotofootTicket(ctx, chat, link, m[1] ?? '', m[2] ?? '');
    return null;
  }
  return null;
}
