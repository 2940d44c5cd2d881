// Events as older clients recorded them, read the way this client records them: a player's saved report ("Report a
// problem") and the streams under tests/streams must replay after the event schema moved on. Only decodeEvent
// (replays, untrusted lines) calls this; the live pipeline builds current events and never carries these texts.
import type { ReadFailureCode } from './read-failures.ts';

/** The English failure texts reads recorded before they recorded codes (issue 12), by the code that replaced them. */
const OLD_FAILURE_TEXTS: Readonly<Record<string, ReadFailureCode>> = {
  'Failed to load sports': 'SPORTS_FAILED',
  'Failed to load categories': 'CATEGORIES_FAILED',
  'Failed to load tournaments': 'TOURNAMENTS_FAILED',
  'Failed to fetch matches': 'MATCHES_FAILED',
  'Failed to fetch markets': 'MARKETS_FAILED',
  'Failed to fetch top leagues': 'TOP_LEAGUES_FAILED',
  'Failed to fetch top sports': 'TOP_SPORTS_FAILED',
  'Failed to fetch mixed matches': 'MIXED_FAILED',
  'Failed to fetch express matches': 'EXPRESS_FAILED',
  'Failed to load banners': 'BANNERS_FAILED',
  // The banners' texts for 400 and 401 (never shown: a carousel without banners shows its fallback).
  'Invalid request parameters': 'BANNERS_FAILED',
  'Authentication failed': 'BANNERS_FAILED',
  'Failed to load tickets. Please try again later.': 'HISTORY_FAILED',
  'Failed to load betting config': 'BETTING_CONFIG_FAILED',
};

/**
 * v1.ResourceFetchFailed once carried `message`, the English text a screen showed, and no `code`. A text of ours
 * becomes its code; any other text with a status was the server's own words and stays the message, under the code
 * UNKNOWN (the server's code was not recorded then). Anything else is returned as it came.
 */
export function upgradeLegacyEvent(value: unknown): unknown {
  const event = value as { type?: unknown; payload?: unknown } | null;
  if (event?.type !== 'v1.ResourceFetchFailed' || typeof event.payload !== 'object' || event.payload === null) {
    return value;
  }
  const payload = event.payload as { code?: unknown; message?: unknown; status?: unknown };
  if (payload.code !== undefined || typeof payload.message !== 'string') {
    return value;
  }
  const own = OLD_FAILURE_TEXTS[payload.message];
  const answered = typeof payload.status === 'number' && payload.status > 0;
  const upgraded = own ? { ...payload, code: own, message: '' } : { ...payload, code: 'UNKNOWN', message: answered ? payload.message : '' };
  return { ...event, payload: upgraded };
}
