// Materializers of the bet history: a page of tickets for one filter list. Offset 0 replaces the list
// (a refresh), a later offset replaces the list from that position on (Load More). Ticket rows no list
// holds any more are deleted, so the store never grows with pages the player left behind.
import type { PayloadOf } from '../../schema/event.ts';
import type { TicketDetail } from '../../schema/ticket.ts';
import { INDEX, type AppData } from '../store.ts';
import { forgetResources, outdateResources } from './resources.ts';

const itemId = (list: string, position: number): string => `${list}|${position}`;

/** A ticket's row in table tickets (also written by a cash-out's answer, sync/materializers/cashout.ts). */
export function ticketRow(t: TicketDetail) {
  return {
    reference_id: t.reference_id,
    created_at: t.created_at ? Date.parse(t.created_at) || 0 : 0,
    bet_status: t.bet_status,
    total_stake: t.total_stake,
    total_odds: t.total_odds,
    bonus_percentage: t.bonus_percentage,
    win_amount: t.win_amount,
    potential_win: t.potential_win ?? t.net_potential_win ?? 0,
    cashback_amount: t.cashback_amount,
    bet_type: t.bet_type,
    selection_count: t.selections.length,
    detail: JSON.stringify(t),
    kind: t.kind ?? '',
  };
}

/** Deletes tickets no list holds. Indexes show the state before the transaction, so each candidate
 *  membership is checked against the rows as they are now. */
function dropOrphans({ store, indexes }: AppData, ticketIds: Iterable<string>): void {
  for (const id of ticketIds) {
    const held = indexes.getSliceRowIds(INDEX.ticketListsByTicket, id).some((item) => store.getCell('ticketListItems', item, 'ticket_id') === id);
    if (!held) {
      store.delRow('tickets', id);
    }
  }
}

export function ticketHistoryLoaded(data: AppData, p: PayloadOf<'v1.TicketHistoryLoaded'>): void {
  const { store, indexes } = data;
  const removed = new Set<string>();
  for (const item of indexes.getSliceRowIds(INDEX.ticketsByList, p.list)) {
    if ((store.getCell('ticketListItems', item, 'position') ?? 0) >= p.offset) {
      removed.add(store.getCell('ticketListItems', item, 'ticket_id') ?? '');
      store.delRow('ticketListItems', item);
    }
  }
  p.tickets.forEach((t, i) => {
    const id = t.id || t.reference_id;
    store.setRow('tickets', id, ticketRow(t));
    store.setRow('ticketListItems', itemId(p.list, p.offset + i), { list: p.list, ticket_id: id, position: p.offset + i });
    removed.delete(id);
  });
  store.setRow('ticketLists', p.list, { total: p.total });
  dropOrphans(data, removed);
}

/** A balance moved (a payout, a new bet): every cached history list is due for a refetch. */
export function historyOutdated(data: AppData): void {
  outdateResources(data, 'history:');
}

/** Signing out forgets the player's tickets, their cash-outs (issue 32) and their cache entries. */
export function historyForgotten(data: AppData): void {
  data.store.delTable('tickets');
  data.store.delTable('ticketListItems');
  data.store.delTable('ticketLists');
  data.store.delTable('cashoutOffers');
  data.store.delTable('cashouts');
  forgetResources(data, 'history:');
}
