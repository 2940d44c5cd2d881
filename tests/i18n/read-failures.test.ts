// Every read failure code (schema/read-failures.ts) has a message in all four catalogues, whose English is the spec
// §8 text for it word for word; Amharic, Afan Oromo and Tigrinya say it in their own words. A screen turns a code
// into its message and shows anything else (the server's own words) as it came, never reading English back.
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/messages/en.json';
import am from '../../src/i18n/messages/am.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';
import { READ_FAILURE_CODES, type ReadFailureCode } from '../../schema/read-failures.ts';
import { errorMessageId, READ_FAILURE_MESSAGES } from '../../src/components/error-text.ts';

/** Spec §8 ('Sports data', 'Banners', 'Betting config') and the lazy screens' texts, by the code that shows them. */
const SPEC_TEXTS: Record<ReadFailureCode, string> = {
  SPORTS_FAILED: 'Failed to load sports',
  CATEGORIES_FAILED: 'Failed to load categories',
  TOURNAMENTS_FAILED: 'Failed to load tournaments',
  MATCHES_FAILED: 'Failed to fetch matches',
  MARKETS_FAILED: 'Failed to fetch markets',
  TOP_LEAGUES_FAILED: 'Failed to fetch top leagues',
  TOP_SPORTS_FAILED: 'Failed to fetch top sports',
  MIXED_FAILED: 'Failed to fetch mixed matches',
  EXPRESS_FAILED: 'Failed to fetch express matches',
  BANNERS_FAILED: 'Failed to load banners',
  HISTORY_FAILED: 'Failed to load tickets. Please try again later.',
  BETTING_CONFIG_FAILED: 'An unexpected error occurred while fetching betting configuration.',
  PAYMENT_METHODS_FAILED: 'Failed to load payment methods',
  WITHDRAWAL_METHODS_FAILED: 'Failed to load withdrawal methods',
  // Ours (the spec has no text): the tracker never shows it, it keeps what the socket told it.
  PAYMENTS_FAILED: 'Failed to load payments',
  STATEMENT_FAILED: 'Failed to load the statement. Please try again later.',
  LOTOFOOT_WEEK_FAILED: 'Failed to get current Loto Foot week',
  PROMOTIONS_FAILED: 'Failed to load promotions',
  GAMES_FAILED: 'Failed to load games. Please try again later.',
  // Ours (issue 29): the search's server part; what the store holds stays shown.
  SEARCH_FAILED: 'More results could not be loaded',
};

const catalogues: Record<string, Record<string, string>> = { en, am, or, ti };

describe('read failure texts', () => {
  it('every code has a message in the four catalogues, its English the spec text', () => {
    expect(Object.keys(READ_FAILURE_MESSAGES).sort()).toEqual([...READ_FAILURE_CODES].sort());
    for (const code of READ_FAILURE_CODES) {
      const id = READ_FAILURE_MESSAGES[code];
      expect(en[id], code).toBe(SPEC_TEXTS[code]);
      for (const [lang, messages] of Object.entries(catalogues)) {
        expect(messages[id], `${lang} ${code}`).toBeTruthy();
        if (lang !== 'en') {
          expect(messages[id], `${lang} ${code}`).not.toBe(en[id]);
        }
      }
    }
  });

  it("a code is turned into its message; the server's words and an English text are not looked up", () => {
    expect(errorMessageId('MATCHES_FAILED')).toBe('error.failedMatches');
    expect(errorMessageId('')).toBe('error.unknown');
    expect(errorMessageId('Failed to fetch matches')).toBeUndefined();
    expect(errorMessageId('Feed maintenance, back soon')).toBeUndefined();
    expect(errorMessageId('constructor')).toBeUndefined();
  });
});
