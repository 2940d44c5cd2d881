// The two engine gaps of issue 12, on streams recorded from the real server replayed through the engine:
// (a) an outdated copy is still a copy — a refetch that fails after a banner update or a balance change shows
// the list as stale (its rows and time kept), not as an error; (b) an invalidation that arrives while the list
// is being fetched costs one more fetch after it (the one in flight may bring the old list back), and many
// invalidations during one fetch still cost only one more.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData, INDEX, type AppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { bannersResource } from '../../sync/resources.ts';
import { historyResource } from '../../sync/history.ts';
import { decodeEvent, type AppEvent } from '../../schema/event.ts';
import { BANNER_TYPE } from '../../schema/banner.ts';
import { fakeApi, flush, type Answer } from './fake-api.ts';

const quiet = (): void => undefined;
const BANNERS = '/api/v1/promotions/banners';
const PHONE = `banners:${BANNER_TYPE.phone}`;

function stream(name: string): AppEvent[] {
  return readFileSync(new URL(`../streams/${name}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => decodeEvent(JSON.parse(line)) as AppEvent);
}

function replayed(events: AppEvent[], upTo: number, answers: Record<string, Answer>) {
  const data = createAppData();
  const api = fakeApi(answers);
  const engine = createSyncEngine(data, api, { log: quiet, retryDelaysMs: [] });
  for (const e of events.slice(0, upTo)) {
    engine.emit(e);
  }
  return { data, api, engine };
}

const srcs = (data: AppData): string[] =>
  data.indexes.getSliceRowIds(INDEX.bannersByType, BANNER_TYPE.phone).map((id) => data.store.getCell('banners', id, 'src') ?? '');

const unavailable = (): ApiRequestError => new ApiRequestError('Service unavailable', 503);

describe('an outdated copy is still a copy', () => {
  it('banners: a refetch after BANNER_UPDATE that fails shows the list stale, rows and time kept', async () => {
    const events = stream('banners');
    const changed = events.findIndex((e) => e.type === 'v1.BannersChanged');
    const { data, api, engine } = replayed(events, changed, { [BANNERS]: unavailable() });
    const before = { rows: srcs(data), fetchedAt: data.store.getCell('resources', PHONE, 'fetched_at') };
    engine.watch(bannersResource(BANNER_TYPE.phone));
    engine.emit(events[changed] as AppEvent);
    await flush();
    expect(api.calls).toHaveLength(1);
    expect(data.store.getRow('resources', PHONE)).toMatchObject({ status: 'stale', fetched_at: before.fetchedAt, http_status: 503 });
    expect(before.fetchedAt).toBeGreaterThan(0);
    expect(srcs(data)).toEqual(before.rows);
    // Still outdated: the next request goes to the server again rather than trusting the copy.
    engine.request(bannersResource(BANNER_TYPE.phone));
    await flush();
    expect(api.calls).toHaveLength(2);
  });

  it('history: a refetch after a balance change that fails shows the list stale', async () => {
    const events = stream('history-session');
    const signedIn = events[0] as Extract<AppEvent, { type: 'v1.SignedIn' }>;
    const userId = signedIn.payload.user.id;
    const session = { token: signedIn.payload.session.id, merchantId: signedIn.payload.merchantId };
    const firstWallet = events.findIndex((e) => e.type === 'v1.WalletLoaded');
    const { data, engine } = replayed(events, firstWallet, { [`/api/v1/tickets/player/${userId}`]: unavailable() });
    const shown = data.store.getRow('ticketLists', 'history:ALL:all');
    engine.watch(historyResource({ userId, session, status: 'ALL', period: 'all', offset: 0, nowMs: 0 }));
    engine.emit({
      type: 'v1.BalanceUpdated',
      at: 2,
      source: 'remote',
      payload: { type: 'BALANCE_UPDATE', user_id: userId, balance: 110 },
    } as AppEvent);
    await flush();
    expect(data.store.getRow('resources', 'history:ALL:all')).toMatchObject({ status: 'stale', outdated: true });
    expect(data.store.getRow('ticketLists', 'history:ALL:all')).toEqual(shown);
  });
});

describe('an invalidation during a fetch', () => {
  const events = stream('banners');
  const changed = events.findIndex((e) => e.type === 'v1.BannersChanged');
  const seeded = events.filter(
    (e): e is Extract<AppEvent, { type: 'v1.BannersLoaded' }> => e.type === 'v1.BannersLoaded' && e.payload.bannerType === BANNER_TYPE.phone,
  )[0]!;
  const updated = events[changed + 2] as Extract<AppEvent, { type: 'v1.BannersLoaded' }>;

  /** Answers the banner list by hand: each call waits until the test resolves it. */
  function held() {
    const pending: Array<(value: unknown) => void> = [];
    const answer = (): Promise<unknown> =>
      new Promise((resolve) => {
        pending.push(resolve);
      });
    return { answer, pending };
  }

  it('fetches once more after the fetch in flight, so the old list it brings back is replaced', async () => {
    const { answer, pending } = held();
    const { data, api, engine } = replayed(events, changed, { [BANNERS]: answer });
    const phone = bannersResource(BANNER_TYPE.phone);
    engine.watch(phone);
    engine.request(phone, { force: true });
    await flush();
    expect(api.calls).toHaveLength(1);
    engine.emit(events[changed] as AppEvent); // BANNER_UPDATE while the list is being fetched
    await flush();
    expect(api.calls).toHaveLength(1); // never two fetches of one list at once
    pending[0]!({ banners: seeded.payload.banners }); // the fetch that started before the change: the old list
    await flush();
    expect(api.calls).toHaveLength(2);
    pending[1]!({ banners: updated.payload.banners });
    await flush();
    expect(srcs(data)).toContain('/banners/phone-express.svg');
    expect(data.store.getRow('resources', PHONE)).toMatchObject({ status: 'ready', outdated: false });
  });

  it('many invalidations during one fetch cost one more fetch, not one each', async () => {
    const { answer, pending } = held();
    const { api, engine } = replayed(events, changed, { [BANNERS]: answer });
    const phone = bannersResource(BANNER_TYPE.phone);
    engine.watch(phone);
    engine.request(phone, { force: true });
    await flush();
    for (let i = 0; i < 5; i += 1) {
      engine.emit(events[changed] as AppEvent);
      engine.request(phone, { force: true }); // a retry tap meanwhile adds nothing either
    }
    await flush();
    pending[0]!({ banners: seeded.payload.banners });
    await flush();
    pending[1]!({ banners: updated.payload.banners });
    await flush();
    expect(api.calls).toHaveLength(2);
  });
});
