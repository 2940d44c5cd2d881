// Money screens. Every money action (a bet, a deposit push, a withdrawal, a LotoFoot ticket, a self-exclusion) goes
// amount or choice → PIN (core/pin.ts, limited per phone) → a confirmation → the core service, whose idempotency
// key is `ussd:<session>:<step>`: a gateway repeating the confirmation (or two instances racing on it) gets the same
// ticket or payment, never a second debit. A refusal ends the session with the service's reason.
import { placeBet } from '../core/bets.ts';
import { CHANNEL_LOTOFOOT_CENTS, placeLotofoot } from '../core/lotofoot.ts';
import { startDeposit, withdraw } from '../core/money.ts';
import { checkPin } from '../core/pin.ts';
import { selfExclude } from '../core/rg.ts';
import { ChannelRefusal } from '../core/types.ts';
import { refusalText, t, type Move, type Screen, type ScreenData, type UssdCtx } from './flow.ts';
import { quoteText } from './menus-bet.ts';
import { amountCents, con, etb } from './screen.ts';
import type { ChannelTextKey } from '../core/texts.ts';
import type { ExclusionPeriod } from '../../../../domain/responsible-gaming.ts';

const JP_STAKE = (picks: string[] | undefined) => ({ picks: (picks ?? []).join(''), stake: etb(CHANNEL_LOTOFOOT_CENTS) });

/** The figures quoted at the stake screen (the bet itself is quoted afresh when placed, at that moment's prices). */
function quoteOf(data: ScreenData): NonNullable<ScreenData['quote']> {
  if (data.quote === undefined) {
    throw new ChannelRefusal('INTERNAL', 'Something went wrong on our side. Nothing was charged. Try again.');
  }
  return data.quote;
}

const periodText = (ctx: UssdCtx, period: string | undefined): string => t(ctx, `ussd.period.${period ?? '24h'}` as ChannelTextKey);

/** What the PIN screen recalls above its prompt. */
async function summary(ctx: UssdCtx, data: ScreenData): Promise<string> {
  const amount = etb(data.amountCents ?? 0);
  switch (data.kind) {
    case 'bet':
      return quoteText(ctx, quoteOf(data));
    case 'deposit':
      return t(ctx, 'ussd.pin.deposit', { amount, phone: ctx.phone });
    case 'withdraw':
      return t(ctx, 'ussd.pin.withdraw', { amount, phone: ctx.phone });
    case 'jp':
      return t(ctx, 'ussd.jp.summary', JP_STAKE(data.picks));
    default:
      return t(ctx, 'ussd.pin.exclude', { period: periodText(ctx, data.period) });
  }
}

async function confirmText(ctx: UssdCtx, data: ScreenData): Promise<string> {
  const amount = etb(data.amountCents ?? 0);
  switch (data.kind) {
    case 'bet': {
      const q = quoteOf(data);
      const type = t(ctx, q.betType === 'SINGLE' ? 'ussd.single' : 'ussd.multiple');
      return t(ctx, 'ussd.confirm.bet', { type, stake: etb(q.stakeCents), win: etb(q.netWinCents) });
    }
    case 'deposit':
      return t(ctx, 'ussd.confirm.deposit', { amount, phone: ctx.phone });
    case 'withdraw':
      return t(ctx, 'ussd.confirm.withdraw', { amount, phone: ctx.phone });
    case 'jp':
      return t(ctx, 'ussd.confirm.jp', JP_STAKE(data.picks));
    default:
      return t(ctx, 'ussd.confirm.exclude', { period: periodText(ctx, data.period) });
  }
}

/** The money move itself, once confirmed; its reply ends the session. */
async function perform(ctx: UssdCtx, data: ScreenData): Promise<string> {
  const { opts, merchantId, phone, nowMs } = ctx;
  const userId = ctx.userId ?? '';
  const key = `ussd:${ctx.sessionId}:${ctx.step}`;
  const amount = data.amountCents ?? 0;
  switch (data.kind) {
    case 'bet': {
      const picks = (data.slip ?? []).map(({ code, pick }) => ({ code, pick }));
      const placed = await placeBet(opts, { userId, merchantId, picks, stakeCents: data.stakeCents ?? 0, key, nowMs });
      return t(ctx, 'ussd.placed', { ref: placed.reference, stake: etb(placed.quote.stakeCents), win: etb(placed.quote.netWinCents) });
    }
    case 'deposit':
      await startDeposit(opts, { userId, merchantId, phone, amountCents: amount, key, nowMs });
      return t(ctx, 'ussd.deposit.started', { amount: etb(amount) });
    case 'withdraw':
      await withdraw(opts, { userId, merchantId, phone, amountCents: amount, key, nowMs });
      return t(ctx, 'ussd.withdraw.started', { amount: etb(amount), phone });
    case 'jp': {
      const { reference } = await placeLotofoot(opts, { userId, merchantId, picks: data.picks ?? [], key, nowMs });
      return t(ctx, 'ussd.jp.placed', { ref: reference });
    }
    case 'exclude':
      await selfExclude(opts, { userId, merchantId, period: (data.period ?? '24h') as ExclusionPeriod, nowMs, channel: 'ussd' });
      return t(ctx, 'ussd.excluded', { period: periodText(ctx, data.period), support: opts.config.supportPhone });
    default:
      throw new ChannelRefusal('INTERNAL', 'Something went wrong on our side. Nothing was charged. Try again.');
  }
}

const amountScreen = (kind: 'deposit' | 'withdraw'): Screen => ({
  render: async (ctx) => con(t(ctx, kind === 'deposit' ? 'ussd.amount.deposit' : 'ussd.amount.withdraw')),
  input: async (ctx, _data, value): Promise<Move> => {
    const cents = amountCents(value);
    return cents === null ? { again: t(ctx, 'ussd.amountBad') } : { go: 'pin', data: { kind, amountCents: cents } };
  },
});

export const MONEY_SCREENS: Record<string, Screen> = {
  deposit: amountScreen('deposit'),
  withdraw: amountScreen('withdraw'),
  pin: {
    render: async (ctx, data) => {
      try {
        return con(`${await summary(ctx, data)}\n${t(ctx, 'ussd.enterPin')}`);
      } catch (err) {
        // The slip no longer quotes (a match started, a price closed): say why instead of asking for the PIN.
        return { kind: 'END', body: refusalText(ctx, err) };
      }
    },
    prompt: (ctx) => t(ctx, 'ussd.enterPin'),
    input: async (ctx, data, value): Promise<Move> => {
      try {
        await checkPin(ctx.opts.db, { merchantId: ctx.merchantId, phone: ctx.phone, pin: value, nowMs: ctx.nowMs });
      } catch (err) {
        if (err instanceof ChannelRefusal && err.code === 'PIN_WRONG') {
          return { again: refusalText(ctx, err) };
        }
        return { end: refusalText(ctx, err) };
      }
      return { go: 'confirm', data };
    },
  },
  confirm: {
    render: async (ctx, data) => {
      try {
        return con(await confirmText(ctx, data));
      } catch (err) {
        return { kind: 'END', body: refusalText(ctx, err) };
      }
    },
    input: async (ctx, data, value): Promise<Move> => {
      if (value === '2') {
        return { end: t(ctx, 'ussd.cancelled') };
      }
      if (value !== '1') {
        return { again: t(ctx, 'ussd.invalid') };
      }
      try {
        return { end: await perform(ctx, data) };
      } catch (err) {
        return { end: refusalText(ctx, err) };
      }
    },
  },
};
