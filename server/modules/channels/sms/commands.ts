// What an SMS command does and the reply it gets (issue 34), in the phone's language (English with a hint on how
// to choose until one is chosen). The sender's phone is the only identity: every account read or money action is
// the account whose users.phone is that phone. A bet or a STOP is only asked here; it happens on `YES <code>` from
// the same phone (confirm.ts), through the web's own placement and self-exclusion (core/bets.ts, core/rg.ts). A
// refusal is worded in the player's language (sayRefusal); anything unexpected is logged and answered INTERNAL.
import { maskPhone } from '../../../../domain/phone.ts';
import type { ModuleOptions } from '../../module-options.ts';
import { placeBet, quoteBet, type BetQuote } from '../core/bets.ts';
import { currentWeek } from '../core/lotofoot.ts';
import { topMatches } from '../core/matches.ts';
import { etb } from '../core/format.ts';
import { balanceOf } from '../core/money.ts';
import { phoneProfile, rememberLanguage, setSmsNotifications } from '../core/phones.ts';
import { selfExclude } from '../core/rg.ts';
import { say, sayRefusal, type ChannelTextKey } from '../core/texts.ts';
import { lastTickets, ticketOf, type TicketLine } from '../core/tickets.ts';
import { ChannelRefusal, type ChannelLanguage } from '../core/types.ts';
import { askConfirmation, claimConfirmation } from './confirm.ts';
import { parseSms, type SmsCommand } from './parse.ts';

export interface SmsContext {
  opts: ModuleOptions;
  merchantId: string;
  log: (msg: string, err?: unknown) => void;
}

/** Cents as the slip writes them: '1,234.50'. */

/** A time as players read it here: East Africa Time (UTC+3), 'YYYY-MM-DD HH:MM'. */
export const eat = (ms: number): string => `${new Date(ms + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} EAT`;

/** A refusal's values as text: an instant (ms since 1970) becomes an EAT time, amounts stay as they are. */
function readable(values: Readonly<Record<string, string | number>>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' && v > 1e12 ? eat(v) : v]));
}

const statusOf = (language: ChannelLanguage, status: TicketLine['status']): string => say(language, `sms.status.${status}` as ChannelTextKey);

function receipt(language: ChannelLanguage, reference: string, q: BetQuote): string {
  return say(language, 'sms.receipt', {
    ref: reference,
    stake: etb(q.stakeCents),
    vat: etb(q.vatCents),
    odds: q.totalOdds.toFixed(2),
    gross: etb(q.grossWinCents),
    tax: etb(q.incomeTaxCents),
    win: etb(q.netWinCents),
  });
}

