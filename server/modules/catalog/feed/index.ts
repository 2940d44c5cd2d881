// Public API of the deterministic demo odds feed: catalogue data, the fixture generator and the
// match pricer. Pure functions only — the caller passes every instant, nothing reads the clock.
import type { Fixture, MarketDef } from './types.ts';
import { SPORT_IDS, tournamentById } from './sports.ts';
import { priceFootball } from './pricing-football.ts';
import { EUROLEAGUE_MODEL, NBA_MODEL, NFL_MODEL, priceHandball, priceHockey, pricePoints } from './pricing-other.ts';
import { priceTennis, priceVolleyball } from './pricing-sets.ts';
import { seededRandom } from './rng.ts';

export type {
  CategoryDef, Fixture, KickoffSlot, MarketDef, OutcomeDef, SchedulePattern, SportDef, TeamDef, TournamentDef,
} from './types.ts';
export { CATEGORIES, SPORTS, SPORT_IDS, TOURNAMENTS, tournamentById } from './sports.ts';
export { ANCHOR_MS } from './patterns.ts';
export { allFixturesBetween, circlePairings, fixturesBetween, matchId, roundFixtures } from './schedule.ts';
export { footballRates } from './pricing-football.ts';
export { MAX_ODDS, MIN_ODDS, oddsFromProbs } from './margin.ts';

/** Markets of a fixture, in display order (priority = index); the main market comes first. */
export function priceMatch(fixture: Fixture): MarketDef[] {
  const f = withForm(fixture);
  const t = tournamentById(f.tournamentId);
  switch (f.sportId) {
    case SPORT_IDS.soccer:
      return priceFootball(f, t?.scoringAvg ?? 2.7);
    case SPORT_IDS.basketball: {
      const euro = f.tournamentId === 'sr:tournament:138';
      return pricePoints(f, t?.scoringAvg ?? (euro ? 162 : 226), euro ? EUROLEAGUE_MODEL : NBA_MODEL);
    }
    case SPORT_IDS.americanFootball:
      return pricePoints(f, t?.scoringAvg ?? 45, NFL_MODEL);
    case SPORT_IDS.iceHockey:
      return priceHockey(f, t?.scoringAvg ?? 6.1);
    case SPORT_IDS.handball:
      return priceHandball(f, t?.scoringAvg ?? 58);
    case SPORT_IDS.volleyball:
      return priceVolleyball(f);
    case SPORT_IDS.tennis:
      return priceTennis(f);
    default:
      return [];
  }
}

/** Current form: each side's rating moves by up to ±FORM_ELO for this match (seeded by its id), so two
 *  pairings of equally rated clubs are not priced identically, as no real book would price them. */
const FORM_ELO = 30;
function withForm(f: Fixture): Fixture {
  const rand = seededRandom(`form:${f.id}`);
  const shift = (): number => Math.round((rand() * 2 - 1) * FORM_ELO);
  return { ...f, home: { ...f.home, strength: f.home.strength + shift() }, away: { ...f.away, strength: f.away.strength + shift() } };
}
