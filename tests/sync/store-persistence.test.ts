// The store survives a visit (issue 17, sync/store-persistence.ts): the catalogue is written in a versioned envelope,
// read back as one v1.StoreRestored event and refreshed by the TTL; anything unreadable is removed without a throw.
// What is written, whose wallet comes back and when writes happen: store-persistence-writes.test.ts.
import { describe, it, expect } from 'vitest';
import { createStore } from 'tinybase/store';
import type { AppEvent } from '../../schema/event.ts';
import { createAppData, type AppData } from '../../sync/store.ts';
import { applyEvent } from '../../sync/apply.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { HOME_PART_KEYS, sportsResource } from '../../sync/resources.ts';
import { CATALOGUE_TABLES } from '../../sync/materializers/store-restored.ts';
import { createSnapshotPersister } from '../../sync/store-snapshot-writer.ts';
import { SNAPSHOT_FORMAT, SNAPSHOT_MAX_AGE_MS, STORE_SNAPSHOT_KEY, readSnapshot, restoreStore, schemaHash } from '../../sync/store-persistence.ts';
import { TTL } from '../../domain/constants.ts';
import { memoryStorage, savedVisit, home, MERCHANT } from './store-visit.ts';
import { fakeApi, flush } from './fake-api.ts';

const quiet = (): void => undefined;

const restoreInto = (data: AppData, event: AppEvent | null): void => {
  expect(event?.type).toBe('v1.StoreRestored');
  expect(applyEvent(data, event as AppEvent, quiet)).toBe(true);
};

describe('store snapshot: round trip', () => {
  it('a fresh store restored from storage holds the same catalogue, its cache rows ready with their own fetched_at', async () => {
    const { data, storage, savedAt } = await savedVisit();
    const fresh = createAppData();
    restoreInto(fresh, restoreStore(storage, MERCHANT, savedAt + 60_000));
    for (const table of CATALOGUE_TABLES) {
      expect(fresh.store.getTable(table), table).toEqual(data.store.getTable(table));
    }
    expect(fresh.store.getRowCount('matches')).toBeGreaterThan(10);
    for (const key of [HOME_PART_KEYS.sports, HOME_PART_KEYS.topLeagues, 'homepage']) {
      expect(fresh.store.getRow('resources', key), key).toMatchObject({ status: 'ready', fetched_at: home.at, outdated: false });
    }
    // The indexes follow: the home's lists read back in the server's order.
    const mixed = fresh.indexes.getSliceRowIds('listItemsByList', 'mixed:mixed');
    expect(mixed.length).toBeGreaterThan(0);
    expect(mixed).toEqual(data.indexes.getSliceRowIds('listItemsByList', 'mixed:mixed'));
  });

  it("the persister's own load reads the envelope back into a scratch store", async () => {
    const { data, storage, savedAt } = await savedVisit();
    const scratch = createStore();
    await createSnapshotPersister(scratch as never, storage, () => savedAt).load();
    expect(scratch.getTable('outcomes')).toEqual(data.store.getTable('outcomes'));
  });

  it('a restored row never overwrites what this visit already loaded', async () => {
    const { storage, savedAt } = await savedVisit();
    const fresh = createAppData();
    fresh.store.setRow('sports', '1', { name: 'Newer', match_count: 1 });
    restoreInto(fresh, restoreStore(storage, MERCHANT, savedAt));
    expect(fresh.store.getCell('sports', '1', 'name')).toBe('Newer');
  });
});

describe('store snapshot: the TTL decides a restored copy', () => {
  it('fresh: no request; old: refetched; a failed refetch keeps the restored copy as stale', async () => {
    const { data: saved, storage, savedAt } = await savedVisit();
    let clock = savedAt;
    const data = createAppData();
    const api = fakeApi({ '/api/v1/sports': new Error('offline') });
    const engine = createSyncEngine(data, api, { now: () => clock, log: quiet, retryDelaysMs: [] });
    engine.emit(restoreStore(storage, MERCHANT, clock) as AppEvent);
    clock = home.at + TTL.sports - 1;
    engine.request(sportsResource());
    await flush();
    expect(api.calls).toEqual([]);
    clock = home.at + TTL.sports;
    engine.request(sportsResource());
    await flush();
    expect(api.calls).toEqual(['/api/v1/sports']);
    expect(data.store.getRow('resources', 'sports')).toMatchObject({ status: 'stale', fetched_at: home.at });
    expect(data.store.getTable('sports')).toEqual(saved.store.getTable('sports'));
  });
});

describe('store snapshot: unreadable copies', () => {
  const envelope = (over: Record<string, unknown>) =>
    JSON.stringify({
      format: SNAPSHOT_FORMAT,
      schema: schemaHash(),
      savedAt: 1_000_000,
      userId: '',
      tables: { sports: { '1': { name: 'Soccer' } } },
      ...over,
    });
  const cases: Record<string, string> = {
    'bad JSON': '{"format":1,',
    'not an object': '42',
    'wrong shape': JSON.stringify({ format: SNAPSHOT_FORMAT, tables: [] }),
    'garbage cell types': envelope({ tables: { sports: { '1': { name: { nested: true } } } } }),
    'a string savedAt': envelope({ savedAt: '1000000' }),
    'another format version': envelope({ format: SNAPSHOT_FORMAT + 1 }),
    'another schema hash': envelope({ schema: 'older' }),
    'saved in the future': envelope({ savedAt: 1_000_000 + 60 * 60_000 }),
    'older than 24 h': envelope({ savedAt: 1_000_000 - SNAPSHOT_MAX_AGE_MS - 1 }),
  };
  for (const [name, text] of Object.entries(cases)) {
    it(`${name}: dropped, key removed, no throw`, () => {
      const storage = memoryStorage();
      storage.setItem(STORE_SNAPSHOT_KEY, text);
      expect(restoreStore(storage, MERCHANT, 1_000_000)).toBeNull();
      expect(storage.getItem(STORE_SNAPSHOT_KEY)).toBeNull();
    });
  }

  it('the envelope as written reads back; a storage that throws reads as nothing', () => {
    const storage = memoryStorage();
    storage.setItem(STORE_SNAPSHOT_KEY, envelope({}));
    expect(readSnapshot(storage, 1_000_000)?.tables.sports).toEqual({ '1': { name: 'Soccer' } });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: quiet,
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(restoreStore(broken, MERCHANT, 1_000_000)).toBeNull();
  });
});
