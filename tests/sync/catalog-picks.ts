// Betslip picks built from the recorded catalogue (tests/streams/catalog-home.jsonl): real matches and prices,
// shared by the betslip tests and the recorded betting session.
import { readFileSync } from 'node:fs';
import type { SlipSelection } from '../../schema/betslip.ts';

export type MatchLine = {
  id: string;
  start_time: string;
  tournament_name: string;
  home_team: { name: string };
  away_team: { name: string };
  main_market: { market_id: string; name: string; outcomes: Array<{ id: string; name: string; odds: number }> };
};

const catalog = readFileSync(new URL('../streams/catalog-home.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { type: string; payload: { matches?: MatchLine[] } });

/** The recorded league's matches, in the order the catalogue lists them. */
export const matches: MatchLine[] = catalog.find((e) => e.type === 'v1.MatchesLoaded')?.payload.matches ?? [];

/** The slip's selection for outcome `outcome` (0: home) of a match's main market. */
export function pick(m: MatchLine, outcome = 0): SlipSelection {
  const o = m.main_market.outcomes[outcome]!;
  return {
    matchId: m.id,
    marketId: m.main_market.market_id,
    outcomeId: o.id,
    odds: o.odds,
    specifier: null,
    variant: null,
    specialValue: null,
    variantValue: null,
    sport_name: 'Soccer',
    category: 'England',
    categoryCode: 'gb-eng',
    tournament: m.tournament_name,
    matchName: `${m.home_team.name} v ${m.away_team.name}`,
    marketName: m.main_market.name,
    outcomeName: o.name,
    timestamp: Date.parse(m.start_time),
  };
}
