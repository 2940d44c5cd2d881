// Odds model: market structure and invariants for every sport, bookmaker margins, monotonicity in
// strength and line, plus fast-check properties over arbitrary team strengths.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SPORTS,
  TOURNAMENTS,
  fixturesBetween,
  oddsFromProbs,
  priceMatch,
  type Fixture,
  type MarketDef,
  type TournamentDef,
} from '../../../server/modules/catalog/feed/index.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 9, 14, 10, 23);
/** Double-chance markets: two outcomes win at once, so Σ1/odds is ~2 × (1 + margin). */
const DOUBLE_CHANCE = new Set(['10', '63']);
const FOOTBALL_CORRECT_SCORE = '45';

function weekOf(t: TournamentDef): Fixture[] {
  return fixturesBetween(t, NOW, NOW + 7 * DAY);
}

function implied(m: MarketDef): number {
  return m.outcomes.reduce((s, o) => s + 1 / o.odds, 0) / (DOUBLE_CHANCE.has(m.marketId) ? 2 : 1);
}

function fixture(home: number, away: number, t: TournamentDef): Fixture {
  return {
    id: 'sr:match:12345678',
    tournamentId: t.id,
    sportId: t.sportId,
    categoryId: t.categoryId,
    round: 1,
    startTime: NOW,
    home: { name: 'Home FC', strength: home },
    away: { name: 'Away FC', strength: away },
  };
}

function byId(ms: MarketDef[], id: string, specifier: string | null = null): MarketDef {
  const m = ms.find((x) => x.marketId === id && x.specifier === specifier);
  if (!m) throw new Error(`no market ${id} ${String(specifier)}`);
  return m;
}

function odds(m: MarketDef, name: string): number {
  const o = m.outcomes.find((x) => x.name === name);
  if (!o) throw new Error(`no outcome ${name} in ${m.name}`);
  return o.odds;
}

function checkMarkets(ms: MarketDef[]): void {
  const keys = new Set<string>();
  ms.forEach((m, i) => {
    expect(m.priority).toBe(i);
    expect(m.name.length).toBeGreaterThan(0);
    expect(m.groupId.length).toBeGreaterThan(0);
    expect(m.groupName.length).toBeGreaterThan(0);
    if (m.specifier !== null) expect(m.specifier).toMatch(/^[a-z]+=[^=|\s]+$/);
    const key = `${m.marketId}|${m.specifier ?? ''}`;
    expect(keys.has(key), key).toBe(false);
    keys.add(key);
    expect(m.outcomes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(m.outcomes.map((o) => o.outcomeId)).size).toBe(m.outcomes.length);
    for (const o of m.outcomes) {
      expect(o.odds).toBeGreaterThanOrEqual(1.01);
      expect(o.odds).toBeLessThanOrEqual(500);
      expect(Math.abs(o.odds * 100 - Math.round(o.odds * 100))).toBeLessThan(1e-6);
    }
    if (m.marketId !== FOOTBALL_CORRECT_SCORE || m.groupId !== 'score') {
      const s = implied(m);
      expect(s, `${m.name}`).toBeGreaterThanOrEqual(1.0);
      expect(s, `${m.name}`).toBeLessThanOrEqual(1.35);
    }
  });
}

const football = TOURNAMENTS.filter((t) => t.sportId === '1');
const premierLeague = TOURNAMENTS.find((t) => t.id === 'sr:tournament:17') as TournamentDef;

