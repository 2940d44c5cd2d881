// Cash-out's read side (issue 32): the cache key of a ticket's offer, what an unanswered request's Idempotency-Key is
// kept for, and the markets whose price changes move a ticket's offer. The offer's key sits under the history's
// 'history:' prefix on purpose: a balance change (a payout, a bet, a cash-out paid) refetches the offers on screen
// with the history lists, and signing out forgets them with the lists.
import type { TicketDetail } from '../../schema/ticket.ts';

/** The cache key of GET /api/v1/tickets/:id/cashout. */
export const cashoutKey = (ticketId: string): string => `history:cashout:${ticketId}`;

/** The request an Idempotency-Key was made for: the same offer for the same part reuses it after no answer. */
export const cashoutRetryFor = (offer: number, stake: number | undefined): string => `${offer}|${stake ?? ''}`;

/** A market a ticket's leg is on ('match|market'): an ODDS_CHANGE of it may move the ticket's offer. */
export const legMarket = (matchId: string, marketId: string): string => `${matchId}|${marketId}`;

/** The markets of a ticket's legs still undecided (only their prices count in the offer). */
export function openLegMarkets(ticket: Pick<TicketDetail, 'selections'>): string[] {
  return ticket.selections.filter((s) => s.SettlementStatus === 'PENDING').map((s) => legMarket(String(s.MatchID), String(s.MarketID)));
}

/** Whether a ticket may have a cash-out offer for its player: a pending money ticket (an older answer names no kind). */
export const mayCashOut = (ticket: Pick<TicketDetail, 'bet_status' | 'kind'>): boolean =>
  ticket.bet_status === 'PENDING' && (ticket.kind === undefined || ticket.kind === '' || ticket.kind === 'money');