/** The reply to one message from `phone` (canonical), as its words in the phone's language. */
export async function answerSms(ctx: SmsContext, phone: string, text: string, nowMs: number): Promise<string> {
  const { db, config } = ctx.opts;
  const profile = await phoneProfile(db, ctx.merchantId, phone);
  const command = parseSms(text);
  let language: ChannelLanguage = profile.language ?? 'en';
  // Until the phone chose a language, its HELP (and a stranger's refusal) says how to choose one.
  const hint = (reply: string): string => (profile.language === null ? `${reply} ${say('en', 'sms.langHint')}` : reply);
  try {
    if (command.kind === 'lang') {
      await rememberLanguage(db, ctx.merchantId, phone, command.language, nowMs);
      language = command.language;
      return say(language, 'sms.langSet');
    }
    if (command.kind === 'help') {
      return hint(say(language, 'sms.help', { short: config.smsShortCode }));
    }
    if (profile.userId === null) {
      throw new ChannelRefusal('NOT_REGISTERED', 'This phone has no BirrBet account.', { ussd: config.ussdServiceCode.replace(/[*#]/g, '') });
    }
    if (profile.blocked) {
      throw new ChannelRefusal('ACCOUNT_BLOCKED', 'This account is blocked', { support: config.supportPhone });
    }
    return await run(ctx, { phone, userId: profile.userId, language }, command, nowMs);
  } catch (err) {
    if (err instanceof ChannelRefusal) {
      const reason = sayRefusal(language, { code: err.code, message: err.message, values: readable(err.values) });
      const refused = say(language, 'sms.refused', { reason });
      return profile.userId === null ? hint(refused) : refused;
    }
    ctx.log(`SMS command from ${maskPhone(phone)} failed`, err);
    return say(language, 'sms.refused', { reason: say(language, 'refusal.INTERNAL') });
  }
}

interface Sender {
  phone: string;
  userId: string;
  language: ChannelLanguage;
}

async function run(ctx: SmsContext, who: Sender, command: Exclude<SmsCommand, { kind: 'lang' | 'help' }>, nowMs: number): Promise<string> {
  const { db } = ctx.opts;
  const { language } = who;
  switch (command.kind) {
    case 'balance': {
      const b = await balanceOf(db, who.userId);
      return say(language, 'sms.balance', { cash: etb(b.cashCents), bonus: b.lockedPoints.toFixed(2), points: b.points.toFixed(2) });
    }
    case 'games': {
      // The next matches with the codes a bet is typed with, and each pick's price.
      const matches = await topMatches(db, { nowMs, limit: 5 });
      const lines = matches.map((m) => `${m.code} ${m.home}-${m.away} ${m.picks.map((p) => `${p.pick}:${p.odds.toFixed(2)}`).join(' ')}`);
      return lines.length === 0 ? say(language, 'sms.gamesNone') : say(language, 'sms.games', { lines: lines.join('; ') });
    }
    case 'check': {
      const t = await ticketOf(db, who.userId, command.reference);
      return t === null
        ? say(language, 'sms.ticketUnknown', { ref: command.reference })
        : say(language, 'sms.ticket', {
            ref: t.reference,
            status: statusOf(language, t.status),
            stake: etb(t.stakeCents),
            win: etb(t.potentialWinCents),
            paid: etb(t.payoutCents),
          });
    }
    case 'last': {
      const lines = await lastTickets(db, who.userId, 5);
      return lines.length === 0
        ? say(language, 'sms.lastNone')
        : say(language, 'sms.last', { lines: lines.map((t) => `${t.reference} ${statusOf(language, t.status)} ${etb(t.stakeCents)}`).join('; ') });
    }
    case 'jp': {
      const week = await currentWeek(db, nowMs);
      return week === null
        ? say(language, 'sms.jpNone')
        : say(language, 'sms.jp', {
            matches: week.matches.map((m) => `${m.n} ${m.home}-${m.away}`).join(', '),
            stake: etb(week.stakeCents),
            closes: eat(week.closesAt.getTime()),
          });
    }
    case 'notify':
      await setSmsNotifications(db, ctx.merchantId, who.phone, command.on, nowMs);
      return say(language, command.on ? 'sms.notifyOn' : 'sms.notifyOff');
    case 'stop': {
      const code = await askConfirmation(db, ctx.merchantId, who.phone, { kind: 'stop' }, nowMs);
      return say(language, 'sms.stopAsk', { code });
    }
    case 'bet':
      return askBet(ctx, who, command, nowMs);
    case 'yes':
      return confirmed(ctx, who, command.code, nowMs);
  }
}

async function confirmed(ctx: SmsContext, who: Sender, code: string, nowMs: number): Promise<string> {
  const claim = await claimConfirmation(ctx.opts.db, ctx.merchantId, who.phone, code, nowMs);
  if (claim === 'expired' || claim === 'unknown') {
    return say(who.language, claim === 'expired' ? 'sms.codeExpired' : 'sms.codeUnknown', { code });
  }
  const base = { userId: who.userId, merchantId: ctx.merchantId, nowMs };
  if (claim.action.kind === 'stop') {
    const { endsAt } = await selfExclude(ctx.opts, { ...base, period: '24h', channel: 'sms' });
    return say(who.language, 'sms.stopDone', { until: endsAt === null ? '∞' : eat(endsAt.getTime()) });
  }
  const bet = claim.action;
  // The player confirmed these prices: if one moved since, the bet is asked again with the new figures.
  const now = await quoteBet(ctx.opts.db, { picks: bet.picks, stakeCents: bet.stakeCents, nowMs });
  if (bet.odds !== undefined && now.legs.some((leg, i) => leg.odds !== bet.odds?.[i])) {
    return askBet(ctx, who, bet, nowMs, now);
  }
  // The confirmation's id is the bet's idempotency key: a retried claim can never place it twice.
  const placed = await placeBet(ctx.opts, { ...base, picks: bet.picks, stakeCents: bet.stakeCents, key: `sms:${claim.id}` });
  return receipt(who.language, placed.reference, placed.quote);
}

/** Quotes a bet (a bet that cannot be placed is refused now) and asks for its confirmation with the slip's figures. */
async function askBet(
  ctx: SmsContext,
  who: Sender,
  bet: { picks: Array<{ code: number; pick: string }>; stakeCents: number },
  nowMs: number,
  moved?: BetQuote,
): Promise<string> {
  const { language } = who;
  const q = moved ?? (await quoteBet(ctx.opts.db, { picks: bet.picks, stakeCents: bet.stakeCents, nowMs }));
  const action = { kind: 'bet' as const, picks: bet.picks, stakeCents: bet.stakeCents, odds: q.legs.map((l) => l.odds) };
  const code = await askConfirmation(ctx.opts.db, ctx.merchantId, who.phone, action, nowMs);
  const legs = q.legs.map((l) => say(language, 'sms.leg', { code: l.code, home: l.home, away: l.away, pick: l.pick, odds: l.odds.toFixed(2) }));
  const ask = say(language, 'sms.confirmBet', {
    legs: legs.join(', '),
    stake: etb(q.stakeCents),
    vat: etb(q.vatCents),
    win: etb(q.netWinCents),
    tax: etb(q.incomeTaxCents),
    code,
  });
  return moved === undefined ? ask : `${say(language, 'sms.pricesChanged')} ${ask}`;
}
