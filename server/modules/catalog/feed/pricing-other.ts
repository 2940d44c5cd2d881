// Pricing of basketball, American football, baseball, ice hockey, handball and rugby. Points sports use normal
// margins/totals; hockey reuses the Poisson machinery with extra regulation draws; handball uses a discretised
// normal margin, which yields its typical ~7% draw rate, and rugby the same with its own spread (~3% draws).
// Lines centre on the fair value so the main line of each market is priced close to evens.
import type { Fixture, MarketDef } from './types.ts';
import { GROUPS, market, overUnder, signed, withPriorities, type UnrankedMarket } from './margin.ts';
import { halfLine, normAbove, normCdf } from './normal.ts';
import { poissonPmf, resultProbs, sumWhere, type ScoreMatrix } from './poisson.ts';
import { doubleChance, oneXTwo, totalGoals, TWO_WAY_MARGIN } from './football-markets.ts';
import { seededRandom } from './rng.ts';

export interface PointsModel {
  homeAdv: number;
  eloPerPoint: number;
  marginSd: number;
  totalSd: number;
  teamSd: number;
  spreadStep: number;
  totalStep: number;
}

export const NBA_MODEL: PointsModel = { homeAdv: 70, eloPerPoint: 28, marginSd: 12, totalSd: 18, teamSd: 11, spreadStep: 4, totalStep: 6 };
export const EUROLEAGUE_MODEL: PointsModel = { homeAdv: 80, eloPerPoint: 25, marginSd: 11, totalSd: 15, teamSd: 9, spreadStep: 3, totalStep: 5 };
export const NFL_MODEL: PointsModel = { homeAdv: 48, eloPerPoint: 25, marginSd: 13.5, totalSd: 10, teamSd: 7, spreadStep: 3, totalStep: 3 };
/** Baseball as a points game of runs (winner incl. extra innings, run lines, totals): 125 rating points a run. */
export const BASEBALL_MODEL: PointsModel = { homeAdv: 24, eloPerPoint: 125, marginSd: 4.2, totalSd: 4.4, teamSd: 3.1, spreadStep: 1, totalStep: 1 };

/** A stable ±3% wobble of the expected total per pairing, so totals lines differ between games. */
function totalWobble(f: Fixture): number {
  return 1 + (seededRandom(`${f.home.name}|${f.away.name}`)() * 2 - 1) * 0.03;
}

export function spreadMarket(id: string, hcp: number, pHomeCovers: number, margin = TWO_WAY_MARGIN): UnrankedMarket {
  return market({ marketId: id, name: `Handicap ${signed(hcp)}`, specifier: `hcp=${hcp}`, group: GROUPS.handicap, margin }, [
    { id: '1714', name: `1 (${signed(hcp)})`, p: pHomeCovers },
    { id: '1715', name: `2 (${signed(-hcp)})`, p: 1 - pHomeCovers },
  ]);
}

export function totalMarket(id: string, title: string, line: number, pOver: number, group = GROUPS.totals): UnrankedMarket {
  return market({ marketId: id, name: `${title} ${line}`, specifier: `total=${line}`, group, margin: TWO_WAY_MARGIN }, overUnder(line, pOver));
}

/** Expected home margin and expected total of a points game (also what the demo results are drawn from). */
export function pointsParams(f: Fixture, avgTotal: number, model: PointsModel): { mu: number; total: number } {
  return { mu: (f.home.strength - f.away.strength + model.homeAdv) / model.eloPerPoint, total: avgTotal * totalWobble(f) };
}

/** Basketball and American football: winner incl. overtime, 3 spreads, 3 totals, 2 team totals. */
export function pricePoints(f: Fixture, avgTotal: number, model: PointsModel): MarketDef[] {
  const { mu, total } = pointsParams(f, avgTotal, model);
  const pHome = normAbove(0, mu, model.marginSd);
  const mainHcp = -halfLine(mu);
  const mainTotal = halfLine(total);
  const homeMean = (total + mu) / 2;
  const awayMean = (total - mu) / 2;
  const steps = [-1, 0, 1];
  return withPriorities([
    market({ marketId: '219', name: 'Winner (incl. overtime)', group: GROUPS.main, margin: 0.045 }, [
      { id: '1', name: '1', p: pHome },
      { id: '2', name: '2', p: 1 - pHome },
    ]),
    ...steps.map((s) => {
      const h = mainHcp + s * model.spreadStep;
      return spreadMarket('223', h, normAbove(-h, mu, model.marginSd));
    }),
    ...steps.map((s) => {
      const line = mainTotal + s * model.totalStep;
      return totalMarket('225', 'Total Points', line, normAbove(line, total, model.totalSd));
    }),
    totalMarket('227', 'Home Team Total', halfLine(homeMean), normAbove(halfLine(homeMean), homeMean, model.teamSd), GROUPS.team),
    totalMarket('228', 'Away Team Total', halfLine(awayMean), normAbove(halfLine(awayMean), awayMean, model.teamSd), GROUPS.team),
  ]);
}

const HOCKEY_HOME_ADV = 35;
const HOCKEY_ELO_PER_LOG_RATE = 850;
/** Regulation ties are ~30% likelier than independent Poisson says (late defensive play). */
const HOCKEY_DRAW_INFLATION = 1.3;

/** Regulation-time score matrix of ice hockey (independent Poisson with inflated ties). */
export function hockeyMatrix(lh: number, la: number): ScoreMatrix {
  const ph = poissonPmf(lh);
  const pa = poissonPmf(la);
  const m = ph.map((x, h) => pa.map((y, a) => x * y * (h === a ? HOCKEY_DRAW_INFLATION : 1)));
  const total = m.reduce((s, row) => s + row.reduce((t, p) => t + p, 0), 0);
  return m.map((row) => row.map((p) => p / total));
}

