// A ticket request body, already checked against its declaration (schema/endpoints/tickets.ts), as typed
// values: picks in camelCase, the client's figures (0 when the legacy payload leaves them out). What the
// declaration cannot say is checked here: the bet type must fit the selection count (INVALID_BET_TYPE).
import type { Infer } from 'superstruct';
import { betTypeFor, type BetType } from '../../../domain/bet-math.ts';
import type { MoneyTicketBody, TicketSelectionWire } from '../../../schema/endpoints/tickets.ts';
import { ticketError } from './errors.ts';

export interface SelectionInput {
  matchId: string;
  marketId: string;
  outcomeId: string;
  odds: number;
  specifier: string;
}

export interface ClientFigures {
  stakeTax: number;
  netStake: number;
  winningsTax: number;
  bonusPercentage: number;
  bonusAmount: number;
  basicWin: number;
  grossWin: number;
  netWin: number;
}

export interface TicketInput {
  betType: BetType;
  stake: number;
  selections: SelectionInput[];
  figures: ClientFigures;
}

export function selectionsOf(wire: readonly Infer<typeof TicketSelectionWire>[]): SelectionInput[] {
  return wire.map((s) => ({ matchId: s.match_id, marketId: s.market_id, outcomeId: s.outcome_id, odds: s.odds, specifier: s.specifier ?? '' }));
}

/** The money and cashier payloads (user_id is checked by the route). */
export function ticketInputOf(body: Infer<typeof MoneyTicketBody>): TicketInput {
  const selections = selectionsOf(body.selections);
  if (body.bet_type !== betTypeFor(selections.length)) {
    throw ticketError('INVALID_BET_TYPE', 'Bet type must be SINGLE for one selection and MULTIPLE for more');
  }
  const f = (v: number | null | undefined): number => v ?? 0;
  const figures: ClientFigures = {
    stakeTax: f(body.stake_tax_amount),
    netStake: f(body.net_stake),
    winningsTax: f(body.winnings_tax_amount),
    bonusPercentage: f(body.bonus_percentage),
    bonusAmount: f(body.bonus_amount),
    basicWin: f(body.basic_potential_win),
    grossWin: f(body.gross_potential_win),
    netWin: f(body.net_potential_win),
  };
  return { betType: body.bet_type, stake: body.total_stake, selections, figures };
}
