// Betting screens: today's top matches by sport (numbered matches, then numbered picks), a match by its code, the
// slip (add another match for a multiple, or a stake), and the stake, whose figures (VAT, bonus, tax, potential
// win: core/bets.ts quoteBet, the web slip's maths) the PIN screen shows before the confirmation.
import { type BetQuote, quoteBet } from '../core/bets.ts';
import { channelSports, type CodedMatch, matchByCode, topMatches } from '../core/matches.ts';
import { sportName } from '../core/texts.ts';
import { refusalText, t, withNav, type Screen, type ScreenData, type UssdCtx } from './flow.ts';
import { amountCents, con, etb, kickOff, listScreen } from './screen.ts';

const MAX_SPORTS = 6;
const MAX_MATCHES = 5;

const pickLabel = (ctx: UssdCtx, m: CodedMatch, pick: string): string =>
  pick === '1' ? m.home : pick === '2' ? m.away : pick === 'X' ? t(ctx, 'ussd.draw') : pick;

/** The quote's figures in the player's words (shown before the PIN). */
export function quoteText(ctx: UssdCtx, q: NonNullable<ScreenData['quote']>): string {
  return t(ctx, 'ussd.quote', {
    type: t(ctx, q.betType === 'SINGLE' ? 'ussd.single' : 'ussd.multiple'),
    odds: q.totalOdds.toFixed(2),
    stake: etb(q.stakeCents),
    vat: etb(q.vatCents),
    bonus: etb(q.bonusCents),
    tax: etb(q.incomeTaxCents),
    win: etb(q.netWinCents),
  });
}

async function matchScreen(ctx: UssdCtx, code: number): Promise<string | null> {
  const m = await matchByCode(ctx.opts.db, code, ctx.nowMs);
  if (m === null) {
    return null;
  }
  const head = `#${m.code} ${m.home} v ${m.away} ${kickOff(m.startTime)}`.slice(0, 60);
  const lines = m.picks.map((p, i) => `${i + 1} ${pickLabel(ctx, m, p.pick).slice(0, 18)} ${p.odds.toFixed(2)}`);
  return listScreen(head, lines, t(ctx, 'ussd.nav'));
}

export const BET_SCREENS: Record<string, Screen> = {
  sports: {
    render: async (ctx) => {
      const sports = (await channelSports(ctx.opts.db, ctx.nowMs)).slice(0, MAX_SPORTS);
      if (sports.length === 0) {
        return withNav(ctx, t(ctx, 'ussd.noMatches'));
      }
      return con(
        listScreen(
          t(ctx, 'ussd.sports'),
          sports.map((s, i) => `${i + 1} ${sportName(ctx.lang, s.name)}`),
          t(ctx, 'ussd.nav'),
          24,
        ),
      );
    },
    input: async (ctx, _data, value) => {
      const sports = (await channelSports(ctx.opts.db, ctx.nowMs)).slice(0, MAX_SPORTS);
      const sport = /^\d$/.test(value) ? sports[Number(value) - 1] : undefined;
      return sport === undefined ? { again: t(ctx, 'ussd.invalid') } : { go: 'matches', data: { sportId: sport.id } };
    },
  },
  matches: {
    render: async (ctx, data) => {
      const matches = await topMatches(ctx.opts.db, {
        nowMs: ctx.nowMs,
        limit: MAX_MATCHES,
        ...(data.sportId === undefined ? {} : { sportId: data.sportId }),
      });
      if (matches.length === 0) {
        return withNav(ctx, t(ctx, 'ussd.noMatches'));
      }
      const lines = matches.map((m, i) => `${i + 1} ${kickOff(m.startTime)} ${m.home}-${m.away}`);
      return con(listScreen(t(ctx, 'ussd.matches'), lines, t(ctx, 'ussd.nav'), 30));
    },
    input: async (ctx, data, value) => {
      const matches = await topMatches(ctx.opts.db, {
        nowMs: ctx.nowMs,
        limit: MAX_MATCHES,
        ...(data.sportId === undefined ? {} : { sportId: data.sportId }),
      });
      const m = /^\d$/.test(value) ? matches[Number(value) - 1] : undefined;
      return m === undefined ? { again: t(ctx, 'ussd.invalid') } : { go: 'match', data: { code: m.code, slip: data.slip ?? [] } };
    },
  },
  code: {
    render: async (ctx) => con(t(ctx, 'ussd.code')),
    input: async (ctx, data, value) => {
      const code = /^\d{1,9}$/.test(value) ? Number(value) : null;
      if (code === null || (await matchByCode(ctx.opts.db, code, ctx.nowMs)) === null) {
        return { again: t(ctx, 'refusal.UNKNOWN_MATCH', { code: value.slice(0, 12) }) };
      }
      return { go: 'match', data: { code, slip: data.slip ?? [] } };
    },
  },
  match: {
    render: async (ctx, data) => {
      const text = await matchScreen(ctx, data.code ?? 0);
      return text === null ? withNav(ctx, t(ctx, 'refusal.UNKNOWN_MATCH', { code: data.code ?? 0 })) : con(text);
    },
    input: async (ctx, data, value) => {
      const m = await matchByCode(ctx.opts.db, data.code ?? 0, ctx.nowMs);
      const p = m !== null && /^\d$/.test(value) ? m.picks[Number(value) - 1] : undefined;
      if (m === null || p === undefined) {
        return { again: t(ctx, 'ussd.invalid') };
      }
      // A second pick of the same match replaces the first (one leg per match, as the web's slip).
      const slip = [...(data.slip ?? []).filter((s) => s.code !== m.code), { code: m.code, pick: p.pick, odds: p.odds }];
      return { go: 'slip', data: { slip } };
    },
  },
  slip: {
    render: async (ctx, data) => {
      const slip = data.slip ?? [];
      const odds = slip.reduce((product, leg) => product * (leg.odds ?? 1), 1);
      return withNav(ctx, t(ctx, 'ussd.slip', { n: slip.length, odds: odds.toFixed(2) }));
    },
    input: async (ctx, data, value) =>
      value === '1'
        ? { go: 'code', data: { slip: data.slip ?? [] } }
        : value === '2'
          ? { go: 'stake', data: { slip: data.slip ?? [] } }
          : { again: t(ctx, 'ussd.invalid') },
  },
  stake: {
    render: async (ctx) => con(t(ctx, 'ussd.stake')),
    input: async (ctx, data, value) => {
      const stakeCents = amountCents(value);
      if (stakeCents === null) {
        return { again: t(ctx, 'ussd.amountBad') };
      }
      let q: BetQuote;
      try {
        q = await quoteBet(ctx.opts.db, { picks: data.slip ?? [], stakeCents, nowMs: ctx.nowMs });
      } catch (err) {
        return { again: refusalText(ctx, err) };
      }
      const quote = {
        betType: q.betType,
        stakeCents: q.stakeCents,
        vatCents: q.vatCents,
        totalOdds: q.totalOdds,
        bonusCents: q.bonusCents,
        incomeTaxCents: q.incomeTaxCents,
        netWinCents: q.netWinCents,
      };
      return { go: 'pin', data: { kind: 'bet', slip: data.slip ?? [], stakeCents, quote } };
    },
  },
};
