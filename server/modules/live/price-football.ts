// In-play football prices from the match state (issue 32). The model: each side's goals still to come are Poisson
// with the pre-match expected goals (catalog/feed/pricing-football.ts, the same λ the prematch prices and the
// results come from) times the share of the match's goal rate still to play — FIRST_HALF_SHARE of it spread over
// the first half with its expected added time, the rest over the second — and each red card scales its side's rate
// by RED_CARD.own and the other side's by RED_CARD.other. The final-score matrix is that of the goals to come,
// shifted by the score (with the prematch low-score correction in proportion to the play left), and every market is read off it with the prematch builders and margins, so a live price
// never contradicts another. Only markets on the whole match are priced (a market priced here with a decided
// outcome is left out: it is graded, not offered); the rest are suspended in play by the caller.
import { DIXON_COLES_RHO, FIRST_HALF_SHARE } from '../catalog/feed/pricing-football.ts';
import { GROUPS, market, withPriorities, type UnrankedMarket } from '../catalog/feed/margin.ts';
import { resultProbs, scoreMatrix, sumWhere, type ScoreMatrix } from '../catalog/feed/poisson.ts';
import type { MarketDef } from '../catalog/feed/types.ts';
import {
  TWO_WAY_MARGIN,
  asianHandicap,
  doubleChance,
  europeanHandicap,
  oneXTwo,
  teamTotal,
  totalGoals,
  yesNo,
} from '../catalog/feed/football-markets.ts';
import { HALF_MS } from './play-football.ts';
import { decidedFootball } from './decided-football.ts';
import type { LiveState } from './timeline.ts';

const MINUTE = 60_000;
const HALF_MIN = HALF_MS / MINUTE;
/** Expected added time of each half (min): the model's 90 minutes are 45 + this, twice. */
const EXPECTED_ADDED_MIN = [2.5, 4] as const;
/** While a half is played past its expected end, at least this much play is assumed left (min). */
const LAST_MINUTE = 0.5;
const RED_CARD = { own: 0.67, other: 1.25 } as const;
/** The lines the prematch book has (catalog/feed/pricing-football.ts), kept in play. */
const TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5];
const TEAM_LINES = [0.5, 1.5, 2.5];
const ASIAN_LINES = [-1.5, -1, -0.5, 0.5, 1, 1.5];
const EUROPEAN_STARTS = [
  [0, 1],
  [0, 2],
  [1, 0],
  [2, 0],
] as const;
/** Market id of "Nth goal" (Sportradar 8, specifier goalnr=N): 6 home, 7 none, 8 away. */
export const NEXT_GOAL_MARKET = '8';

/** The share of the match's expected goals still to come at the state's clock (1 before kick-off, 0 at the end). */
export function remainingShare(s: LiveState): number {
  if (s.phase === 'not_started' || s.period === 0) {
    return 1;
  }
  if (s.phase === 'ended') {
    return 0;
  }
  const [added1, added2] = EXPECTED_ADDED_MIN;
  const minute = s.clock / MINUTE;
  const firstLeft = s.period > 1 || s.phase === 'break' ? 0 : Math.max(LAST_MINUTE, HALF_MIN + added1 - minute);
  const secondLeft = s.period < 2 ? HALF_MIN + added2 : s.phase === 'break' ? 0 : Math.max(LAST_MINUTE, 2 * HALF_MIN + added2 - minute);
  return (FIRST_HALF_SHARE * firstLeft) / (HALF_MIN + added1) + ((1 - FIRST_HALF_SHARE) * secondLeft) / (HALF_MIN + added2);
}

/** Expected goals still to come for each side. */
export function goalsToCome(rates: { lh: number; la: number }, s: LiveState): { lh: number; la: number } {
  const share = remainingShare(s);
  const scale = (own: number, other: number): number => RED_CARD.own ** own * RED_CARD.other ** other;
  return { lh: rates.lh * share * scale(s.home.redCards, s.away.redCards), la: rates.la * share * scale(s.away.redCards, s.home.redCards) };
}

