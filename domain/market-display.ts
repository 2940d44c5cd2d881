// How a market's outcomes are labelled in odds columns (spec §5): a draw (name contains 'draw' or is
// 'X') is X; otherwise the first outcome is 1 and the third is 2; two-outcome markets show 1 and 2.
// A market with no outcomes is hidden; only 'active' markets allow picking.

export interface LabelledOutcome<T> {
  label: string;
  outcome: T;
}

export function isDraw(name: string): boolean {
  const n = name.trim().toLowerCase();
  return n === 'x' || n.includes('draw');
}

export function labelOutcomes<T extends { name: string }>(outcomes: readonly T[]): LabelledOutcome<T>[] {
  if (outcomes.length === 2) {
    return outcomes.map((outcome, i) => ({ label: i === 0 ? '1' : '2', outcome }));
  }
  return outcomes.map((outcome, i) => ({
    outcome,
    label: isDraw(outcome.name) ? 'X' : i === 0 ? '1' : i === 2 ? '2' : outcome.name,
  }));
}

export function isPickable(marketStatus: string): boolean {
  return marketStatus.trim().toLowerCase() === 'active';
}

/** Prices are formatted in one place (domain/odds-format.ts: decimal, fractional or American). */
export { formatOdds } from './odds-format.ts';

/** The short id shown in the top-sports table: the last 6 characters of the match id. */
export function shortMatchId(id: string): string {
  return id.slice(-6);
}
