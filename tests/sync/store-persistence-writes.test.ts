// What the store snapshot holds and when it is written (issue 17, sync/store-persistence.ts): no transient table,
// value or token; the wallet only back for the same player; writes throttled (an injected timer, no real waits),
// at once on pagehide, a hidden page or sign-out; a snapshot over the cap is not written; the recorder sees the restore.
import { describe, it, expect } from 'vitest';
import type { AppEvent } from '../../schema/event.ts';
import { createAppData } from '../../sync/store.ts';
import { applyEvent } from '../../sync/apply.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { recordEvents, replayJsonl, isRefetchable } from '../../sync/recorder.ts';
import { AUTH_KEYS } from '../../sync/auth-persistence.ts';
import { createSnapshotPersister } from '../../sync/store-snapshot-writer.ts';
import { CATALOGUE_TABLES, WALLET_TABLES } from '../../sync/materializers/store-restored.ts';
import { STORE_SNAPSHOT_KEY, THROTTLE_MS, persistStore, restoreStore } from '../../sync/store-persistence.ts';
import { memoryStorage, savedVisit, MERCHANT } from './store-visit.ts';
import { signedInEvent, PLAYER_ID } from './signed-in.ts';
import { fakeApi } from './fake-api.ts';

const quiet = (): void => undefined;
const tables = (text: string | null): string[] => Object.keys((JSON.parse(text ?? '{}') as { tables: object }).tables).sort();

describe('store snapshot: what is written', () => {
  it('catalogue, its cache rows and the wallet only: no transient table, no value, no token or phone', async () => {
    const { data, storage, savedAt } = await savedVisit();
    const { store } = data;
    store.setRow('placements', '0', { status: 'submitting', retry_key: 'idem-1' });
    store.setRow('accountForms', 'login', { status: 'failed', phone: '+251911000001' });
    store.setRow('ticketLookup', 'current', { status: 'found', reference: 'ABC' });
    store.setRow('payments', 'p1', { status: 'pending', amount: 10 });
    store.setRow('slipSelections', '0|x', { slot: 0, match_id: 'm' });
    store.setRow('resources', 'history:all:all', { status: 'ready', fetched_at: savedAt });
    await createSnapshotPersister(store, storage, () => savedAt).save();
    const text = storage.getItem(STORE_SNAPSHOT_KEY);
    const allowed: string[] = [...CATALOGUE_TABLES, ...WALLET_TABLES, 'resources'];
    expect(tables(text).filter((t) => !allowed.includes(t))).toEqual([]);
    expect(tables(text)).toEqual(expect.arrayContaining(['matches', 'outcomes', 'listItems', 'resources', 'wallet']));
    for (const word of ['placements', 'accountForms', 'ticketLookup', 'payments', 'slipSelections', 'history:', '"tok"', '+251', 'session']) {
      expect(text, word).not.toContain(word);
    }
    expect(JSON.parse(text ?? '{}')).toMatchObject({ userId: PLAYER_ID, tables: { wallet: { current: { balance: 500 } } } });
    expect(Object.values(JSON.parse(text ?? '{}').tables.resources as object)[0]).toEqual({ fetched_at: expect.any(Number), outdated: false });
  });

  it('a snapshot over the cap is not written: the older one stays', async () => {
    const { data, storage, savedAt } = await savedVisit();
    const before = storage.getItem(STORE_SNAPSHOT_KEY);
    const long = 'x'.repeat(1_000);
    data.store.transaction(() => {
      for (let i = 0; i < 1_600; i++) {
        data.store.setRow('matches', `big${i}`, { home_name: long, away_name: 'y' });
      }
    });
    await createSnapshotPersister(data.store, storage, () => savedAt + 1).save();
    expect(storage.getItem(STORE_SNAPSHOT_KEY)).toBe(before);
  });

  it('a failing storage write is ignored', async () => {
    const { data, savedAt } = await savedVisit();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    await expect(createSnapshotPersister(data.store, full, () => savedAt).save()).resolves.toBeDefined();
  });
});

describe('store snapshot: the wallet', () => {
  it('comes back when the stored sign-in is the same player', async () => {
    const { storage, savedAt } = await savedVisit();
    const fresh = createAppData();
    applyEvent(fresh, restoreStore(storage, MERCHANT, savedAt) as AppEvent, quiet);
    expect(fresh.store.getCell('wallet', 'current', 'balance')).toBe(500);
  });

  it('is dropped when another player, or nobody, is stored as signed in', async () => {
    const { storage, savedAt } = await savedVisit();
    const other = JSON.parse(storage.getItem(AUTH_KEYS.state) ?? '{}');
    storage.setItem(AUTH_KEYS.state, JSON.stringify({ ...other, user: { ...other.user, id: '43' } }));
    const event = restoreStore(storage, MERCHANT, savedAt) as Extract<AppEvent, { type: 'v1.StoreRestored' }>;
    expect(event.payload.userId).toBe('');
    expect(event.payload.tables.wallet).toBeUndefined();
    storage.removeItem(AUTH_KEYS.state);
    const fresh = createAppData();
    applyEvent(fresh, restoreStore(storage, MERCHANT, savedAt) as AppEvent, quiet);
    expect(fresh.store.getTable('wallet')).toEqual({});
    expect(fresh.store.getRowCount('matches')).toBeGreaterThan(0);
  });

  it("the materializer takes no wallet over another signed-in player's", async () => {
    const { storage, savedAt } = await savedVisit();
    const event = restoreStore(storage, MERCHANT, savedAt) as Extract<AppEvent, { type: 'v1.StoreRestored' }>;
    const fresh = createAppData();
    fresh.store.setValue('user_id', '43');
    applyEvent(fresh, { ...event, payload: { ...event.payload, tables: { wallet: { current: { balance: 1 } } } } }, quiet);
    expect(fresh.store.getTable('wallet')).toEqual({});
  });
});

