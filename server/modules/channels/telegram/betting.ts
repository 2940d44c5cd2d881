// Betting in the chat (issue 34): today's top matches, one message each with its prices as inline buttons
// (callback 'a:<code>:<pick>'); a tap adds the pick to the slip (another pick of the same match replaces it, the
// same pick again removes it). The slip message shows the legs, stake buttons and, with a stake, the slip's
// figures (core/bets.ts quoteBet: the web's maths) and a Place button carrying the slip's version ('pl:<nonce>').
// Placing goes through core/bets.ts placeBet (the web's placement, limits, self-exclusion and ledger) with the key
// tg:<telegram user>:<nonce>: the same callback delivered twice, or a double tap, places one ticket. Every slip
// change makes a new version, so an old slip's Place button is refused rather than placing what it did not show.
import { type BetQuote, placeBet, quoteBet } from '../core/bets.ts';
import { topMatches } from '../core/matches.ts';
import type { InlineButton } from './bot-api.ts';
import { eat, money, refusalText, type Say, sayer, type TelegramContext } from './context.ts';
import { cb, menuRow, send } from './replies.ts';
import { type Chat, newNonce, saveChat, type Slip } from './state.ts';

export const STAKES_ETB = [10, 20, 50, 100] as const;
const MATCHES_SHOWN = 6;

export async function showMatches(ctx: TelegramContext, chat: Chat): Promise<void> {
  const t = sayer(chat.language);
  const matches = await topMatches(ctx.opts.db, { nowMs: ctx.opts.now(), limit: MATCHES_SHOWN });
  if (matches.length === 0) {
    await send(ctx, chat.chatId, t('tg.no_matches'), { inline_keyboard: [menuRow(t)] });
    return;
  }
  await send(ctx, chat.chatId, t('tg.matches'));
  for (const m of matches) {
    const row = m.picks.slice(0, 3).map((p) => cb(`${p.pick} · ${p.odds.toFixed(2)}`, `a:${m.code}:${p.pick}`));
    await send(ctx, chat.chatId, t('tg.match_line', { code: m.code, home: m.home, away: m.away, time: `${eat(m.startTime, true)} EAT` }), {
      inline_keyboard: [row],
    });
  }
  await send(ctx, chat.chatId, t('tg.menu'), { inline_keyboard: [[cb(t('tg.btn.slip'), 'slip')], menuRow(t)] });
}

/** Adds, replaces or removes a pick; answers the toast text. */
export async function togglePick(ctx: TelegramContext, chat: Chat, code: number, pick: string): Promise<string> {
  const t = sayer(chat.language);
  const slip: Slip = chat.state.slip ?? { picks: [], stakeCents: null, nonce: newNonce() };
  const same = slip.picks.find((p) => p.code === code);
  const others = slip.picks.filter((p) => p.code !== code);
  const removing = same?.pick === pick;
  const picks = removing ? others : [...others, { code, pick }];
  // Checked against today's prices before it is kept: an unknown or closed match is refused here.
  let toast: string;
  try {
    const quote = await quoteBet(ctx.opts.db, { picks: [{ code, pick }], stakeCents: 100, nowMs: ctx.opts.now() });
    toast = removing
      ? t('tg.removed')
      : t('tg.added', { pick: `${quote.legs[0]?.home} – ${quote.legs[0]?.away}: ${pick}`, odds: quote.totalOdds.toFixed(2) });
  } catch (err) {
    return refusalText(chat.language, err);
  }
  chat.state = { ...chat.state, slip: { ...slip, picks, nonce: newNonce() } };
  await saveChat(ctx.opts.db, chat, ctx.opts.now());
  await showSlip(ctx, chat);
  return toast;
}

export async function setStake(ctx: TelegramContext, chat: Chat, stakeCents: number): Promise<void> {
  const slip = chat.state.slip;
  chat.state = { ...chat.state, step: null, ...(slip ? { slip: { ...slip, stakeCents, nonce: newNonce() } } : {}) };
  await saveChat(ctx.opts.db, chat, ctx.opts.now());
  await showSlip(ctx, chat);
}

export async function clearSlip(ctx: TelegramContext, chat: Chat): Promise<void> {
  chat.state = { ...chat.state, slip: null, step: null };
  await saveChat(ctx.opts.db, chat, ctx.opts.now());
  await showSlip(ctx, chat);
}

