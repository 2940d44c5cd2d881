// Live prices (ODDS_CHANGE): each change sets the odds and status of the outcome row it names, when that
// row is in the store (a price for a match never loaded is dropped: the next fetch brings it anyway), and its
// market's status (an in-play market suspended at a goal re-opens by ODDS_CHANGE, not by a read). A match item
// (a goal, a penalty, a red card in play) suspends every market and outcome of that match the store holds, in its
// place in the batch: items apply in order, so a price that re-opens a market after it wins. A slip
// pick keeps the price the player accepted: a change reaches it only when the player's odds policy takes it
// at once ('higher' for a rise, 'any'); otherwise the slip shows old → new and waits (domain/odds-policy.ts).
// Only cells that really change are written, so only their subscribers re-render.
import type { PayloadOf } from '../../schema/event.ts';
import { isMatchItem } from '../../schema/socket-message.ts';
import { oddsPolicyOf, reviewPrice } from '../../domain/odds-policy.ts';
import { isPickable } from '../../domain/market-display.ts';
import { INDEX, marketRowId, outcomeRowId, type AppData } from '../store.ts';

type Live = { odds: number | null; status: string };

function setOutcome({ store }: AppData, row: string, odds: number | null, status: string): void {
  if (!store.hasRow('outcomes', row)) {
    return;
  }
  if (odds !== null && store.getCell('outcomes', row, 'odds') !== odds) {
    store.setCell('outcomes', row, 'odds', odds);
  }
  if ((store.getCell('outcomes', row, 'status') ?? '') !== status) {
    store.setCell('outcomes', row, 'status', status);
  }
}

/** Every market and outcome of the match in the store, suspended (noted in byOutcome for the slip). */
function suspendMatch(data: AppData, matchId: string, byOutcome: Map<string, Live>): void {
  const { store, indexes } = data;
  for (const market of indexes.getSliceRowIds(INDEX.marketsByMatch, matchId)) {
    if (isPickable(store.getCell('markets', market, 'status') ?? '')) {
      store.setCell('markets', market, 'status', 'suspended');
    }
    for (const row of indexes.getSliceRowIds(INDEX.outcomesByMarket, market)) {
      setOutcome(data, row, null, 'suspended');
      byOutcome.set(row, { odds: null, status: 'suspended' });
    }
  }
}

export function oddsChanged(data: AppData, p: PayloadOf<'v1.OddsChanged'>): void {
  const { store } = data;
  const byOutcome = new Map<string, Live>();
  for (const c of p.changes) {
    if (isMatchItem(c)) {
      suspendMatch(data, c.match_id, byOutcome);
      continue;
    }
    const status = c.status === 'suspended' ? 'suspended' : '';
    const market = marketRowId(c.match_id, c.market_id, c.specifier || null);
    const row = outcomeRowId(market, c.outcome_id);
    byOutcome.set(row, { odds: c.odds, status });
    if (store.hasRow('markets', market) && isPickable(store.getCell('markets', market, 'status') ?? '') !== (c.status === 'active')) {
      store.setCell('markets', market, 'status', c.status);
    }
    setOutcome(data, row, c.odds, status);
  }
  const policy = oddsPolicyOf(store.getValue('odds_policy'));
  for (const id of store.getRowIds('slipSelections')) {
    const s = store.getRow('slipSelections', id);
    const live = byOutcome.get(outcomeRowId(marketRowId(s.match_id ?? '', s.market_id ?? '', s.specifier || null), s.outcome_id ?? ''));
    if (live?.odds != null && reviewPrice(s.odds ?? 0, { odds: live.odds, open: live.status === '' }, policy).take) {
      store.setCell('slipSelections', id, 'odds', live.odds);
    }
  }
}
