// Booking codes' read side (issue 18): the two rows of table booking (the save and the load), the key that says
// which picks a code was saved from, and a load's report read back. Pure and small on purpose: the slip's booking
// panel needs these without loading the booking materializers, which come with the booking chunk.
import { selectionId, type SelectionKey } from '../../domain/selection.ts';

export const SAVE_ROW = 'save';
export const LOAD_ROW = 'load';

/** One pick of a load's report, as the slip shows it. */
export interface ReportLine {
  match: string;
  market: string;
  outcome: string;
  state: 'open' | 'changed' | 'closed';
  savedOdds: number;
  odds: number | null;
}

/** The picks a code was saved from, by id (not price: the code keeps the server's price anyway). */
export const picksKey = (picks: readonly SelectionKey[]): string => picks.map(selectionId).join(',');

/** A load's report read back from the store ([] when there is none or it does not parse). */
export function reportOf(json: string | undefined): ReportLine[] {
  try {
    const value: unknown = JSON.parse(json || '[]');
    return Array.isArray(value) ? (value as ReportLine[]) : [];
  } catch {
    return [];
  }
}
