// Bet history filters of GET /api/v1/tickets/player/:userId (spec: status ALL, WON, LOST, PENDING, VOID and
// 'since' for today / this week / this month). The query is already checked against its declaration
// (schema/endpoints/tickets.ts): here the status becomes stored statuses (WON also matches PARTIALLY_WON)
// and since an instant.
import type { HistoryStatus } from '../../../schema/ticket.ts';
import { HISTORY_FILTER } from '../../../domain/history.ts';
import { parseSince } from '../../../schema/endpoints/wire.ts';
import type { TicketStatusColumn } from '../../db/types-tickets.ts';

export interface HistoryFilter {
  /** The stored statuses to list; null lists every status. */
  statuses: TicketStatusColumn[] | null;
  /** Tickets created at or after this instant; null for all time. */
  since: Date | null;
}

export function historyFilterOf(query: { status?: HistoryStatus; since?: string }): HistoryFilter {
  const listed = query.status === undefined ? null : HISTORY_FILTER[query.status];
  return { statuses: listed === null ? null : [...listed], since: query.since === undefined ? null : parseSince(query.since) };
}
