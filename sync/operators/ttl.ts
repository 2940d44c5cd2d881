// TTL cache as an RxJS operator: a resource request passes only when the store holds no fresh copy
// (and no fetch of it is under way), so a fresh answer costs no network at all.
import { filter, type MonoTypeOperatorFunction } from 'rxjs';
import type { AppStore } from '../store.ts';

export interface ResourceRequestLike {
  key: string;
  ttl: number;
  force?: boolean;
  again?: boolean;
}

function isFresh(store: AppStore, key: string, ttl: number, nowMs: number): boolean {
  const status = store.getCell('resources', key, 'status');
  const fetchedAt = store.getCell('resources', key, 'fetched_at') ?? 0;
  return status === 'ready' && !store.getCell('resources', key, 'outdated') && nowMs - fetchedAt < ttl;
}

function isInFlight(store: AppStore, key: string): boolean {
  return store.getCell('resources', key, 'status') === 'loading';
}

/**
 * Drops requests whose data is fresh or already being fetched; `force` bypasses freshness only; `again` (an
 * invalidation) passes even a fetch in flight: the engine then fetches once more after it (operators/exhaust.ts).
 */
export function skipWhenFresh<R extends ResourceRequestLike>(store: AppStore, now: () => number): MonoTypeOperatorFunction<R> {
  return filter((r) => r.again === true || (!isInFlight(store, r.key) && (r.force === true || !isFresh(store, r.key, r.ttl, now()))));
}
