// A visit saved to a memory storage, for the store-persistence tests: the recorded home answer (home-browse.jsonl) in
// the store, player 42 signed in and stored as auth-persistence.ts keeps it, the snapshot written by its persister.
import { createSyncEngine } from '../../sync/engine.ts';
import { persistAuth } from '../../sync/auth-persistence.ts';
import { createSnapshotPersister } from '../../sync/store-snapshot-writer.ts';
import { recordedStream } from './stream.ts';
import { signedInEvent } from './signed-in.ts';
import { fakeApi } from './fake-api.ts';

export const MERCHANT = 'birrbet-demo';
const { replayUpTo, events } = recordedStream('home-browse');
export const home = events.find((e) => e.type === 'v1.HomepageLoaded')!;

export function memoryStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** The home answer's store, player 42 signed in (its sign-in stored as auth-persistence.ts keeps it), saved at savedAt. */
export async function savedVisit(savedAt = home.at + 1_000) {
  const data = replayUpTo('v1.HomepageLoaded');
  const storage = memoryStorage();
  const engine = createSyncEngine(data, fakeApi({}), { log: () => undefined });
  persistAuth(engine, data, storage);
  engine.emit(signedInEvent(MERCHANT, savedAt));
  await createSnapshotPersister(data.store, storage, () => savedAt).save();
  engine.dispose();
  return { data, storage, savedAt };
}
