// Stale-on-failure as an RxJS operator: a failed fetch becomes a ResourceFetchFailed event instead of
// an error. When the store still holds an older answer, the event says stale=true and the screen keeps
// showing that copy with its time; otherwise the screen shows the error state. The event records the failure by
// code (schema/read-failures.ts), never by a text of ours: which text a screen shows is chosen by that code.
import { catchError, of, type OperatorFunction } from 'rxjs';
import type { AppEvent } from '../../schema/event.ts';
import type { ReadFailureCode } from '../../schema/read-failures.ts';
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

/** The server's own words in a refusal's body ('' when it sent none: http.ts then makes up 'HTTP <status>'). */
function serverWords(body: unknown): string {
  if (typeof body === 'string') {
    return body.trim() ? body : '';
  }
  const b = (body ?? {}) as { error?: unknown; message?: unknown };
  return typeof b.error === 'string' ? b.error : typeof b.message === 'string' ? b.message : '';
}

/** The code, status and server text a failed read is recorded with. */
function failureOf(error: unknown, failureCode: ReadFailureCode): { code: string; status?: number; message?: string } {
  if (error instanceof DecodeError) {
    return { code: 'BAD_ANSWER' };
  }
  if (!(error instanceof ApiRequestError)) {
    return { code: failureCode };
  }
  if (error.status <= 0) {
    return { code: error.code || 'NETWORK' };
  }
  // From the body http.ts kept (its error text falls back to a made-up 'HTTP <status>'); a refusal made without a body
  // (a fake client) is all text.
  const message = error.body === undefined ? error.message : serverWords(error.body);
  return { code: error.code || failureCode, status: error.status, message };
}

/** The ResourceFetchFailed event a failed fetch of `key` becomes (stale when the store still holds a copy). */
export function failureEvent(store: AppStore, key: string, failureCode: ReadFailureCode, now: () => number, error: unknown): AppEvent {
  const payload = { key, ...failureOf(error, failureCode), stale: hasCopy(store, key) };
  return { type: 'v1.ResourceFetchFailed', at: now(), source: 'system', payload };
}

export function staleOnFailure(store: AppStore, key: string, failureCode: ReadFailureCode, now: () => number): OperatorFunction<AppEvent, AppEvent> {
  return catchError((error: unknown) => of(failureEvent(store, key, failureCode, now, error)));
}
