// Read retry as an RxJS operator: a failed idempotent read (a GET of a cached resource) is tried again after
// 1 s, 2 s and 4 s (each try bounded by the spec §9 15 s request timeout of sync/http.ts) before its failure
// reaches stale-on-failure. Only failures a new try can mend are retried: no answer (network, timeout), 408
// and 5xx. A 4xx, a malformed answer or a client-side error fails at once. Commands never pass through here.
// A wake signal (the device came back online) ends the wait and tries at once.
import { EMPTY, type Observable, catchError, concat, concatMap, merge, of, take, throwError, timer, type OperatorFunction } from 'rxjs';
import { ApiRequestError } from '../http.ts';

/** Waits before the 2nd, 3rd and 4th try of a failed read. */
export const READ_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

function isRetryable(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status === 408 || error.status >= 500);
}

/**
 * Re-subscribes to the (cold) read after each retryable failure, waiting `delays[n]` or until `wake$` emits.
 * `notice` may turn the first failure into a value emitted at once (the engine: a stale copy is shown as
 * stale while the read is tried again); the last failure, or one not worth retrying, is thrown on.
 */
export function retryReads<T>(
  delays: readonly number[],
  notice: (error: unknown) => T | null = () => null,
  wake$: Observable<unknown> = EMPTY,
): OperatorFunction<T, T> {
  return (source) => {
    const attempt = (n: number): Observable<T> =>
      source.pipe(
        catchError((error: unknown) => {
          const delay = delays[n];
          if (delay === undefined || !isRetryable(error)) {
            return throwError(() => error);
          }
          const early = n === 0 ? notice(error) : null;
          const next = merge(timer(delay), wake$).pipe(
            take(1),
            concatMap(() => attempt(n + 1)),
          );
          return early === null ? next : concat(of(early), next);
        }),
      );
    return attempt(0);
  };
}
