// Stale-on-failure as an RxJS operator: a failed fetch becomes a ResourceFetchFailed event instead of
// an error. When the store still holds an older answer, the event says stale=true and the screen keeps
// showing that copy with its time; otherwise the screen shows the error state.
import { catchError, of, type OperatorFunction } from 'rxjs';
import type { AppEvent } from '../../schema/event.ts';
import type { AppStore } from '../store.ts';
import { ApiRequestError } from '../http.ts';

export class DecodeError extends Error {
  constructor(readonly detail: string) {
    super('Unexpected response from server');
    this.name = 'DecodeError';
  }
}

export function hasCopy(store: AppStore, key: string): boolean {
  return (store.getCell('resources', key, 'fetched_at') ?? 0) > 0;
}

/** The ResourceFetchFailed event a failed fetch of `key` becomes (stale when the store still holds a copy). */
export function failureEvent(
  store: AppStore, key: string, fallbackText: string, now: () => number, statusTexts: Readonly<Record<number, string>>, error: unknown,
): AppEvent {
  const status = error instanceof ApiRequestError ? error.status : undefined;
  // Server texts are shown to players, unless the spec names its own for that status; transport and
  // decode failures get the spec's fallback text.
  const message = status !== undefined && statusTexts[status] !== undefined ? statusTexts[status]
    : error instanceof ApiRequestError && status !== undefined && status > 0 ? error.message : fallbackText;
  const payload = { key, message, stale: hasCopy(store, key), ...(status ? { status } : {}) };
  return { type: 'v1.ResourceFetchFailed', at: now(), source: 'system', payload };
}

export function staleOnFailure(
  store: AppStore, key: string, fallbackText: string, now: () => number, statusTexts: Readonly<Record<number, string>> = {},
): OperatorFunction<AppEvent, AppEvent> {
  return catchError((error: unknown) => of(failureEvent(store, key, fallbackText, now, statusTexts, error)));
}
