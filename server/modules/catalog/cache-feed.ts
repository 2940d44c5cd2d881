// The response cache's invalidation feed (issue 16): the 'cache' notifications of migration 0016's triggers, read
// from the instance's LISTEN connection on PostgreSQL (realtime module) or from PGlite's own LISTEN. While no feed is
// connected the cache stays suspended (serves and stores nothing), so a change can never go unseen.
import type { Db } from '../../db/index.ts';
import { pgliteOf } from '../../db/index.ts';
import type { ResponseCache } from '../../plugins/response-cache.ts';
import { EVENTS_CHANNEL, parseBusEvent } from '../realtime/bus.ts';
import { tagsOfChange, type CacheChange } from './cache-policy.ts';

/** Drops what a database change can affect. */
export function applyCacheChange(cache: ResponseCache, change: CacheChange): void {
  const tags = tagsOfChange(change);
  if (tags === 'all') {
    cache.invalidateAll();
  } else {
    cache.invalidate(tags);
  }
}

/**
 * On PGlite: LISTENs on the embedded database and resumes the cache; returns the unlisten. Without a PGlite
 * handle (a database opened elsewhere) the cache stays suspended and every answer is computed.
 */
export async function listenPglite(db: Db, cache: ResponseCache): Promise<() => Promise<void>> {
  const pglite = pgliteOf(db);
  if (pglite === undefined) {
    return async () => undefined;
  }
  const unlisten = await pglite.listen(EVENTS_CHANNEL, (payload) => {
    const event = parseBusEvent(payload);
    if (event?.kind === 'cache') {
      applyCacheChange(cache, event);
    }
  });
  cache.resume();
  return async () => {
    cache.suspend();
    if (!pglite.closed) {
      await unlisten();
    }
  };
}
