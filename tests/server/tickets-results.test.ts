// Grading of every sport against hand-checked results, and properties over generated fixtures of every
// tournament: each stored outcome grades to WON/LOST/VOID without throwing, a market either pushes whole or
// has exactly its number of winners (one; two for double chance), and results follow the prices. Draws use
// the simulator's keyed generator with a fixed test seed (a server's own seed is secret and random).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceMatch, roundFixtures, TOURNAMENTS, type Fixture } from '../../server/modules/catalog/feed/index.ts';
import { drawResult, gradeLeg, type MatchResult } from '../../server/modules/tickets/results.ts';
import { simulatorRandom } from '../../server/modules/tickets/results-seed.ts';

const grader = (r: MatchResult | null) => (market_id: string, specifier: string, outcome_id: string, listed?: Set<string>) =>
  gradeLeg(r, { market_id, specifier, outcome_id }, listed);

const TEST_SEED = Buffer.alloc(32, 7);
const matchResult = (m: ReturnType<typeof rowOf>): MatchResult | null => drawResult(m, simulatorRandom(TEST_SEED, m.id));

const rowOf = (f: Fixture) => ({
  id: f.id,
  sport_id: f.sportId,
  tournament_id: f.tournamentId,
  home_team: f.home.name,
  away_team: f.away.name,
  home_strength: f.home.strength,
  away_strength: f.away.strength,
});

describe('grading by sport (hand-checked)', () => {
  it('football: half-time, HT/FT, combos, handicaps, pushes', () => {
    const g = grader({ kind: 'football', home: 2, away: 1, halfTime: { home: 0, away: 1 } });
    expect([g('60', '', '3'), g('60', '', '1'), g('63', '', '11'), g('68', 'total=0.5', '12'), g('68', 'total=1.5', '13')]).toEqual([
      'WON',
      'LOST',
      'WON',
      'WON',
      'WON',
    ]);
    expect([g('47', '', '424'), g('47', '', '418'), g('47', '', '427')]).toEqual(['WON', 'LOST', 'VOID']);
    expect([g('37', 'total=2.5', '796'), g('37', 'total=2.5', '794'), g('37', 'total=2.5', '800'), g('37', 'total=2.5', '795')]).toEqual([
      'WON',
      'LOST',
      'LOST',
      'VOID',
    ]);
    expect([g('35', '', '78'), g('35', '', '80'), g('35', '', '82')]).toEqual(['WON', 'LOST', 'LOST']);
    expect([g('33', '', '74'), g('33', '', '76'), g('34', '', '76')]).toEqual(['LOST', 'WON', 'WON']);
    expect([g('16', 'hcp=-1', '1714'), g('16', 'hcp=-1.5', '1715'), g('16', 'hcp=0.5', '1714'), g('14', 'hcp=0:1', '1712')]).toEqual([
      'VOID',
      'WON',
      'WON',
      'WON',
    ]);
    expect([g('21', '', '3'), g('21', '', '6+'), g('26', '', '70'), g('19', 'total=2', '12'), g('20', 'total=0.5', '12')]).toEqual([
      'WON',
      'LOST',
      'WON',
      'VOID',
      'WON',
    ]);
    expect(grader({ kind: 'football', home: 1, away: 1, halfTime: { home: 0, away: 0 } })('11', '', '4')).toBe('VOID');
  });

  it('basketball / American football: winner incl. overtime, spreads, totals, team totals', () => {
    const g = grader({ kind: 'points', home: 101, away: 99 });
    expect([
      g('219', '', '1'),
      g('219', '', '2'),
      g('223', 'hcp=-2.5', '1714'),
      g('223', 'hcp=-2.5', '1715'),
      g('223', 'hcp=-2', '1714'),
      g('223', 'hcp=1.5', '1714'),
    ]).toEqual(['WON', 'LOST', 'LOST', 'WON', 'VOID', 'WON']);
    expect([
      g('225', 'total=199.5', '12'),
      g('225', 'total=200', '12'),
      g('225', 'total=200.5', '13'),
      g('227', 'total=100.5', '12'),
      g('228', 'total=99.5', '13'),
    ]).toEqual(['WON', 'VOID', 'WON', 'WON', 'WON']);
    expect([g('1', '', '1'), g('219', '', '3'), g('225', '', '12')]).toEqual(['VOID', 'VOID', 'VOID']);
  });

  it('ice hockey: regulation markets, and 406 decided in overtime or penalties', () => {
    const g = grader({ kind: 'hockey', home: 2, away: 2, overtimeWinner: 'away' });
    expect([g('1', '', '2'), g('406', '', '2'), g('406', '', '1'), g('10', '', '9'), g('10', '', '10')]).toEqual([
      'WON',
      'WON',
      'LOST',
      'WON',
      'LOST',
    ]);
    expect([
      g('16', 'hcp=-1.5', '1715'),
      g('16', 'hcp=1.5', '1714'),
      g('18', 'total=4.5', '13'),
      g('26', '', '72'),
      g('19', 'total=2.5', '13'),
      g('20', 'total=1.5', '12'),
    ]).toEqual(['WON', 'WON', 'WON', 'WON', 'WON', 'WON']);
    expect(grader({ kind: 'hockey', home: 3, away: 1, overtimeWinner: null })('406', '', '1')).toBe('WON');
  });

  it('handball: a draw wins X, voids draw no bet', () => {
    const g = grader({ kind: 'handball', home: 28, away: 28 });
    expect([
      g('1', '', '2'),
      g('1', '', '1'),
      g('11', '', '4'),
      g('10', '', '11'),
      g('16', 'hcp=-0.5', '1715'),
      g('18', 'total=55.5', '12'),
      g('219', '', '1'),
    ]).toEqual(['WON', 'LOST', 'VOID', 'WON', 'WON', 'WON', 'VOID']);
  });

  it('tennis: sets, correct score, first set, set and game handicaps, total games', () => {
    const g = grader({
      kind: 'tennis',
      sets: [
        { home: 6, away: 4 },
        { home: 3, away: 6 },
        { home: 7, away: 5 },
      ],
    });
    expect([
      g('186', '', '1'),
      g('199', '', '2:1'),
      g('199', '', '2:0'),
      g('204', '', '1'),
      g('188', 'hcp=-1.5', '1714'),
      g('188', 'hcp=-1.5', '1715'),
      g('188', 'hcp=1.5', '1714'),
    ]).toEqual(['WON', 'WON', 'LOST', 'WON', 'LOST', 'WON', 'WON']);
    expect([
      g('202', 'total=2.5', '12'),
      g('189', 'total=30.5', '12'),
      g('189', 'total=31', '12'),
      g('187', 'hcp=-1.5', '1714'),
      g('187', 'hcp=-0.5', '1714'),
    ]).toEqual(['WON', 'WON', 'VOID', 'LOST', 'WON']);
  });

  it('volleyball: best of five; games markets are not volleyball markets', () => {
    const g = grader({
      kind: 'volleyball',
      sets: [
        { home: 25, away: 20 },
        { home: 22, away: 25 },
        { home: 25, away: 23 },
        { home: 25, away: 18 },
      ],
    });
    expect([
      g('186', '', '1'),
      g('199', '', '3:1'),
      g('199', '', '3:0'),
      g('204', '', '2'),
      g('188', 'hcp=-1.5', '1714'),
      g('188', 'hcp=-2.5', '1714'),
    ]).toEqual(['WON', 'WON', 'LOST', 'LOST', 'WON', 'LOST']);
    expect([g('202', 'total=3.5', '12'), g('202', 'total=4.5', '13'), g('189', 'total=30.5', '12')]).toEqual(['WON', 'WON', 'VOID']);
  });

  it('a match without a result voids every leg', () => {
    expect(grader(null)('1', '', '1')).toBe('VOID');
  });
});

