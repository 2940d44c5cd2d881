// The strength model behind a fixture's prices, as plain numbers: priceMatch prices from it and the demo
// results (tickets/results*.ts) are drawn from it, so a match ends the way its odds said it was likely to.
// Invariant: one place applies the per-match form (withForm) and picks the scoring average, for both uses.
import type { Fixture } from './types.ts';
import { SPORT_IDS, tournamentById } from './sports.ts';
import { footballRates } from './pricing-football.ts';
import { EUROLEAGUE_MODEL, HANDBALL, NBA_MODEL, NFL_MODEL, handballParams, hockeyRates, pointsParams, type PointsModel } from './pricing-other.ts';
import { tennisParams, volleyballSetProb } from './pricing-sets.ts';
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

const isEuroleague = (f: Fixture): boolean => f.tournamentId === 'sr:tournament:138';

/** The tournament's average goals/points per match (with each sport's fallback). */
export function scoringAvgOf(f: Fixture): number {
  const avg = tournamentById(f.tournamentId)?.scoringAvg;
  switch (f.sportId) {
    case SPORT_IDS.soccer:
      return avg ?? 2.7;
    case SPORT_IDS.basketball:
      return avg ?? (isEuroleague(f) ? 162 : 226);
    case SPORT_IDS.americanFootball:
      return avg ?? 45;
    case SPORT_IDS.iceHockey:
      return avg ?? 6.1;
    case SPORT_IDS.handball:
      return avg ?? 58;
    default:
      return avg ?? 0;
  }
}

/** The points model of a basketball or American football fixture (null for other sports). */
export function pointsModelOf(f: Fixture): PointsModel | null {
  if (f.sportId === SPORT_IDS.basketball) {
    return isEuroleague(f) ? EUROLEAGUE_MODEL : NBA_MODEL;
  }
  return f.sportId === SPORT_IDS.americanFootball ? NFL_MODEL : null;
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
  switch (f.sportId) {
    case SPORT_IDS.soccer:
      return { kind: 'football', ...footballRates(f.home.strength, f.away.strength, avg) };
    case SPORT_IDS.iceHockey:
      return { kind: 'hockey', ...hockeyRates(f, avg) };
    case SPORT_IDS.handball:
      return { kind: 'handball', ...handballParams(f, avg), marginSd: HANDBALL.marginSd, totalSd: HANDBALL.totalSd };
    case SPORT_IDS.tennis: {
      const { setProb, gamesPerSet } = tennisParams(f);
      return { kind: 'tennis', setProb, gamesPerSet };
    }
    case SPORT_IDS.volleyball:
      return { kind: 'volleyball', setProb: volleyballSetProb(f) };
    default:
      return null;
  }
}
