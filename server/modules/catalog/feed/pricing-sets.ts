// Pricing of set-based sports. Sets are treated as independent with a constant per-set win
// probability: volleyball derives it from ratings (best of 5), and so do table tennis and darts (best of five
// games or sets, neutral venue); tennis backs it out of the match-win probability (best of 3) so the winner
// price matches the ranking-based rating gap.
import type { Fixture, MarketDef } from './types.ts';
import { GROUPS, market, overUnder, signed, withPriorities, type OutcomeProb, type UnrankedMarket } from './margin.ts';
import { halfLine, normAbove } from './normal.ts';
import { TWO_WAY_MARGIN } from './football-markets.ts';

const VOLLEY_HOME_ADV = 30;
const VOLLEY_SET_SCALE = 700;

export function winner(pHome: number): UnrankedMarket {
  return market({ marketId: '186', name: 'Winner', group: GROUPS.main, margin: 0.05 }, [
    { id: '1', name: '1', p: pHome },
    { id: '2', name: '2', p: 1 - pHome },
  ]);
}

function twoWay(id: string, name: string, specifier: string | null, group: typeof GROUPS.sets, a: OutcomeProb, b: OutcomeProb): UnrankedMarket {
  return market({ marketId: id, name, specifier, group, margin: TWO_WAY_MARGIN }, [a, b]);
}

function setHandicap(hcp: number, pHomeCovers: number): UnrankedMarket {
  return twoWay(
    '188',
    `Set Handicap ${signed(hcp)}`,
    `hcp=${hcp}`,
    GROUPS.sets,
    { id: '1714', name: `1 (${signed(hcp)})`, p: pHomeCovers },
    { id: '1715', name: `2 (${signed(-hcp)})`, p: 1 - pHomeCovers },
  );
}

function totalSets(line: number, pOver: number): UnrankedMarket {
  const spec = { marketId: '202', name: `Total Sets ${line}`, specifier: `total=${line}`, group: GROUPS.sets, margin: TWO_WAY_MARGIN };
  return market(spec, overUnder(line, pOver));
}

/** The home side's probability of winning any one volleyball set. */
export function volleyballSetProb(f: Fixture): number {
  return 1 / (1 + 10 ** (-(f.home.strength - f.away.strength + VOLLEY_HOME_ADV) / VOLLEY_SET_SCALE));
}

/**
 * Rating points per factor 10 in the odds of one game (table tennis) or set (darts). Players are rated on the tennis
 * scale (clubs-tennis.ts): No. 1 beats No. 32 about 9 times in 10 at table tennis, 3 times in 4 at darts.
 */
const TABLE_TENNIS_SET_SCALE = 1300;
const DARTS_SET_SCALE = 2600;

/** The first-named player's probability of winning any one game of table tennis (neutral venue). */
export function tableTennisSetProb(f: Fixture): number {
  return 1 / (1 + 10 ** (-(f.home.strength - f.away.strength) / TABLE_TENNIS_SET_SCALE));
}

/** The first-named player's probability of winning any one set of darts (neutral venue). */
export function dartsSetProb(f: Fixture): number {
  return 1 / (1 + 10 ** (-(f.home.strength - f.away.strength) / DARTS_SET_SCALE));
}

/** Volleyball, best of five sets. */
export function priceVolleyball(f: Fixture): MarketDef[] {
  return priceBestOfFive(volleyballSetProb(f));
}

/** Best of five sets (volleyball, table tennis, darts) from the home side's probability `s` of winning one set. */
export function priceBestOfFive(s: number): MarketDef[] {
  const t = 1 - s;
  const scores: Array<[string, number]> = [
    ['3:0', s ** 3],
    ['3:1', 3 * s ** 3 * t],
    ['3:2', 6 * s ** 3 * t ** 2],
    ['2:3', 6 * t ** 3 * s ** 2],
    ['1:3', 3 * t ** 3 * s],
    ['0:3', t ** 3],
  ];
  const p = (k: string): number => scores.find(([n]) => n === k)?.[1] ?? 0;
  const pHome = p('3:0') + p('3:1') + p('3:2');
  return withPriorities([
    winner(pHome),
    market(
      { marketId: '199', name: 'Correct Score', group: GROUPS.sets, margin: 0.1 },
      scores.map(([n, q]) => ({ id: n, name: n, p: q })),
    ),
    setHandicap(-1.5, p('3:0') + p('3:1')),
    setHandicap(1.5, pHome + p('2:3')),
    setHandicap(-2.5, p('3:0')),
    totalSets(3.5, 1 - p('3:0') - p('0:3')),
    totalSets(4.5, p('3:2') + p('2:3')),
    twoWay('204', '1st Set - Winner', null, GROUPS.sets, { id: '1', name: '1', p: s }, { id: '2', name: '2', p: t }),
  ]);
}

