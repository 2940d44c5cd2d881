// The launch texts companion §8 gives the supplier list (/abcd) and InBet (/inbet) beyond the shared ones, chosen by
// the refusal's code (never by English words): the signed call refused (a signature code: 401), the player's session
// refused (401), the request refused as invalid (400), the server failing (500), and an answer without a game
// address. InBet's init also names a failure without an answer 'Failed to initialize game'. A code not listed here
// falls back to the shared texts (launch-text.ts).
import type { MessageId } from '../i18n/messages.ts';

const SIGNATURE = ['SIGNATURE_REQUIRED', 'UNKNOWN_MERCHANT', 'TIMESTAMP_EXPIRED', 'INVALID_SIGNATURE', 'SIGNATURE_REPLAYED'];
const SESSION = ['SESSION_REQUIRED', 'INVALID_SESSION'];
const INVALID = ['VALIDATION_FAILED', 'INVALID_MODE'];
const SERVER = ['INTERNAL'];
const NO_ANSWER = ['TIMEOUT', 'NETWORK', 'FAILED', 'BAD_ANSWER', ''];

const table = (groups: [readonly string[], MessageId][]): Readonly<Record<string, MessageId>> =>
  Object.fromEntries(groups.flatMap(([codes, id]) => codes.map((code) => [code, id])));

const LIST_TEXTS: Readonly<Record<string, Readonly<Record<string, MessageId>>>> = {
  supplier: table([
    [SIGNATURE, 'games.err.merchantAuth'],
    [INVALID, 'games.err.badParams'],
    [SERVER, 'games.err.server'],
    [['NO_GAME_URL'], 'games.err.invalidLaunch'],
  ]),
  inbet: table([
    [SIGNATURE, 'games.inbet.err.auth'],
    [SESSION, 'games.inbet.err.notAuth'],
    [INVALID, 'games.inbet.err.params'],
    [SERVER, 'games.inbet.err.server'],
    [['NO_GAME_URL', 'INVALID_INIT_DATA'], 'games.inbet.err.initData'],
    [NO_ANSWER, 'games.inbet.err.init'],
  ]),
};

/** The list's own text for a refusal's code, if it has one. */
export function listLaunchMessage(list: string, code: string): MessageId | undefined {
  const texts = LIST_TEXTS[list];
  // biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is ES2022; the client is built for ES2020
  return texts && Object.prototype.hasOwnProperty.call(texts, code) ? texts[code] : undefined;
}
