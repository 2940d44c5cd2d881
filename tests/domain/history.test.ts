// Bet history filters (companion §2/§9): today from local midnight, week 7 days and month 30 days back
// from midnight today, all time unbounded; badge colours by status.
import { describe, it, expect } from 'vitest';
import { historyList, historySince, statusColour, HISTORY_FILTER, HISTORY_STATUSES, HISTORY_PERIODS } from '../../domain/history.ts';
import { historyFilterOf } from '../../server/modules/tickets/history.ts';

const at = (y: number, m: number, d: number, h = 0, min = 0): number => new Date(y, m - 1, d, h, min).getTime();

describe('history time windows', () => {
  const now = at(2026, 11, 22, 15, 42);
  it('today starts at local midnight', () => {
    expect(historySince('today', now)).toBe(at(2026, 11, 22));
  });
  it('this week is 7 days back from midnight today, this month 30', () => {
    expect(historySince('week', now)).toBe(at(2026, 11, 15));
    expect(historySince('month', now)).toBe(at(2026, 10, 23));
  });
  it('all time has no bound', () => {
    expect(historySince('all', now)).toBeNull();
  });
  it('a minute after midnight is still the same day, across a month boundary', () => {
    expect(historySince('today', at(2026, 12, 1, 0, 1))).toBe(at(2026, 12, 1));
    expect(historySince('week', at(2026, 12, 1, 0, 1))).toBe(at(2026, 11, 24));
  });
});

describe('history filters and badges', () => {
  it('has the spec statuses and periods, one list per pair', () => {
    expect(HISTORY_STATUSES).toEqual(['ALL', 'WON', 'LOST', 'PENDING', 'VOID', 'CASHED_OUT']);
    expect(HISTORY_PERIODS).toEqual(['all', 'today', 'week', 'month']);
    expect(historyList('WON', 'week')).toBe('history:WON:week');
  });
  it('lists PARTIALLY_WON under WON, on the server and in the badge alike', () => {
    expect(HISTORY_FILTER).toEqual({
      ALL: null,
      WON: ['WON', 'PARTIALLY_WON'],
      LOST: ['LOST'],
      PENDING: ['PENDING'],
      VOID: ['VOID'],
      CASHED_OUT: ['CASHED_OUT'],
    });
    expect(HISTORY_STATUSES.map((status) => historyFilterOf({ status }).statuses)).toEqual(HISTORY_STATUSES.map((s) => HISTORY_FILTER[s]));
    expect(historyFilterOf({}).statuses).toBeNull();
  });
  it('colours won green, lost red, void grey, pending and anything else yellow', () => {
    expect(['WON', 'PARTIALLY_WON', 'LOST', 'VOID', 'PENDING', 'CANCELLED'].map(statusColour)).toEqual([
      'green',
      'green',
      'red',
      'grey',
      'yellow',
      'yellow',
    ]);
  });
});
