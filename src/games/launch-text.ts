// The text of a refused launch, chosen by its code (the server's, or the client's own: spec §5's player checks,
// NO_GAME_URL, TIMEOUT), translated; the English of each message is the server's text for that code (spec §5/§8),
// word for word. A code without a message of ours shows the server's own text; nothing at all the spec §8 alert
// for the mode ('Failed to launch game. Please try again.' / 'Failed to launch demo game. Please try again.'). A list with
// texts of its own (the supplier list, InBet: list-launch-text.ts) has them first.
import type { MessageId } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';
import { listLaunchMessage } from './list-launch-text.ts';

export const LAUNCH_MESSAGES: Readonly<Record<string, MessageId>> = {
  GAME_NOT_FOUND: 'games.err.notFound',
  GAME_UNAVAILABLE: 'games.err.unavailable',
  REAL_MONEY_OFF: 'games.err.realMoneyOff',
  USER_ID_REQUIRED: 'games.err.userId',
  PLAYER_ID_REQUIRED: 'games.err.playerId',
  INVALID_USER_ID: 'games.err.validUserId',
  INVALID_GAME_ID: 'games.err.validGameId',
  NO_DEMO: 'games.err.noDemo',
  WRONG_CURRENCY: 'games.err.currency',
  GAME_LAUNCH_FAILED: 'games.err.launchFailed',
  NO_GAME_URL: 'games.err.noUrl',
  FORBIDDEN: 'games.err.forbidden',
  SESSION_REQUIRED: 'games.err.login',
  INVALID_SESSION: 'games.err.login',
  POPUP_BLOCKED: 'games.err.popup',
  // Responsible gaming (issue 18): the end date is on the Responsible gaming screen.
  SELF_EXCLUDED: 'rg.err.excludedNoDate',
  SELF_EXCLUDED_PERMANENT: 'rg.err.excludedPermanent',
};

/** No answer (or none we could read): the §8 alert of the mode. */
const RETRY_CODES = new Set(['TIMEOUT', 'NETWORK', 'FAILED', 'BAD_ANSWER', '']);

export function launchText(t: Translate, r: { code: string; message: string; mode: string; list?: string }): string {
  const own = r.list ? listLaunchMessage(r.list, r.code) : undefined;
  if (own) {
    return t(own);
  }
  // biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is ES2022; the client is built for ES2020
  const id = Object.prototype.hasOwnProperty.call(LAUNCH_MESSAGES, r.code) ? LAUNCH_MESSAGES[r.code] : undefined;
  if (id) {
    return t(id);
  }
  if (r.message && !RETRY_CODES.has(r.code)) {
    return r.message;
  }
  return t(r.mode === 'demo' ? 'games.err.demoTryAgain' : 'games.err.tryAgain');
}
