// LotoFoot, the weekly football pool (core §3, companion §3, issue 14): a week of 7, 12 or 15 matches with its
// deadline (the first kick-off), a player's ticket of one 1/X/2 pick per match, and the ticket as history shows it
// (status WON/LOST/PENDING, prize, correct picks). A match's result is its 1/X/2 once settled, VOID when it was
// abandoned (a void match counts as correctly predicted for everyone), null before.
import { array, boolean, enums, literal, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { Id } from './common.ts';

export const LOTOFOOT_VARIANTS = ['LOTOFOOT_7', 'LOTOFOOT_12', 'LOTOFOOT_15'] as const;
export const LotofootVariant = enums(LOTOFOOT_VARIANTS);
export type LotofootVariant = Infer<typeof LotofootVariant>;

export const Pick = enums(['1', 'X', '2']);
export const MatchResult = nullable(enums(['1', 'X', '2', 'VOID']));

export const LotofootMatch = type({
  match_id: Id,
  home_team: type({ name: string() }),
  away_team: type({ name: string() }),
  start_time: string(),
  result: optional(MatchResult),
});
export type LotofootMatch = Infer<typeof LotofootMatch>;

/** What a tier pays: a multiple of the stake (LF7), or a share of the week's pool split by stake (LF12, LF15). */
export const PrizeTier = type({ correct: number(), multiplier: nullable(number()), pool_share: nullable(number()) });

export const LotofootWeek = type({
  id: Id,
  variant: LotofootVariant,
  /** ISO instant: the first kick-off; no ticket after it. */
  deadline: string(),
  status: optional(enums(['open', 'closed', 'settled'])),
  matches: array(LotofootMatch),
  prize_tiers: optional(array(PrizeTier)),
  /** The pool the week's pool tiers share (LF12/LF15), ETB, carried-over amounts included. */
  pool: optional(nullable(number())),
});
export type LotofootWeek = Infer<typeof LotofootWeek>;

export const LotofootPrediction = type({ match_id: Id, prediction: Pick });

export const LotofootTicketPick = type({
  match_id: Id,
  home_team: string(),
  away_team: string(),
  prediction: Pick,
  start_time: string(),
  result: optional(MatchResult),
  correct: optional(nullable(boolean())),
});

export const LotofootTicket = type({
  id: Id,
  reference_id: string(),
  created_at: string(),
  status: enums(['WON', 'LOST', 'PENDING']),
  variant: LotofootVariant,
  week_id: Id,
  ticket_price: number(),
  prize_amount: number(),
  correct_predictions: nullable(number()),
  predictions: array(LotofootTicketPick),
});
export type LotofootTicket = Infer<typeof LotofootTicket>;

/** The submit answer (core §3 'Result') with the stored ticket. */
export const LotofootSubmitted = type({
  success: literal(true),
  reference_id: string(),
  ticket_price: number(),
  predictions: array(LotofootPrediction),
  created_at: string(),
  ticket: LotofootTicket,
});

export const LotofootTickets = type({ tickets: array(LotofootTicket), total: number(), limit: number(), offset: number() });
