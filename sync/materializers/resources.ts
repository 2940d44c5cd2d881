// Fetch state per resource key. A failure is kept by code (schema/read-failures.ts), never by a text of ours, and
// never deletes data: the rows of the last good answer stay in their tables and fetched_at keeps its time, which is
// how the UI serves a stale copy. Outdating a copy only flags it (`outdated`): it is no longer fresh, but it is still
// a copy, so a failed refetch shows it as stale.
import type { PayloadOf } from '../../schema/event.ts';
import type { AppData } from '../store.ts';

export function resourceFetchStarted({ store }: AppData, p: PayloadOf<'v1.ResourceFetchStarted'>): void {
  store.setPartialRow('resources', p.key, { status: 'loading' });
}

export function resourceFetchFailed({ store }: AppData, p: PayloadOf<'v1.ResourceFetchFailed'>): void {
  store.setPartialRow('resources', p.key, {
    status: p.stale ? 'stale' : 'error',
    code: p.code,
    http_status: p.status ?? 0,
    message: p.message ?? '',
  });
}

/** Every cached resource whose key starts with `prefix` is due for a refetch (its data stays shown, as a copy). */
export function outdateResources({ store }: AppData, prefix: string): void {
  for (const key of store.getRowIds('resources')) {
    if (key.startsWith(prefix)) {
      store.setCell('resources', key, 'outdated', true);
    }
  }
}

/** Every cache entry whose key starts with `prefix` is forgotten (its data was deleted). */
export function forgetResources({ store }: AppData, prefix: string): void {
  for (const key of store.getRowIds('resources')) {
    if (key.startsWith(prefix)) {
      store.delRow('resources', key);
    }
  }
}

/** Marks a resource fresh as of the event time (no longer outdated); called by every *Loaded materializer. */
export function resourceLoaded({ store }: AppData, key: string, at: number): void {
  store.setRow('resources', key, { status: 'ready', fetched_at: at, code: '', http_status: 200, message: '' });
}
