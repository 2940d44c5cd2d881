// Football results and grading. The score is drawn half by half from the feed's own Poisson goal rates
// (FIRST_HALF_SHARE of each side's rate before the break), so the half-time markets settle too. Every
// market priceFootball offers is graded; whole-line pushes are VOID; correct score 'other' wins when the
// final score is not among the scores offered for that match.
import type { LegStatus } from '../../../domain/settlement.ts';
import { FIRST_HALF_SHARE } from '../catalog/feed/pricing-football.ts';
import {
  doubleChance,
  drawNoBet,
  handicap,
  oddEven,
  overUnder,
  pick,
  poissonDraw,
  resultIndex,
  specValue,
  threeWay,
  won,
  type LegPick,
  type Score,
} from './results-lines.ts';

export interface FootballResult {
  kind: 'football';
  home: number;
  away: number;
  halfTime: Score;
}

export function drawFootball(lh: number, la: number, rand: () => number): FootballResult {
  const halfTime = { home: poissonDraw(lh * FIRST_HALF_SHARE, rand), away: poissonDraw(la * FIRST_HALF_SHARE, rand) };
  const home = halfTime.home + poissonDraw(lh * (1 - FIRST_HALF_SHARE), rand);
  const away = halfTime.away + poissonDraw(la * (1 - FIRST_HALF_SHARE), rand);
  return { kind: 'football', home, away, halfTime };
}

/** European handicap 'hcp=1:0': the home side starts with 1 goal; 1711 / 1712 (draw) / 1713. */
function europeanHandicap(outcomeId: string, specifier: string, s: Score): LegStatus {
  const line = /(?:^|\|)hcp=(\d+):(\d+)(?:\||$)/.exec(specifier);
  if (line === null) {
    return 'VOID';
  }
  const d = s.home - s.away + Number(line[1]) - Number(line[2]);
  return pick(outcomeId, { '1711': won(d > 0), '1712': won(d === 0), '1713': won(d < 0) });
}

/** Half-time/full-time: outcome 418 + 3 × (half-time result) + (full-time result), results 0 = 1, 1 = X, 2 = 2. */
function halfTimeFullTime(outcomeId: string, r: FootballResult): LegStatus {
  const id = Number(outcomeId);
  return Number.isInteger(id) && id >= 418 && id <= 426 ? won(id === 418 + resultIndex(r.halfTime) * 3 + resultIndex(r)) : 'VOID';
}

/** 1X2 & total: result i's under is 794 + 4i, its over 796 + 4i (the line comes from the specifier). */
function resultAndTotal(outcomeId: string, specifier: string, r: FootballResult): LegStatus {
  const line = specValue(specifier, 'total');
  const id = Number(outcomeId);
  const i = Math.floor((id - 794) / 4);
  const over = (id - 794) % 4 === 2;
  if (line === null || !Number.isInteger(id) || i < 0 || i > 2 || ((id - 794) % 4 !== 0 && !over)) {
    return 'VOID';
  }
  const goals = r.home + r.away;
  if (goals === line) {
    return 'VOID';
  }
  return won(resultIndex(r) === i && (over ? goals > line : goals < line));
}

/** 1X2 & both teams to score: result i with 'yes' is 78 + 4i, with 'no' 80 + 4i. */
function resultAndBtts(outcomeId: string, r: FootballResult): LegStatus {
  const id = Number(outcomeId);
  const i = Math.floor((id - 78) / 4);
  const yes = (id - 78) % 4 === 0;
  if (!Number.isInteger(id) || i < 0 || i > 2 || (!yes && (id - 78) % 4 !== 2)) {
    return 'VOID';
  }
  return won(resultIndex(r) === i && (r.home > 0 && r.away > 0) === yes);
}

const yesNo = (outcomeId: string, yes: boolean): LegStatus => pick(outcomeId, { '74': won(yes), '76': won(!yes) });

/** A football leg's status; `listedScores` are the correct-score outcomes the match offered. */
export function gradeFootball(r: FootballResult, leg: LegPick, listedScores: ReadonlySet<string>): LegStatus {
  const { home: h, away: a, halfTime: ht } = r;
  const o = leg.outcome_id;
  const line = (key: string): number | null => specValue(leg.specifier, key);
  switch (leg.market_id) {
    case '1':
      return threeWay(o, r);
    case '10':
      return doubleChance(o, r);
    case '11':
      return drawNoBet(o, r);
    case '18':
      return overUnder(o, h + a, line('total'));
    case '19':
      return overUnder(o, h, line('total'));
    case '20':
      return overUnder(o, a, line('total'));
    case '29':
      return yesNo(o, h > 0 && a > 0);
    case '26':
      return oddEven(o, h + a);
    case '21':
      return o === '6+' ? won(h + a >= 6) : /^[0-5]$/.test(o) ? won(h + a === Number(o)) : 'VOID';
    case '45':
      return o === 'other' ? won(!listedScores.has(`${h}:${a}`)) : /^\d+:\d+$/.test(o) ? won(o === `${h}:${a}`) : 'VOID';
    case '16':
      return handicap(o, h - a, line('hcp'));
    case '14':
      return europeanHandicap(o, leg.specifier, r);
    case '60':
      return threeWay(o, ht);
    case '63':
      return doubleChance(o, ht);
    case '68':
      return overUnder(o, ht.home + ht.away, line('total'));
    case '47':
      return halfTimeFullTime(o, r);
    case '37':
      return resultAndTotal(o, leg.specifier, r);
    case '35':
      return resultAndBtts(o, r);
    case '33':
      return yesNo(o, h > 0 && a === 0);
    case '34':
      return yesNo(o, a > 0 && h === 0);
    default:
      return 'VOID';
  }
}
