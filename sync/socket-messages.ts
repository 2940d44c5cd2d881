// The live socket's policy and wire side (spec §4 'Live socket', §7 WebSocket, §8 'Socket', §9): retry
// constants, the status texts, the query string, and the decoding of one inbound frame into a typed
// SocketMessage. Raw wire data never leaves this file: only decoded messages and the events they map to.
import type { Struct, StructError } from 'superstruct';
import { SocketMessage } from '../schema/socket-message.ts';
import { EventPayloads, type AppEvent, type EventType } from '../schema/event.ts';
import { addPaymentMaterializers } from './families/payments.ts';
import { socketEventOf } from './families/runtime.ts';

// PAYMENT_UPDATE becomes a payment event: its materializers load with the socket (off the home route). The live
// messages (LIVE_SCORE, LIVE_EVENT) do not: sent to every connection for every match in play, they would be applied on
// every screen. Their family declares them (`socket`) and takes them only once its chunk registered it; until then
// decodeInbound drops them as unknown once it has read their type, before any struct (socketEventOf).
addPaymentMaterializers();

export const SOCKET_POLICY = {
  /** Connect timeout (sync/socket/retry.ts): a socket neither open nor closed after 5 s counts as failed. */
  connectTimeoutMs: 5000,
  /** Transport reconnects per transport run, with delay min(1000·2^n, 10000) ms for n = 0, 1, 2. */
  transportRetries: 3,
  transportMinDelayMs: 1000,
  transportGrowFactor: 2,
  transportMaxDelayMs: 10_000,
  /** An open socket that stays up this long resets the transport retry count (a later failure waits 1 s again). */
  minUptimeMs: 5000,
  /**
   * Normal close codes: the transport does not reconnect after them. 4001 is the server's 'Session revoked' /
   * 'Session ended' (logout, password change, expiry): the session is dead, so a reconnect with it could only
   * be refused with 1008. After a sign-out the app reconnects anyway, with the new identity (src/account/live.ts).
   */
  noRetryCloseCodes: [1000, 1001, 1005, 1008, 4001] as readonly number[],
  /** Close codes reported as 'Authentication required'. */
  authRequiredCloseCodes: [1006, 1008, 4001] as readonly number[],
  /** When the transport gives up, the app starts a fresh transport run up to 2 times, 3 s apart. */
  appRetries: 2,
  appRetryDelayMs: 3000,
} as const;

/** The user-facing socket texts of spec §8 (the store keeps them as the status message). */
export const SOCKET_TEXT = {
  error: 'Connection error',
  authRequired: 'Authentication required',
  closed: 'Connection closed',
  createFailed: 'Failed to create connection',
  timeout: 'Connection timeout',
  authFailed: 'Authentication failed',
  loginAgain: 'Connection failed - please login again',
  appRetry: (n: number) => `Connection failed (${n}/${SOCKET_POLICY.appRetries})`,
} as const;

/**
 * Texts that count as an authentication failure and log the player out (spec §8), case-insensitive.
 * 'session expired' is added to the spec's 'expired session': both orders mean the same to a player.
 */
const AUTH_FAILURE = /unauthorized|authentication failed|invalid session|expired session|session expired|401/i;

export function isAuthFailure(text: string): boolean {
  return AUTH_FAILURE.test(text);
}

/** The message a close code is reported with. */
export function closeCodeText(code: number): string {
  if (SOCKET_POLICY.authRequiredCloseCodes.includes(code)) {
    return SOCKET_TEXT.authRequired;
  }
  return SOCKET_POLICY.noRetryCloseCodes.includes(code) ? SOCKET_TEXT.closed : SOCKET_TEXT.error;
}

export interface SocketAuth {
  userId: string;
  merchantId: string;
  sessionToken: string;
}

/**
 * The socket address with its query (spec §7): user_id, merchant_id, session_token when signed in;
 * only merchant_id (when known) for an anonymous connection.
 */
