// Ticket refusal codes and their texts (spec §8). The server answers {error, code} with these texts;
// the client shows the text for the code (translated), or the server's own text for any other code.

export const TICKET_ERRORS = {
  INVALID_SELECTIONS: 'Invalid selections',
  INVALID_BET_TYPE: 'Invalid bet type',
  VALIDATION_FAILED: 'Validation failed',
  DUPLICATE_MATCH: 'Cannot select multiple outcomes from the same match',
  MATCH_NOT_FOUND: 'One or more matches not found',
  MATCH_NOT_ACTIVE: 'One or more matches are not active for betting',
  MATCH_STARTING_SOON: 'One or more matches are starting too soon',
  MARKET_NOT_FOUND: 'One or more markets not found',
  MARKET_NOT_ACTIVE: 'One or more markets are not active',
  INVALID_ODDS: 'Invalid odds detected',
  ODDS_CHANGED: 'Odds have changed. Please refresh and try again',
  INVALID_VAT_CALCULATION: 'VAT calculation error. Please try again.',
  INVALID_BONUS_PERCENTAGE: 'Bonus calculation error. Please try again.',
  MATHEMATICAL_INCONSISTENCY: 'Calculation error. Please try again.',
  POTENTIAL_WIN_TOO_HIGH: 'Potential win exceeds maximum limit of 1,000,000 ETB',
  INSUFFICIENT_BALANCE: 'Insufficient balance. Please top up and try again.',
} as const;

export type TicketErrorCode = keyof typeof TICKET_ERRORS;

/** The cashier variant of MATCH_STARTING_SOON (spec §8). */
export const CASHIER_STARTING_SOON = 'Match has already started or starting too soon. Cannot create cashier ticket';

/** Figures a client sends may differ from the server's own by at most one cent (0.01 ETB). */
export const AMOUNT_TOLERANCE_CENTS = 1;
