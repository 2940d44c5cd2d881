// The 1 X 2 odds of a match's main market in three fixed slots, so the table's 1, X and 2 columns line
// up and a two-way market leaves X empty. Each slot is the shared OddsCell: it subscribes to its own
// outcome, so a live price change re-renders that one cell only.
import { memo } from 'react';
import { useCell, useSliceRowIds, useStore } from '../../../data/hooks.ts';
import { OddsCell } from '../../../components/MatchRow.tsx';
import { INDEX } from '../../../../sync/store.ts';
import { isPickable, labelOutcomes } from '../../../../domain/market-display.ts';

const SLOTS = ['1', 'X', '2'] as const;

/** Renders three grid items (cells or empty spans); the parent grid sizes them. */
export const OddsTriple = memo(function OddsTriple({ marketRow }: { marketRow: string }) {
  const store = useStore();
  const outcomeRows = useSliceRowIds(INDEX.outcomesByMarket, marketRow);
  const pickable = isPickable(useCell('markets', marketRow, 'status') ?? '');
  // Outcome names are written with the market and never change on their own (live changes move odds only).
  const labelled = labelOutcomes(outcomeRows.map((row) => ({ row, name: store?.getCell('outcomes', row, 'name') ?? '' })));
  return (
    <>
      {SLOTS.map((slot) => {
        const hit = labelled.find((l) => l.label === slot);
        return hit ? (
          <OddsCell key={hit.outcome.row} outcomeRow={hit.outcome.row} label={slot} pickable={pickable} />
        ) : (
          <span key={slot} aria-hidden="true" />
        );
      })}
    </>
  );
});
