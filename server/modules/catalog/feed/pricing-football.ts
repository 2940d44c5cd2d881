// Football pricing: expected goals from the strength gap (with home advantage), a Dixon–Coles
// score matrix, and every market read off that one matrix so prices agree with each other.
// Market order is display order; 1X2 always comes first (priority 0).
import type { Fixture, MarketDef } from './types.ts';
import { GROUPS, market, withPriorities, type UnrankedMarket } from './margin.ts';
import { resultProbs, scoreMatrix, sumWhere, type ScoreMatrix } from './poisson.ts';
import {
  TWO_WAY_MARGIN,
  asianHandicap,
  doubleChance,
  europeanHandicap,
  exactGoals,
  oneXTwo,
  teamTotal,
  totalGoals,
  yesNo,
} from './football-markets.ts';
import { halfMarkets, scoreAndComboMarkets } from './football-markets-extra.ts';

/** Elo points of home advantage, and Elo points per unit of log goal-rate difference (halved). */
const FOOTBALL_HOME_ADVANTAGE = 65;
const ELO_PER_LOG_RATE = 560;
export const DIXON_COLES_RHO = -0.08;
/** Share of the goal rate in the first half (second halves are livelier). */
export const FIRST_HALF_SHARE = 0.45;

/**
 * λ_home = exp(c + d), λ_away = exp(c − d) with d = (Δ + H) / k and c from the league average,
 * both divided by sqrt(cosh d): the pure form inflates mismatches to 4.5+ expected goals, while
 * real lopsided games stay nearer 3.5. The ratio λ_home / λ_away = e^(2d) is untouched.
 */
export function footballRates(homeStrength: number, awayStrength: number, avgGoals = 2.7): { lh: number; la: number } {
  const c = Math.log(avgGoals / 2);
  const d = (homeStrength - awayStrength + FOOTBALL_HOME_ADVANTAGE) / ELO_PER_LOG_RATE;
  const damp = Math.sqrt(Math.cosh(d));
  return { lh: Math.exp(c + d) / damp, la: Math.exp(c - d) / damp };
}

function footballMatrix(lh: number, la: number): ScoreMatrix {
  return scoreMatrix(lh, la, DIXON_COLES_RHO);
}

export function priceFootball(f: Fixture, avgGoals: number): MarketDef[] {
  const { lh, la } = footballRates(f.home.strength, f.away.strength, avgGoals);
  const m = footballMatrix(lh, la);
  const half = scoreMatrix(lh * FIRST_HALF_SHARE, la * FIRST_HALF_SHARE, DIXON_COLES_RHO);
  const [htResult, ...halfRest] = halfMarkets(half, lh * (1 - FIRST_HALF_SHARE), la * (1 - FIRST_HALF_SHARE), m);
  const [p1, , p2] = resultProbs(m);
  const out: UnrankedMarket[] = [
    oneXTwo('1', '1X2', m),
    doubleChance('10', 'Double Chance', m),
    market({ marketId: '11', name: 'Draw No Bet', group: GROUPS.main, margin: TWO_WAY_MARGIN }, [
      { id: '4', name: '1', p: p1 },
      { id: '5', name: '2', p: p2 },
    ]),
    ...[0.5, 1.5, 2.5, 3.5, 4.5, 5.5].map((line) => totalGoals('18', 'Total Goals', m, line)),
    market(
      { marketId: '29', name: 'Both Teams to Score', group: GROUPS.goals, margin: TWO_WAY_MARGIN },
      yesNo(sumWhere(m, (h, a) => h > 0 && a > 0)),
    ),
    ...(htResult ? [htResult] : []),
    ...[-1.5, -1, -0.5, 0.5, 1, 1.5].map((h) => asianHandicap(m, h)),
    ...(
      [
        [0, 1],
        [0, 2],
        [1, 0],
        [2, 0],
      ] as const
    ).map(([a, b]) => europeanHandicap(m, a, b)),
    ...[0.5, 1.5, 2.5].map((line) => teamTotal(m, 'home', line)),
    ...[0.5, 1.5, 2.5].map((line) => teamTotal(m, 'away', line)),
    exactGoals(m),
    market({ marketId: '26', name: 'Odd/Even', group: GROUPS.goals, margin: TWO_WAY_MARGIN }, [
      { id: '70', name: 'Odd', p: sumWhere(m, (h, a) => (h + a) % 2 === 1) },
      { id: '72', name: 'Even', p: sumWhere(m, (h, a) => (h + a) % 2 === 0) },
    ]),
    ...halfRest,
    ...scoreAndComboMarkets(m),
  ];
  return withPriorities(out);
}