function legsText(quote: BetQuote): string {
  return quote.legs.map((l) => `#${l.code} ${l.home} – ${l.away}: ${l.pick} @ ${l.odds.toFixed(2)}`).join('\n');
}

export async function showSlip(ctx: TelegramContext, chat: Chat): Promise<void> {
  const t = sayer(chat.language);
  const slip = chat.state.slip;
  if (!slip || slip.picks.length === 0) {
    await send(ctx, chat.chatId, t('tg.slip_empty'), { inline_keyboard: [[cb(t('tg.btn.matches'), 'mt')], menuRow(t)] });
    return;
  }
  const stakeRow: InlineButton[] = STAKES_ETB.map((etb) => cb(`${etb}`, `st:${etb * 100}`));
  let quote: BetQuote;
  try {
    quote = await quoteBet(ctx.opts.db, { picks: slip.picks, stakeCents: slip.stakeCents ?? 100, nowMs: ctx.opts.now() });
  } catch (err) {
    await send(ctx, chat.chatId, refusalText(chat.language, err), { inline_keyboard: [[cb(t('tg.btn.clear'), 'clr')], menuRow(t)] });
    return;
  }
  const legs = t('tg.slip_legs', { legs: legsText(quote), odds: quote.totalOdds.toFixed(2) });
  const keyboard: InlineButton[][] = [stakeRow, [cb(t('tg.btn.other_stake'), 'st?'), cb(t('tg.btn.clear'), 'clr')]];
  if (slip.stakeCents === null) {
    await send(ctx, chat.chatId, `${legs}\n\n${t('tg.slip_choose_stake')}`, { inline_keyboard: [...keyboard, menuRow(t)] });
    return;
  }
  await send(ctx, chat.chatId, `${legs}\n\n${figures(t, quote)}`, {
    inline_keyboard: [[cb(t('tg.btn.place'), `pl:${slip.nonce}`)], ...keyboard, menuRow(t)],
  });
}

const figures = (t: Say, q: BetQuote): string =>
  t('tg.slip_figures', {
    stake: money(q.stakeCents),
    vat: money(q.vatCents),
    bonus: money(q.bonusCents),
    tax: money(q.incomeTaxCents),
    win: money(q.netWinCents),
  });

/** The Place button: the slip of that version, placed once under the key of its version. */
export async function place(ctx: TelegramContext, chat: Chat, nonce: string): Promise<string | null> {
  const t = sayer(chat.language);
  const link = chat.link;
  if (link === null) {
    return t('tg.not_linked');
  }
  const slip = chat.state.slip;
  const placed = chat.state.placed;
  if (placed?.nonce === nonce) {
    await send(ctx, chat.chatId, t('tg.placed', { reference: placed.reference, stake: money(placed.stakeCents), win: money(placed.winCents) }), {
      inline_keyboard: [menuRow(t)],
    });
    return null;
  }
  if (!slip || slip.nonce !== nonce || slip.stakeCents === null) {
    return t('tg.slip_changed');
  }
  try {
    const bet = await placeBet(ctx.opts, {
      userId: link.userId,
      merchantId: link.merchantId,
      picks: slip.picks,
      stakeCents: slip.stakeCents,
      key: `tg:${chat.telegramUserId}:${nonce}`,
      nowMs: ctx.opts.now(),
    });
    chat.state = {
      ...chat.state,
      slip: null,
      step: null,
      placed: { nonce, reference: bet.reference, stakeCents: bet.quote.stakeCents, winCents: bet.quote.netWinCents },
    };
    await saveChat(ctx.opts.db, chat, ctx.opts.now());
    await send(
      ctx,
      chat.chatId,
      t('tg.placed', { reference: bet.reference, stake: money(bet.quote.stakeCents), win: money(bet.quote.netWinCents) }),
      {
        inline_keyboard: [menuRow(t)],
      },
    );
    return null;
  } catch (err) {
    await send(ctx, chat.chatId, refusalText(chat.language, err), { inline_keyboard: [menuRow(t)] });
    return null;
  }
}

/** A stake typed in ETB ('50', '50.5', '1,000'); null when it is not a number of ETB. */
export function stakeOf(text: string): number | null {
  const compact = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(compact)) {
    return null;
  }
  return Math.round(Number(compact) * 100);
}
