// The live socket (spec §4 'Live socket', §7, §8, §9): a plain WebSocket at /api/v1/auth/ws/ through
// reconnecting-websocket. Every outcome becomes an event on the sync engine's bus: a status change
// (v1.SocketStatusChanged, source 'system'), a balance (v1.BalanceUpdated) or a banner refresh (v1.BannersChanged).
//
// Two levels of retry, as the spec says:
// - transport (sync/socket-transport.ts): 5 s connect timeout, up to 3 reconnects 1 s, 2 s, 4 s apart,
//   none after the normal close codes 1000, 1001, 1005, 1008 and 4001 (the session was revoked or ended);
// - app (here): when a transport run gives up, a fresh run starts 3 s later, at most twice; then 'failed'.
// An authentication failure (an ERROR whose text says so) stops both and asks the app to log the player out. A
// signed-in socket the server closes with 4001 (its session ended: revoked by a password change on another device,
// issue 29, or expired) asks for the wallet once: GET auth/verify's 401 is what signs the player out, not the code.
import type { AppEvent, PayloadOf } from '../schema/event.ts';
import type { SocketMessage } from '../schema/socket-message.ts';
import {
  SOCKET_POLICY as P,
  SOCKET_TEXT as T,
  closeCodeText,
  decodeInbound,
  isAuthFailure,
  isSocketAddress,
  messageEvent,
  socketUrl,
  type SocketAuth,
} from './socket-messages.ts';
import { openTransport, type Transport } from './socket-transport.ts';

export type { SocketAuth } from './socket-messages.ts';

export interface LiveSocketOptions {
  /** e.g. 'ws://host/api/v1/auth/ws/' (the caller builds it from location). */
  url: string;
  /** The WebSocket class: injected in tests (mock-socket) and in Node; the global one otherwise. */
  WebSocket?: typeof WebSocket;
  /** The sync engine's emit: every outcome becomes an event. */
  emit(event: AppEvent): void;
  /** Read at every connection attempt; null → anonymous connection. */
  auth(): SocketAuth | null;
  /** merchant_id sent with an anonymous connection. */
  merchantId?: string;
  /** Called when a signed-in socket is established again after an earlier connection, so a missed BALANCE_UPDATE never leaves a stale balance. */
  refetchWallet(): void;
  /** An ERROR (or CLOSED) whose text is an authentication failure: the app logs the player out. */
  onAuthFailure(message: string): void;
  now?: () => number;
  log?: (msg: string, detail?: unknown) => void;
}

export interface LiveSocket {
  /** Opens the socket unless it is already open, connecting or waiting to retry. */
  connect(): void;
  /** The reconnect button: drops the current connection, resets every retry counter and connects again. */
  reconnect(): void;
  /** Stops everything, timers included, and reports 'idle'. */
  close(): void;
}

type Status = PayloadOf<'v1.SocketStatusChanged'>['status'];

