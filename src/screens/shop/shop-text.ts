// The counter's refusal texts, chosen by the server's code (schema/endpoints/shop.ts), never by its English. A code
// without its own message shows the general failure text.
import type { MessageId } from '../../i18n/messages.ts';

const BY_CODE: Record<string, MessageId> = {
  INVALID_REFERENCE: 'shop.err.INVALID_REFERENCE',
  TICKET_NOT_FOUND: 'shop.err.TICKET_NOT_FOUND',
  ALREADY_ACCEPTED: 'shop.err.ALREADY_ACCEPTED',
  MATCH_STARTED: 'shop.err.MATCH_STARTED',
  MATCH_STARTING_SOON: 'shop.err.MATCH_STARTING_SOON',
  ALREADY_PAID: 'shop.err.ALREADY_PAID',
  NOT_ACCEPTED: 'shop.err.NOT_ACCEPTED',
  NOT_SETTLED: 'shop.err.NOT_SETTLED',
  NOT_A_WINNER: 'shop.err.NOT_A_WINNER',
  TICKET_EXPIRED: 'shop.err.TICKET_EXPIRED',
  CASHIER_CREDENTIALS: 'shop.err.CASHIER_CREDENTIALS',
  // The back office's shops desk disabled this cashier (said only after a right password).
  CASHIER_DISABLED: 'shop.err.CASHIER_DISABLED',
  CREDENTIALS_REQUIRED: 'shop.err.CREDENTIALS_REQUIRED',
  TOO_MANY_REQUESTS: 'shop.err.TOO_MANY_REQUESTS',
  INVALID_CASHIER_SESSION: 'shop.err.INVALID_CASHIER_SESSION',
  INVALID_DAY: 'shop.err.INVALID_DAY',
  INVALID_BOOKING_CODE: 'shop.err.INVALID_BOOKING_CODE',
  BOOKING_CODE_NOT_FOUND: 'shop.err.BOOKING_CODE_NOT_FOUND',
  BOOKING_CODE_EXPIRED: 'shop.err.BOOKING_CODE_EXPIRED',
  VALIDATION_FAILED: 'shop.err.stake',
  ODDS_CHANGED: 'shop.err.ODDS_CHANGED',
  MARKET_NOT_ACTIVE: 'shop.err.pickClosed',
  MATCH_NOT_ACTIVE: 'shop.err.pickClosed',
  MARKET_NOT_FOUND: 'shop.err.pickClosed',
  MATCH_NOT_FOUND: 'shop.err.pickClosed',
  INVALID_ODDS: 'shop.err.pickClosed',
  TICKET_CASHED_OUT: 'shop.err.TICKET_CASHED_OUT',
  TICKET_NOT_PENDING: 'shop.err.TICKET_NOT_PENDING',
  CASHOUT_OFFER_CHANGED: 'shop.err.CASHOUT_OFFER_CHANGED',
  CASHOUT_NOT_AVAILABLE: 'shop.err.CASHOUT_NOT_AVAILABLE',
};

export const refusalText = (code: string): MessageId => BY_CODE[code] ?? 'shop.err.failed';
