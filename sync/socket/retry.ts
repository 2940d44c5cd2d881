// The transport's rules (spec §4 'Live socket', §9) as one operator over the socket source (./source.ts): each
// subscription of the source is one socket, so a retry is a resubscription, at a freshly read address.
// - connect timeout: a socket with neither 'open' nor 'close' within 5 s fails as 'Connection timeout' (and is closed);
// - a clean end with a normal close code (1000, 1001, 1005, 1008, 4001; not after an error) stops the run: 'stopped';
// - any other end fails the socket: 'lost' with its text (closeCodeText; 'Connection error' after an error event,
//   then 'Authentication required' too if the code is 1006, 1008 or 4001), and a new socket follows after
//   min(1000·2ⁿ, 10000) ms, n = 0, 1, 2: 1 s, 2 s, 4 s. A socket that stayed open 5 s starts the count again at 0;
// - the failure that would be the fourth reconnect ends the run instead: 'gaveUp' (./app-retry.ts takes over).
// Every run announces each socket with 'connecting' before creating it. 'stopped' and 'gaveUp' are the last notes:
// the run completes after them. SocketCreateFailed passes through as an error, never retried. Time comes from the
// scheduler (a TestScheduler in tests/sync/socket-retry.test.ts).
//
// Only operators the client bundles anyway are used (rxjs travels with the home route): the retry is catchError
// resubscribing what it caught, the connect timeout a small operator of its own (no rxjs retry or timeout).
import {
  asyncScheduler,
  catchError,
  concat,
  concatMap,
  defer,
  EMPTY,
  type MonoTypeOperatorFunction,
  Observable,
  of,
  type OperatorFunction,
  type SchedulerLike,
  startWith,
  type Subscription,
  throwError,
  timer,
} from 'rxjs';
import { SOCKET_POLICY, SOCKET_TEXT as T, closeCodeText } from '../socket-messages.ts';
import type { Frame } from './source.ts';

export type TransportNote =
  | { kind: 'connecting' }
  | { kind: 'message'; data: unknown }
  /** The socket failed; another follows after the back-off. */
  | { kind: 'lost'; message: string }
  /** The server closed with a normal code: the run is over. */
  | { kind: 'stopped'; code: number }
  /** The socket failed and the reconnects are used up: the run is over. */
  | { kind: 'gaveUp'; message: string };

export interface TransportPolicy {
  connectTimeoutMs: number;
  transportRetries: number;
  transportMinDelayMs: number;
  transportGrowFactor: number;
  transportMaxDelayMs: number;
  minUptimeMs: number;
  noRetryCloseCodes: readonly number[];
  authRequiredCloseCodes: readonly number[];
}

/** The wait before reconnect n (0-based): min(1000·2ⁿ, 10000) ms. */
export function transportDelayMs(n: number, policy: TransportPolicy = SOCKET_POLICY): number {
  return Math.min(policy.transportMinDelayMs * policy.transportGrowFactor ** n, policy.transportMaxDelayMs);
}

/** The error retryAfter() turns into a resubscription `ms` later; never seen outside it. */
export class RetryAfter {
  constructor(readonly ms: number) {}
}

/** Resubscribes the source `ms` after it errors with a RetryAfter; any other error passes on. */
export function retryAfter<T>(scheduler: SchedulerLike): MonoTypeOperatorFunction<T> {
  return catchError<T, Observable<T>>((error: unknown, caught) =>
    error instanceof RetryAfter ? timer(error.ms, scheduler).pipe(concatMap(() => caught)) : throwError(() => error),
  );
}

const CONNECTING: TransportNote = { kind: 'connecting' };
const TIMED_OUT = { kind: 'timeout' } as const;

/** A socket with no frame at all (neither open nor close) within `ms` ends as TIMED_OUT: unsubscribed, so closed. */
function connectTimeout(ms: number, scheduler: SchedulerLike): OperatorFunction<Frame, Frame | typeof TIMED_OUT> {
  return (frames) =>
    new Observable<Frame | typeof TIMED_OUT>((out) => {
      let socket: Subscription | undefined;
      const timeUp = scheduler.schedule(() => {
        socket?.unsubscribe();
        out.next(TIMED_OUT);
        out.complete();
      }, ms);
      out.add(timeUp);
      socket = frames.subscribe({
        next: (frame) => {
          timeUp.unsubscribe();
          out.next(frame);
        },
        error: (error: unknown) => out.error(error),
        complete: () => out.complete(),
      });
      return socket;
    });
}

export function transportRetry(
  policy: TransportPolicy = SOCKET_POLICY,
  scheduler: SchedulerLike = asyncScheduler,
): OperatorFunction<Frame, TransportNote> {
  return (sockets) =>
    defer(() => {
      /** Failed sockets in a row, since the run started or a socket stayed open minUptimeMs. */
      let failures = 0;
      let openedAt: number | undefined;

      const fail = (message: string, also?: string): Observable<TransportNote> => {
        const n = openedAt !== undefined && scheduler.now() - openedAt >= policy.minUptimeMs ? 0 : failures;
        if (n >= policy.transportRetries) {
          return of({ kind: 'gaveUp', message });
        }
        failures = n + 1;
        const lost = also === undefined ? [message] : [message, also];
        return concat(
          of(...lost.map((m): TransportNote => ({ kind: 'lost', message: m }))),
          throwError(() => new RetryAfter(transportDelayMs(n, policy))),
        );
      };

      const outcome = (frame: Frame | typeof TIMED_OUT): Observable<TransportNote> => {
        switch (frame.kind) {
          case 'open':
            openedAt = scheduler.now();
            return EMPTY;
          case 'message':
            return of(frame);
          case 'timeout':
            return fail(T.timeout);
          case 'close':
            if (frame.errored) {
              return fail(T.error, policy.authRequiredCloseCodes.includes(frame.code) ? T.authRequired : undefined);
            }
            return policy.noRetryCloseCodes.includes(frame.code) ? of({ kind: 'stopped', code: frame.code }) : fail(closeCodeText(frame.code));
        }
      };

      const socket = defer(() => {
        openedAt = undefined;
        return sockets;
      }).pipe(connectTimeout(policy.connectTimeoutMs, scheduler), concatMap(outcome), startWith(CONNECTING));
      return socket.pipe(retryAfter(scheduler));
    });
}
