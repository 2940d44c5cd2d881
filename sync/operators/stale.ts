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

export function staleOnFailure(
  store: AppStore, key: string, fallbackText: string, now: () => number, statusTexts: Readonly<Record<number, string>> = {},
): OperatorFunction<AppEvent, AppEvent> {
  return catchError((error: unknown) => {
    const status = error instanceof ApiRequestError ? error.status : undefined;
    // Server texts are shown to players, unless the spec names its own for that status; transport and
    // decode failures get the spec's fallback text.
    const message = status !== undefined && statusTexts[status] !== undefined ? statusTexts[status]
      : error instanceof ApiRequestError && status !== undefined && status > 0 ? error.message : fallbackText;
    const payload = { key, message, stale: hasCopy(store, key), ...(status ? { status } : {}) };
    return of<AppEvent>({ type: 'v1.ResourceFetchFailed', at: now(), source: 'system', payload });
  });
}
