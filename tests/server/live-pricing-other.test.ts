// In-play basketball and tennis prices (issue 32): at tip-off / the first serve the live book is the prematch book
// price for price; the score and the clock move prices the right way; a line already passed is not offered; every
// market keeps the bookmaker's margin; the tennis game model reproduces the set probability it was solved from; and
// nothing is offered once a match is over.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsFromProbs, priceMatch, sportModel, type Fixture, type MarketDef } from '../../server/modules/catalog/feed/index.ts';
import { seededRandom } from '../../server/modules/catalog/feed/rng.ts';
import { FIBA_FORMAT, NBA_FORMAT, playBasketball } from '../../server/modules/live/play-basketball.ts';
import { priceBasketballLive, remainingPlay, type PointsLiveModel } from '../../server/modules/live/price-basketball.ts';
import { gameProbFor, priceTennisLive, setFromGames } from '../../server/modules/live/price-tennis.ts';
import { initialState, stateAt, type LiveState } from '../../server/modules/live/timeline.ts';

const MIN = 60_000;

const fixture = (id: string, sportId: string, tournamentId: string, categoryId: string, home: number, away: number): Fixture => ({
  id,
  sportId,
  tournamentId,
  categoryId,
  round: 1,
  startTime: 0,
  home: { name: `Home ${id}`, strength: home },
  away: { name: `Away ${id}`, strength: away },
});
const NBA = fixture('sr:match:live-nba', '2', 'sr:tournament:132', 'sr:category:15', 1620, 1540);
const EUROLEAGUE = fixture('sr:match:live-el', '2', 'sr:tournament:138', 'sr:category:138', 1500, 1560);
const ATP = fixture('sr:match:live-atp', '5', 'sr:tournament:2555', 'sr:category:3', 1900, 1800);

function pointsModel(f: Fixture): PointsLiveModel {
  const m = sportModel(f);
  if (m?.kind !== 'points') {
    throw new Error('a basketball fixture has a points model');
  }
  return m;
}

const price = (markets: MarketDef[], id: string, specifier: string | null, outcome: string): number | undefined =>
  markets.find((m) => m.marketId === id && m.specifier === specifier)?.outcomes.find((o) => o.outcomeId === outcome)?.odds;
const overround = (m: MarketDef): number => m.outcomes.reduce((sum, o) => sum + 1 / o.odds, 0);

/** A basketball state: the score, the period being played and the game clock (min). */
function court(home: number, away: number, minute: number, quarterMin = 12, phase: LiveState['phase'] = 'playing'): LiveState {
  const s = initialState('basketball');
  const period = Math.min(4, Math.floor(minute / quarterMin) + 1);
  return { ...s, phase, period, clock: minute * MIN, home: { ...s.home, score: home }, away: { ...s.away, score: away } };
}

