// The key of a market row (match, market type, line) and of its outcomes: the client's store rows, the slip's
// match of a refusal's prices to its picks, and the server's catalogue grouping all build it with domain/market-row.ts.
import { describe, expect, it } from 'vitest';
import { marketRowId, outcomeRowId } from '../../domain/market-row.ts';
import { marketRowId as storeMarketRowId, outcomeRowId as storeOutcomeRowId } from '../../sync/store.ts';
import { presentMarkets } from '../../server/modules/catalog/present.ts';

describe('the market-row key', () => {
  it('joins match, market and line with |, an absent line as empty', () => {
    expect(marketRowId('sr:match:101', '18', 'total=2.5')).toBe('sr:match:101|18|total=2.5');
    expect(marketRowId('101', '1', null)).toBe('101|1|');
    expect(marketRowId('101', '1', '')).toBe('101|1|');
    expect(outcomeRowId(marketRowId('101', '18', 'total=2.5'), '12')).toBe('101|18|total=2.5|12');
  });

  it('is the one the client store uses', () => {
    expect(storeMarketRowId).toBe(marketRowId);
    expect(storeOutcomeRowId).toBe(outcomeRowId);
  });

  it('keeps two lines of one market type apart in the server catalogue', () => {
    const market = (specifier: string) => ({
      match_id: '101',
      market_id: '18',
      specifier,
      name: `Total ${specifier}`,
      status: 'active',
      priority: 1,
      group_id: 'g',
      group_name: 'Goals',
    });
    const outcome = (specifier: string, outcome_id: string, odds_hundredths: number) => ({
      match_id: '101',
      market_id: '18',
      specifier,
      outcome_id,
      name: outcome_id,
      odds_hundredths,
      position: Number(outcome_id),
    });
    const shown = presentMarkets(
      [market('total=1.5'), market('total=2.5')],
      [outcome('total=1.5', '12', 150), outcome('total=2.5', '12', 210), outcome('total=2.5', '13', 170)],
    );
    expect(shown.map((m) => m.outcomes.map((o) => o.odds))).toEqual([[1.5], [2.1, 1.7]]);
  });
});
