// One socket attempt as an Observable (spec §4 'Live socket', §7): subscribing creates one WebSocket at the
// address `url()` gives at that moment, and the socket's life comes out as frames: 'open', every 'message' (its
// data, undecoded: ./inbound.ts decodes it) and one last 'close' with the close code, then completion.
// Invariants:
// - one subscription, one socket; subscribing again opens a new one at a freshly read address (./retry.ts relies on it);
// - nothing follows 'close'; unsubscribing before it closes a socket still opening or open, and nothing more is heard;
// - an 'error' event is no frame of its own: it marks the 'close' that follows it (errored), since every WebSocket
//   fires close right after error (WHATWG 'fail the WebSocket connection'; ws and mock-socket do the same);
// - a constructor that throws becomes the error SocketCreateFailed, never an exception out of subscribe().
import { Observable } from 'rxjs';

export type Frame =
  | { kind: 'open' }
  | { kind: 'message'; data: unknown }
  /** errored: an error event came first (a refused handshake, a dropped network), so the code says little. */
  | { kind: 'close'; code: number; errored: boolean };

/** The WebSocket constructor threw (a malformed address, a blocked port): there is nothing to retry. */
export class SocketCreateFailed extends Error {
  constructor(readonly detail: unknown) {
    super('the WebSocket could not be created');
  }
}

/** WebSocket.CLOSING: a socket in this state or CLOSED needs no close(). Some injected classes lack the static. */
const CLOSING = 2;

export function socketSource(Socket: typeof WebSocket, url: () => string): Observable<Frame> {
  return new Observable<Frame>((subscriber) => {
    let ws: WebSocket;
    try {
      ws = new Socket(url());
    } catch (error) {
      subscriber.error(new SocketCreateFailed(error));
      return;
    }
    let errored = false;
    const onOpen = (): void => subscriber.next({ kind: 'open' });
    const onMessage = (event: MessageEvent): void => subscriber.next({ kind: 'message', data: event.data });
    const onError = (): void => {
      errored = true;
    };
    const onClose = (event: CloseEvent): void => {
      detach();
      subscriber.next({ kind: 'close', code: event.code, errored });
      subscriber.complete();
    };
    // The error listener is never removed: Node's ws emits 'error' when a socket still connecting is closed,
    // and an EventEmitter's error with no listener throws.
    const detach = (): void => {
      ws.removeEventListener('open', onOpen);
      ws.removeEventListener('message', onMessage);
      ws.removeEventListener('close', onClose);
    };
    ws.addEventListener('open', onOpen);
    ws.addEventListener('message', onMessage);
    ws.addEventListener('error', onError);
    ws.addEventListener('close', onClose);
    return () => {
      detach();
      if (ws.readyState < CLOSING) {
        try {
          ws.close(1000);
        } catch {
          // a socket that cannot close is closed enough: nothing listens to it any more
        }
      }
    };
  });
}
