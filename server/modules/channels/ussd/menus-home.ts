// The first screens: the language (first use, remembered in channel_phones), the main menu (a registered phone's,
// or the welcome of a phone without an account), registration (21+, a PIN twice: the MSISDN is the account's
// phone), balance and help. The registration keeps only the first PIN's hash in the session, never the PIN.
import { verifyPassword } from '../../auth/passwords.ts';
import { balanceOf } from '../core/money.ts';
import { rememberLanguage } from '../core/phones.ts';
import { hashPin, pinProblem, pinRefusal } from '../core/pin.ts';
import { registerByPhone } from '../core/register.ts';
import type { ChannelLanguage } from '../core/types.ts';
import { refusalText, t, withNav, type Screen, type UssdCtx } from './flow.ts';
import { con, etb } from './screen.ts';

/** What the main menu's numbers open, in its order (ussd.menu). */
const MENU = ['code', 'sports', 'balance', 'tickets', 'ticketAsk', 'deposit', 'withdraw', 'jp', 'rg', 'help', 'lang'] as const;
const WELCOME = ['regAge', 'help', 'lang'] as const;
/** The language screen's order (ussd.language). */
const LANGUAGE_ORDER: readonly ChannelLanguage[] = ['en', 'am', 'or', 'ti'];

export const serviceDigits = (ctx: UssdCtx): string => ctx.opts.config.ussdServiceCode;

const choice = <T>(list: readonly T[], value: string): T | undefined => (/^\d{1,2}$/.test(value) ? list[Number(value) - 1] : undefined);

export const HOME_SCREENS: Record<string, Screen> = {
  lang: {
    noNav: true,
    render: async (ctx) => con(t(ctx, 'ussd.language')),
    input: async (ctx, _data, value) => {
      const lang = choice(LANGUAGE_ORDER, value);
      if (lang === undefined) {
        return { again: t(ctx, 'ussd.invalid') };
      }
      await rememberLanguage(ctx.opts.db, ctx.merchantId, ctx.phone, lang, ctx.nowMs);
      ctx.lang = lang;
      return { go: 'home' };
    },
  },
  home: {
    render: async (ctx) => con(t(ctx, ctx.userId === null ? 'ussd.welcome' : 'ussd.menu')),
    input: async (ctx, _data, value) => {
      const to = ctx.userId === null ? choice(WELCOME, value) : choice(MENU, value);
      return to === undefined ? { again: t(ctx, 'ussd.invalid') } : { go: to };
    },
  },
  regAge: {
    render: async (ctx) => con(t(ctx, 'ussd.reg.age')),
    input: async (ctx, _data, value) =>
      value === '1' ? { go: 'regPin' } : value === '2' ? { end: t(ctx, 'ussd.reg.under') } : { again: t(ctx, 'ussd.invalid') },
  },
  regPin: {
    render: async (ctx) => con(t(ctx, 'ussd.reg.pin')),
    input: async (ctx, _data, value) => {
      const problem = pinProblem(value);
      if (problem !== null) {
        return { again: refusalText(ctx, pinRefusal(problem)) };
      }
      return { go: 'regPin2', data: { pinHash: await hashPin(value) } };
    },
  },
  regPin2: {
    render: async (ctx) => con(t(ctx, 'ussd.reg.pin2')),
    input: async (ctx, data, value) => {
      if (data.pinHash === undefined || !(await verifyPassword(value, data.pinHash))) {
        return { end: t(ctx, 'refusal.PIN_MISMATCH') };
      }
      try {
        const { userId } = await registerByPhone(ctx.opts, {
          merchantId: ctx.merchantId,
          phone: ctx.phone,
          pin: value,
          language: ctx.lang,
          ageConfirmed: true,
          nowMs: ctx.nowMs,
        });
        ctx.userId = userId;
      } catch (err) {
        return { end: refusalText(ctx, err) };
      }
      return { end: t(ctx, 'ussd.reg.done', { phone: ctx.phone, ussd: serviceDigits(ctx) }) };
    },
  },
  balance: {
    render: async (ctx) => {
      const b = await balanceOf(ctx.opts.db, ctx.userId ?? '');
      return withNav(ctx, t(ctx, 'ussd.balance', { cash: etb(b.cashCents), bonus: b.lockedPoints.toFixed(2), points: b.points.toFixed(2) }));
    },
  },
  help: {
    render: async (ctx) => withNav(ctx, t(ctx, 'common.help', { support: ctx.opts.config.supportPhone })),
  },
};
