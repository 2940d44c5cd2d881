// What the server says, as notes (spec §7 WebSocket, §8 'Socket'), over a transport run (./retry.ts):
// - decodeFrames(): every frame is decoded (decodeInbound, ../socket-messages.ts) before anything reads it: a
//   well-formed message of a known type passes as 'message', one of a registered late family (LIVE_SCORE once the
//   live chunk loaded) as 'late', a malformed frame becomes 'invalid' (logged and dropped by ../socket.ts), a type
//   this client does not know (a newer server's, or a late family's before its chunk) vanishes without a word;
// - endOnServerClose(): an ERROR or a CLOSED whose text is an authentication failure ends the stream as
//   'authFailed' (the app logs the player out); any other CLOSED ends it as 'closed'. Either is the last note:
//   the stream completes, which closes the socket and cancels every pending retry upstream.
// Raw frame data never goes further than decodeFrames().
import { concatMap, EMPTY, map, Observable, of, type OperatorFunction } from 'rxjs';
import type { SocketMessage } from '../../schema/socket-message.ts';
import { decodeInbound, isAuthFailure, type LateMessage } from '../socket-messages.ts';
import type { TransportNote } from './retry.ts';

export type InboundNote =
  | Exclude<TransportNote, { kind: 'message' }>
  | { kind: 'message'; message: SocketMessage }
  | { kind: 'late'; event: LateMessage }
  | { kind: 'invalid'; reason: string; detail?: unknown };

export type ServerEndNote = { kind: 'authFailed'; text: string } | { kind: 'closed' };

export function decodeFrames(): OperatorFunction<TransportNote, InboundNote> {
  return concatMap((note) => {
    if (note.kind !== 'message') {
      return of(note);
    }
    const inbound = decodeInbound(note.data);
    switch (inbound.kind) {
      case 'message':
        return of({ kind: 'message', message: inbound.message } as const);
      case 'late':
        return of({ kind: 'late', event: inbound.event } as const);
      case 'invalid':
        return of({ kind: 'invalid', reason: inbound.reason, detail: inbound.detail } as const);
      default:
        return EMPTY;
    }
  });
}

/** The end a server message asks for, if any. */
function serverEnd(message: SocketMessage): ServerEndNote | null {
  if (message.type === 'ERROR' && isAuthFailure(message.error)) {
    return { kind: 'authFailed', text: message.error };
  }
  if (message.type === 'CLOSED') {
    return message.error !== undefined && isAuthFailure(message.error) ? { kind: 'authFailed', text: message.error } : { kind: 'closed' };
  }
  return null;
}

export function endOnServerClose(): OperatorFunction<InboundNote, InboundNote | ServerEndNote> {
  return (notes) =>
    notes.pipe(
      map((note) => (note.kind === 'message' ? (serverEnd(note.message) ?? note) : note)),
      through((note) => note.kind === 'authFailed' || note.kind === 'closed'),
    );
}

/** takeWhile(not last, inclusive), which the client does not bundle otherwise: notes up to the last one, then completion. */
function through<T>(last: (note: T) => boolean): OperatorFunction<T, T> {
  return (notes) =>
    new Observable<T>((out) =>
      notes.subscribe({
        next: (note) => {
          out.next(note);
          if (last(note)) {
            out.complete();
          }
        },
        error: (error: unknown) => out.error(error),
        complete: () => out.complete(),
      }),
    );
}
