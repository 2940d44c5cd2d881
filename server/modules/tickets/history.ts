// Bet history filters of GET /api/v1/tickets/player/:userId (spec: status ALL, WON, LOST, PENDING, VOID and
// 'since' for today / this week / this month): `status` (WON also matches PARTIALLY_WON) and `since`, an
// ISO-8601 date or date-time with a zone. Every bad value is a 400 VALIDATION_FAILED naming the parameter.
import type { TicketStatusColumn } from '../../db/types-tickets.ts';
import { ticketError } from './errors.ts';

export const HISTORY_STATUSES = ['ALL', 'WON', 'LOST', 'PENDING', 'VOID'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export interface HistoryFilter {
  /** The stored statuses to list; null lists every status. */
  statuses: TicketStatusColumn[] | null;
  /** Tickets created at or after this instant; null for all time. */
  since: Date | null;
}

const STATUSES: Record<HistoryStatus, TicketStatusColumn[] | null> = {
  ALL: null, WON: ['WON', 'PARTIALLY_WON'], LOST: ['LOST'], PENDING: ['PENDING'], VOID: ['VOID'],
};

/** 2026-11-21, or 2026-11-21T09:00[:00[.123]] followed by Z or ±hh:mm / ±hhmm / ±hh. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?))?$/;

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** An ISO-8601 instant, checked field by field (no 2026-02-30, no 25:00); a date alone is UTC midnight. */
export function parseSince(text: string): Date | null {
  const m = ISO.exec(text);
  if (m === null) {
    return null;
  }
  const n = (i: number): number => Number(m[i] ?? 0);
  const [year, month, day, hour, minute, second, zoneHours, zoneMinutes] = [n(1), n(2), n(3), n(4), n(5), n(6), n(10), n(11)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59 || zoneHours > 23 || zoneMinutes > 59) {
    return null;
  }
  const fraction = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000);
  const offsetMinutes = (m[9] === '-' ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, fraction) - offsetMinutes * 60_000);
}

export function historyFilterOf(query: unknown): HistoryFilter {
  const q = (query ?? {}) as Record<string, unknown>;
  const status = q['status'];
  const since = q['since'];
  if (status !== undefined && status !== '' && (typeof status !== 'string' || !(HISTORY_STATUSES as readonly string[]).includes(status))) {
    throw ticketError('VALIDATION_FAILED', `status must be one of ${HISTORY_STATUSES.join(', ')}`);
  }
  let sinceDate: Date | null = null;
  if (since !== undefined && since !== '') {
    sinceDate = typeof since === 'string' ? parseSince(since) : null;
    if (sinceDate === null) {
      throw ticketError('VALIDATION_FAILED', 'since must be an ISO-8601 date or date-time with a time zone, e.g. 2026-11-21T00:00:00Z');
    }
  }
  return { statuses: typeof status === 'string' && status !== '' ? STATUSES[status as HistoryStatus] : null, since: sinceDate };
}
