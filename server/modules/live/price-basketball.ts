// In-play basketball prices from the match state (issue 32). The model is the prematch one (catalog/feed/
// pricing-other.ts pricePoints: normal margin and total) scaled to the share r of the game's play still to come: the
// margin to come ~ N(mu·r, marginSd·√r), the points to come ~ N(total·r, totalSd·√r) and each team's ~ N(mean·r,
// teamSd·√r) — a sum of independent stretches of play, whose means add up in time and variances too — added to the
// score. The winner market (219) includes overtime: a tie when the clock has run out means one overtime still to
// play, priced by the same model over its 5 minutes (so a tie goes the way the model leans, as pricePoints' normal
// margin does). Lines, ids, names and margins are pricePoints' own, built with its builders, so at tip-off (r = 1,
// 0:0) the live book is the prematch book price for price. A line the points have already passed is decided and
// left out (graded, not offered); once the match is over, or the clock has run out on a winner, nothing is offered.
import { GROUPS, market, withPriorities, type UnrankedMarket } from '../catalog/feed/margin.ts';
import { halfLine, normAbove } from '../catalog/feed/normal.ts';
import { EUROLEAGUE_MODEL, NBA_MODEL, spreadMarket, totalMarket, type PointsModel } from '../catalog/feed/pricing-other.ts';
import type { MarketDef } from '../catalog/feed/types.ts';
import type { BasketballFormat } from './play-basketball.ts';
import type { LiveState } from './timeline.ts';

/** The points model of a match (catalog/feed/model.ts sportModel, kind 'points'). */
export interface PointsLiveModel {
  mu: number;
  marginSd: number;
  total: number;
  totalSd: number;
}

/** What the prematch book takes from its league's model besides the match model: the line steps, the team sd. */
export type PointsLines = Pick<PointsModel, 'spreadStep' | 'totalStep' | 'teamSd'>;

/** An overtime on the game clock (NBA and FIBA alike). */
export const OVERTIME_MS = 5 * 60_000;

/**
 * The league model the match model came from (sportModel copies its two sds), whose lines the prematch book used:
 * the live book must offer the same lines or it would not be the same book at tip-off.
 */
export function linesOf(model: PointsLiveModel): PointsLines {
  return [NBA_MODEL, EUROLEAGUE_MODEL].find((p) => p.marginSd === model.marginSd && p.totalSd === model.totalSd) ?? NBA_MODEL;
}

/**
 * The share of regulation play still to come, by the game clock (which stands still in a break): 1 before tip-off,
 * 0 once the clock has run out. In overtime it is what is left of the overtime being played.
 */
export function remainingPlay(format: BasketballFormat, s: LiveState): number {
  if (s.phase === 'not_started' || s.period === 0) {
    return 1;
  }
  if (s.phase === 'ended') {
    return 0;
  }
  const regulation = format.quarters * format.quarterMs;
  const end = regulation + Math.max(0, s.period - format.quarters) * OVERTIME_MS;
  return Math.max(0, end - s.clock) / regulation;
}

/** The whole-match markets still open at this state, priced; [] once the match is over. */
export function priceBasketballLive(
  model: PointsLiveModel,
  format: BasketballFormat,
  s: LiveState,
  lines: PointsLines = linesOf(model),
): MarketDef[] {
  if (s.phase === 'ended') {
    return [];
  }
  const diff = s.home.score - s.away.score;
  let r = remainingPlay(format, s);
  if (r === 0) {
    if (diff !== 0) {
      // The clock ran out with a winner: every market is decided, the final whistle is a formality.
      return [];
    }
    r = OVERTIME_MS / (format.quarters * format.quarterMs);
  }
  const root = Math.sqrt(r);
  const points = s.home.score + s.away.score;
  // The prematch lines, centred on the prematch expectations (pricePoints), kept for the whole game.
  const mainHcp = -halfLine(model.mu);
  const mainTotal = halfLine(model.total);
  const homeMean = (model.total + model.mu) / 2;
  const awayMean = (model.total - model.mu) / 2;
  const steps = [-1, 0, 1];
  const pHome = normAbove(-diff, model.mu * r, model.marginSd * root);
  const totals = steps.map((k) => mainTotal + k * lines.totalStep).filter((line) => line > points);
  const team = (id: string, title: string, mean: number, scored: number): UnrankedMarket[] => {
    const line = halfLine(mean);
    return line > scored ? [totalMarket(id, title, line, normAbove(line - scored, mean * r, lines.teamSd * root), GROUPS.team)] : [];
  };
  return withPriorities([
    market({ marketId: '219', name: 'Winner (incl. overtime)', group: GROUPS.main, margin: 0.045 }, [
      { id: '1', name: '1', p: pHome },
      { id: '2', name: '2', p: 1 - pHome },
    ]),
    ...steps.map((k) => {
      const h = mainHcp + k * lines.spreadStep;
      return spreadMarket('223', h, normAbove(-h - diff, model.mu * r, model.marginSd * root));
    }),
    ...totals.map((line) => totalMarket('225', 'Total Points', line, normAbove(line - points, model.total * r, model.totalSd * root))),
    ...team('227', 'Home Team Total', homeMean, s.home.score),
    ...team('228', 'Away Team Total', awayMean, s.away.score),
  ]);
}
