// Virtual Horse Racing (issue 15): the next race's 8 runners with win odds; the race animated from the server's
// progress checkpoints as its clock reveals them (interpolated in between), then the finishing order; results.
import type { VirtualRound } from '../../schema/virtual-sport.ts';
import { startGame, type Ctx, type Pick } from '../vfootball/lib/core.ts';
import '../vfootball/lib/style.css';

const silk = (colour: string, n: number): string => `<span class="silk" data-bg="${colour}">${n}</span>`;

function board(round: VirtualRound, ctx: Ctx): string {
  const race = round.events[0];
  if (race === undefined) {
    return '';
  }
  const rows = race.runners
    .map((r) => {
      const odds = race.odds['WIN']?.[String(r.number)];
      return `<div class="runner">${silk(r.colour, r.number)}<span>${ctx.esc(r.name)}</span><button class="odd" data-event="${race.id}" data-market="WIN" data-sel="${r.number}" aria-label="${ctx.esc(`${r.number} ${r.name} ${odds?.toFixed(2)}`)}">${odds?.toFixed(2) ?? '–'}</button></div>`;
    })
    .join('');
  return `<h2>${ctx.t('race')} ${round.number} · ${ctx.t('winner')}</h2>${rows}`;
}

/** Each runner's share of the distance at `share` of the race time, interpolated between revealed checkpoints. */
function positions(checkpoints: number[][], share: number, runners: number): number[] {
  const rows = [new Array<number>(runners).fill(0), ...checkpoints];
  const total = 12;
  const at = Math.min(share * total, rows.length - 1);
  const lo = Math.floor(at);
  const f = at - lo;
  const a = rows[lo] as number[];
  const b = (rows[Math.min(lo + 1, rows.length - 1)] as number[]) ?? a;
  return a.map((p, i) => p + ((b[i] ?? p) - p) * f);
}

function live(round: VirtualRound, nowMs: number, ctx: Ctx): string {
  const race = round.events[0];
  if (race === undefined) {
    return '';
  }
  const start = Date.parse(round.starts_at);
  const share = Math.min(1, Math.max(0, (nowMs - start) / (Date.parse(round.ends_at) - start)));
  const pos = positions(race.checkpoints, share, race.runners.length);
  const lanes = race.runners
    .map((r, i) => `<div class="lane"><span class="horse" data-left="${(pos[i] ?? 0).toFixed(4)}" data-bg="${r.colour}">${r.number}</span></div>`)
    .join('');
  const order =
    race.order === null
      ? ''
      : `<ol>${race.order
          .slice(0, 3)
          .map((n) => `<li>${ctx.esc(race.runners.find((r) => r.number === n)?.name ?? String(n))}</li>`)
          .join('')}</ol>`;
  const head = race.order !== null ? ctx.t('finished') : `<span class="livedot">${ctx.t('live')}</span>`;
  return `<h2>${ctx.t('race')} ${round.number} · ${head}</h2><div class="track">${lanes}</div>${order}`;
}

function results(rounds: VirtualRound[], ctx: Ctx): string {
  return rounds
    .map((r) => {
      const race = r.events[0];
      const names = (race?.order ?? []).slice(0, 3).map((n) => {
        const runner = race?.runners.find((x) => x.number === n);
        return `${silk(runner?.colour ?? '#888', n)} ${ctx.esc(runner?.name ?? '')}`;
      });
      return `<div class="runner"><b>${ctx.t('race')} ${r.number}</b><span>${names.join(' ')}</span></div>`;
    })
    .join('');
}

startGame({
  league: 'horses',
  game: 'vhorses',
  title: 'horses',
  board,
  live,
  results,
  pickOf: (round, id, market, sel, ctx): Pick | null => {
    const race = round.events.find((x) => x.id === id);
    const odds = race?.odds[market]?.[sel];
    const runner = race?.runners.find((r) => String(r.number) === sel);
    return race === undefined || odds === undefined || runner === undefined
      ? null
      : {
          event: race,
          startsAt: round.starts_at,
          market,
          selection: sel,
          odds,
          name: `${ctx.t('race')} ${round.number}`,
          label: `${runner.number}. ${runner.name}`,
        };
  },
});
