// Store reads of a betslip slot: its picks in order, the stake as typed, each pick reviewed against the feed
// under the player's odds policy (sync/slip-review.ts), what PLACE BET does, and the §9 figures of the prices a
// ticket placed now would carry (accepted prices, or live ones the policy takes) — so the bar, the panel and the
// ticket always agree. Also whether any slot holds picks: the bar stays while one does, so an empty slot shown
// never hides the way back to the others.
import { useMemo, useSyncExternalStore } from 'react';
import { useCell, useRow, useSliceRowIds, useStore, useValue } from '../data/hooks.ts';
import { INDEX, type AppStore } from '../../sync/store.ts';
import { slipFigures, type SlipFigures } from '../../sync/slip-figures.ts';
import { reviewPicks, type PickReview } from '../../sync/slip-review.ts';
import { slipAction, type SlipAction } from '../../domain/odds-policy.ts';
import { pointsFigures, type PointsFigures } from '../../sync/points.ts';
import { pointsConfigFromRow, POINTS_CONFIG_ROW } from '../../sync/read/points.ts';

export interface SlotView {
  slot: number;
  rows: string[];
  stake: string;
  /** The price each pick would be placed at now, in the order of rows. */
  odds: number[];
  reviews: PickReview[];
  action: SlipAction;
  figures: SlipFigures;
}

/** The reviews of `rows`, recomputed after each store transaction and re-rendered only when they change. */
function useReviews(store: AppStore | undefined, slot: number, rows: string[]): PickReview[] {
  const read = (): string => (store ? JSON.stringify(reviewPicks(store, slot, rows, Date.now())) : '[]');
  const subscribe = useMemo(
    () =>
      (changed: () => void): (() => void) => {
        if (!store) {
          return () => undefined;
        }
        const id = store.addDidFinishTransactionListener(changed);
        return () => {
          store.delListener(id);
        };
      },
    [store],
  );
  const text = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => JSON.parse(text) as PickReview[], [text]);
}

export function useSlot(slotOverride?: number): SlotView {
  const active = useValue('slip_active') ?? 0;
  const slot = slotOverride ?? active;
  const rows = useSliceRowIds(INDEX.slipSelectionsBySlot, String(slot));
  const stake = useCell('slips', String(slot), 'stake') ?? '';
  const store = useStore();
  const reviews = useReviews(store, slot, rows);
  const odds = reviews.map((r) => r.price);
  return { slot, rows, stake, odds, reviews, action: slipAction(reviews), figures: slipFigures(odds, stake) };
}

/** How many picks each slot holds (slots 0–2). */
export function useSlotCounts(): number[] {
  return [
    useSliceRowIds(INDEX.slipSelectionsBySlot, '0').length,
    useSliceRowIds(INDEX.slipSelectionsBySlot, '1').length,
    useSliceRowIds(INDEX.slipSelectionsBySlot, '2').length,
  ];
}

/** Points mode (spec §4/§5): the merchant's config and the points figures of the slot; null figures in money mode. */
export function usePoints(view: SlotView) {
  const config = pointsConfigFromRow(useRow('pointsConfig', POINTS_CONFIG_ROW));
  const mode = useValue('betting_mode') === 'points' ? 'points' : 'money';
  const points: PointsFigures | null = mode === 'points' ? pointsFigures(config, view.odds, view.stake) : null;
  return { mode, config, points } as const;
}

export { formatCentsAmount as money } from '../components/format.ts';
