// The live socket (spec §4 'Live socket', §7, §8, §9): a plain WebSocket at /api/v1/auth/ws/, as one RxJS
// pipeline over one source. Every outcome becomes an event on the sync engine's bus: a status change
// (v1.SocketStatusChanged, source 'system'), a balance (v1.BalanceUpdated) or a banner refresh (v1.BannersChanged), and
// a registered late family's message its event (LIVE_SCORE → v1.LiveScoreReceived once the live chunk loaded).
//
//   socketSource      one socket per subscription, its address (so auth()) read each time  ./socket/source.ts
//   transportRetry    5 s connect timeout; reconnects 1 s, 2 s, 4 s apart, none after the    ./socket/retry.ts
//                     normal close codes 1000, 1001, 1005, 1008 and 4001 (session revoked or ended)
//   decodeFrames      every frame decoded before it is read; unknown types dropped silently  ./socket/inbound.ts
//   endOnServerClose  an ERROR/CLOSED with an auth failure ends all (logout); a CLOSED too   ./socket/inbound.ts
//   appRetry          when the transport gives up, a new run 3 s later, at most twice        ./socket/app-retry.ts
//
// This file turns the notes into events and calls: the de-duplicated status, the logout on an authentication
// failure, and the wallet refetch when a signed-in socket is established again or closed with 4001 (its session
// ended: revoked by a password change on another device, issue 29, or expired; GET auth/verify's 401 is what signs
// the player out, not the code). A session is live from connect() until its last note, close() or reconnect().
import { Subscription } from 'rxjs';
import type { AppEvent } from '../schema/event.ts';
import type { SocketMessage } from '../schema/socket-message.ts';
import { SOCKET_TEXT as T, closeCodeText, isSocketAddress, messageEvent, socketUrl, type SocketAuth } from './socket-messages.ts';
import { type AppRetryNote, appRetry } from './socket/app-retry.ts';
import { decodeFrames, endOnServerClose, type InboundNote, type ServerEndNote } from './socket/inbound.ts';
import { transportRetry } from './socket/retry.ts';
import { SocketCreateFailed, socketSource } from './socket/source.ts';
import { statusReporter } from './socket/status.ts';

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

type Note = InboundNote | ServerEndNote | AppRetryNote;

/** Notes after which the session is over (the stream completes right after them). */
const LAST: ReadonlySet<Note['kind']> = new Set(['stopped', 'failed', 'authFailed', 'closed']);

export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? ((msg: string, detail?: unknown) => console.warn(`[socket] ${msg}`, detail ?? ''));
  /** The live session, if any: connect() leaves it alone. */
  let session: Subscription | null = null;
  /** A connection was established since the last close(): the next one is a re-connect. */
  let everEstablished = false;
  /** Whether the address of the current socket carried a session, and whether that socket is established. */
  let attempt = { signedIn: false, established: false };

  const call = (what: string, fn: () => void): void => {
    try {
      fn();
    } catch (error) {
      log(`${what} threw`, error);
    }
  };
  const emit = (event: AppEvent): void => call('emit', () => options.emit(event));
  const status = statusReporter(emit, now);
  const setStatus = status.set;
  const readAuth = (): SocketAuth | null => {
    try {
      return options.auth();
    } catch (error) {
      log('auth() threw; connecting anonymously', error);
      return null;
    }
  };
  /** Read by the source right before it creates each socket, so every attempt uses the current auth. */
  const buildUrl = (): string => {
    const auth = readAuth();
    attempt = { signedIn: auth !== null, established: false };
    return socketUrl(options.url, auth, options.merchantId);
  };
  /** Ends the live session: its socket is closed and its timers cancelled; it reports nothing more. */
  const stop = (): void => {
    const live = session;
    session = null;
    live?.unsubscribe();
  };

  function start(): void {
    stop();
    setStatus('connecting');
    const Base = options.WebSocket ?? (globalThis as { WebSocket?: typeof WebSocket }).WebSocket;
    if (!Base || !isSocketAddress(options.url)) {
      createFailed(Base ? `invalid socket address ${options.url}` : 'no WebSocket class');
      return;
    }
    const notes = socketSource(Base, buildUrl).pipe(
      transportRetry(),
      decodeFrames(),
      endOnServerClose(),
      appRetry((note) => note.kind === 'message' && note.message.type === 'CONNECTION_ESTABLISHED'),
    );
    const live = new Subscription();
    session = live;
    // Notes of a session already stopped (by a callback that reconnected, say) are not for us any more.
    live.add(
      notes.subscribe({
        next: (note) => session === live && onNote(note),
        // The one error the pipeline passes on: the WebSocket constructor threw (source.ts).
        error: (error: unknown) => session === live && createFailed(error instanceof SocketCreateFailed ? error.detail : error),
        complete: () => session === live && stop(),
      }),
    );
  }

  function onNote(note: Note): void {
    if (LAST.has(note.kind)) {
      stop();
    }
    switch (note.kind) {
      case 'connecting':
        setStatus('connecting');
        return;
      case 'message':
        onMessage(note.message);
        return;
      case 'late':
        emit({ ...note.event, at: now(), source: 'remote' } as AppEvent);
        return;
      case 'invalid':
        log(`dropped ${note.reason}`, note.detail);
        return;
      case 'lost':
        setStatus('disconnected', note.message);
        return;
      case 'stopped':
        setStatus(note.code === 1008 || note.code === 4001 ? 'failed' : 'disconnected', closeCodeText(note.code));
        if (note.code === 4001 && attempt.signedIn) {
          call('refetchWallet', options.refetchWallet);
        }
        return;
      case 'gaveUp':
        log(`transport gave up (${note.message})`);
        return;
      case 'appRetry':
        setStatus('disconnected', T.appRetry(note.attempt));
        return;
      case 'failed':
        setStatus('failed', T.loginAgain);
        return;
      case 'closed':
        setStatus('disconnected', T.closed);
        return;
      case 'authFailed':
        setStatus('failed', T.authFailed);
        call('onAuthFailure', () => options.onAuthFailure(note.text));
        return;
    }
  }

  /** A decoded message: the control messages change the status, the data messages become events. */
  function onMessage(message: SocketMessage): void {
    if (message.type === 'CONNECTION_ESTABLISHED' && !attempt.established) {
      attempt.established = true;
      const again = everEstablished;
      everEstablished = true;
      setStatus('connected');
      if (again && attempt.signedIn) {
        call('refetchWallet', options.refetchWallet);
      }
    } else if (message.type === 'ERROR') {
      // An authentication failure never gets here: endOnServerClose() ended the session with it.
      log('server error', message.error);
      setStatus(status.current() ?? 'connected', T.error);
    }
    const event = messageEvent(message, now());
    if (event) {
      emit(event);
    }
  }

  function createFailed(detail: unknown): void {
    log(T.createFailed, detail);
    stop();
    setStatus('failed', T.createFailed);
  }

  return {
    connect() {
      if (session === null) {
        start();
      }
    },
    reconnect() {
      start();
    },
    close() {
      stop();
      everEstablished = false;
      setStatus('idle', undefined, true);
    },
  };
}
