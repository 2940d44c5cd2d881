// Football market builders read off a score matrix: 1X2, double chance, totals, handicaps, team
// totals, exact goals. Outcome ids follow Sportradar conventions and never vary between matches.
import { GROUPS, market, overUnder, signed, type OutcomeProb, type UnrankedMarket } from './margin.ts';
import { resultProbs, sumWhere, type ScoreMatrix } from './poisson.ts';

const MAIN_MARGIN = 0.06;
export const TWO_WAY_MARGIN = 0.055;

export function oneXTwo(id: string, name: string, m: ScoreMatrix, group = GROUPS.main): UnrankedMarket {
  const [p1, px, p2] = resultProbs(m);
  return market({ marketId: id, name, group, margin: MAIN_MARGIN }, [
    { id: '1', name: '1', p: p1 },
    { id: '2', name: 'X', p: px },
    { id: '3', name: '2', p: p2 },
  ]);
}

export function doubleChance(id: string, name: string, m: ScoreMatrix, group = GROUPS.main): UnrankedMarket {
  const [p1, px, p2] = resultProbs(m);
  return market({ marketId: id, name, group, margin: TWO_WAY_MARGIN, winners: 2 }, [
    { id: '9', name: '1X', p: p1 + px },
    { id: '10', name: '12', p: p1 + p2 },
    { id: '11', name: 'X2', p: px + p2 },
  ]);
}

export function totalGoals(id: string, title: string, m: ScoreMatrix, line: number, group = GROUPS.goals): UnrankedMarket {
  const pOver = sumWhere(m, (h, a) => h + a > line);
  return market({ marketId: id, name: `${title} ${line}`, specifier: `total=${line}`, group, margin: TWO_WAY_MARGIN }, overUnder(line, pOver));
}

export function asianHandicap(m: ScoreMatrix, hcp: number): UnrankedMarket {
  const win = sumWhere(m, (h, a) => h - a + hcp > 0);
  const lose = sumWhere(m, (h, a) => h - a + hcp < 0);
  // A whole line refunds on a push, so price on the probabilities conditional on no push.
  return market({ marketId: '16', name: `Asian Handicap ${signed(hcp)}`, specifier: `hcp=${hcp}`, group: GROUPS.handicap, margin: TWO_WAY_MARGIN }, [
    { id: '1714', name: `1 (${signed(hcp)})`, p: win },
    { id: '1715', name: `2 (${signed(-hcp)})`, p: lose },
  ]);
}

export function europeanHandicap(m: ScoreMatrix, homeStart: number, awayStart: number): UnrankedMarket {
  const line = `${homeStart}:${awayStart}`;
  const d = homeStart - awayStart;
  return market({ marketId: '14', name: `Handicap ${line}`, specifier: `hcp=${line}`, group: GROUPS.handicap, margin: 0.07 }, [
    { id: '1711', name: `1 (${line})`, p: sumWhere(m, (h, a) => h - a + d > 0) },
    { id: '1712', name: `X (${line})`, p: sumWhere(m, (h, a) => h - a + d === 0) },
    { id: '1713', name: `2 (${line})`, p: sumWhere(m, (h, a) => h - a + d < 0) },
  ]);
}

export function teamTotal(m: ScoreMatrix, side: 'home' | 'away', line: number): UnrankedMarket {
  const pOver = sumWhere(m, (h, a) => (side === 'home' ? h : a) > line);
  const title = side === 'home' ? 'Home Team Total' : 'Away Team Total';
  return market(
    { marketId: side === 'home' ? '19' : '20', name: `${title} ${line}`, specifier: `total=${line}`, group: GROUPS.team, margin: TWO_WAY_MARGIN },
    overUnder(line, pOver),
  );
}

export function exactGoals(m: ScoreMatrix): UnrankedMarket {
  const outcomes: OutcomeProb[] = [0, 1, 2, 3, 4, 5].map((n) => ({ id: String(n), name: String(n), p: sumWhere(m, (h, a) => h + a === n) }));
  outcomes.push({ id: '6+', name: '6+', p: sumWhere(m, (h, a) => h + a >= 6) });
  return market({ marketId: '21', name: 'Exact Goals', group: GROUPS.goals, margin: 0.1 }, outcomes);
}

export const yesNo = (pYes: number): OutcomeProb[] => [
  { id: '74', name: 'Yes', p: pYes },
  { id: '76', name: 'No', p: 1 - pYes },
];
