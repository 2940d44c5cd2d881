// An answer the service worker served from its cache (the network failed; src/sw/sw.ts) carries `x-sw-cached-at`,
// the time of its original fetch. http.ts marks such an answer here; the engine then loads it with that time, never
// now, and marks the resource stale right after, so the screen shows the copy with the quiet 'Offline — updated
// HH:mm' note, exactly as when a refresh fails with a copy already in the store. A cached copy older than the one in
// the store (a server-rendered page's data, a store restored from storage) is not loaded over it: the store's copy
// is only marked stale. A composite answer (the home call) marks every part it fills, as each screen part reads its own key.
import { concatMap, type OperatorFunction } from 'rxjs';
import type { AppEvent } from '../../schema/event.ts';
import type { AppStore } from '../store.ts';
import { homepagePartKeys } from '../read/homepage.ts';

/** The response header the service worker stamps on a cached answer: ms since the epoch of its original fetch. */
export const CACHED_AT_HEADER = 'x-sw-cached-at';

const copies = new WeakMap<object, number>();

/** Remembers that `answer` (a decoded JSON body) came from the worker's cache, when `header` says so. */
export function markOfflineCopy(answer: unknown, header: string | null | undefined): void {
  const at = Number(header);
  if (Number.isFinite(at) && at > 0 && typeof answer === 'object' && answer !== null) {
    copies.set(answer, at);
  }
}

/** When `answer` is a cached copy: the time it was originally fetched. */
export function offlineCopyAt(answer: unknown): number | undefined {
  return typeof answer === 'object' && answer !== null ? copies.get(answer) : undefined;
}

/** The cache keys a loaded event marks fresh: its resource's, and for the composite home call each part's too. */
const keysLoadedBy = (event: AppEvent, key: string): string[] =>
  event.type === 'v1.HomepageLoaded' ? [key, ...homepagePartKeys(event.payload)] : [key];

/**
 * For the loaded event of one answer: unchanged for a network answer. For a cached copy, the loaded event (unless the
 * store already holds a newer copy: it stays on screen) is followed by every key it fills marked stale, code NETWORK.
 */
export function asOfflineCopy(store: AppStore, key: string, raw: unknown, now: () => number): OperatorFunction<AppEvent, AppEvent> {
  const at = offlineCopyAt(raw);
  if (at === undefined) {
    return (loaded) => loaded;
  }
  const stale = (k: string): AppEvent => ({
    type: 'v1.ResourceFetchFailed',
    at: now(),
    source: 'system',
    payload: { key: k, code: 'NETWORK', stale: true },
  });
  return concatMap((event) => {
    const marks = keysLoadedBy(event, key).map(stale);
    return (store.getCell('resources', key, 'fetched_at') ?? 0) > at ? marks : [event, ...marks];
  });
}
