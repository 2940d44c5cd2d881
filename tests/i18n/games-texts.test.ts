// The casino's texts (issue 15): the English of the lobby's empty texts is domain/games-lobby.ts's spec text word for
// word; a refused launch reads its server text by code (the declared refusals' texts, and spec §5/§8's); every games.
// message is in the four catalogues and lazy (never on the home route).
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/messages/en.json';
import am from '../../src/i18n/messages/am.json';
import or from '../../src/i18n/messages/or.json';
import ti from '../../src/i18n/messages/ti.json';
import { CASINO_TABS, EMPTY_TEXTS, NO_GAMES } from '../../domain/games-lobby.ts';
import { LAUNCH_REFUSALS } from '../../schema/endpoints/games.ts';
import { LaunchSupplierGame, InitInbetGame } from '../../schema/endpoints/game-lists.ts';
import { LAUNCH_MESSAGES, launchText } from '../../src/games/launch-text.ts';
import { isLazyMessage } from '../../src/i18n/split.ts';
import type { MessageId } from '../../src/i18n/messages.ts';

const english = en as Record<string, string>;
const t = (id: MessageId): string => english[id] ?? id;

describe('casino texts', () => {
  it('the empty texts are the spec texts', () => {
    for (const tab of CASINO_TABS) {
      expect(english[`games.empty.${tab}`]).toBe(EMPTY_TEXTS[tab].none);
      expect(english[`games.emptySearch.${tab}`]).toBe(EMPTY_TEXTS[tab].search);
    }
    expect(english['games.noGames']).toBe(NO_GAMES.title);
    expect(english['games.noGamesHint']).toBe(NO_GAMES.hint);
  });

  it("each launch refusal's message is the server's text for its code", () => {
    const declared = [...LAUNCH_REFUSALS, ...(LaunchSupplierGame.refusals ?? []), ...(InitInbetGame.refusals ?? [])];
    for (const r of declared) {
      const id = LAUNCH_MESSAGES[r.code];
      if (id && r.text && r.code !== 'SESSION_REQUIRED' && r.code !== 'INVALID_SESSION') {
        expect(english[id], r.code).toBe(r.text);
      }
    }
    expect(launchText(t, { code: 'NO_GAME_URL', message: '', mode: 'real' })).toBe('No game URL returned from API');
    expect(launchText(t, { code: 'TIMEOUT', message: 'Request timed out', mode: 'demo' })).toBe('Failed to launch demo game. Please try again.');
    expect(launchText(t, { code: 'NETWORK', message: '', mode: 'real' })).toBe('Failed to launch game. Please try again.');
    expect(launchText(t, { code: 'SOMETHING_NEW', message: 'Supplier says no', mode: 'real' })).toBe('Supplier says no');
    expect(english['games.err.popup']).toBe('Pop-up blocked. Please allow pop-ups for this site and try again.');
  });

  it('every games. message is in the four catalogues, translated, and lazy', () => {
    const ids = Object.keys(english).filter((id) => id.startsWith('games.'));
    expect(ids.length).toBeGreaterThan(50);
    for (const [lang, messages] of Object.entries({ am, or, ti } as Record<string, Record<string, string>>)) {
      for (const id of ids) {
        expect(messages[id], `${lang} ${id}`).toBeTruthy();
      }
    }
    expect(ids.every(isLazyMessage)).toBe(true);
  });
});
