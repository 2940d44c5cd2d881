// The betslip's read side: a stored pick (table slipSelections, row `<slot>|<selection id>`) back as the selection
// it was written from, and a slot's picks in order. Pure reads: the slip's screens, its persistence, the ticket
// command and the materializers (which rewrite a slot from what it holds) all read a pick the same way.
import type { SlipSelection } from '../../schema/betslip.ts';
import { INDEX, type AppData, type AppStore } from '../store.ts';

const nul = (s: string | undefined): string | null => (s ? s : null);

/** A stored pick back as a selection. */
export function slipRowToSelection(store: AppStore, id: string): SlipSelection {
  const r = store.getRow('slipSelections', id);
  return {
    matchId: r.match_id ?? '',
    marketId: r.market_id ?? '',
    outcomeId: r.outcome_id ?? '',
    odds: r.odds ?? 0,
    specifier: nul(r.specifier),
    variant: nul(r.variant),
    specialValue: nul(r.special_value),
    variantValue: nul(r.variant_value),
    sport_name: r.sport_name ?? '',
    category: r.category ?? '',
    categoryCode: r.category_code ?? '',
    tournament: r.tournament ?? '',
    matchName: r.match_name ?? '',
    marketName: r.market_name ?? '',
    outcomeName: r.outcome_name ?? '',
    timestamp: r.start_time ?? 0,
  };
}

/** The picks of a slot as they stand before this event's transaction, in order. */
export function slotSelections({ store, indexes }: AppData, slot: number): SlipSelection[] {
  return indexes.getSliceRowIds(INDEX.slipSelectionsBySlot, String(slot)).map((id) => slipRowToSelection(store, id));
}