/** Regulation goal rates of an ice hockey game. */
export function hockeyRates(f: Fixture, avgGoals: number): { lh: number; la: number } {
  const d = (f.home.strength - f.away.strength + HOCKEY_HOME_ADV) / HOCKEY_ELO_PER_LOG_RATE;
  const c = Math.log(avgGoals / 2);
  return { lh: Math.exp(c + d), la: Math.exp(c - d) };
}

/** Ice hockey: 3-way regulation markets first, then winner incl. OT/penalties, puck lines, totals. */
export function priceHockey(f: Fixture, avgGoals: number): MarketDef[] {
  const { lh, la } = hockeyRates(f, avgGoals);
  const m = hockeyMatrix(lh, la);
  const [p1, px] = resultProbs(m);
  const pHomeOt = p1 + px * (lh / (lh + la));
  const puck = (hcp: number): UnrankedMarket =>
    spreadMarket(
      '16',
      hcp,
      sumWhere(m, (h, a) => h - a + hcp > 0),
    );
  return withPriorities([
    oneXTwo('1', '1X2', m),
    market({ marketId: '406', name: 'Winner (incl. overtime and penalties)', group: GROUPS.main, margin: 0.045 }, [
      { id: '1', name: '1', p: pHomeOt },
      { id: '2', name: '2', p: 1 - pHomeOt },
    ]),
    doubleChance('10', 'Double Chance', m),
    puck(-1.5),
    puck(1.5),
    ...[4.5, 5.5, 6.5].map((line) => totalGoals('18', 'Total Goals', m, line, GROUPS.totals)),
    market({ marketId: '26', name: 'Odd/Even', group: GROUPS.totals, margin: TWO_WAY_MARGIN }, [
      { id: '70', name: 'Odd', p: sumWhere(m, (h, a) => (h + a) % 2 === 1) },
      { id: '72', name: 'Even', p: sumWhere(m, (h, a) => (h + a) % 2 === 0) },
    ]),
    totalMarket(
      '19',
      'Home Team Total',
      2.5,
      sumWhere(m, (h) => h > 2.5),
      GROUPS.team,
    ),
    totalMarket(
      '20',
      'Away Team Total',
      2.5,
      sumWhere(m, (_h, a) => a > 2.5),
      GROUPS.team,
    ),
  ]);
}

/** A three-way sport priced from a discretised normal margin (handball, rugby union). */
export interface MarginModel {
  homeAdv: number;
  /** Rating points per goal (or point) of expected margin. */
  eloPerGoal: number;
  marginSd: number;
  totalSd: number;
  spreadStep: number;
  totalStep: number;
}

export const HANDBALL: MarginModel = { homeAdv: 80, eloPerGoal: 40, marginSd: 6, totalSd: 6.5, spreadStep: 3, totalStep: 3 };
/** Rugby union: a home side is worth ~4.6 points, a margin spreads ±13, so about 3% of games are drawn. */
export const RUGBY: MarginModel = { homeAdv: 60, eloPerGoal: 13, marginSd: 13, totalSd: 12, spreadStep: 5, totalStep: 5 };

/** Expected home margin and expected total of a handball (or rugby) game. */
export function handballParams(f: Fixture, avgGoals: number, model: MarginModel = HANDBALL): { mu: number; total: number } {
  return { mu: (f.home.strength - f.away.strength + model.homeAdv) / model.eloPerGoal, total: avgGoals * totalWobble(f) };
}

/** Handball (and rugby, whose totals are 'Total Points'): 1X2 from a discretised normal margin, then DC, DNB, handicaps and totals. */
export function priceHandball(f: Fixture, avgGoals: number, model: MarginModel = HANDBALL, totalTitle = 'Total Goals'): MarketDef[] {
  const { mu, total } = handballParams(f, avgGoals, model);
  const sd = model.marginSd;
  // The goal margin is an integer: P(home win) = P(N > 0.5), P(away win) = P(N < -0.5).
  const p1 = normAbove(0.5, mu, sd);
  const p2 = normCdf(-0.5, mu, sd);
  const px = Math.max(0, 1 - p1 - p2);
  const mainHcp = -halfLine(mu);
  const mainTotal = halfLine(total);
  const steps = [-1, 0, 1];
  const probs = [
    { id: '1', name: '1', p: p1 },
    { id: '2', name: 'X', p: px },
    { id: '3', name: '2', p: p2 },
  ];
  return withPriorities([
    market({ marketId: '1', name: '1X2', group: GROUPS.main, margin: 0.06 }, probs),
    market({ marketId: '10', name: 'Double Chance', group: GROUPS.main, margin: TWO_WAY_MARGIN, winners: 2 }, [
      { id: '9', name: '1X', p: p1 + px },
      { id: '10', name: '12', p: p1 + p2 },
      { id: '11', name: 'X2', p: px + p2 },
    ]),
    market({ marketId: '11', name: 'Draw No Bet', group: GROUPS.main, margin: TWO_WAY_MARGIN }, [
      { id: '4', name: '1', p: p1 },
      { id: '5', name: '2', p: p2 },
    ]),
    ...steps.map((s) => {
      const h = mainHcp + s * model.spreadStep;
      return spreadMarket('16', h, normAbove(-h, mu, sd));
    }),
    ...steps.map((s) => {
      const line = mainTotal + s * model.totalStep;
      return totalMarket('18', totalTitle, line, normAbove(line, total, model.totalSd));
    }),
  ]);
}
