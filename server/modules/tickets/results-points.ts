// Results and grading of basketball and American football ('points'), ice hockey and handball, drawn from
// the parameters the feed prices them with (catalog/feed/model.ts):
// - points: margin ~ N(mu, marginSd) and total ~ N(total, totalSd), rounded; a level score goes to overtime,
//   won with the model's own probability. The final score (overtime included) settles every market; it is never level.
// - hockey: the regulation score from the feed's hockey matrix (ties inflated); a level game is decided in
//   overtime/penalties with the pricer's odds. Regulation settles every market except 406 (incl. OT and penalties).
// - handball: margin and total from discretised normals, as priced; draws happen and settle 1X2, DC and DNB.
import type { LegStatus } from '../../../domain/settlement.ts';
import { normAbove } from '../catalog/feed/normal.ts';
import { hockeyMatrix } from '../catalog/feed/pricing-other.ts';
import {
  doubleChance,
  drawNoBet,
  handicap,
  normalDraw,
  oddEven,
  overUnder,
  pick,
  specValue,
  threeWay,
  winner,
  won,
  type LegPick,
  type Score,
} from './results-lines.ts';

export interface PointsResult {
  kind: 'points';
  home: number;
  away: number;
}
export interface HockeyResult {
  kind: 'hockey';
  home: number;
  away: number;
  overtimeWinner: 'home' | 'away' | null;
}
export interface HandballResult {
  kind: 'handball';
  home: number;
  away: number;
}

interface NormalModel {
  mu: number;
  marginSd: number;
  total: number;
  totalSd: number;
}

/** Integer scores with home − away ≈ margin and home + away ≈ total (same parity, neither below 0). */
function splitScore(margin: number, total: number, rand: () => number): Score {
  const m = Math.round(margin);
  let t = Math.max(Math.abs(m), Math.round(total));
  if ((t - m) % 2 !== 0) {
    // t > |m| here (t = |m| has the parity of m), so either step keeps both scores ≥ 0.
    t += rand() < 0.5 ? 1 : -1;
  }
  return { home: (t + m) / 2, away: (t - m) / 2 };
}

export function drawPoints(model: NormalModel, rand: () => number): PointsResult {
  const s = splitScore(model.mu + model.marginSd * normalDraw(rand), model.total + model.totalSd * normalDraw(rand), rand);
  if (s.home !== s.away) {
    return { kind: 'points', ...s };
  }
  // Overtime: both sides score a little more, the winner by 1 to 6 points.
  const homeWins = rand() < normAbove(0, model.mu, model.marginSd);
  const both = Math.floor(rand() * 8);
  const by = 1 + Math.floor(rand() * 6);
  return { kind: 'points', home: s.home + both + (homeWins ? by : 0), away: s.away + both + (homeWins ? 0 : by) };
}

export function drawHockey(lh: number, la: number, rand: () => number): HockeyResult {
  const m = hockeyMatrix(lh, la);
  let u = rand();
  let score: Score = { home: 0, away: 0 };
  outer: for (let h = 0; h < m.length; h++) {
    const row = m[h] ?? [];
    for (let a = 0; a < row.length; a++) {
      score = { home: h, away: a };
      u -= row[a] ?? 0;
      if (u < 0) {
        break outer;
      }
    }
  }
  const overtimeWinner = score.home !== score.away ? null : rand() < lh / (lh + la) ? 'home' : 'away';
  return { kind: 'hockey', ...score, overtimeWinner };
}

export function drawHandball(model: NormalModel, rand: () => number): HandballResult {
  return { kind: 'handball', ...splitScore(model.mu + model.marginSd * normalDraw(rand), model.total + model.totalSd * normalDraw(rand), rand) };
}

/** Basketball / American football: 219 winner incl. overtime, 223 handicap, 225 total, 227/228 team totals. */
export function gradePoints(r: PointsResult, leg: LegPick): LegStatus {
  const o = leg.outcome_id;
  switch (leg.market_id) {
    case '219':
      return winner(o, r);
    case '223':
      return handicap(o, r.home - r.away, specValue(leg.specifier, 'hcp'));
    case '225':
      return overUnder(o, r.home + r.away, specValue(leg.specifier, 'total'));
    case '227':
      return overUnder(o, r.home, specValue(leg.specifier, 'total'));
    case '228':
      return overUnder(o, r.away, specValue(leg.specifier, 'total'));
    default:
      return 'VOID';
  }
}

/** Ice hockey: 1 (1X2), 10 (DC), 16 (puck line), 18 (total), 26 (odd/even), 19/20 (team totals) on regulation; 406 incl. OT. */
export function gradeHockey(r: HockeyResult, leg: LegPick): LegStatus {
  const o = leg.outcome_id;
  switch (leg.market_id) {
    case '1':
      return threeWay(o, r);
    case '406': {
      const side = r.home !== r.away ? (r.home > r.away ? 'home' : 'away') : r.overtimeWinner;
      return side === null ? 'VOID' : pick(o, { '1': won(side === 'home'), '2': won(side === 'away') });
    }
    case '10':
      return doubleChance(o, r);
    case '16':
      return handicap(o, r.home - r.away, specValue(leg.specifier, 'hcp'));
    case '18':
      return overUnder(o, r.home + r.away, specValue(leg.specifier, 'total'));
    case '26':
      return oddEven(o, r.home + r.away);
    case '19':
      return overUnder(o, r.home, specValue(leg.specifier, 'total'));
    case '20':
      return overUnder(o, r.away, specValue(leg.specifier, 'total'));
    default:
      return 'VOID';
  }
}

/** Handball: 1 (1X2), 10 (DC), 11 (draw no bet), 16 (handicap), 18 (total goals). */
export function gradeHandball(r: HandballResult, leg: LegPick): LegStatus {
  const o = leg.outcome_id;
  switch (leg.market_id) {
    case '1':
      return threeWay(o, r);
    case '10':
      return doubleChance(o, r);
    case '11':
      return drawNoBet(o, r);
    case '16':
      return handicap(o, r.home - r.away, specValue(leg.specifier, 'hcp'));
    case '18':
      return overUnder(o, r.home + r.away, specValue(leg.specifier, 'total'));
    default:
      return 'VOID';
  }
}
