// Store reads of the active betslip slot: its picks in order, the stake as typed, and the §9 figures.
import { useCell, useSliceRowIds, useStore, useValue } from '../data/hooks.ts';
import { INDEX } from '../../sync/store.ts';
import { slipFigures, type SlipFigures } from '../../sync/slip-figures.ts';

export interface SlotView { slot: number; rows: string[]; stake: string; odds: number[]; figures: SlipFigures }

export function useSlot(slotOverride?: number): SlotView {
  const active = useValue('slip_active') ?? 0;
  const slot = slotOverride ?? active;
  const rows = useSliceRowIds(INDEX.slipSelectionsBySlot, String(slot));
  const stake = useCell('slips', String(slot), 'stake') ?? '';
  const store = useStore();
  const odds = rows.map((r) => store?.getCell('slipSelections', r, 'odds') ?? 0);
  return { slot, rows, stake, odds, figures: slipFigures(odds, stake) };
}

export { formatCentsAmount as money } from '../components/format.ts';
