// The texts of /abcd, /frozen and /inbet (issue 15, companion §2, §8): the InBet section names are the spec's §9 names
// word for word; list failures and launch refusals read the spec's texts for the supplier list and InBet by code (a
// signed call refused, a session refused, an invalid request, the server failing, no game address), other lists keep
// the shared texts; every new message is in the four catalogues.
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/messages/en.json';
import am from '../../src/i18n/messages/am.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';
import { INBET_SECTION_NAMES, INBET_TYPES } from '../../domain/games-lobby.ts';
import { launchText } from '../../src/games/launch-text.ts';
import { inbetFailure, listFailure, type ListRead } from '../../src/screens/game-lists/use-game-lists.ts';
import type { MessageId } from '../../src/i18n/messages.ts';

const english = en as Record<string, string>;
const t = (id: MessageId, values?: Record<string, string | number>): string =>
  (english[id] ?? id).replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? ''));
const refused = (list: string, code: string, mode = 'real') => launchText(t, { code, message: 'server words', mode, list });
const read = (code: string, status: number, message = ''): ListRead => ({
  state: { status: 'error', fetchedAt: 0, error: message || 'GAMES_FAILED', retry: () => undefined },
  games: [],
  loaded: false,
  code,
  status,
  message,
});

describe('game list texts', () => {
  it("InBet's sections are named as spec §9 names them", () => {
    expect(INBET_TYPES.map((type) => english[`games.inbet.${type}`])).toEqual(INBET_TYPES.map((type) => INBET_SECTION_NAMES[type]));
    expect(english['games.inbet.empty']).toBe('No games available in this category');
  });

  it("a supplier list launch reads companion §8's casino-list texts", () => {
    expect(refused('supplier', 'INVALID_SIGNATURE')).toBe('Authentication failed. Please check your merchant configuration.');
    expect(refused('supplier', 'VALIDATION_FAILED')).toBe('Invalid game parameters. Please try again.');
    expect(refused('supplier', 'INTERNAL')).toBe('Server error occurred. Please try again later.');
    expect(refused('supplier', 'NO_GAME_URL')).toBe('Invalid game launch response');
    expect(refused('supplier', 'INVALID_SESSION')).toBe('Please log in to play this game');
    expect(refused('supplier', 'TIMEOUT', 'demo')).toBe('Failed to launch demo game. Please try again.');
  });

  it("an InBet launch reads InBet's init texts", () => {
    expect(refused('inbet', 'TIMESTAMP_EXPIRED')).toBe('Authentication failed. Please refresh the page and try again.');
    expect(refused('inbet', 'INVALID_SESSION')).toBe('User not authenticated. Please login again');
    expect(refused('inbet', 'VALIDATION_FAILED')).toBe('Invalid game or user parameters');
    expect(refused('inbet', 'GAME_NOT_FOUND')).toBe('Game not found');
    expect(refused('inbet', 'INTERNAL')).toBe('Server error. Please try again later.');
    expect(refused('inbet', 'INVALID_INIT_DATA')).toBe('Invalid initialization data received');
    expect(refused('inbet', 'NO_GAME_URL')).toBe('Invalid initialization data received');
    expect(refused('inbet', 'NETWORK')).toBe('Failed to initialize game');
    expect(refused('inbet', 'INVALID_USER_ID')).toBe('Valid user ID is required');
  });

  it('other lists keep the shared texts', () => {
    expect(refused('frozen', 'NO_GAME_URL')).toBe('No game URL returned from API');
    expect(refused('lobby', 'INVALID_SIGNATURE')).toBe('server words');
  });

  it('a failed list read: an answer of another shape, the casino list text, InBet by status', () => {
    expect(listFailure(t, read('BAD_ANSWER', 200))).toBe('Invalid response structure');
    expect(listFailure(t, read('NETWORK', 0))).toBe('Failed to load games. Please try again later.');
    expect(inbetFailure(t, read('BAD_ANSWER', 200))).toBe('Invalid response structure');
    expect(inbetFailure(t, read('TIMESTAMP_EXPIRED', 401, 'Request timestamp expired'))).toBe('Request expired. Please try again.');
    expect(inbetFailure(t, read('INVALID_SIGNATURE', 401, 'Invalid signature'))).toBe(
      'Authentication failed. Please refresh the page and try again.',
    );
    expect(inbetFailure(t, read('VALIDATION_FAILED', 400, 'the query is not valid'))).toBe('Invalid request: the query is not valid');
    expect(inbetFailure(t, read('INTERNAL', 500, 'Internal server error'))).toBe('Failed to fetch games: Internal server error');
    expect(inbetFailure(t, read('NETWORK', 0))).toBe('Failed to load InBet games. Please try again later.');
  });

  it('every message of the lists is in the four catalogues', () => {
    const ids = Object.keys(english).filter((id) => /^games\.(lists|abcd|frozen|inbet)\.|^games\.(realMoney|demoMode|playNow|more)$/.test(id));
    expect(ids.length).toBeGreaterThanOrEqual(25);
    for (const [lang, messages] of Object.entries({ am, or, ti } as Record<string, Record<string, string>>)) {
      for (const id of ids) {
        expect(messages[id], `${lang} ${id}`).toBeTruthy();
      }
    }
  });
});
