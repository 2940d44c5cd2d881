// A ticket as GET /api/v1/tickets/reference/{reference} and /tickets/{id} answer it (spec §3 'Ticket in
// detail view'); fields the screens do not use are kept loosely typed so a richer server still decodes.
import { type, string, number, array, optional, nullable, enums, defaulted, type Infer } from 'superstruct';
import { Id } from './common.ts';

/** The history filter's statuses (companion §2): ALL, WON (with PARTIALLY_WON), LOST, PENDING, VOID; and CASHED_OUT (issue 32). */
export const HISTORY_STATUSES = ['ALL', 'WON', 'LOST', 'PENDING', 'VOID', 'CASHED_OUT'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export const TicketStatus = enums(['PENDING', 'WON', 'LOST', 'VOID', 'PARTIALLY_WON', 'EXPIRED', 'CASHED_OUT']);
export type TicketStatus = Infer<typeof TicketStatus>;

export const TicketLeg = type({
  MatchID: Id,
  MarketID: Id,
  OutcomeID: Id,
  Odds: number(),
  OutcomeName: defaulted(string(), ''),
  SettlementStatus: defaulted(enums(['PENDING', 'WON', 'LOST', 'VOID']), 'PENDING'),
});

export const TicketLegInfo = type({
  MatchID: Id,
  MarketName: defaulted(string(), ''),
  OutcomeName: defaulted(string(), ''),
  HomeTeam: optional(type({ name: string() })),
  AwayTeam: optional(type({ name: string() })),
  StartTime: optional(nullable(string())),
  TournamentName: optional(nullable(string())),
});

/** One cash-out of a ticket (issue 32): what it paid (ETB), the part of the stake it took (ETB), and when. */
export const TicketCashout = type({ amount: number(), stake: number(), at: string() });
export type TicketCashout = Infer<typeof TicketCashout>;

export const TicketDetail = type({
  id: defaulted(string(), ''),
  reference_id: string(),
  /** 'money', 'points' (staked in points: a points ticket's stake is points, its win ETB) or 'cashier'; issue 29. */
  kind: optional(string()),
  bet_type: defaulted(string(), ''),
  bonus_percentage: defaulted(number(), 0),
  bet_status: TicketStatus,
  selections: array(TicketLeg),
  market_status: defaulted(array(TicketLegInfo), []),
  total_stake: number(),
  total_odds: number(),
  potential_win: optional(number()),
  net_potential_win: optional(number()),
  win_amount: defaulted(number(), 0),
  cashback_amount: defaulted(number(), 0),
  settled_at: optional(nullable(string())),
  created_at: optional(string()),
  /** A CASH- ticket a shop accepted (issue 18): the shop, and when it was accepted and paid out. */
  shop: optional(nullable(type({ name: string(), accepted_at: string(), paid_at: nullable(string()) }))),
  /** Cash-out (issue 32), absent from older answers: the stake still live, what cash-outs paid in all, and each of
   *  them oldest first (partial ones, then the full one that made the ticket CASHED_OUT). */
  open_stake: optional(number()),
  cashed_out: optional(number()),
  cashouts: optional(array(TicketCashout)),
});
export type TicketDetail = Infer<typeof TicketDetail>;

/** GET /api/v1/tickets/player/{userId} (companion §7): one page of the player's tickets, newest first. */
export const TicketsPage = type({ tickets: array(TicketDetail), total_count: defaulted(number(), 0) });
export type TicketsPage = Infer<typeof TicketsPage>;