const DOUBLE_CHANCE = new Set(['10', '63']);
const WINNER_MARKETS = new Set(['1', '219', '406', '186', '204']);

/** A fixture of tournament t in round r (pairing picked modulo the round's size). */
const fixtureArb = fc
  .tuple(fc.constantFrom(...TOURNAMENTS), fc.integer({ min: -3000, max: 3000 }), fc.nat())
  .map(([t, r, i]) => {
    const round = roundFixtures(t, r);
    return round[i % Math.max(1, round.length)];
  })
  .filter((f): f is Fixture => f !== undefined);

describe('grading properties over generated fixtures', () => {
  it('every priced outcome grades; each market pushes whole or has exactly its winners', () => {
    fc.assert(
      fc.property(fixtureArb, (f) => {
        const result = matchResult(rowOf(f));
        expect(result).not.toBeNull();
        const markets = priceMatch(f);
        const listed = new Set(markets.find((m) => m.marketId === '45')?.outcomes.map((o) => o.outcomeId));
        for (const m of markets) {
          const statuses = m.outcomes.map((o) =>
            gradeLeg(result, { market_id: m.marketId, specifier: m.specifier ?? '', outcome_id: o.outcomeId }, listed),
          );
          statuses.forEach((s) => {
            expect(['WON', 'LOST', 'VOID']).toContain(s);
          });
          const wins = statuses.filter((s) => s === 'WON').length;
          const label = `${f.id} ${m.marketId} ${m.specifier ?? ''} ${JSON.stringify(result)}`;
          if (WINNER_MARKETS.has(m.marketId)) {
            expect(wins, label).toBe(1);
          }
          if (statuses.every((s) => s === 'VOID')) {
            continue;
          }
          expect(
            statuses.filter((s) => s === 'VOID'),
            label,
          ).toEqual([]);
          expect(wins, label).toBe(DOUBLE_CHANCE.has(m.marketId) ? 2 : 1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('results follow the prices: the home side wins about as often as its fair probability says', () => {
    const MAIN: Record<string, string> = {
      '1': '1',
      '2': '219',
      '16': '219',
      '3': '219',
      '4': '406',
      '6': '1',
      '12': '1',
      '5': '186',
      '23': '186',
      '20': '186',
      '22': '186',
    };
    for (const t of TOURNAMENTS.filter((x, i, all) => all.findIndex((y) => y.sportId === x.sportId) === i)) {
      let expected = 0;
      let actual = 0;
      const fixtures = Array.from({ length: 150 }, (_, r) => roundFixtures(t, r))
        .flat()
        .slice(0, 1200);
      for (const f of fixtures) {
        const main = priceMatch(f).find((m) => m.marketId === MAIN[t.sportId]);
        const inverse = main?.outcomes.map((o) => 1 / o.odds) ?? [];
        expected += (inverse[0] ?? 0) / inverse.reduce((s, x) => s + x, 0);
        actual += gradeLeg(matchResult(rowOf(f)), { market_id: main?.marketId ?? '', specifier: '', outcome_id: '1' }) === 'WON' ? 1 : 0;
      }
      expect(
        Math.abs(actual - expected) / fixtures.length,
        `${t.name}: ${actual} home wins, ${expected.toFixed(0)} expected of ${fixtures.length}`,
      ).toBeLessThan(0.05);
    }
  });
});
