// The house virtual league's read side (issue 15): a league's schedule is one JSON cell (table virtualSchedules,
// row id = league); this reads it back. Pure: a cell that does not parse reads as no schedule, never as an error.
import type { VirtualSchedule } from '../../schema/virtual-sport.ts';

/** The stored schedule of a league, or null (none yet, or unreadable). */
export function scheduleOf(cell: string | undefined): VirtualSchedule | null {
  try {
    return cell ? (JSON.parse(cell) as VirtualSchedule) : null;
  } catch {
    return null;
  }
}
