// Maps the failure texts of reads (resources' failureText, spec §8) to message ids, so they are shown translated;
// any other text (a server's own message) is shown as it came. Refused commands (accounts, tickets, the slip) are
// shown by their code (command-text.ts, loaded by the lazy screens only: the home route's bytes are budgeted).
import type { MessageId } from '../i18n/messages.ts';

const KNOWN: Record<string, MessageId> = {
  'Failed to load sports': 'error.failedSports',
  'Failed to load categories': 'error.failedCategories',
  'Failed to load tournaments': 'error.failedTournaments',
  'Failed to fetch matches': 'error.failedMatches',
  'Failed to fetch markets': 'error.failedMarkets',
  'Failed to fetch top leagues': 'error.failedTopLeagues',
  'Failed to fetch top sports': 'error.failedTopSports',
  'Failed to fetch mixed matches': 'error.failedMixed',
};

/** The read failures of lazy screens (Bet History, Express) and a lost connection; commands' texts go by code
 *  (command-text.ts). */
const LAZY_READS: Record<string, MessageId> = {
  'Failed to load tickets. Please try again later.': 'history.err.failed',
  'Network error. Please check your connection.': 'auth.err.network',
};

/** A message id for a resource's failure text, else undefined (the text is shown as it came). */
export function failureTextId(text: string): MessageId | undefined {
  return KNOWN[text] ?? LAZY_READS[text];
}

export function errorMessageId(text: string): MessageId | undefined {
  return text ? KNOWN[text] : 'error.unknown';
}
