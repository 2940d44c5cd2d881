// Public API of the deterministic demo odds feed: catalogue data, the fixture generator and the
// match pricer. Pure functions only — the caller passes every instant, nothing reads the clock.
import type { Fixture, MarketDef } from './types.ts';
import { SPORT_IDS } from './sports.ts';
import { priceFootball } from './pricing-football.ts';
import { priceHandball, priceHockey, pricePoints } from './pricing-other.ts';
import { dartsSetProb, priceBestOfFive, priceTennis, priceVolleyball, tableTennisSetProb } from './pricing-sets.ts';
import { marginModelOf, pointsModelOf, scoringAvgOf, withForm } from './model.ts';

export type { CategoryDef, Fixture, MarketDef, TournamentDef } from './types.ts';
export { CATEGORIES, SPORTS, TOURNAMENTS } from './sports.ts';
export { ANCHOR_MS } from './patterns.ts';
export { allFixturesBetween, circlePairings, fixturesBetween, matchId, roundFixtures } from './schedule.ts';
export { MAX_ODDS, MIN_ODDS, oddsFromProbs } from './margin.ts';

export { sportModel, type SportModel } from './model.ts';

/** Markets of a fixture, in display order (priority = index); the main market comes first. */
export function priceMatch(fixture: Fixture): MarketDef[] {
  const f = withForm(fixture);
  const avg = scoringAvgOf(f);
  const points = pointsModelOf(f);
  if (points !== null) {
    return pricePoints(f, avg, points);
  }
  const margin = marginModelOf(f);
  if (margin !== null) {
    return priceHandball(f, avg, margin, f.sportId === SPORT_IDS.rugby ? 'Total Points' : 'Total Goals');
  }
  switch (f.sportId) {
    case SPORT_IDS.soccer:
      return priceFootball(f, avg);
    case SPORT_IDS.iceHockey:
      return priceHockey(f, avg);
    case SPORT_IDS.volleyball:
      return priceVolleyball(f);
    case SPORT_IDS.tennis:
      return priceTennis(f);
    case SPORT_IDS.tableTennis:
      return priceBestOfFive(tableTennisSetProb(f));
    case SPORT_IDS.darts:
      return priceBestOfFive(dartsSetProb(f));
    default:
      return [];
  }
}
