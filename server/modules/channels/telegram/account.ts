// The linked player's other buttons (issue 34): balance, last tickets, a ticket by reference (own tickets only:
// core/tickets.ts), the deposit link (a web_app button: the Mini App's deposit page, signed in by initData),
// language (kept on the linked phone: channel_phones, shared with USSD and SMS), a 24-hour break (core/rg.ts: the
// web's self-exclusion, only ever longer), and LotoFoot: the week's 7 matches answered one by one in the same
// message (editMessageText), then placed under a key from the final button (one ticket however often it arrives).
import { balanceOf } from '../core/money.ts';
import { CHANNEL_LOTOFOOT_CENTS, currentWeek, placeLotofoot } from '../core/lotofoot.ts';
import { rememberLanguage } from '../core/phones.ts';
import { selfExclude } from '../core/rg.ts';
import { lastTickets, type TicketLine, ticketOf } from '../core/tickets.ts';
import type { ChannelTextKey } from '../core/texts.ts';
import { CHANNEL_LANGUAGES, type ChannelLanguage } from '../core/types.ts';
import type { Link } from './state.ts';
import { eat, money, refusalText, type Say, sayer, type TelegramContext } from './context.ts';
import { appUrl, call, cb, menuRow, send, sendMenu } from './replies.ts';
import { type Chat, newNonce, saveChat } from './state.ts';

const LANGUAGE_NAMES: Record<ChannelLanguage, string> = { am: 'አማርኛ', en: 'English', or: 'Afaan Oromoo', ti: 'ትግርኛ' };

export async function showBalance(ctx: TelegramContext, chat: Chat, link: Link): Promise<void> {
  const t = sayer(chat.language);
  try {
    const b = await balanceOf(ctx.opts.db, link.userId);
    await send(ctx, chat.chatId, t('tg.balance', { cash: money(b.cashCents), bonus: b.lockedPoints.toFixed(2), points: b.points.toFixed(2) }), {
      inline_keyboard: [menuRow(t)],
    });
  } catch (err) {
    await send(ctx, chat.chatId, refusalText(chat.language, err), { inline_keyboard: [menuRow(t)] });
  }
}

const ticketText = (t: Say, l: TicketLine): string =>
  t('tg.ticket', {
    reference: l.reference,
    status: t(`tg.status.${l.status}` as ChannelTextKey),
    stake: money(l.stakeCents),
    win: money(l.potentialWinCents),
    paid: money(l.payoutCents),
    date: `${eat(l.placedAt, true)} EAT`,
  });

export async function showLastTickets(ctx: TelegramContext, chat: Chat, link: Link): Promise<void> {
  const t = sayer(chat.language);
  const lines = await lastTickets(ctx.opts.db, link.userId, 5);
  const text = lines.length === 0 ? t('tg.no_tickets') : `${t('tg.last')}\n\n${lines.map((l) => ticketText(t, l)).join('\n\n')}`;
  await send(ctx, chat.chatId, text, { inline_keyboard: [menuRow(t)] });
}

export async function askReference(ctx: TelegramContext, chat: Chat): Promise<void> {
  chat.state = { ...chat.state, step: 'check' };
  await saveChat(ctx.opts.db, chat, ctx.opts.now());
  await send(ctx, chat.chatId, sayer(chat.language)('tg.check_prompt'));
}

export async function checkTicket(ctx: TelegramContext, chat: Chat, link: Link, reference: string): Promise<void> {
  const t = sayer(chat.language);
  chat.state = { ...chat.state, step: null };
  await saveChat(ctx.opts.db, chat, ctx.opts.now());
  const ref = reference.trim().toUpperCase().slice(0, 40);
  const line = await ticketOf(ctx.opts.db, link.userId, ref);
  await send(ctx, chat.chatId, line === null ? t('tg.ticket_unknown', { reference: ref }) : ticketText(t, line), { inline_keyboard: [menuRow(t)] });
}

export async function showDeposit(ctx: TelegramContext, chat: Chat): Promise<void> {
  const t = sayer(chat.language);
  await send(ctx, chat.chatId, t('tg.deposit'), {
    inline_keyboard: [[{ text: t('tg.btn.deposit'), web_app: { url: appUrl(ctx, '/deposit') } }], menuRow(t)],
  });
}

