// The bet history as a cached resource (companion §2/§7): GET /api/v1/tickets/player/{userId} with the
// player's session, one list per status/time filter, pages of 20 ('Load More' asks from the next
// offset). The time window is computed when the request is made, so 'today' always means today.
import type { TicketsPage } from '../schema/ticket.ts';
import { PlayerTickets } from '../schema/endpoints/tickets.ts';
import { TTL } from '../domain/constants.ts';
import { HISTORY_PAGE, historyList, historySince, type HistoryPeriod, type HistoryStatus } from '../domain/history.ts';
import type { ResourceDef } from './resources.ts';
import type { SessionAuth } from './http.ts';
import { readOf } from './declared.ts';

export interface HistoryQuery {
  userId: string;
  session: SessionAuth;
  status: HistoryStatus;
  period: HistoryPeriod;
  /** 0 for the first page (a refresh), the count already shown for 'Load More'. */
  offset: number;
  nowMs: number;
}

export function historyResource(q: HistoryQuery): ResourceDef {
  const list = historyList(q.status, q.period);
  const since = historySince(q.period, q.nowMs);
  const query: Record<string, string> = { limit: String(HISTORY_PAGE), offset: String(q.offset) };
  if (q.status !== 'ALL') {
    query['status'] = q.status;
  }
  if (since !== null) {
    query['since'] = new Date(since).toISOString();
  }
  const key = q.offset === 0 ? list : `${list}@${q.offset}`;
  const def: ResourceDef<TicketsPage> = {
    key,
    ttl: TTL.history,
    ...readOf(PlayerTickets, { userId: q.userId }),
    query,
    session: q.session,
    failureCode: 'HISTORY_FAILED',
    toEvent: (d) => ({ type: 'v1.TicketHistoryLoaded', payload: { key, list, offset: q.offset, total: d.total_count, tickets: d.tickets } }),
  };
  return def as unknown as ResourceDef;
}