/**
 * P(final score = h:a): the goals to come shifted by the score. The prematch Dixon–Coles correction (more low-score
 * draws than independent Poisson) applies to the goals to come in proportion to the play left, so at kick-off the
 * live book is the prematch book, and it fades out as the match runs down.
 */
function finalScoreMatrix(toCome: { lh: number; la: number }, s: LiveState): ScoreMatrix {
  const rest = scoreMatrix(toCome.lh, toCome.la, DIXON_COLES_RHO * remainingShare(s));
  const sh = s.home.score;
  const sa = s.away.score;
  return Array.from({ length: sh + rest.length }, (_, h) =>
    Array.from({ length: sa + (rest[0]?.length ?? 0) }, (_, a) => (h < sh || a < sa ? 0 : (rest[h - sh]?.[a - sa] ?? 0))),
  );
}

function nextGoal(toCome: { lh: number; la: number }, n: number): UnrankedMarket {
  const total = toCome.lh + toCome.la;
  const none = Math.exp(-total);
  const some = 1 - none;
  return market({ marketId: NEXT_GOAL_MARKET, name: `Goal ${n}`, specifier: `goalnr=${n}`, group: GROUPS.main, margin: 0.06 }, [
    { id: '6', name: '1', p: total > 0 ? (some * toCome.lh) / total : 0 },
    { id: '7', name: 'None', p: none },
    { id: '8', name: '2', p: total > 0 ? (some * toCome.la) / total : 0 },
  ]);
}

/** A market none of whose outcomes the state has decided yet. */
const open =
  (s: LiveState) =>
  (m: UnrankedMarket): boolean =>
    m.outcomes.every((o) => decidedFootball({ marketId: m.marketId, specifier: m.specifier ?? '', outcomeId: o.outcomeId }, s) === null);

/** The whole-match markets open at this state, priced; [] once the match has ended. */
export function priceFootballLive(rates: { lh: number; la: number }, s: LiveState): MarketDef[] {
  if (s.phase === 'ended') {
    return [];
  }
  const toCome = goalsToCome(rates, s);
  const m = finalScoreMatrix(toCome, s);
  const [p1, , p2] = resultProbs(m);
  const markets: UnrankedMarket[] = [
    oneXTwo('1', '1X2', m),
    nextGoal(toCome, s.goals.length + 1),
    doubleChance('10', 'Double Chance', m),
    market({ marketId: '11', name: 'Draw No Bet', group: GROUPS.main, margin: TWO_WAY_MARGIN }, [
      { id: '4', name: '1', p: p1 },
      { id: '5', name: '2', p: p2 },
    ]),
    ...TOTAL_LINES.map((line) => totalGoals('18', 'Total Goals', m, line)),
    market(
      { marketId: '29', name: 'Both Teams to Score', group: GROUPS.goals, margin: TWO_WAY_MARGIN },
      yesNo(sumWhere(m, (h, a) => h > 0 && a > 0)),
    ),
    ...ASIAN_LINES.map((h) => asianHandicap(m, h)),
    ...EUROPEAN_STARTS.map(([a, b]) => europeanHandicap(m, a, b)),
    ...TEAM_LINES.map((line) => teamTotal(m, 'home', line)),
    ...TEAM_LINES.map((line) => teamTotal(m, 'away', line)),
    market({ marketId: '26', name: 'Odd/Even', group: GROUPS.goals, margin: TWO_WAY_MARGIN }, [
      { id: '70', name: 'Odd', p: sumWhere(m, (h, a) => (h + a) % 2 === 1) },
      { id: '72', name: 'Even', p: sumWhere(m, (h, a) => (h + a) % 2 === 0) },
    ]),
  ];
  return withPriorities(markets.filter(open(s)));
}