export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? ((msg: string, detail?: unknown) => console.warn(`[socket] ${msg}`, detail ?? ''));
  let transport: Transport | null = null;
  let appTimer: ReturnType<typeof setTimeout> | undefined;
  let appRetries = 0;
  /** A connection was established since the last close(): the next one is a re-connect. */
  let everEstablished = false;
  /** Whether the address of the socket being opened carried a session, and whether that socket is established. */
  let nextSignedIn = false;
  let attempt = { signedIn: false, established: false };
  let status: { status: Status; message: string | undefined } | null = null;

  const call = (what: string, fn: () => void): void => {
    try {
      fn();
    } catch (error) {
      log(`${what} threw`, error);
    }
  };
  const emit = (event: AppEvent): void => call('emit', () => options.emit(event));
  const setStatus = (next: Status, message?: string, force = false): void => {
    if (!force && status?.status === next && status.message === message) {
      return;
    }
    status = { status: next, message };
    emit({
      type: 'v1.SocketStatusChanged',
      at: now(),
      source: 'system',
      payload: message === undefined ? { status: next } : { status: next, message },
    });
  };
  const readAuth = (): SocketAuth | null => {
    try {
      return options.auth();
    } catch (error) {
      log('auth() threw; connecting anonymously', error);
      return null;
    }
  };
  /** Read by the transport right before it creates each socket, so every attempt uses the current auth. */
  const buildUrl = (): string => {
    const auth = readAuth();
    nextSignedIn = auth !== null;
    return socketUrl(options.url, auth, options.merchantId);
  };
  const stop = (): void => {
    clearTimeout(appTimer);
    appTimer = undefined;
    transport?.close();
    transport = null;
  };

  function start(): void {
    stop();
    setStatus('connecting');
    const Base = options.WebSocket ?? (globalThis as { WebSocket?: typeof WebSocket }).WebSocket;
    if (!Base || !isSocketAddress(options.url)) {
      createFailed(Base ? `invalid socket address ${options.url}` : 'no WebSocket class');
      return;
    }
    const run: Transport = openTransport(Base, buildUrl, {
      created: () => {
        attempt = { signedIn: nextSignedIn, established: false };
        setStatus('connecting');
      },
      message: (data) => onMessage(run, data),
      stopped: (code) => {
        setStatus(code === 1008 || code === 4001 ? 'failed' : 'disconnected', closeCodeText(code));
        if (code === 4001 && attempt.signedIn) {
          call('refetchWallet', options.refetchWallet);
        }
      },
      lost: (message) => setStatus('disconnected', message),
      gaveUp: (message) => {
        log(`transport gave up (${message})`);
        if (appRetries < P.appRetries) {
          appRetries += 1;
          setStatus('disconnected', T.appRetry(appRetries));
          appTimer = setTimeout(start, P.appRetryDelayMs);
        } else {
          setStatus('failed', T.loginAgain);
        }
      },
      createFailed,
    });
    transport = run;
  }

  function createFailed(detail: unknown): void {
    log(T.createFailed, detail);
    stop();
    setStatus('failed', T.createFailed);
  }

  function onMessage(run: Transport, data: unknown): void {
    const inbound = decodeInbound(data);
    if (inbound.kind === 'invalid') {
      log(`dropped ${inbound.reason}`, inbound.detail);
    } else if (inbound.kind === 'message') {
      onControl(run, inbound.message);
      const event = messageEvent(inbound.message, now());
      if (event) {
        emit(event);
      }
    }
    // kind 'unknown': a newer server's message type (e.g. ODDS_CHANGE), ignored silently
  }

  function onControl(run: Transport, message: SocketMessage): void {
    switch (message.type) {
      case 'CONNECTION_ESTABLISHED': {
        if (attempt.established) {
          return;
        }
        attempt.established = true;
        const again = everEstablished;
        everEstablished = true;
        appRetries = 0;
        setStatus('connected');
        if (again && attempt.signedIn) {
          call('refetchWallet', options.refetchWallet);
        }
        return;
      }
      case 'ERROR':
        if (isAuthFailure(message.error)) {
          authFailure(message.error);
        } else {
          log('server error', message.error);
          setStatus(status?.status ?? 'connected', T.error);
        }
        return;
      case 'CLOSED':
        if (message.error !== undefined && isAuthFailure(message.error)) {
          authFailure(message.error);
        } else {
          run.close();
          setStatus('disconnected', T.closed);
        }
        return;
      default:
    }
  }

  function authFailure(text: string): void {
    stop();
    setStatus('failed', T.authFailed);
    call('onAuthFailure', () => options.onAuthFailure(text));
  }

  return {
    connect() {
      if (transport?.isOpen() || appTimer !== undefined) {
        return;
      }
      appRetries = 0;
      start();
    },
    reconnect() {
      appRetries = 0;
      start();
    },
    close() {
      stop();
      appRetries = 0;
      everEstablished = false;
      setStatus('idle', undefined, true);
    },
  };
}