function throttled(data = createAppData()) {
  const engine = createSyncEngine(data, fakeApi({}), { log: quiet });
  const timers: Array<{ run: () => void; ms: number; live: boolean }> = [];
  let saves = 0;
  let hidden = false;
  const page = new EventTarget();
  const persisted = persistStore(engine, data, memoryStorage(), {
    later: (run, ms) => {
      const t = { run, ms, live: true };
      timers.push(t);
      return () => {
        t.live = false;
      };
    },
    page,
    hidden: () => hidden,
    writer: async () => ({
      save: async () => {
        saves += 1;
      },
    }),
  });
  const fire = async (): Promise<void> => {
    timers
      .filter((t) => t.live)
      .forEach((t) => {
        t.live = false;
        t.run();
      });
    await new Promise((r) => setTimeout(r, 0));
  };
  const odds: AppEvent = { type: 'v1.OddsChanged', at: 1, source: 'remote', payload: { changes: [] } };
  const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
  return {
    engine,
    timers,
    page,
    fire,
    odds,
    settle,
    persisted,
    saves: () => saves,
    hide: () => {
      hidden = true;
    },
  };
}

describe('store snapshot: when it is written', () => {
  it('many odds ticks make one write, after THROTTLE_MS; a slip tap makes none', async () => {
    const t = throttled();
    for (let i = 0; i < 50; i++) {
      t.engine.emit(t.odds);
    }
    t.engine.emit({ type: 'v1.SlipSlotSelected', at: 1, source: 'user', payload: { slot: 1 } });
    await t.settle();
    expect(t.saves()).toBe(0);
    expect(t.timers.map((x) => x.ms)).toEqual([THROTTLE_MS]);
    await t.fire();
    expect(t.saves()).toBe(1);
    await t.fire();
    expect(t.saves()).toBe(1);
    t.engine.emit(t.odds);
    await t.fire();
    expect(t.saves()).toBe(2);
  });

  it("what the store held before it started (a server-rendered page's events) is written after THROTTLE_MS too", async () => {
    const data = createAppData();
    data.store.setRow('resources', 'sports', { status: 'ready', fetched_at: 1 });
    const t = throttled(data);
    expect(t.timers.map((x) => x.ms)).toEqual([THROTTLE_MS]);
    await t.fire();
    expect(t.saves()).toBe(1);
  });

  it('pagehide, a hidden page and sign-out write a pending change at once; nothing pending writes nothing', async () => {
    const t = throttled();
    t.page.dispatchEvent(new Event('pagehide'));
    await t.settle();
    expect(t.saves()).toBe(0);
    t.engine.emit(t.odds);
    t.page.dispatchEvent(new Event('pagehide'));
    await t.settle();
    expect(t.saves()).toBe(1);
    t.engine.emit(t.odds);
    t.page.dispatchEvent(new Event('visibilitychange'));
    await t.settle();
    expect(t.saves()).toBe(1);
    t.hide();
    t.page.dispatchEvent(new Event('visibilitychange'));
    await t.settle();
    expect(t.saves()).toBe(2);
    t.engine.emit(signedInEvent(MERCHANT, 1));
    t.engine.emit({ type: 'v1.SignedOut', at: 2, source: 'user', payload: { reason: 'user' } });
    await t.settle();
    expect(t.saves()).toBe(3);
    t.persisted.stop();
  });
});

describe('store snapshot: the recorder', () => {
  it('records the restore as one event that replays into the same store', async () => {
    const { storage, savedAt } = await savedVisit();
    const data = createAppData();
    const engine = createSyncEngine(data, fakeApi({}), { log: quiet });
    const recorder = recordEvents(engine.events$);
    const event = restoreStore(storage, MERCHANT, savedAt) as AppEvent;
    engine.emit(event);
    expect(recorder.count).toBe(1);
    expect(isRefetchable(event)).toBe(true);
    const replayed = createAppData();
    expect(replayJsonl(replayed, recorder.toJsonl(), quiet)).toEqual({ applied: 1, dropped: 0 });
    expect(replayed.store.getTables()).toEqual(data.store.getTables());
  });
});
