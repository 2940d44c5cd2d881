// The live socket's transport: one reconnecting-websocket run with the spec's policy (5 s connect
// timeout, up to 3 reconnects 1 s, 2 s, 4 s apart, none after close codes 1000, 1001, 1005, 1008, 4001),
// reported as a few plain outcomes to sync/socket.ts, which owns the status and the app-level retries.
//
// reconnecting-websocket cannot look at close codes: it reconnects after any close, and turns a failed
// connection into a synthetic clean 1000. So each raw socket is created through a subclass of the
// WebSocket class whose listeners run before the library's: a normal close code stops the run before the
// library schedules a reconnect, and the retry count is read before the library changes it.
import ReconnectingWebSocket from 'reconnecting-websocket';
import { SOCKET_POLICY as P, SOCKET_TEXT as T, closeCodeText } from './socket-messages.ts';

export interface TransportHooks {
  /** A new socket is being opened (the first one, or a reconnect). */
  created(): void;
  /** A frame from the open socket, undecoded. */
  message(data: unknown): void;
  /** The server closed with a normal code (1000, 1001, 1005, 1008, 4001): the transport has stopped. */
  stopped(code: number): void;
  /** The socket failed; the transport reconnects after its back-off. Called again when a browser tells the close code (1006) only after the error. */
  lost(message: string): void;
  /** The socket failed and the transport has used its reconnects: it has stopped. */
  gaveUp(message: string): void;
  /** The socket could not even be created (no WebSocket class, a constructor that throws): the transport has stopped. */
  createFailed(error: unknown): void;
}

export interface Transport {
  /** False once the run has stopped: closed here, or by a normal close code, giving up or a creation failure. */
  isOpen(): boolean;
  close(): void;
}

/** One raw socket of the run. */
interface Attempt {
  /** The library's retry count when this socket was created, and when it failed (read before the library acts). */
  retryAtStart: number;
  retryAtFailure?: number;
  errored: boolean;
  closeCode?: number;
  /** The library has dealt with this socket's end; retrying: it scheduled a reconnect. */
  ended: boolean;
  retrying: boolean;
}

/** Starts a transport run; every hook is called only while the run is live. */
export function openTransport(Base: typeof WebSocket, url: () => string, hooks: TransportHooks): Transport {
  let rws: ReconnectingWebSocket | null = null;
  let attempt: Attempt | null = null;
  let ended = false;

  const close = (): void => {
    if (ended) {
      return;
    }
    ended = true;
    try {
      rws?.close();
    } catch {
      // a socket that cannot close is closed enough: the run ignores it from now on
    }
  };

  class ObservedWebSocket extends Base {
    // biome-ignore lint/correctness/noUnreachableSuper: super() either succeeds or throws into the catch, which returns another object
    constructor(address: string | URL, protocols?: string | string[]) {
      try {
        super(address, protocols);
        created(this);
      } catch (error) {
        // Thrown inside the library's promise chain it would be an unhandled rejection: report it here and
        // hand back an inert socket (the run is stopped, so nothing reconnects).
        if (!ended) {
          close();
          hooks.createFailed(error);
        }
        // biome-ignore lint/correctness/noConstructorReturn: the inert stand-in replaces a socket that failed to construct
        return INERT_SOCKET as never;
      }
    }
  }

  function created(ws: WebSocket): void {
    if (ended) {
      return;
    }
    const current: Attempt = { retryAtStart: rws?.retryCount ?? 0, errored: false, ended: false, retrying: false };
    attempt = current;
    hooks.created();
    ws.addEventListener('error', () => {
      if (!ended && !current.ended && !current.errored) {
        current.errored = true;
        current.retryAtFailure = rws?.retryCount;
      }
    });
    ws.addEventListener('close', (event) => rawClosed(current, event.code));
  }

  /** A raw close, seen before the library reacts to it (unless an error or a timeout came first). */
  function rawClosed(current: Attempt, code: number): void {
    if (ended) {
      return;
    }
    if (current.ended || current.errored) {
      // The library already handled the error; a browser tells the code (1006) only now.
      if (current.errored && current.retrying && attempt === current && P.authRequiredCloseCodes.includes(code)) {
        hooks.lost(T.authRequired);
      }
      return;
    }
    current.closeCode = code;
    current.retryAtFailure = rws?.retryCount;
    if (P.noRetryCloseCodes.includes(code)) {
      current.ended = true;
      close();
      hooks.stopped(code);
    }
  }

  /** The library is done with a socket: it has scheduled a reconnect, or given up. */
  function transportClosed(reason: string): void {
    const current = attempt;
    if (ended || !current || current.ended) {
      return;
    }
    current.ended = true;
    const timedOut = current.closeCode === undefined && !current.errored && reason === 'timeout';
    const message = timedOut ? T.timeout : current.closeCode === undefined ? T.error : closeCodeText(current.closeCode);
    if ((current.retryAtFailure ?? current.retryAtStart) < P.transportRetries) {
      current.retrying = true;
      hooks.lost(message);
    } else {
      close();
      hooks.gaveUp(message);
    }
  }

  try {
    rws = new ReconnectingWebSocket(url, undefined, {
      WebSocket: ObservedWebSocket,
      connectionTimeout: P.connectTimeoutMs,
      maxRetries: P.transportRetries,
      minReconnectionDelay: P.transportMinDelayMs,
      reconnectionDelayGrowFactor: P.transportGrowFactor,
      maxReconnectionDelay: P.transportMaxDelayMs,
      minUptime: P.minUptimeMs,
    });
  } catch (error) {
    close();
    hooks.createFailed(error);
    return { isOpen: () => false, close };
  }
  rws.addEventListener('message', (event) => {
    if (!ended) {
      hooks.message(event.data);
    }
  });
  rws.addEventListener('close', (event) => transportClosed(event.reason));
  return { isOpen: () => !ended, close };
}

/** Handed to reconnecting-websocket when the real constructor threw: never opens, never fires. */
const INERT_SOCKET = {
  readyState: 3,
  binaryType: 'blob',
  url: '',
  protocol: '',
  extensions: '',
  bufferedAmount: 0,
  addEventListener() {},
  removeEventListener() {},
  close() {},
  send() {},
};
