// Live prices (ODDS_CHANGE): each change sets the odds and status of the outcome row it names, when that
// row is in the store (a price for a match never loaded is dropped: the next fetch brings it anyway), and its
// market's status (an in-play market suspended at a goal re-opens by ODDS_CHANGE, not by a read). A slip
// pick keeps the price the player accepted: a change reaches it only when the player's odds policy takes it
// at once ('higher' for a rise, 'any'); otherwise the slip shows old → new and waits (domain/odds-policy.ts).
// Only cells that really change are written, so only their subscribers re-render.
import type { PayloadOf } from '../../schema/event.ts';
import { oddsPolicyOf, reviewPrice } from '../../domain/odds-policy.ts';
import { isPickable } from '../../domain/market-display.ts';
import { marketRowId, outcomeRowId, type AppData } from '../store.ts';

export function oddsChanged({ store }: AppData, p: PayloadOf<'v1.OddsChanged'>): void {
  const byOutcome = new Map<string, { odds: number; status: string }>();
  for (const c of p.changes) {
    const status = c.status === 'suspended' ? 'suspended' : '';
    const market = marketRowId(c.match_id, c.market_id, c.specifier || null);
    const row = outcomeRowId(market, c.outcome_id);
    byOutcome.set(row, { odds: c.odds, status });
    if (store.hasRow('markets', market) && isPickable(store.getCell('markets', market, 'status') ?? '') !== (c.status === 'active')) {
      store.setCell('markets', market, 'status', c.status);
    }
    if (store.hasRow('outcomes', row)) {
      if (store.getCell('outcomes', row, 'odds') !== c.odds) {
        store.setCell('outcomes', row, 'odds', c.odds);
      }
      if ((store.getCell('outcomes', row, 'status') ?? '') !== status) {
        store.setCell('outcomes', row, 'status', status);
      }
    }
  }
  const policy = oddsPolicyOf(store.getValue('odds_policy'));
  for (const id of store.getRowIds('slipSelections')) {
    const s = store.getRow('slipSelections', id);
    const live = byOutcome.get(outcomeRowId(marketRowId(s.match_id ?? '', s.market_id ?? '', s.specifier || null), s.outcome_id ?? ''));
    if (live && reviewPrice(s.odds ?? 0, { odds: live.odds, open: live.status === '' }, policy).take) {
      store.setCell('slipSelections', id, 'odds', live.odds);
    }
  }
}
