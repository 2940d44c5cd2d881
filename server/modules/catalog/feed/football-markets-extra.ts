// Football first-half, correct-score and combination markets. These carry the wider margins
// bookmakers put on many-outcome markets (HT/FT and correct score ~18–20%, combos ~12%).
import { GROUPS, market, type OutcomeProb, type UnrankedMarket } from './margin.ts';
import { halfTimeFullTime, resultOf, resultProbs, sumWhere, type ScoreMatrix } from './poisson.ts';
import { doubleChance, oneXTwo, totalGoals } from './football-markets.ts';

const RESULT_NAMES = ['1', 'X', '2'] as const;
/** Below this a correct score is not offered (it settles as 'Other'). */
const MIN_CORRECT_SCORE_PROB = 0.0005;

/** [1st half 1X2, 1st half double chance, 1st half totals 0.5–2.5, half-time/full-time]. */
export function halfMarkets(half: ScoreMatrix, lh2: number, la2: number, full: ScoreMatrix): UnrankedMarket[] {
  const joint = halfTimeFullTime(half, lh2, la2, full);
  const htft: OutcomeProb[] = [];
  RESULT_NAMES.forEach((ht, i) => {
    RESULT_NAMES.forEach((ft, j) => {
      htft.push({ id: String(418 + i * 3 + j), name: `${ht}/${ft}`, p: joint[i]?.[j] ?? 0 });
    });
  });
  return [
    oneXTwo('60', '1st Half - 1X2', half, GROUPS.half),
    doubleChance('63', '1st Half - Double Chance', half, GROUPS.half),
    ...[0.5, 1.5, 2.5].map((line) => totalGoals('68', '1st Half - Total', half, line, GROUPS.half)),
    market({ marketId: '47', name: 'Half-time/Full-time', group: GROUPS.half, margin: 0.18 }, htft),
  ];
}

function correctScore(m: ScoreMatrix): UnrankedMarket {
  const listed: OutcomeProb[] = [];
  for (let h = 0; h <= 4; h++) {
    for (let a = 0; a <= 4; a++) {
      const p = m[h]?.[a] ?? 0;
      if (p >= MIN_CORRECT_SCORE_PROB) listed.push({ id: `${h}:${a}`, name: `${h}:${a}`, p });
    }
  }
  const other = Math.max(0, 1 - listed.reduce((s, o) => s + o.p, 0));
  listed.push({ id: 'other', name: 'Other', p: other });
  return market({ marketId: '45', name: 'Correct Score', group: GROUPS.score, margin: 0.2 }, listed);
}

/** [correct score, 1X2 & total 2.5, 1X2 & both teams to score, home/away win to nil]. */
export function scoreAndComboMarkets(m: ScoreMatrix): UnrankedMarket[] {
  const withTotal: OutcomeProb[] = [];
  const withBtts: OutcomeProb[] = [];
  RESULT_NAMES.forEach((r, i) => {
    const under = sumWhere(m, (h, a) => resultOf(h, a) === i && h + a < 2.5);
    const over = sumWhere(m, (h, a) => resultOf(h, a) === i && h + a > 2.5);
    withTotal.push({ id: String(794 + i * 4), name: `${r} & Under 2.5`, p: under });
    withTotal.push({ id: String(796 + i * 4), name: `${r} & Over 2.5`, p: over });
    const yes = sumWhere(m, (h, a) => resultOf(h, a) === i && h > 0 && a > 0);
    withBtts.push({ id: String(78 + i * 4), name: `${r} & Yes`, p: yes });
    withBtts.push({ id: String(80 + i * 4), name: `${r} & No`, p: (resultProbs(m)[i] ?? 0) - yes });
  });
  const homeToNil = sumWhere(m, (h, a) => h > 0 && a === 0);
  const awayToNil = sumWhere(m, (h, a) => a > 0 && h === 0);
  return [
    correctScore(m),
    market({ marketId: '37', name: '1X2 & Total 2.5', specifier: 'total=2.5', group: GROUPS.combo, margin: 0.12 }, withTotal),
    market({ marketId: '35', name: '1X2 & Both Teams to Score', group: GROUPS.combo, margin: 0.12 }, withBtts),
    market({ marketId: '33', name: 'Home Win to Nil', group: GROUPS.combo, margin: 0.07 }, [
      { id: '74', name: 'Yes', p: homeToNil },
      { id: '76', name: 'No', p: 1 - homeToNil },
    ]),
    market({ marketId: '34', name: 'Away Win to Nil', group: GROUPS.combo, margin: 0.07 }, [
      { id: '74', name: 'Yes', p: awayToNil },
      { id: '76', name: 'No', p: 1 - awayToNil },
    ]),
  ];
}