describe('football pricing', () => {
  it('prices every football match of a week with ≥25 well-formed markets, 1X2 first', () => {
    for (const t of football) {
      for (const f of weekOf(t)) {
        const ms = priceMatch(f);
        expect(ms.length).toBeGreaterThanOrEqual(25);
        const first = ms[0] as MarketDef;
        expect(first.marketId).toBe('1');
        expect(first.specifier).toBeNull();
        expect(first.priority).toBe(0);
        expect(first.outcomes.map((o) => o.name)).toEqual(['1', 'X', '2']);
        expect(byId(ms, '10').outcomes.map((o) => o.name)).toEqual(['1X', '12', 'X2']);
        expect(byId(ms, '18', 'total=2.5').name).toBe('Total Goals 2.5');
        expect(odds(byId(ms, '18', 'total=2.5'), 'Over 2.5')).toBeGreaterThan(1);
        expect(byId(ms, '18', 'total=2.5').outcomes.map((o) => o.outcomeId)).toEqual(['12', '13']);
        expect(byId(ms, '47').outcomes).toHaveLength(9);
        const cs = byId(ms, '45');
        expect(cs.outcomes.at(-1)?.name).toBe('Other');
        checkMarkets(ms);
        const groups = new Set(ms.map((m) => m.groupId));
        for (const g of ['main', 'goals', 'handicap', 'half', 'score', 'combo', 'team']) expect(groups.has(g)).toBe(true);
        expect(ms.filter((m) => m.groupId === 'handicap').length).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('keeps main-market margins at 5–7% and correct score / HT-FT at 15–25%', () => {
    const f = weekOf(premierLeague)[0] as Fixture;
    const ms = priceMatch(f);
    const one = implied(byId(ms, '1'));
    expect(one).toBeGreaterThan(1.05);
    expect(one).toBeLessThan(1.075);
    expect(implied(byId(ms, '45'))).toBeGreaterThan(1.15);
    expect(implied(byId(ms, '45'))).toBeLessThan(1.3);
    expect(implied(byId(ms, '47'))).toBeGreaterThan(1.15);
    expect(implied(byId(ms, '47'))).toBeLessThan(1.25);
  });

  it('makes a much stronger home team the favourite, and a much stronger away team too', () => {
    const strongHome = priceMatch(fixture(2000, 1550, premierLeague))[0] as MarketDef;
    expect(odds(strongHome, '1')).toBeLessThan(odds(strongHome, '2'));
    expect(odds(strongHome, '1')).toBeLessThan(1.5);
    const strongAway = priceMatch(fixture(1550, 2000, premierLeague))[0] as MarketDef;
    expect(odds(strongAway, '2')).toBeLessThan(odds(strongAway, '1'));
  });

  it('gives an even match sensible prices (home edge, ~2.7 goals)', () => {
    const ms = priceMatch(fixture(1800, 1800, premierLeague));
    const x = ms[0] as MarketDef;
    expect(odds(x, '1')).toBeLessThan(odds(x, '2'));
    expect(odds(x, 'X')).toBeGreaterThan(3);
    expect(odds(x, 'X')).toBeLessThan(4);
    const o25 = byId(ms, '18', 'total=2.5');
    expect(Math.abs(odds(o25, 'Over 2.5') - odds(o25, 'Under 2.5'))).toBeLessThan(0.5);
  });

  it('raises over odds (and lowers under odds) as the line rises', () => {
    const lines = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5];
    for (const t of football) {
      for (const f of weekOf(t).slice(0, 6)) {
        const ms = priceMatch(f);
        const over = lines.map((l) => odds(byId(ms, '18', `total=${l}`), `Over ${l}`));
        const under = lines.map((l) => odds(byId(ms, '18', `total=${l}`), `Under ${l}`));
        for (let i = 1; i < lines.length; i++) {
          expect(over[i]).toBeGreaterThanOrEqual(over[i - 1] ?? 0);
          expect(under[i]).toBeLessThanOrEqual(under[i - 1] ?? 0);
        }
      }
    }
    const even = priceMatch(fixture(1800, 1800, premierLeague));
    const over = lines.map((l) => odds(byId(even, '18', `total=${l}`), `Over ${l}`));
    for (let i = 1; i < over.length; i++) expect(over[i]).toBeGreaterThan(over[i - 1] ?? 0);
  });

  it('is deterministic', () => {
    const f = weekOf(premierLeague)[3] as Fixture;
    expect(priceMatch(f)).toEqual(priceMatch(structuredClone(f)));
  });

  it('property: for any strengths, 1X2 carries a 2–10% margin and follows the strength gap', () => {
    const strength = fc.integer({ min: 1450, max: 2050 });
    fc.assert(
      fc.property(strength, strength, fc.integer({ min: 1, max: 200 }), (home, away, bump) => {
        const base = priceMatch(fixture(home, away, premierLeague));
        const stronger = priceMatch(fixture(home + bump, away, premierLeague));
        checkMarkets(base);
        const m0 = base[0] as MarketDef;
        const m1 = stronger[0] as MarketDef;
        const s = implied(m0);
        expect(s).toBeGreaterThanOrEqual(1.019);
        expect(s).toBeLessThanOrEqual(1.1);
        expect(odds(m1, '1')).toBeLessThanOrEqual(odds(m0, '1'));
        expect(odds(m1, '2')).toBeGreaterThanOrEqual(odds(m0, '2'));
      }),
      { numRuns: 150 },
    );
  });
});

describe('margin', () => {
  it('property: any 2–4 way market ends with Σ1/odds in [1, 1.35] and 2-decimal odds', () => {
    const probs = fc.array(fc.double({ min: 0.0001, max: 1, noNaN: true }), { minLength: 2, maxLength: 4 });
    fc.assert(
      fc.property(probs, fc.double({ min: 0.03, max: 0.12, noNaN: true }), (ps, margin) => {
        const o = oddsFromProbs(ps, margin);
        const s = o.reduce((acc, x) => acc + 1 / x, 0);
        expect(s).toBeGreaterThanOrEqual(1);
        expect(s).toBeLessThanOrEqual(1.35);
        for (const x of o) expect(Math.abs(x * 100 - Math.round(x * 100))).toBeLessThan(1e-6);
      }),
      { numRuns: 300 },
    );
  });
});

describe('other sports', () => {
  const firstMarket: Record<string, string> = {
    '2': '219',
    '16': '219',
    '3': '219',
    '5': '186',
    '23': '186',
    '20': '186',
    '22': '186',
    '4': '1',
    '6': '1',
    '12': '1',
  };

  it('prices every other sport with 6–12 grouped markets, winner or 1X2 first', () => {
    for (const t of TOURNAMENTS.filter((x) => x.sportId !== '1')) {
      const sport = SPORTS.find((s) => s.id === t.sportId);
      const fx = weekOf(t);
      expect(fx.length).toBeGreaterThan(0);
      for (const f of fx) {
        const ms = priceMatch(f);
        expect(ms.length, t.name).toBeGreaterThanOrEqual(6);
        expect(ms.length, t.name).toBeLessThanOrEqual(12);
        const first = ms[0] as MarketDef;
        expect(first.marketId).toBe(firstMarket[t.sportId]);
        expect(first.outcomes.map((o) => o.name)).toEqual(sport?.hasDraw ? ['1', 'X', '2'] : ['1', '2']);
        if (!sport?.hasDraw) expect(first.outcomes.map((o) => o.outcomeId)).toEqual(['1', '2']);
        checkMarkets(ms);
      }
    }
  });

  it('centres points totals on realistic values', () => {
    const mainTotal = (id: string): number => {
      const t = TOURNAMENTS.find((x) => x.id === id) as TournamentDef;
      const ms = priceMatch(fixture(1550, 1550, t)).filter((m) => m.marketId === '225');
      return Number((ms[1] as MarketDef).specifier?.split('=')[1]);
    };
    expect(Math.abs(mainTotal('sr:tournament:132') - 225)).toBeLessThan(10);
    expect(Math.abs(mainTotal('sr:tournament:138') - 160)).toBeLessThan(8);
    expect(Math.abs(mainTotal('sr:tournament:31') - 45)).toBeLessThan(4);
    // Issue 32: college basketball (FIBA-length games), baseball runs.
    expect(Math.abs(mainTotal('sr:tournament:648') - 145)).toBeLessThan(8);
    expect(Math.abs(mainTotal('sr:tournament:109') - 8.8)).toBeLessThan(1.5);
  });

  it('prices rugby union as a three-way game of points with rare draws', () => {
    const t = TOURNAMENTS.find((x) => x.id === 'sr:tournament:421') as TournamentDef;
    const ms = priceMatch(fixture(1550, 1550, t));
    const first = ms[0] as MarketDef;
    expect(first.name).toBe('1X2');
    // A draw is priced far out (~3 % before the margin), the home side favoured by its ~4.6 points of advantage.
    expect(odds(first, 'X')).toBeGreaterThan(20);
    expect(odds(first, '1')).toBeLessThan(odds(first, '2'));
    const totals = ms.filter((m) => m.marketId === '18');
    expect(totals.map((m) => m.name.replace(/ [\d.]+$/, ''))).toEqual(['Total Points', 'Total Points', 'Total Points']);
    expect(Math.abs(Number(totals[1]?.specifier?.split('=')[1]) - 55)).toBeLessThan(4);
  });

  it('prices table tennis and darts as best of five, the higher-ranked player the favourite', () => {
    for (const id of ['sr:tournament:20101', 'sr:tournament:617']) {
      const t = TOURNAMENTS.find((x) => x.id === id) as TournamentDef;
      const ms = priceMatch(fixture(2150, 1600, t));
      expect(ms.map((m) => m.marketId)).toEqual(['186', '199', '188', '188', '188', '202', '202', '204']);
      expect(odds(ms[0] as MarketDef, '1')).toBeLessThan(1.6);
      expect(odds(priceMatch(fixture(1600, 2150, t))[0] as MarketDef, '2')).toBeLessThan(1.6);
    }
  });

  it('favours the stronger side in every sport', () => {
    for (const t of TOURNAMENTS.filter((x) => x.sportId !== '1')) {
      const first = priceMatch(fixture(1750, 1450, t))[0] as MarketDef;
      expect(odds(first, '1'), t.name).toBeLessThan(odds(first, '2'));
    }
  });
});