export async function askLanguage(ctx: TelegramContext, chat: Chat): Promise<void> {
  const t = sayer(chat.language);
  await send(ctx, chat.chatId, t('tg.language_prompt'), {
    inline_keyboard: [CHANNEL_LANGUAGES.map((l) => cb(LANGUAGE_NAMES[l], `lg:${l}`)), menuRow(t)],
  });
}

export async function setLanguage(ctx: TelegramContext, chat: Chat, language: ChannelLanguage): Promise<void> {
  chat.language = language;
  await saveChat(ctx.opts.db, chat, ctx.opts.now());
  if (chat.link !== null) {
    await rememberLanguage(ctx.opts.db, chat.link.merchantId, chat.link.phone, language, ctx.opts.now());
  }
  await sendMenu(ctx, chat.chatId, language, sayer(language)('tg.language_set'));
}

export async function askBreak(ctx: TelegramContext, chat: Chat): Promise<void> {
  const t = sayer(chat.language);
  await send(ctx, chat.chatId, t('tg.break_confirm'), { inline_keyboard: [[cb(t('tg.btn.yes'), 'brk!'), cb(t('tg.btn.no'), 'menu')]] });
}

export async function takeBreak(ctx: TelegramContext, chat: Chat, link: Link): Promise<void> {
  const t = sayer(chat.language);
  try {
    const { endsAt } = await selfExclude(ctx.opts, {
      userId: link.userId,
      merchantId: link.merchantId,
      period: '24h',
      nowMs: ctx.opts.now(),
      channel: 'telegram',
    });
    await send(ctx, chat.chatId, t('tg.break_done', { until: endsAt === null ? '∞' : `${eat(endsAt, true)} EAT` }), {
      inline_keyboard: [menuRow(t)],
    });
  } catch (err) {
    await send(ctx, chat.chatId, refusalText(chat.language, err), { inline_keyboard: [menuRow(t)] });
  }
}

/**
 * LotoFoot: `picks` so far ('' at the start, then e.g. '1X2'); with 7 the review and its Place button ('lp:<picks>:
 * <nonce>'). `messageId` is the message to edit (the previous step's), absent on the first step.
 */
export async function lotofootStep(ctx: TelegramContext, chat: Chat, picks: string, messageId?: number): Promise<void> {
  const t = sayer(chat.language);
  const week = await currentWeek(ctx.opts.db, ctx.opts.now());
  if (week === null) {
    await send(ctx, chat.chatId, t('tg.lotofoot_none'), { inline_keyboard: [menuRow(t)] });
    return;
  }
  const price = money(CHANNEL_LOTOFOOT_CENTS);
  const shown = picks === '' ? '–' : picks.split('').join(' ');
  const next = week.matches[picks.length];
  const text =
    next === undefined
      ? t('tg.lotofoot_review', { picks: shown, price })
      : t('tg.lotofoot_pick', { price, closes: `${eat(week.closesAt, true)} EAT`, picks: shown, n: next.n, home: next.home, away: next.away });
  const keyboard =
    next === undefined
      ? [[cb(t('tg.btn.place'), `lp:${picks}:${newNonce()}`)], [cb(t('tg.btn.clear'), 'lf')], menuRow(t)]
      : [['1', 'X', '2'].map((p) => cb(p, `lf:${picks}${p}`)), menuRow(t)];
  if (messageId !== undefined) {
    await call(ctx, 'editMessageText', { chat_id: chat.chatId, message_id: messageId, text, reply_markup: { inline_keyboard: keyboard } });
    return;
  }
  await send(ctx, chat.chatId, text, { inline_keyboard: keyboard });
}

export async function placeLotofootTicket(ctx: TelegramContext, chat: Chat, link: Link, picks: string, nonce: string): Promise<void> {
  const t = sayer(chat.language);
  try {
    const { reference } = await placeLotofoot(ctx.opts, {
      userId: link.userId,
      merchantId: link.merchantId,
      picks: picks.split(''),
      key: `tg-lf:${chat.telegramUserId}:${nonce}`,
      nowMs: ctx.opts.now(),
    });
    await send(ctx, chat.chatId, t('tg.lotofoot_placed', { reference }), { inline_keyboard: [menuRow(t)] });
  } catch (err) {
    await send(ctx, chat.chatId, refusalText(chat.language, err), { inline_keyboard: [menuRow(t)] });
  }
}
