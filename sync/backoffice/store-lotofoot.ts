// The LotoFoot desk's part of the back office store (issue 33): `lotofootWeeks` holds the recent weeks in the
// server's order (`position`), each with its tickets, stakes, worst-case liability and cap (ETB; a pool variant's
// cap is no cell). A read, or the answer to a cap set, replaces the table whole. The value `lotofootCap` is the
// fixed-prize variant's cap in force (its newest week's), absent when no such week is listed.
import type { Store } from 'tinybase/store';
import type { LotofootWeekRow, Outcome } from './events.ts';

export const LOTOFOOT_TABLES = ['lotofootWeeks'] as const;

function weekCells(week: LotofootWeekRow, position: number): Record<string, string | number> {
  const { cap, ...rest } = week;
  return cap === null ? { ...rest, position } : { ...rest, cap, position };
}

/** Applies a LotoFoot desk outcome (inside applyOutcome's transaction); other outcomes are not this module's. */
export function applyLotofootOutcome(store: Store, outcome: Outcome): void {
  if (outcome.type === 'LotofootWeeksLoaded') {
    store.setTable('lotofootWeeks', Object.fromEntries(outcome.rows.map((w, i) => [w.id, weekCells(w, i)])));
    const fixed = outcome.rows.find((w) => w.variant === 'LOTOFOOT_7' && w.cap !== null);
    if (fixed?.cap == null) {
      store.delValue('lotofootCap');
    } else {
      store.setValue('lotofootCap', fixed.cap);
    }
  }
}
