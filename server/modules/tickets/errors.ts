// Ticket refusals as HttpErrors carrying the texts of domain/ticket-errors.ts (spec §8), plus the
// permission refusals. Every §8 code is a 400 (ODDS_CHANGED too, spec §8 'on 400 by code'); ODDS_CHANGED
// carries the current prices so the client can show old → new.
import { TICKET_ERRORS, type TicketErrorCode } from '../../../domain/ticket-errors.ts';
import { HttpError } from '../../plugins/errors.ts';

export class TicketError extends HttpError {
  constructor(
    code: TicketErrorCode,
    message: string = TICKET_ERRORS[code],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(400, code, message);
  }
}

export const ticketError = (code: TicketErrorCode, message?: string): TicketError => new TicketError(code, message);

export const forbidden = (message: string): HttpError => new HttpError(403, 'FORBIDDEN', message);
export const PLACE_FORBIDDEN = 'You do not have permission to place this bet';
export const VIEW_FORBIDDEN = 'You do not have permission to view this ticket';
export const LIST_FORBIDDEN = 'You do not have permission to view these tickets';
export const ticketNotFound = (message = 'Ticket not found'): HttpError => new HttpError(404, 'NOT_FOUND', message);

export interface CurrentOdds {
  match_id: string;
  market_id: string;
  specifier: string;
  outcome_id: string;
  odds: number;
}

export const oddsChanged = (current: CurrentOdds[]): TicketError => new TicketError('ODDS_CHANGED', undefined, { current });
