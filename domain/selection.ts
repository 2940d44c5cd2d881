// Betslip selections (spec §3/§4): a selection is identified by match, market, outcome, specifier,
// variant, special value and variant value; a slip holds one selection per match, and a new pick for
// the same match replaces the old one, while tapping the same pick again removes it.

export interface SelectionKey {
  matchId: string;
  marketId: string;
  outcomeId: string;
  specifier?: string | null;
  variant?: string | null;
  specialValue?: string | null;
  variantValue?: string | null;
}

const part = (v: string | null | undefined): string => v ?? '';

export function selectionId(s: SelectionKey): string {
  return [s.matchId, s.marketId, s.outcomeId, part(s.specifier), part(s.variant), part(s.specialValue), part(s.variantValue)].join('|');
}

function sameSelection(a: SelectionKey, b: SelectionKey): boolean {
  return selectionId(a) === selectionId(b);
}

/** Tapping a pick: removes it if present, else adds it in place of any pick of the same match. */
export function toggleSelection<T extends SelectionKey>(slip: readonly T[], pick: T): T[] {
  if (slip.some((s) => sameSelection(s, pick))) {
    return slip.filter((s) => !sameSelection(s, pick));
  }
  const at = slip.findIndex((s) => s.matchId === pick.matchId);
  return at >= 0 ? slip.map((s, i) => (i === at ? pick : s)) : [...slip, pick];
}

/** True when two selections share a match (the server refuses such a ticket: DUPLICATE_MATCH). */
export function hasDuplicateMatch(selections: readonly { matchId: string }[]): boolean {
  return new Set(selections.map((s) => s.matchId)).size !== selections.length;
}
