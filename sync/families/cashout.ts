// The cash-out family (issue 32): a ticket's offer (GET /api/v1/tickets/:id/cashout) and taking it, in full or in part,
// as a command (POST …/cashout), and its automatic cash-out value as a command (PUT …/cashout/auto). Loaded with the cash-out chunk (sync/cashout.ts) that Bet History, the ticket modal
// and Check Ticket bring, never with the home route.
import { CashoutEventPayloads } from '../../schema/cashout-events.ts';
import { CASHOUT_MATERIALIZERS } from '../materializers/cashout.ts';
import { defineFamily, HANDLER_FAILED } from './define.ts';
import { registerFamily } from './runtime.ts';

export const cashoutFamily = defineFamily('cashout', {
  payloads: CashoutEventPayloads,
  materializers: CASHOUT_MATERIALIZERS,
  commands: {
    'v1.CashoutRequested': {
      handler: () => import('../cashout-command.ts').then((m) => m.cashoutCommand),
      outcomes: ['v1.CashoutTaken', 'v1.CashoutRefused'],
      failed: (p) => ({ type: 'v1.CashoutRefused', payload: { commandId: p.commandId, ticketId: p.ticketId, ...HANDLER_FAILED } }),
    },
    'v1.AutoCashoutRequested': {
      handler: () => import('../cashout-auto-command.ts').then((m) => m.autoCashoutCommand),
      outcomes: ['v1.AutoCashoutSet', 'v1.AutoCashoutRefused'],
      failed: (p) => ({ type: 'v1.AutoCashoutRefused', payload: { commandId: p.commandId, ticketId: p.ticketId, ...HANDLER_FAILED } }),
    },
  },
});

/** Registers the family (idempotent): every module that can bring its events calls this first. */
export const addCashoutFamily = (): void => registerFamily(cashoutFamily);
