// Bet history filters (companion spec §2/§9): status ALL, WON, LOST, PENDING, VOID (and CASHED_OUT, issue 32), and the time windows
// all time, today (since local midnight), this week (7 days back from midnight today) and this month
// (30 days back from midnight today). Pure: the caller passes the instant; local time is the device's.

import { HISTORY_STATUSES, type HistoryStatus } from '../schema/ticket.ts';

export { HISTORY_STATUSES, type HistoryStatus };

/** A settled or open ticket's stored status (EXPIRED cashier tickets are never listed by a filter). */
export type ListedStatus = 'PENDING' | 'WON' | 'PARTIALLY_WON' | 'LOST' | 'VOID' | 'CASHED_OUT';

/** The stored statuses each filter lists (companion §2: WON includes PARTIALLY_WON); null lists every status. */
export const HISTORY_FILTER: Readonly<Record<HistoryStatus, readonly ListedStatus[] | null>> = {
  ALL: null,
  WON: ['WON', 'PARTIALLY_WON'],
  LOST: ['LOST'],
  PENDING: ['PENDING'],
  VOID: ['VOID'],
  CASHED_OUT: ['CASHED_OUT'],
};

export const HISTORY_PERIODS = ['all', 'today', 'week', 'month'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

const PERIOD_DAYS: Record<Exclude<HistoryPeriod, 'all'>, number> = { today: 0, week: 7, month: 30 };

/** Page size of the history list (companion §9 pages user lists by 20). */
export const HISTORY_PAGE = 20;

/** The earliest creation time a period shows, or null for all time. */
export function historySince(period: HistoryPeriod, nowMs: number): number | null {
  if (period === 'all') {
    return null;
  }
  const d = new Date(nowMs);
  // Calendar arithmetic in local time, so a daylight-saving change never shifts the window by an hour.
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - PERIOD_DAYS[period]).getTime();
}

/** The list key of a filter: one cached list per status and period. */
export const historyList = (status: HistoryStatus, period: HistoryPeriod): string => `history:${status}:${period}`;

/** Status badge colour (companion §2): won green, lost red, void grey, pending (and anything else) yellow. */
export function statusColour(status: string): 'green' | 'red' | 'grey' | 'yellow' {
  if ((HISTORY_FILTER.WON as readonly string[]).includes(status)) {
    return 'green';
  }
  return status === 'LOST' ? 'red' : status === 'VOID' ? 'grey' : 'yellow';
}
