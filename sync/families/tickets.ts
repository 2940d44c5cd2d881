// The tickets family: placing a ticket from a slot (money, points or at a shop's counter), checking a ticket by its
// reference, and the player's bet history. On the home route; the handlers load with the first command. A placed
// ticket clears its slot, so it is kept in browser storage too: a reload during the reference dialog offers nothing again.
import { TicketCommandPayloads } from '../../schema/commands.ts';
import * as tickets from '../materializers/tickets.ts';
import * as history from '../materializers/history.ts';
import { defineFamily, HANDLER_FAILED } from './define.ts';
import { loaded } from './loaded.ts';

export const ticketsFamily = defineFamily('tickets', {
  payloads: TicketCommandPayloads,
  materializers: {
    'v1.TicketRequested': tickets.ticketRequested,
    'v1.TicketPlaced': tickets.ticketPlaced,
    'v1.TicketRefused': tickets.ticketRefused,
    'v1.TicketDismissed': tickets.ticketDismissed,
    'v1.TicketLookupRequested': tickets.lookupRequested,
    'v1.TicketFound': tickets.ticketFound,
    'v1.TicketLookupFailed': tickets.lookupFailed,
    'v1.TicketLookupClosed': tickets.lookupClosed,
    'v1.TicketHistoryLoaded': loaded(history.ticketHistoryLoaded),
  },
  commands: {
    'v1.TicketRequested': {
      handler: () => import('../tickets.ts').then((m) => m.placeTicketCommand),
      outcomes: ['v1.TicketPlaced', 'v1.TicketRefused'],
      failed: (p) => ({ type: 'v1.TicketRefused', payload: { commandId: p.commandId, slot: p.slot, ...HANDLER_FAILED } }),
    },
    'v1.TicketLookupRequested': {
      handler: () => import('../ticket-lookup.ts').then((m) => m.lookupCommand),
      outcomes: ['v1.TicketFound', 'v1.TicketLookupFailed'],
      failed: (p) => ({ type: 'v1.TicketLookupFailed', payload: { commandId: p.commandId, ...HANDLER_FAILED } }),
    },
  },
  persisted: { slips: ['v1.TicketPlaced'] },
});
