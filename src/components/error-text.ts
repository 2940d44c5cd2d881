// Maps the data layer's English failure texts (spec §8) to message ids, so they are shown translated;
// any other text (a server's own message) is shown as it came. Account, ticket and slip texts live in
// known-text.ts, which only the lazy screens load (the home route's bytes are budgeted).
import type { MessageId } from '../i18n/messages.ts';

export const KNOWN: Record<string, MessageId> = {
  'Failed to load sports': 'error.failedSports',
  'Failed to load categories': 'error.failedCategories',
  'Failed to load tournaments': 'error.failedTournaments',
  'Failed to fetch matches': 'error.failedMatches',
  'Failed to fetch markets': 'error.failedMarkets',
  'Failed to fetch top leagues': 'error.failedTopLeagues',
  'Failed to fetch top sports': 'error.failedTopSports',
  'Failed to fetch mixed matches': 'error.failedMixed',
};

export function errorMessageId(text: string): MessageId | undefined {
  return text ? KNOWN[text] : 'error.unknown';
}
