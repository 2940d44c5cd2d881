// Client events of cash-out (issue 32): the offer of one of the player's tickets as GET /api/v1/tickets/:id/cashout
// answers it, and taking it as a command: v1.CashoutRequested {the offer seen for the part, the part of the open stake
// (ETB; absent: the whole), the Idempotency-Key made once for this intent} → v1.CashoutTaken {amount paid, part taken,
// the ticket after it} | v1.CashoutRefused {code, status; CASHOUT_OFFER_CHANGED carries the current offer for the
// part, to accept again}. The automatic cash-out value likewise: v1.AutoCashoutRequested {value ETB | null to clear} →
// v1.AutoCashoutSet {the offer with the value, as PUT …/cashout/auto answers} | v1.AutoCashoutRefused {code, status}.
// Amounts are ETB as the wire has them. These structs load with the cash-out chunk, not the
// home route: schema/event.ts knows their types and takes them at run time through addEventPayloads.
import { nullable, number, optional, record, string, type } from 'superstruct';
import { AutoCashoutWire, CashoutOfferWire } from './endpoints/cashout.ts';
import { TicketDetail } from './ticket.ts';

const Refusal = { code: string(), status: number(), message: optional(string()), values: optional(record(string(), number())) };

export const CashoutEventPayloads = {
  /** GET …/cashout answered: the ticket's offer now (the server's own declaration). */
  'v1.CashoutOfferLoaded': type({ key: string(), offer: CashoutOfferWire }),
  /** The player confirmed a cash-out: `offer` is the amount shown for the part, `openStake` the open stake it was
   *  shown against; `holdSeconds` the in-play delay the answer waits for (absent prematch). */
  'v1.CashoutRequested': type({
    commandId: string(),
    ticketId: string(),
    offer: number(),
    stake: optional(number()),
    openStake: number(),
    idempotencyKey: string(),
    holdSeconds: optional(number()),
  }),
  /** Paid: `amount` ETB for `stake` ETB of the open stake; the ticket as it stands after (CASHED_OUT when whole). */
  'v1.CashoutTaken': type({ commandId: string(), ticketId: string(), amount: number(), stake: number(), ticket: TicketDetail }),
  /** Refused by the server (its code) or unanswered (status 0); CASHOUT_OFFER_CHANGED's `offer` is the part's offer now. */
  'v1.CashoutRefused': type({ commandId: string(), ticketId: string(), ...Refusal, offer: optional(number()) }),
  /** The player closed the result (paid or refused): the ticket's cash-out goes back to idle. */
  'v1.CashoutDismissed': type({ ticketId: string() }),
  /** The player set (value, ETB) or cleared (null) the ticket's automatic cash-out. */
  'v1.AutoCashoutRequested': type({ commandId: string(), ticketId: string(), value: nullable(number()) }),
  /** The server took it: the offer now with the value set (auto_value null when cleared). */
  'v1.AutoCashoutSet': type({ commandId: string(), ticketId: string(), offer: AutoCashoutWire }),
  /** Refused by the server (its code) or unanswered (status 0). */
  'v1.AutoCashoutRefused': type({ commandId: string(), ticketId: string(), ...Refusal }),
} as const;
