// Turning fair probabilities into bookmaker odds, and the market record builder shared by all
// sports. Odds are rounded down to 2 decimals so rounding never gives value away, and markets with
// a near-certain outcome keep a positive overround although that outcome is floored at 1.01.
import type { MarketDef, OutcomeDef } from './types.ts';

export const MIN_ODDS = 1.01;
export const MAX_ODDS = 500;

export interface Group {
  id: string;
  name: string;
}

export const GROUPS = {
  main: { id: 'main', name: 'Main' },
  goals: { id: 'goals', name: 'Goals' },
  handicap: { id: 'handicap', name: 'Handicap' },
  half: { id: 'half', name: '1st Half' },
  score: { id: 'score', name: 'Correct Score' },
  combo: { id: 'combo', name: 'Combos' },
  team: { id: 'team', name: 'Team Totals' },
  totals: { id: 'totals', name: 'Totals' },
  sets: { id: 'sets', name: 'Sets' },
  games: { id: 'games', name: 'Games' },
} satisfies Record<string, Group>;

/**
 * Proportional margin: q_i = p_i (1 + margin) after normalising Σp to `winners` (2 for double
 * chance, where two outcomes win at once). A q above 1/1.01 is capped and the others are raised so
 * the market still carries at least a third of its margin.
 */
export function oddsFromProbs(probs: readonly number[], margin: number, winners = 1): number[] {
  const clean = probs.map((p) => (Number.isFinite(p) && p > 0 ? p : 0));
  const total = clean.reduce((s, p) => s + p, 0);
  const p = total > 0 ? clean.map((x) => (x / total) * winners) : clean.map(() => winners / clean.length);
  const cap = 1 / MIN_ODDS;
  const capped = p.map((x) => x * (1 + margin) >= cap);
  const q = p.map((x) => Math.min(cap, x * (1 + margin)));
  const sum = q.reduce((s, x) => s + x, 0);
  const minTotal = winners * (1 + margin / 3);
  if (capped.some(Boolean) && sum < minTotal) {
    const free = q.reduce((s, x, i) => s + (capped[i] ? 0 : x), 0);
    const freeCount = capped.filter((c) => !c).length;
    const need = minTotal - (sum - free);
    for (let i = 0; i < q.length; i++) {
      if (capped[i]) continue;
      q[i] = free > 0 ? ((q[i] ?? 0) * need) / free : need / Math.max(1, freeCount);
    }
  }
  return q.map((x) => {
    const qq = Math.max(x, 1 / MAX_ODDS);
    const odds = Math.floor(100 / qq + 1e-9) / 100;
    return Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds));
  });
}

export interface OutcomeProb {
  id: string;
  name: string;
  p: number;
}

export interface MarketSpec {
  marketId: string;
  name: string;
  specifier?: string | null;
  group: Group;
  margin: number;
  /** outcomes winning simultaneously (double chance: 2). */
  winners?: number;
}

/** Market without priority; priorities are assigned from the final order by `withPriorities`. */
export type UnrankedMarket = Omit<MarketDef, 'priority'>;

export function market(spec: MarketSpec, outcomes: readonly OutcomeProb[]): UnrankedMarket {
  const odds = oddsFromProbs(
    outcomes.map((o) => o.p),
    spec.margin,
    spec.winners ?? 1,
  );
  const priced: OutcomeDef[] = outcomes.map((o, i) => ({ outcomeId: o.id, name: o.name, odds: odds[i] ?? MAX_ODDS }));
  return {
    marketId: spec.marketId,
    name: spec.name,
    specifier: spec.specifier ?? null,
    groupId: spec.group.id,
    groupName: spec.group.name,
    outcomes: priced,
  };
}

export function withPriorities(markets: readonly UnrankedMarket[]): MarketDef[] {
  return markets.map((m, priority) => ({ ...m, priority }));
}

/** Line as shown in names: '+1.5', '-0.5', '0'. */
export function signed(x: number): string {
  return x > 0 ? `+${x}` : x === 0 ? '0' : String(x);
}

/** Over/under pair with the Sportradar outcome ids (12 over, 13 under). */
export function overUnder(line: number, pOver: number): OutcomeProb[] {
  return [
    { id: '12', name: `Over ${line}`, p: pOver },
    { id: '13', name: `Under ${line}`, p: 1 - pOver },
  ];
}
