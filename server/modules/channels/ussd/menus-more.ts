// Reading screens and the LotoFoot and safer-play paths: the last 5 tickets, a ticket by its reference (own tickets
// only: core/tickets.ts), the LotoFoot week's 7 matches answered one by one (1 home, 2 draw, 3 away) before the PIN,
// and responsible gaming: the deposit limits and any break, and a self-exclusion (period → PIN → confirmation).
import { EXCLUSION_PERIODS } from '../../../../domain/responsible-gaming.ts';
import { currentWeek } from '../core/lotofoot.ts';
import { limitsOf } from '../core/rg.ts';
import type { ChannelTextKey } from '../core/texts.ts';
import { lastTickets, type TicketLine, ticketOf } from '../core/tickets.ts';
import { t, withNav, type Screen, type UssdCtx } from './flow.ts';
import { con, etb, listScreen } from './screen.ts';

const JP_PICKS = ['1', 'X', '2'] as const;

const statusText = (ctx: UssdCtx, line: TicketLine): string => t(ctx, `ussd.status.${line.status}` as ChannelTextKey);

export const MORE_SCREENS: Record<string, Screen> = {
  tickets: {
    render: async (ctx) => {
      const lines = await lastTickets(ctx.opts.db, ctx.userId ?? '', 5);
      if (lines.length === 0) {
        return withNav(ctx, t(ctx, 'ussd.noTickets'));
      }
      const rows = lines.map((l) => `${l.reference} ${statusText(ctx, l)} ${etb(l.stakeCents)}`);
      return con(listScreen(t(ctx, 'ussd.tickets'), rows, t(ctx, 'ussd.nav'), 34));
    },
  },
  ticketAsk: {
    render: async (ctx) => con(t(ctx, 'ussd.ticketAsk')),
    input: async (ctx, _data, value) => {
      const typed = value.trim().toUpperCase().slice(0, 20);
      const reference = typed.includes('-') ? typed : `BB-${typed}`;
      const line = await ticketOf(ctx.opts.db, ctx.userId ?? '', reference);
      return line === null ? { again: t(ctx, 'ussd.noTicket', { ref: typed }) } : { go: 'ticket', data: { ids: [line.reference] } };
    },
  },
  ticket: {
    render: async (ctx, data) => {
      const line = await ticketOf(ctx.opts.db, ctx.userId ?? '', data.ids?.[0] ?? '');
      if (line === null) {
        return withNav(ctx, t(ctx, 'ussd.noTicket', { ref: data.ids?.[0] ?? '' }));
      }
      return withNav(
        ctx,
        t(ctx, 'ussd.ticket', {
          ref: line.reference,
          status: statusText(ctx, line),
          n: line.selections,
          stake: etb(line.stakeCents),
          win: etb(line.potentialWinCents),
          paid: etb(line.payoutCents),
        }),
      );
    },
  },
  jp: {
    render: async (ctx, data) => {
      const week = await currentWeek(ctx.opts.db, ctx.nowMs);
      const n = (data.picks ?? []).length;
      const m = week?.matches[n];
      if (week === null || m === undefined) {
        return withNav(ctx, t(ctx, 'ussd.jp.none'));
      }
      return con(t(ctx, 'ussd.jp.match', { n: n + 1, home: m.home.slice(0, 40), away: m.away.slice(0, 40) }));
    },
    input: async (ctx, data, value) => {
      const pick = /^[123]$/.test(value) ? JP_PICKS[Number(value) - 1] : undefined;
      const week = await currentWeek(ctx.opts.db, ctx.nowMs);
      if (pick === undefined || week === null) {
        return { again: t(ctx, 'ussd.invalid') };
      }
      const picks = [...(data.picks ?? []), pick];
      return picks.length >= week.matches.length ? { go: 'pin', data: { kind: 'jp', picks } } : { go: 'jp', data: { picks } };
    },
  },
  rg: {
    render: async (ctx) => withNav(ctx, t(ctx, 'ussd.rg')),
    input: async (ctx, _data, value) => (value === '1' ? { go: 'rgLimits' } : value === '2' ? { go: 'rgPeriod' } : { again: t(ctx, 'ussd.invalid') }),
  },
  rgLimits: {
    render: async (ctx) => {
      const limits = await limitsOf(ctx.opts.db, ctx.userId ?? '', ctx.nowMs);
      const of = (period: string): string => {
        const l = limits.limits.find((x) => x.period === period);
        return l === undefined || l.limitCents === null ? t(ctx, 'ussd.rg.none') : `${etb(l.limitCents)} (${etb(l.remainingCents ?? 0)})`;
      };
      const head = t(ctx, 'ussd.rg.limits', { day: of('day'), week: of('week'), month: of('month') });
      const ex = limits.exclusion;
      const until = ex === null ? '' : `\n${t(ctx, 'ussd.rg.excluded', { until: ex.endsAt === null ? '∞' : ex.endsAt.toISOString().slice(0, 10) })}`;
      return withNav(ctx, `${head}${until}`);
    },
  },
  rgPeriod: {
    render: async (ctx) => con(t(ctx, 'ussd.rg.period')),
    input: async (ctx, _data, value) => {
      const period = /^[1-5]$/.test(value) ? EXCLUSION_PERIODS[Number(value) - 1] : undefined;
      return period === undefined ? { again: t(ctx, 'ussd.invalid') } : { go: 'pin', data: { kind: 'exclude', period } };
    },
  },
};
