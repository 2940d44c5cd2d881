// Client events of LotoFoot (issue 14): the open week of a variant and the player's tickets as the reads answered
// them, a tap on a pick (the same pick again removes it), picks read back from browser storage, and the submit
// command: v1.LotofootSubmitRequested → v1.LotofootSubmitted {reference, ticket} | v1.LotofootRefused {code, status}
// (status 0: refused by the client's own checks, or no answer after the retries). These structs load with the
// LotoFoot chunks, not the home route: schema/event.ts knows their types and takes them at run time through
// addEventPayloads (sync/materializers/lotofoot.ts).
import { array, number, optional, record, string, type } from 'superstruct';
import { LotofootPrediction, LotofootTicket, LotofootVariant, LotofootWeek, Pick } from './lotofoot.ts';

export const LotofootEventPayloads = {
  /** GET /api/v1/lotofoot/current?variant=: the variant's open week replaces the one the store held. */
  'v1.LotofootWeekLoaded': type({ key: string(), variant: LotofootVariant, week: LotofootWeek }),
  /** A page of the player's tickets for one status filter (list); offset 0 replaces the list, later pages extend it. */
  'v1.LotofootTicketsLoaded': type({ key: string(), list: string(), offset: number(), total: number(), tickets: array(LotofootTicket) }),
  /** A tap on 1, X or 2 of a match of a week: sets the pick, or removes it when it was that pick already. */
  'v1.LotofootPickToggled': type({ weekId: string(), matchId: string(), pick: Pick }),
  /** The picks kept in browser storage, by week then match, read back at start-up. */
  'v1.LotofootPicksRestored': type({ weeks: record(string(), record(string(), Pick)) }),
  /** Submit (after the confirm dialog): the week's picks and the price as typed; the Idempotency-Key is the same for
   *  every try of this submit and for the player's Retry after no answer, so the price is never debited twice. */
  'v1.LotofootSubmitRequested': type({
    commandId: string(),
    weekId: string(),
    variant: LotofootVariant,
    predictions: array(LotofootPrediction),
    price: string(),
    idempotencyKey: string(),
  }),
  /** The server took the ticket: the week's picks are cleared and the reference kept for the success dialog. */
  'v1.LotofootSubmitted': type({ commandId: string(), weekId: string(), reference: string(), ticket: optional(LotofootTicket) }),
  'v1.LotofootRefused': type({
    commandId: string(),
    weekId: string(),
    code: string(),
    status: number(),
    message: optional(string()),
    values: optional(record(string(), number())),
  }),
  /** The player closed the success or failure dialog: the submit goes back to idle. */
  'v1.LotofootSubmitDismissed': type({}),
} as const;
