// TTL cache as an RxJS operator: a resource request passes only when the store holds no fresh copy
// (and no fetch of it is under way), so a fresh answer costs no network at all.
import { filter, type MonoTypeOperatorFunction } from 'rxjs';
import type { AppStore } from '../store.ts';

export interface ResourceRequestLike { key: string; ttl: number; force?: boolean }

function isFresh(store: AppStore, key: string, ttl: number, nowMs: number): boolean {
  const status = store.getCell('resources', key, 'status');
  const fetchedAt = store.getCell('resources', key, 'fetched_at') ?? 0;
  return status === 'ready' && nowMs - fetchedAt < ttl;
}

function isInFlight(store: AppStore, key: string): boolean {
  return store.getCell('resources', key, 'status') === 'loading';
}

/** Drops requests whose data is fresh or already being fetched; `force` bypasses freshness only. */
export function skipWhenFresh<R extends ResourceRequestLike>(store: AppStore, now: () => number): MonoTypeOperatorFunction<R> {
  return filter((r) => !isInFlight(store, r.key) && (r.force === true || !isFresh(store, r.key, r.ttl, now())));
}
