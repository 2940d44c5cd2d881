// The app-level retries (spec §4 'Live socket') as an operator over a transport run (./retry.ts): when a run
// gives up ('gaveUp'), 'appRetry' n is reported and the run is subscribed afresh 3 s later, at most twice; when a
// third run in a row gives up, 'failed' is the last note and the stream completes. An established connection
// (`established(note)`, the server's CONNECTION_ESTABLISHED) gives both retries back. A run that ends any other
// way ('stopped', a server CLOSED, an auth failure) ends the stream with it: only giving up is retried.
// Time comes from the scheduler (a TestScheduler in tests/sync/socket-retry.test.ts).
import { asyncScheduler, concat, concatMap, defer, type Observable, of, type OperatorFunction, type SchedulerLike, throwError } from 'rxjs';
import { SOCKET_POLICY } from '../socket-messages.ts';
import { RetryAfter, retryAfter } from './retry.ts';

export type AppRetryNote =
  /** The run gave up; run `attempt` of `SOCKET_POLICY.appRetries` starts after the delay. */
  | { kind: 'appRetry'; attempt: number }
  /** The last run gave up too: nothing more is tried until the app connects again. */
  | { kind: 'failed' };

export interface AppRetryPolicy {
  appRetries: number;
  appRetryDelayMs: number;
}

const FAILED: AppRetryNote = { kind: 'failed' };

export function appRetry<T extends { kind: string }>(
  established: (note: T) => boolean,
  policy: AppRetryPolicy = SOCKET_POLICY,
  scheduler: SchedulerLike = asyncScheduler,
): OperatorFunction<T, T | AppRetryNote> {
  return (run) =>
    defer(() => {
      let retries = 0;
      const next = (note: T): Observable<T | AppRetryNote> => {
        if (established(note)) {
          retries = 0;
        }
        if (note.kind !== 'gaveUp') {
          return of(note);
        }
        if (retries >= policy.appRetries) {
          return of(note, FAILED);
        }
        retries += 1;
        return concat(
          of(note, { kind: 'appRetry', attempt: retries } as const),
          throwError(() => new RetryAfter(policy.appRetryDelayMs)),
        );
      };
      return run.pipe(concatMap(next), retryAfter(scheduler));
    });
}
