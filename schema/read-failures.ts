// Codes of failed reads. A failed read is recorded by code, never by an English text: the server's own code
// (with its HTTP status) when it answered, else what went wrong on our side — no answer (NETWORK, TIMEOUT), an
// answer that does not decode (BAD_ANSWER) — and each cached read has its own failure code, the one a screen
// shows when the server's code has no text of ours. The English of each own code is its spec §8 text, kept only
// as the i18n message's English value (src/components/error-text.ts maps code → message id).

/** The reads' own failure codes: one per spec §8 text a read failure shows. */
export const READ_FAILURE_CODES = [
  'SPORTS_FAILED',
  'CATEGORIES_FAILED',
  'TOURNAMENTS_FAILED',
  'MATCHES_FAILED',
  'MARKETS_FAILED',
  'TOP_LEAGUES_FAILED',
  'TOP_SPORTS_FAILED',
  'MIXED_FAILED',
  'EXPRESS_FAILED',
  'BANNERS_FAILED',
  'HISTORY_FAILED',
  'BETTING_CONFIG_FAILED',
  // issue 13: the payment preference reads (companion §8) and the tracker's recent-payments read (ours, never shown)
  'PAYMENT_METHODS_FAILED',
  'WITHDRAWAL_METHODS_FAILED',
  'PAYMENTS_FAILED',
  'STATEMENT_FAILED',
  // issue 14: core §8 'Failed to get current Loto Foot week' (the player's LotoFoot tickets read as HISTORY_FAILED)
  'LOTOFOOT_WEEK_FAILED',
  // issue 14: core §2 'Failed to load promotions'
  'PROMOTIONS_FAILED',
  // issue 15: companion §8 'Failed to load games. Please try again later.' (the lobby's lists and providers)
  'GAMES_FAILED',
  // issue 29: the search's server part (what the store holds is still shown)
  'SEARCH_FAILED',
] as const;
export type ReadFailureCode = (typeof READ_FAILURE_CODES)[number];

/** What a read shows for its failure (sync/resources.ts ResourceDef). */
export interface FailureCodes {
  failureCode: ReadFailureCode;
}

/**
 * A failure (a resources row: code, http_status and the server's own words, '' unless it sent some) as a screen shows
 * it: the server's words for a code we have no text for (spec §8: 'server text or …'), else the read's own failure
 * code (no answer, a bad one, one without words). '' when nothing failed.
 */
export function shownFailure(failure: { code?: string; message?: string }, codes: FailureCodes): string {
  return failure.code ? failure.message || codes.failureCode : '';
}
