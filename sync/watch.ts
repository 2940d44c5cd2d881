// What is on screen: the resources the mounted screens show, so the engine can refetch exactly those when
// something outdates them (a socket message, a balance change, coming back online) instead of each component
// watching for it. Interest is counted per key: two widgets showing the same list hold it twice, and it
// stays watched until both let go. The latest definition registered for a key is the one refetched.
import type { ResourceDef } from './resources.ts';

export interface Watchlist {
  /** Registers a resource as shown; the returned function releases it (calling it again does nothing). */
  watch(resource: ResourceDef): () => void;
  /** The resources shown whose key starts with `prefix` ('' for all of them), one per key. */
  matching(prefix: string): ResourceDef[];
}

export function createWatchlist(): Watchlist {
  const byKey = new Map<string, { resource: ResourceDef; count: number }>();
  return {
    watch(resource) {
      const { key } = resource;
      const entry = byKey.get(key);
      if (entry) {
        entry.count += 1;
        entry.resource = resource;
      } else {
        byKey.set(key, { resource, count: 1 });
      }
      let released = false;
      return () => {
        const current = byKey.get(key);
        if (released || !current) {
          return;
        }
        released = true;
        current.count -= 1;
        if (current.count === 0) {
          byKey.delete(key);
        }
      };
    },
    matching: (prefix) => [...byKey.values()].filter((e) => e.resource.key.startsWith(prefix)).map((e) => e.resource),
  };
}
