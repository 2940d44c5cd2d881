// @vitest-environment jsdom
// Screens say what they show, the engine refetches: a mounted banner carousel's list is fetched again on a
// BANNER_UPDATE and the shown history list on a BALANCE_UPDATE, with no effect of their own; once unmounted
// the same events request nothing; the window's 'online' event reaches the engine only through engine.online().
import { afterEach, describe, expect, it } from 'vitest';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { EngineContext, Provider } from '../../src/data/hooks.ts';
import { useBanners } from '../../src/components/use-banners.ts';
import { useHistory } from '../../src/screens/history/use-history.ts';
import { BANNER_TYPE } from '../../schema/banner.ts';
import type { AppEvent } from '../../schema/event.ts';
import { fakeApi } from '../sync/fake-api.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BANNERS = '/api/v1/promotions/banners';
const HISTORY = '/api/v1/tickets/player/7';
const banner = { id: 'a', order: 1, image_url: '/banners/a.svg', click_url: null, banner_type: BANNER_TYPE.phone };

function world() {
  const data = createAppData();
  const api = fakeApi({ [BANNERS]: { banners: [banner] }, [HISTORY]: { tickets: [], total_count: 0 } });
  const engine = createSyncEngine(data, api, { log: () => undefined, retryDelaysMs: [] });
  const root: Root = createRoot(document.createElement('div'));
  const show = (ui: ReactNode) => act(async () => root.render(
    <Provider store={data.store} indexes={data.indexes}><EngineContext.Provider value={engine}>{ui}</EngineContext.Provider></Provider>,
  ));
  const emit = (event: AppEvent) => act(async () => engine.emit(event));
  return { data, api, engine, root, show, emit };
}
let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
});

function Carousel() {
  useBanners(BANNER_TYPE.phone);
  return null;
}
function History() {
  useHistory('ALL', 'all');
  return null;
}

const bannerUpdate: AppEvent = { type: 'v1.BannersChanged', at: 2, source: 'remote', payload: { merchantId: 'm', bannerType: BANNER_TYPE.phone } };
const balance: AppEvent = {
  type: 'v1.BalanceUpdated', at: 3, source: 'remote',
  payload: { type: 'BALANCE_UPDATE', user_id: '7', balance: 90, points_balance: 0, active_points: 0, inactive_points: 0, activation_progress: null },
};

describe('on screen', () => {
  it('a mounted carousel is refetched on a banner change, an unmounted one is not', async () => {
    const w = world();
    mounted = w.root;
    await w.show(<Carousel />);
    expect(w.api.calls).toEqual([BANNERS]);
    await w.emit(bannerUpdate);
    expect(w.api.calls).toEqual([BANNERS, BANNERS]);
    await w.show(null);
    await w.emit(bannerUpdate);
    expect(w.api.calls).toHaveLength(2);
  });

  it('the shown history list is refetched when the balance moves', async () => {
    const w = world();
    mounted = w.root;
    w.data.store.setValues({ user_id: '7', session_id: 'tok' });
    await w.show(<History />);
    expect(w.api.calls).toEqual([HISTORY]);
    await w.emit(balance);
    expect(w.api.calls).toEqual([HISTORY, HISTORY]);
    await w.show(null);
    await w.emit(balance);
    expect(w.api.calls).toHaveLength(2);
  });

  it("the window's 'online' event alone requests nothing; engine.online() refetches what is mounted", async () => {
    const w = world();
    mounted = w.root;
    await w.show(<Carousel />);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(w.api.calls).toHaveLength(1);
    await act(async () => w.engine.online());
    expect(w.api.calls).toEqual([BANNERS, BANNERS]);
  });
});