describe('in-play basketball prices', () => {
  const model = pointsModel(NBA);

  it('at tip-off the live book is the prematch book, price for price (NBA and EuroLeague lines)', () => {
    for (const [f, format] of [
      [NBA, NBA_FORMAT],
      [EUROLEAGUE, FIBA_FORMAT],
    ] as const) {
      const prematch = priceMatch(f);
      expect(new Set(prematch.map((m) => m.marketId))).toEqual(new Set(['219', '223', '225', '227', '228']));
      const tipOff = { ...initialState('basketball'), phase: 'playing' as const, period: 1 };
      expect(remainingPlay(format, tipOff)).toBe(1);
      expect(priceBasketballLive(pointsModel(f), format, tipOff)).toEqual(prematch);
      expect(priceBasketballLive(pointsModel(f), format, initialState('basketball'))).toEqual(prematch);
    }
  });

  it('a lead late in the 4th quarter makes the leader a near-sure thing', () => {
    const homeUp = priceBasketballLive(model, NBA_FORMAT, court(105, 90, 47));
    expect(price(homeUp, '219', null, '1')).toBeLessThan(1.1);
    expect(price(homeUp, '219', null, '2')).toBeGreaterThan(5);
    const awayUp = priceBasketballLive(model, NBA_FORMAT, court(90, 105, 47));
    expect(price(awayUp, '219', null, '2')).toBeLessThan(1.1);
    // Every handicap the book has is covered by a 15-point lead with a minute to go.
    const spreads = homeUp.filter((m) => m.marketId === '223');
    expect(spreads).toHaveLength(3);
    for (const m of spreads) {
      expect(m.outcomes[0]?.odds).toBeLessThan(1.1);
    }
    // A lead is worth more the less time is left to close it.
    const early = price(priceBasketballLive(model, NBA_FORMAT, court(15, 10, 6)), '219', null, '1') ?? 0;
    expect(early).toBeGreaterThan(1.1);
    expect(price(priceBasketballLive(model, NBA_FORMAT, court(85, 80, 40)), '219', null, '1')).toBeLessThan(early);
  });

  it('a total line the points have already passed is not offered; the lines still open are', () => {
    const lines = (ms: MarketDef[], id: string) => ms.filter((m) => m.marketId === id).map((m) => m.specifier);
    const prematch = priceMatch(NBA);
    const [low, mid, high] = lines(prematch, '225');
    const lowLine = Number(low?.split('=')[1]);
    const home = Math.ceil(lowLine / 2) + 1;
    const live = priceBasketballLive(model, NBA_FORMAT, court(home, Math.ceil(lowLine) - home, 40));
    expect(lines(live, '225')).toEqual([mid, high]);
    // A team total passed by that team's points alone goes the same way.
    const homeLine = Number(prematch.find((m) => m.marketId === '227')?.specifier?.split('=')[1]);
    const teamPassed = priceBasketballLive(model, NBA_FORMAT, court(Math.ceil(homeLine), 60, 44));
    expect(lines(teamPassed, '227')).toEqual([]);
    expect(lines(teamPassed, '228')).toHaveLength(1);
  });

  it('a tie running down keeps every market open with its margin, and an overtime to come when the clock runs out', () => {
    for (const minute of [0, 6, 12, 24, 30, 36, 42, 46, 47.5, 47.99]) {
      const live = priceBasketballLive(model, NBA_FORMAT, court(Math.round(minute * 2), Math.round(minute * 2), minute));
      expect(live.filter((m) => m.marketId === '219')).toHaveLength(1);
      for (const m of live) {
        expect(overround(m)).toBeGreaterThan(1);
      }
    }
    // The clock has run out on a tie: overtime, the stronger side still ahead but nowhere near sure.
    const tied = priceBasketballLive(model, NBA_FORMAT, court(100, 100, 48, 12, 'break'));
    expect(price(tied, '219', null, '1')).toBeGreaterThan(1.5);
    expect(price(tied, '219', null, '1')).toBeLessThan(price(tied, '219', null, '2') ?? 0);
    expect(priceBasketballLive(model, NBA_FORMAT, court(101, 100, 48, 12, 'break'))).toEqual([]);
  });

  it('walking a whole played game, every market keeps its margin and no passed line is ever offered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 130 }), fc.integer({ min: 60, max: 130 }), fc.string(), (h, a, seed) => {
        const t = playBasketball({ home: h, away: a }, FIBA_FORMAT, seededRandom(seed));
        const m = pointsModel(EUROLEAGUE);
        for (let at = 0; at < t.endsAt; at += 4 * MIN) {
          const s = stateAt(t, at);
          for (const mk of priceBasketballLive(m, FIBA_FORMAT, s)) {
            expect(overround(mk)).toBeGreaterThan(1);
            const line = Number(mk.specifier?.split('=')[1]);
            const scored = mk.marketId === '225' ? s.home.score + s.away.score : mk.marketId === '227' ? s.home.score : s.away.score;
            if (['225', '227', '228'].includes(mk.marketId)) {
              expect(line).toBeGreaterThan(scored);
            }
          }
        }
        expect(priceBasketballLive(m, FIBA_FORMAT, stateAt(t, t.endsAt))).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('offers nothing once the match is over', () => {
    expect(priceBasketballLive(model, NBA_FORMAT, court(100, 100, 48, 12, 'ended'))).toEqual([]);
  });
});

/** A tennis state: sets won, games in the current set. */
function tennis(sets: [number, number], games: [number, number], phase: LiveState['phase'] = 'playing'): LiveState {
  const s = initialState('tennis');
  const period = sets[0] + sets[1] + 1;
  return { ...s, phase, period, home: { ...s.home, score: sets[0], games: games[0] }, away: { ...s.away, score: sets[1], games: games[1] } };
}

describe('in-play tennis prices', () => {
  const m = sportModel(ATP);
  if (m?.kind !== 'tennis') {
    throw new Error('a tennis fixture has a tennis model');
  }
  const model = { setProb: m.setProb, gamesPerSet: m.gamesPerSet };

  it('before and at the first serve the live winner and set-score markets are the prematch ones, price for price', () => {
    const prematch = priceMatch(ATP).filter((mk) => mk.marketId === '186' || mk.marketId === '199');
    expect(prematch).toHaveLength(2);
    expect(priceTennisLive(model, initialState('tennis'))).toEqual(prematch);
    expect(priceTennisLive(model, tennis([0, 0], [0, 0]))).toEqual(prematch);
  });

  it('the game model reproduces the set probability it was solved from', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 0.95, noNaN: true }), (setProb) => {
        const g = gameProbFor(setProb);
        expect(g).toBeGreaterThan(0);
        expect(g).toBeLessThan(1);
        expect(Math.abs(setFromGames(g, setProb, 0, 0) - setProb)).toBeLessThan(1e-9);
        // A game up is worth something, a set in hand is worth everything.
        expect(setFromGames(g, setProb, 1, 0)).toBeGreaterThan(setFromGames(g, setProb, 0, 0));
        expect(setFromGames(g, setProb, 6, 4)).toBe(1);
        expect(setFromGames(g, setProb, 6, 6)).toBe(setProb);
      }),
      { numRuns: 200 },
    );
    expect(gameProbFor(0.5)).toBeCloseTo(0.5, 12);
  });

  it('a set up shortens that player; 5:0 in the deciding set is close to a sure thing', () => {
    const start = priceTennisLive(model, initialState('tennis'));
    const homeSet = priceTennisLive(model, tennis([1, 0], [0, 0], 'break'));
    const awaySet = priceTennisLive(model, tennis([0, 1], [0, 0], 'break'));
    expect(price(homeSet, '186', null, '1')).toBeLessThan(price(start, '186', null, '1') ?? 0);
    expect(price(awaySet, '186', null, '2')).toBeLessThan(price(start, '186', null, '2') ?? 0);
    expect(price(priceTennisLive(model, tennis([1, 1], [5, 0])), '186', null, '1')).toBeLessThan(1.15);
    expect(price(priceTennisLive(model, tennis([1, 1], [0, 5])), '186', null, '2')).toBeLessThan(1.15);
    // A set score out of reach (0:2 after the home player's first set) is decided: the market is not offered.
    expect(homeSet.map((mk) => mk.marketId)).toEqual(['186']);
    for (const mk of [...start, ...homeSet, ...awaySet]) {
      expect(overround(mk)).toBeGreaterThan(1);
    }
  });

  it('mid-set, the current set is priced game by game and the sets after it at setProb', () => {
    const g = gameProbFor(model.setProb);
    const c = setFromGames(g, model.setProb, 3, 2);
    const [s, t] = [model.setProb, 1 - model.setProb];
    const live = priceTennisLive(model, tennis([0, 0], [3, 2]));
    const scores = [c * s, c * t * s + (1 - c) * s * s, c * t * t + (1 - c) * s * t, (1 - c) * t];
    expect(live.find((m) => m.marketId === '199')?.outcomes.map((o) => o.odds)).toEqual(oddsFromProbs(scores, 0.08));
    const home = (scores[0] ?? 0) + (scores[1] ?? 0);
    expect(live.find((m) => m.marketId === '186')?.outcomes.map((o) => o.odds)).toEqual(oddsFromProbs([home, 1 - home], 0.05));
    // 3:2 up in the first set is worth something, but less than the set.
    expect(c).toBeGreaterThan(s);
    expect(c).toBeLessThan(1);
  });

  it('offers nothing once the match is over', () => {
    expect(priceTennisLive(model, tennis([2, 0], [0, 0], 'ended'))).toEqual([]);
    expect(priceTennisLive(model, tennis([1, 2], [0, 0], 'break'))).toEqual([]);
  });
});