export function socketUrl(base: string, auth: SocketAuth | null, anonymousMerchantId?: string): string {
  const query = new URLSearchParams();
  if (auth) {
    query.set('user_id', auth.userId);
    query.set('merchant_id', auth.merchantId);
    query.set('session_token', auth.sessionToken);
  } else if (anonymousMerchantId) {
    query.set('merchant_id', anonymousMerchantId);
  }
  const text = query.toString();
  return text === '' ? base : `${base}${base.includes('?') ? '&' : '?'}${text}`;
}

/** True when the address can be handed to a WebSocket constructor at all. */
export function isSocketAddress(url: string): boolean {
  try {
    return ['ws:', 'wss:', 'http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

const KNOWN_TYPES: ReadonlySet<string> = new Set([
  'CONNECTION_ESTABLISHED',
  'BALANCE_UPDATE',
  'BANNER_UPDATE',
  'ERROR',
  'CLOSED',
  'ODDS_CHANGE',
  'PAYMENT_UPDATE',
]);

/** A late family's message (sync/families/define.ts `socket`), decoded: the event it becomes, but for its time. */
export interface LateMessage {
  type: EventType;
  payload: unknown;
}

export type Inbound =
  | { kind: 'message'; message: SocketMessage }
  /** A message of a late family that is registered (LIVE_SCORE once the live chunk loaded), decoded with its event's struct. */
  | { kind: 'late'; event: LateMessage }
  /** A well-formed frame of a type this client does not know (a future message type, or a late family's before its
   *  chunk loads): ignored silently. */
  | { kind: 'unknown'; type: string }
  /** Not JSON, not an object with a type, or a known type that fails its struct: logged and dropped. */
  | { kind: 'invalid'; reason: string; detail?: unknown };

/** Decodes one inbound frame. Never throws. */
export function decodeInbound(data: unknown): Inbound {
  if (typeof data !== 'string') {
    return { kind: 'invalid', reason: 'non-text socket message' };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return { kind: 'invalid', reason: 'non-JSON socket message', detail: data.slice(0, 200) };
  }
  const type = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') {
    return { kind: 'invalid', reason: 'socket message without a type', detail: raw };
  }
  if (!KNOWN_TYPES.has(type)) {
    const late = socketEventOf(type);
    if (late === undefined) {
      return { kind: 'unknown', type };
    }
    const [error, payload] = (EventPayloads[late] as Struct<unknown, unknown>).validate(raw, { coerce: true });
    return error ? invalid(type, error) : { kind: 'late', event: { type: late, payload } };
  }
  const [error, message] = SocketMessage.validate(raw, { coerce: true });
  return error ? invalid(type, error) : { kind: 'message', message };
}

const invalid = (type: string, error: StructError): Inbound => ({
  kind: 'invalid',
  reason: `invalid ${type} socket message`,
  detail: error.failures().map((f) => `${f.path.join('.') || type}: ${f.message}`),
});

/** The domain event a data message becomes (BALANCE_UPDATE, BANNER_UPDATE, ODDS_CHANGE, PAYMENT_UPDATE); null for control messages. */
export function messageEvent(message: SocketMessage, at: number): AppEvent | null {
  switch (message.type) {
    case 'BALANCE_UPDATE':
      return { type: 'v1.BalanceUpdated', at, source: 'remote', payload: message };
    case 'BANNER_UPDATE':
      return {
        type: 'v1.BannersChanged',
        at,
        source: 'remote',
        payload:
          message.banner_type === undefined
            ? { merchantId: message.merchant_id }
            : { merchantId: message.merchant_id, bannerType: message.banner_type },
      };
    case 'ODDS_CHANGE':
      // Items that failed their struct were dropped in decoding; an empty batch changes nothing.
      return message.changes.length > 0 ? { type: 'v1.OddsChanged', at, source: 'remote', payload: { changes: message.changes } } : null;
    case 'PAYMENT_UPDATE':
      return { type: 'v1.PaymentUpdated', at, source: 'remote', payload: { userId: message.user_id, payment: message.payment } };
    default:
      return null;
  }
}
