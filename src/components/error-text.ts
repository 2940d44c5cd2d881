// The text of a failed read, chosen by code: each read's own failure code (schema/read-failures.ts) has a message
// whose English is its spec §8 text; anything else a screen is given to show is the server's own words
// (schema/read-failures.ts shownFailure), shown as they came. No English is read back. Refused commands
// (accounts, tickets, the slip) are shown by their code too (command-text.ts, loaded by the lazy screens only:
// the home route's bytes are budgeted).
import type { MessageId } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import type { ReadFailureCode } from '../../schema/read-failures.ts';

/** Each read failure code's message (tests/i18n/read-failures.test.ts: every code, four catalogues). */
export const READ_FAILURE_MESSAGES: Record<ReadFailureCode, MessageId> = {
  SPORTS_FAILED: 'error.failedSports',
  CATEGORIES_FAILED: 'error.failedCategories',
  TOURNAMENTS_FAILED: 'error.failedTournaments',
  MATCHES_FAILED: 'error.failedMatches',
  MARKETS_FAILED: 'error.failedMarkets',
  TOP_LEAGUES_FAILED: 'error.failedTopLeagues',
  TOP_SPORTS_FAILED: 'error.failedTopSports',
  MIXED_FAILED: 'error.failedMixed',
  BANNERS_FAILED: 'error.failedBanners',
  // Shown by lazy screens only (their messages arrive with them).
  EXPRESS_FAILED: 'express.failed',
  HISTORY_FAILED: 'history.err.failed',
  BETTING_CONFIG_FAILED: 'slip.err.configFailed',
  PAYMENT_METHODS_FAILED: 'payments.err.methods',
  WITHDRAWAL_METHODS_FAILED: 'payments.err.withdrawalMethods',
  PAYMENTS_FAILED: 'payments.err.recent',
  STATEMENT_FAILED: 'statement.failed',
  LOTOFOOT_WEEK_FAILED: 'lotofoot.err.week',
  PROMOTIONS_FAILED: 'promotions.failed',
  GAMES_FAILED: 'games.err.list',
  SEARCH_FAILED: 'search.failed',
};

/** The message of a shown failure: a read failure code's, 'Unknown error occurred' for none, else undefined (the
 *  server's own words, shown as they came). */
export function errorMessageId(shown: string): MessageId | undefined {
  // Only the table's own strings are ids: the server's words may name an inherited member ('constructor').
  const id: unknown = shown ? READ_FAILURE_MESSAGES[shown as ReadFailureCode] : 'error.unknown';
  return typeof id === 'string' ? (id as MessageId) : undefined;
}

/** A shown failure (ResourceState.error) as the player reads it, in their language when it is a code of ours. */
export function failureText(t: Translate, shown: string): string {
  const id = errorMessageId(shown);
  return id ? t(id) : shown;
}
