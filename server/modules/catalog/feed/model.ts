// The strength model behind a fixture's prices, as plain numbers: priceMatch prices from it and the demo
// results (tickets/results*.ts) are drawn from it, so a match ends the way its odds said it was likely to.
// Invariant: one place applies the per-match form (withForm) and picks the scoring average, for both uses.
import type { Fixture } from './types.ts';
import { SPORT_IDS, tournamentById } from './sports.ts';
import { footballRates } from './pricing-football.ts';
import {
  BASEBALL_MODEL,
  EUROLEAGUE_MODEL,
  HANDBALL,
  NBA_MODEL,
  NFL_MODEL,
  RUGBY,
  handballParams,
  hockeyRates,
  pointsParams,
  type MarginModel,
  type PointsModel,
} from './pricing-other.ts';
import { dartsSetProb, tableTennisSetProb, tennisParams, volleyballSetProb } from './pricing-sets.ts';
import { seededRandom } from './rng.ts';

export type SportModel =
  | { kind: 'football'; lh: number; la: number }
  | { kind: 'points'; mu: number; marginSd: number; total: number; totalSd: number }
  | { kind: 'hockey'; lh: number; la: number }
  | { kind: 'handball'; mu: number; marginSd: number; total: number; totalSd: number }
  | { kind: 'tennis'; setProb: number; gamesPerSet: number }
  | { kind: 'volleyball'; setProb: number };

/** Current form: each side's rating moves by up to ±FORM_ELO for this match (seeded by its id), so two
 *  pairings of equally rated clubs are not priced identically, as no real book would price them. */
const FORM_ELO = 30;
export function withForm(f: Fixture): Fixture {
  const rand = seededRandom(`form:${f.id}`);
  const shift = (): number => Math.round((rand() * 2 - 1) * FORM_ELO);
  return { ...f, home: { ...f.home, strength: f.home.strength + shift() }, away: { ...f.away, strength: f.away.strength + shift() } };
}

/** The NBA plays 4 × 12 minutes; every other basketball league of the feed FIBA's 4 × 10 (live/sports.ts does the same). */
const isNba = (f: Fixture): boolean => f.tournamentId === 'sr:tournament:132';

/** The tournament's average goals/points per match (with each sport's fallback). */
export function scoringAvgOf(f: Fixture): number {
  const avg = tournamentById(f.tournamentId)?.scoringAvg;
  switch (f.sportId) {
    case SPORT_IDS.soccer:
      return avg ?? 2.7;
    case SPORT_IDS.basketball:
      return avg ?? (isNba(f) ? 226 : 162);
    case SPORT_IDS.americanFootball:
      return avg ?? 45;
    case SPORT_IDS.iceHockey:
      return avg ?? 6.1;
    case SPORT_IDS.handball:
      return avg ?? 58;
    case SPORT_IDS.baseball:
      return avg ?? 8.8;
    case SPORT_IDS.rugby:
      return avg ?? 50;
    default:
      return avg ?? 0;
  }
}

/** The points model of a basketball, American football or baseball fixture (null for other sports). */
export function pointsModelOf(f: Fixture): PointsModel | null {
  switch (f.sportId) {
    case SPORT_IDS.basketball:
      return isNba(f) ? NBA_MODEL : EUROLEAGUE_MODEL;
    case SPORT_IDS.americanFootball:
      return NFL_MODEL;
    case SPORT_IDS.baseball:
      return BASEBALL_MODEL;
    default:
      return null;
  }
}

/** The margin model of a three-way sport priced like handball (handball, rugby union; null for other sports). */
export function marginModelOf(f: Fixture): MarginModel | null {
  return f.sportId === SPORT_IDS.handball ? HANDBALL : f.sportId === SPORT_IDS.rugby ? RUGBY : null;
}

/** The model of a fixture AFTER form is applied (pass the fixture as generated or as stored); null for an unknown sport. */
export function sportModel(fixture: Fixture): SportModel | null {
  const f = withForm(fixture);
  const avg = scoringAvgOf(f);
  const points = pointsModelOf(f);
  if (points !== null) {
    const { mu, total } = pointsParams(f, avg, points);
    return { kind: 'points', mu, marginSd: points.marginSd, total, totalSd: points.totalSd };
  }
  const margin = marginModelOf(f);
  if (margin !== null) {
    return { kind: 'handball', ...handballParams(f, avg, margin), marginSd: margin.marginSd, totalSd: margin.totalSd };
  }
  switch (f.sportId) {
    case SPORT_IDS.soccer:
      return { kind: 'football', ...footballRates(f.home.strength, f.away.strength, avg) };
    case SPORT_IDS.iceHockey:
      return { kind: 'hockey', ...hockeyRates(f, avg) };
    case SPORT_IDS.tennis: {
      const { setProb, gamesPerSet } = tennisParams(f);
      return { kind: 'tennis', setProb, gamesPerSet };
    }
    case SPORT_IDS.volleyball:
      return { kind: 'volleyball', setProb: volleyballSetProb(f) };
    // Table tennis and darts are played to three games (sets): the volleyball result and markets.
    case SPORT_IDS.tableTennis:
      return { kind: 'volleyball', setProb: tableTennisSetProb(f) };
    case SPORT_IDS.darts:
      return { kind: 'volleyball', setProb: dartsSetProb(f) };
    default:
      return null;
  }
}
