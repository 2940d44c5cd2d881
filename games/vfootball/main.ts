// Virtual Football League (issue 15): the open round's 8 matches with 1X2, Over/Under 2.5 and Both teams to score;
// the live round's clocks and goals as the server's timeline reveals them; results and the season's table.
import type { VirtualEvent, VirtualRound } from '../../schema/virtual-sport.ts';
import { startGame, type Ctx, type Pick } from './lib/core.ts';
import './lib/style.css';

const MARKETS: [string, string[]][] = [
  ['1X2', ['1', 'X', '2']],
  ['OU2.5', ['over', 'under']],
  ['BTTS', ['yes', 'no']],
];

function label(market: string, sel: string, e: VirtualEvent, ctx: Ctx): string {
  if (market === '1X2') {
    return sel === '1' ? e.home : sel === '2' ? e.away : 'X';
  }
  if (market === 'OU2.5') {
    return ctx.t(sel === 'over' ? 'over' : 'under');
  }
  return `${ctx.t('btts')}: ${ctx.t(sel === 'yes' ? 'yes' : 'no')}`;
}

const short = (sel: string, ctx: Ctx): string =>
  sel === 'over' ? 'O 2.5' : sel === 'under' ? 'U 2.5' : sel === 'yes' ? ctx.t('yes') : sel === 'no' ? ctx.t('no') : sel;

function board(round: VirtualRound, ctx: Ctx): string {
  const rows = round.events
    .map((e) => {
      const cells = MARKETS.map(([m, sels]) =>
        sels
          .map((s) => {
            const odds = e.odds[m]?.[s];
            const name = `${e.home} v ${e.away} ${label(m, s, e, ctx)} ${odds?.toFixed(2)}`;
            return `<button class="odd" data-event="${e.id}" data-market="${m}" data-sel="${s}" aria-label="${ctx.esc(name)}"><small>${ctx.esc(short(s, ctx))}</small>${odds?.toFixed(2) ?? '–'}</button>`;
          })
          .join(''),
      );
      return `<div class="match"><div class="teams">${ctx.esc(e.home)} <span class="muted">v</span> ${ctx.esc(e.away)}</div>
        <div class="odds"><div class="grp g3">${cells[0]}</div><div class="grp">${cells[1]}</div><div class="grp"><span class="mk">${ctx.t('btts')}</span>${cells[2]}</div></div></div>`;
    })
    .join('');
  return `<h2>${ctx.t('matchday')} ${round.number}</h2>${rows}`;
}

function live(round: VirtualRound, nowMs: number, ctx: Ctx): string {
  const start = Date.parse(round.starts_at);
  const share = Math.min(1, Math.max(0, (nowMs - start) / (Date.parse(round.ends_at) - start)));
  const over = round.status === 'finished' || share >= 1;
  const minute = Math.floor(share * 90);
  const rows = round.events
    .map((e) => {
      const goals = e.timeline.filter((g) => over || g.minute <= minute);
      const h = goals.filter((g) => g.side === 'home').length;
      const a = goals.filter((g) => g.side === 'away').length;
      const fresh = goals.some((g) => !over && minute - g.minute < 4);
      const scorers = goals.map((g) => `${g.minute}' ${g.side === 'home' ? '◀' : '▶'}`).join(' ');
      return `<div class="lrow${fresh ? ' goal' : ''}"><span class="tn">${ctx.esc(e.home)}</span><b class="score">${h} - ${a}</b><span class="tn">${ctx.esc(e.away)}</span><small class="muted mins">${scorers}</small></div>`;
    })
    .join('');
  const head = over ? ctx.t('fullTime') : `<span class="livedot">${ctx.t('live')}</span> ${minute}'`;
  return `<h2>${ctx.t('matchday')} ${round.number} · ${head}</h2><div class="bar"><i data-width="${share.toFixed(3)}"></i></div>${rows}`;
}

function results(rounds: VirtualRound[], ctx: Ctx): string {
  return rounds
    .slice(0, 3)
    .map(
      (r) =>
        `<h3>${ctx.t('matchday')} ${r.number}</h3>${r.events
          .map(
            (e) =>
              `<div class="lrow"><span class="tn">${ctx.esc(e.home)}</span><b class="score">${e.score?.home ?? 0} - ${e.score?.away ?? 0}</b><span class="tn">${ctx.esc(e.away)}</span></div>`,
          )
          .join('')}`,
    )
    .join('');
}

startGame({
  league: 'football',
  game: 'vfootball',
  title: 'football',
  board,
  live,
  results,
  extra: (s, ctx) =>
    `<h2>${ctx.t('standings')}</h2><table class="table"><tr><th>#</th><th>${ctx.t('club')}</th><th>P</th><th>GD</th><th>${ctx.t('pts')}</th></tr>${s.standings
      .map(
        (r, i) =>
          `<tr><td>${i + 1}</td><td>${ctx.esc(r.club)}</td><td>${r.played}</td><td>${r.goals_for - r.goals_against}</td><td><b>${r.points}</b></td></tr>`,
      )
      .join('')}</table>`,
  pickOf: (round, id, market, sel, ctx): Pick | null => {
    const e = round.events.find((x) => x.id === id);
    const odds = e?.odds[market]?.[sel];
    return e === undefined || odds === undefined
      ? null
      : { event: e, startsAt: round.starts_at, market, selection: sel, odds, name: `${e.home} v ${e.away}`, label: label(market, sel, e, ctx) };
  },
});
