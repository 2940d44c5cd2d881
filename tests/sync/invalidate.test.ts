// Invalidation inside the sync engine, on streams recorded from the real server replayed through the engine:
// a socket BANNER_UPDATE (or the page's 'bannerUpdate' event) fetches again the banner list on screen and only
// that one; a balance change (BALANCE_UPDATE, a wallet loaded again) fetches again the history list on screen;
// nothing is fetched for lists that are cached but not on screen (they are only outdated); coming back online
// fetches again everything on screen, however fresh, and nothing that has left the screen.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAppData, INDEX, type AppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { bannersResource, sportsResource } from '../../sync/resources.ts';
import { historyResource } from '../../sync/history.ts';
import { listenForBannerUpdates } from '../../sync/banners.ts';
import { decodeInbound, messageEvent } from '../../sync/socket-messages.ts';
import { decodeEvent, type AppEvent } from '../../schema/event.ts';
import { BANNER_TYPE } from '../../schema/banner.ts';
import { fakeApi, flush, type Answer } from './fake-api.ts';

const quiet = (): void => undefined;
const BANNERS = '/api/v1/promotions/banners';

function stream(name: string): AppEvent[] {
  return readFileSync(new URL(`../streams/${name}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => decodeEvent(JSON.parse(line)) as AppEvent);
}

/** An engine over a fresh store that has applied the stream's first `upTo` events; answers as scripted. */
function replayed(events: AppEvent[], upTo: number, answers: Record<string, Answer>) {
  const data = createAppData();
  const api = fakeApi(answers);
  const engine = createSyncEngine(data, api, { log: quiet, retryDelaysMs: [] });
  events.slice(0, upTo).forEach((e) => {
    engine.emit(e);
  });
  return { data, api, engine };
}

/** What the live socket does with one frame: decode it, map it to its event, emit it. */
const socketFrame = (engine: { emit(e: AppEvent): void }, frame: unknown): void => {
  const inbound = decodeInbound(JSON.stringify(frame));
  const event = inbound.kind === 'message' ? messageEvent(inbound.message, 1) : null;
  if (event) {
    engine.emit(event);
  }
};

const srcs = (data: AppData, type: string): string[] =>
  data.indexes.getSliceRowIds(INDEX.bannersByType, type).map((id) => data.store.getCell('banners', id, 'src') ?? '');

describe('banners', () => {
  const events = stream('banners');
  const changed = events.findIndex((e) => e.type === 'v1.BannersChanged');
  const refetched = events[changed + 2] as Extract<AppEvent, { type: 'v1.BannersLoaded' }>;
  const answers = () => ({ [BANNERS]: { banners: refetched.payload.banners } });

  it('a socket BANNER_UPDATE fetches again the list on screen, and not the other type cached beside it', async () => {
    const { data, api, engine } = replayed(events, changed, answers());
    const release = engine.watch(bannersResource(BANNER_TYPE.phone));
    engine.watch(bannersResource(BANNER_TYPE.desktop));
    socketFrame(engine, { type: 'BANNER_UPDATE', merchant_id: 'birrbet-demo', banner_type: BANNER_TYPE.phone });
    await flush();
    expect(api.log.map((c) => c.options.query)).toEqual([{ type: BANNER_TYPE.phone }]);
    expect(srcs(data, BANNER_TYPE.phone)).toEqual(['/banners/phone-express.svg', ...srcs(replayed(events, changed, {}).data, BANNER_TYPE.phone)]);
    expect(data.store.getRow('resources', `banners:${BANNER_TYPE.phone}`)).toMatchObject({ status: 'ready' });
    release();
  });

  it('a list cached but not on screen is only outdated: no request until a screen asks', async () => {
    const { data, api, engine } = replayed(events, changed, answers());
    const release = engine.watch(bannersResource(BANNER_TYPE.phone));
    release();
    engine.emit(events[changed] as AppEvent);
    await flush();
    expect(api.calls).toEqual([]);
    expect(data.store.getRow('resources', `banners:${BANNER_TYPE.phone}`)).toMatchObject({ status: 'ready', outdated: true });
  });

  it("the page's 'bannerUpdate' event without a type fetches again every banner list on screen", async () => {
    const { api, engine } = replayed(events, changed, answers());
    engine.watch(bannersResource(BANNER_TYPE.phone));
    engine.watch(bannersResource(BANNER_TYPE.desktop));
    engine.watch(sportsResource());
    const page = new EventTarget();
    listenForBannerUpdates(page, (e) => engine.emit(e), 'birrbet-demo');
    page.dispatchEvent(new CustomEvent('bannerUpdate', { detail: { merchantId: 'birrbet-demo' } }));
    await flush();
    expect(api.log.map((c) => c.options.query?.['type']).sort()).toEqual([BANNER_TYPE.desktop, BANNER_TYPE.phone]);
    page.dispatchEvent(new CustomEvent('bannerUpdate', { detail: { merchantId: 'another-merchant' } }));
    await flush();
    expect(api.calls).toHaveLength(2);
  });
});

describe('history', () => {
  const events = stream('history-session');
  const signedIn = events[0] as Extract<AppEvent, { type: 'v1.SignedIn' }>;
  const userId = signedIn.payload.user.id;
  const session = { token: signedIn.payload.session.id, merchantId: signedIn.payload.merchantId };
  const path = `/api/v1/tickets/player/${userId}`;
  const firstWallet = events.findIndex((e) => e.type === 'v1.WalletLoaded');
  const settled = events.filter((e) => e.type === 'v1.TicketHistoryLoaded')[1] as Extract<AppEvent, { type: 'v1.TicketHistoryLoaded' }>;
  const answers = () => ({ [path]: { tickets: settled.payload.tickets, total_count: settled.payload.total } });
  const list = (status: 'ALL' | 'WON') => historyResource({ userId, session, status, period: 'all', offset: 0, nowMs: 0 });
  const statuses = (data: AppData): string[] =>
    data.indexes
      .getSliceRowIds(INDEX.ticketsByList, 'history:ALL:all')
      .map((i) => data.store.getCell('tickets', data.store.getCell('ticketListItems', i, 'ticket_id') ?? '', 'bet_status') ?? '');

  it('a socket BALANCE_UPDATE fetches again the history list on screen, with the session, and lands the settled tickets', async () => {
    const { data, api, engine } = replayed(events, firstWallet, answers());
    expect(statuses(data)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    engine.watch(list('ALL'));
    socketFrame(engine, { type: 'BALANCE_UPDATE', user_id: userId, balance: 110 });
    await flush();
    expect(api.log).toHaveLength(1);
    expect(api.log[0]).toMatchObject({ path, options: { session, query: { offset: '0' } } });
    expect(statuses(data).sort()).toEqual(['LOST', 'LOST', 'WON']);
  });

  it('the recorded wallet refetch does the same for the shown filter only; a cached filter off screen waits', async () => {
    const { data, api, engine } = replayed(events, firstWallet, answers());
    const won = events.findIndex((e) => e.type === 'v1.TicketHistoryLoaded' && e.payload.list === 'history:WON:all');
    events.slice(won - 1, won + 1).forEach((e) => {
      engine.emit(e);
    });
    engine.watch(list('ALL'));
    engine.emit(events[firstWallet] as AppEvent);
    await flush();
    expect(api.log.map((c) => c.options.query?.['status'] ?? 'ALL')).toEqual(['ALL']);
    expect(data.store.getRow('resources', 'history:WON:all')).toMatchObject({ status: 'ready', outdated: true });
  });

  it('no history on screen: a balance change requests nothing', async () => {
    const { data, api, engine } = replayed(events, firstWallet, answers());
    socketFrame(engine, { type: 'BALANCE_UPDATE', user_id: userId, balance: 110 });
    await flush();
    expect(api.calls).toEqual([]);
    expect(data.store.getCell('resources', 'history:ALL:all', 'outdated')).toBe(true);
  });
});

describe('back online', () => {
  it('fetches again every resource on screen, however fresh, once per key, and none that left the screen', async () => {
    const banners = { banners: [{ id: 'b', order: 1, image_url: '/banners/b.svg', click_url: null, banner_type: BANNER_TYPE.phone }] };
    const { api, engine } = replayed([], 0, { [BANNERS]: banners, '/api/v1/sports': { sports: [] } });
    const phone = bannersResource(BANNER_TYPE.phone);
    engine.request(phone);
    engine.request(sportsResource());
    await flush();
    expect(api.calls).toHaveLength(2);
    engine.watch(phone);
    engine.watch(bannersResource(BANNER_TYPE.phone));
    const releaseSports = engine.watch(sportsResource());
    releaseSports();
    engine.online();
    await flush();
    expect(api.calls).toEqual([BANNERS, '/api/v1/sports', BANNERS]);
  });
});