/** Per-set win probability s with s²(3 − 2s) = pMatch (best of three), by bisection. */
function setProbFromMatch(pMatch: number): number {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (mid * mid * (3 - 2 * mid) < pMatch) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const TENNIS_ELO_SCALE = 400;

/** x with pAbove(x) = 0.5 for a decreasing survival function, by bisection on [lo, hi]. */
function medianOf(pAbove: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 40; i++) {
    const mid = (a + b) / 2;
    if (pAbove(mid) > 0.5) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}

/** Match and per-set win probabilities of the first-named player, and the expected games per set. */
export function tennisParams(f: Fixture): { pMatch: number; setProb: number; gamesPerSet: number } {
  const pMatch = 1 / (1 + 10 ** (-(f.home.strength - f.away.strength) / TENNIS_ELO_SCALE));
  const s = setProbFromMatch(pMatch);
  // Closer sets run longer: ~9.4 games for an even set, ~8.6 for a lopsided one.
  return { pMatch, setProb: s, gamesPerSet: 8.6 + 0.8 * (1 - Math.abs(2 * s - 1)) };
}

/** Tennis, best of three sets, neutral venue. */
export function priceTennis(f: Fixture): MarketDef[] {
  const { pMatch, setProb: s, gamesPerSet } = tennisParams(f);
  const t = 1 - s;
  const p20 = s * s;
  const p21 = 2 * s * s * t;
  const p12 = 2 * s * t * t;
  const p02 = t * t;
  const pThree = p21 + p12;
  const gamesOver = (line: number): number => (1 - pThree) * normAbove(line, 2 * gamesPerSet, 2.8) + pThree * normAbove(line, 3 * gamesPerSet, 3.5);
  // Total games are bimodal (two or three sets): centre the lines on the median, not the mean.
  const mainGames = halfLine(medianOf(gamesOver, 10, 40));
  const gameMargin = 14 * (s - 0.5);
  const mainGameHcp = -halfLine(gameMargin);
  return withPriorities([
    winner(pMatch),
    market({ marketId: '199', name: 'Correct Score', group: GROUPS.sets, margin: 0.08 }, [
      { id: '2:0', name: '2:0', p: p20 },
      { id: '2:1', name: '2:1', p: p21 },
      { id: '1:2', name: '1:2', p: p12 },
      { id: '0:2', name: '0:2', p: p02 },
    ]),
    twoWay('204', '1st Set - Winner', null, GROUPS.sets, { id: '1', name: '1', p: s }, { id: '2', name: '2', p: t }),
    setHandicap(-1.5, p20),
    setHandicap(1.5, 1 - p02),
    totalSets(2.5, pThree),
    ...[-2, 0, 2].map((d) => {
      const line = mainGames + d;
      const spec = { marketId: '189', name: `Total Games ${line}`, specifier: `total=${line}`, group: GROUPS.games, margin: TWO_WAY_MARGIN };
      return market(spec, overUnder(line, gamesOver(line)));
    }),
    ...[0, 3].map((d) => {
      const h = mainGameHcp + (mainGameHcp < 0 ? -d : d);
      return twoWay(
        '187',
        `Game Handicap ${signed(h)}`,
        `hcp=${h}`,
        GROUPS.games,
        { id: '1714', name: `1 (${signed(h)})`, p: normAbove(-h, gameMargin, 5.5) },
        { id: '1715', name: `2 (${signed(-h)})`, p: 1 - normAbove(-h, gameMargin, 5.5) },
      );
    }),
  ]);
}
