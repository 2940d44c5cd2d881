// @vitest-environment jsdom
// The virtual games page in a live DOM (issue 15, companion §2 'Virtual games page', §4 'Virtual games', §8, §9), over
// the real sync engine and a scripted ApiClient: Golden Race (632) by default with its name in capitals; the provider
// modal (choosing Kiron closes it, reads 497 and clears the search); search as a case-insensitive substring; a flag for
// a game without a thumbnail, 'Unavailable' tiles that do not open; a visitor's prompt with its one button 'Login to
// Play'; a signed-in tap launching real money with the player's id into the full-screen player (the virtual texts, the
// frame's permissions); no URL → the dismissible red banner; a failed first read → its text, Try Again and Back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createAppData } from '../../sync/store.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { EngineContext, Provider } from '../../src/data/hooks.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import { VirtualsScreen } from '../../src/screens/virtuals/VirtualsScreen.tsx';
import { fakeApi, flush, type Answer } from '../sync/fake-api.ts';
import { signedInEvent } from '../sync/signed-in.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MERCHANT = 'birrbet-demo';
const GOLDEN = {
  success: true,
  data: [
    { id: 'vfootball', name: 'Virtual Football League', thumbnail: '/games/thumbs/vfootball.svg', is_available: true, provider_id: '632' },
    { id: 'vdogs', name: 'Platinum Hounds', thumbnail: null, is_available: true, provider_id: '632' },
    { id: 'vbikes', name: 'Speedway Bikes', thumbnail: null, is_available: false, provider_id: '632' },
  ],
};
const KIRON = { success: true, data: [{ id: 'vhorses', name: 'Virtual Horse Racing', thumbnail: null, is_available: true, provider_id: '497' }] };

let root: Root | null = null;
beforeEach(() => {
  // jsdom has no matchMedia: a phone's window.
  window.scrollTo = (() => undefined) as never;
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as never;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function byProvider(options: { query?: Record<string, string> }): unknown {
  return options.query?.['provider_id'] === '497' ? KIRON : GOLDEN;
}

async function show(answers: Record<string, Answer>, signedIn = false) {
  await loadAllMessages('en');
  const data = createAppData();
  const api = fakeApi({ '/api/v1/virtual-games': byProvider, ...answers });
  const engine = createSyncEngine(data, api, { merchantId: MERCHANT, log: () => undefined, retryDelaysMs: [] });
  if (signedIn) {
    engine.emit(signedInEvent(MERCHANT, Date.now()));
  }
  const router = createRouter({ routeTree: createRootRoute({ component: VirtualsScreen }), history: createMemoryHistory() });
  await router.load();
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root?.render(
      <Provider store={data.store} indexes={data.indexes}>
        <EngineContext.Provider value={engine}>
          <I18nProvider>
            <RouterProvider router={router as never} />
          </I18nProvider>
        </EngineContext.Provider>
      </Provider>,
    ),
  );
  await act(flush);
  return { host, api, data };
}

const q = (host: ParentNode, id: string) => host.querySelector(`[data-testid="${id}"]`);
const tiles = (host: ParentNode) => [...host.querySelectorAll('[data-testid="game-tile"]')].map((t) => t.querySelector('.name')?.textContent);
const tile = (host: ParentNode, id: string) => host.querySelector(`[data-testid="game-tile"][data-game="${id}"]`);
const click = async (el: Element | null | undefined): Promise<void> => {
  await act(async () => {
    el?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await flush();
  });
};
/** Waits (rendering) until `found` finds something: the launch command's module loads on the first launch. */
async function until<T>(found: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const got = found();
    if (got) {
      return got;
    }
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error('never appeared');
}
async function type(input: Element | null, text: string): Promise<void> {
  const el = input as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(el, text);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the virtual games page', () => {
  it("opens on Golden Race in capitals: its games, a flag for a missing thumbnail, 'Unavailable' tiles that do not open", async () => {
    const { host, api } = await show({});
    expect(q(host, 'virtual-provider')?.textContent).toContain('GOLDEN RACE');
    expect(api.log[0]?.options.query).toEqual({ provider_id: '632' });
    expect(tiles(host)).toEqual(['Virtual Football League', 'Platinum Hounds', 'Speedway Bikes']);
    expect(q(tile(host, 'vdogs') as Element, 'tile-placeholder')?.querySelector('svg')).not.toBeNull();
    expect(tile(host, 'vfootball')?.querySelector('img')).not.toBeNull();
    const off = tile(host, 'vbikes');
    expect(off?.getAttribute('aria-disabled')).toBe('true');
    expect(off?.textContent).toContain('Unavailable');
    await click(off);
    expect(q(document, 'launch-modal')).toBeNull();
    expect(q(document, 'game-player')).toBeNull();
    expect((q(host, 'virtual-search') as HTMLInputElement).placeholder).toBe('Search Virtual Games');
    expect(q(host, 'virtual-league-link')?.getAttribute('href')).toBe('/virtual-sport');
  });

  it('searches names case-insensitively; the provider modal switches to Kiron and clears the search', async () => {
    const { host, api } = await show({});
    await type(q(host, 'virtual-search'), 'HOUND');
    expect(tiles(host)).toEqual(['Platinum Hounds']);
    await type(q(host, 'virtual-search'), 'zzz');
    expect(q(host, 'empty-state')?.textContent).toBe('No virtual games available');
    await click(q(host, 'virtual-provider'));
    const modal = q(document, 'virtual-provider-modal');
    expect(modal?.textContent).toContain('SELECT PROVIDER');
    expect([...(modal?.querySelectorAll('li button') ?? [])].map((b) => b.textContent)).toEqual(['GOLDEN RACE', 'KIRON']);
    await click(modal?.querySelector('[data-provider="497"]'));
    expect(q(document, 'virtual-provider-modal')).toBeNull();
    expect((q(host, 'virtual-search') as HTMLInputElement).value).toBe('');
    expect(q(host, 'virtual-provider')?.textContent).toContain('KIRON');
    expect(api.log.at(-1)?.options.query).toEqual({ provider_id: '497' });
    expect(tiles(host)).toEqual(['Virtual Horse Racing']);
  });

  it("a visitor's tap: the prompt with one button, 'Login to Play', which closes it and opens login", async () => {
    const { host, api } = await show({});
    const opened = vi.fn();
    window.addEventListener('setActiveSection', opened);
    await click(tile(host, 'vfootball'));
    const prompt = q(document, 'launch-modal');
    expect(prompt?.textContent).toContain('Please log in to play this game');
    expect([...(prompt?.querySelectorAll('.actions button') ?? [])].map((b) => b.textContent)).toEqual(['Login to Play']);
    await click(q(document, 'login-to-play'));
    expect(q(document, 'launch-modal')).toBeNull();
    expect((opened.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toBe('login');
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    window.removeEventListener('setActiveSection', opened);
  });

  it("signed in, a tap launches real money with the player's id into the full-screen player", async () => {
    const url = '/games/house/vfootball/#token=abc&lang=en';
    const { host, api } = await show({ 'POST /api/v1/virtual-games/launch': { success: true, data: { url } } }, true);
    await click(tile(host, 'vfootball'));
    expect(q(document, 'launch-modal')).toBeNull();
    const frame = (await until(() => q(document, 'game-frame'))) as HTMLIFrameElement;
    const launch = api.log.find((c) => c.method === 'POST');
    expect(launch?.options.body).toMatchObject({ game_id: 'vfootball', mode: 'real', user_id: '42', currency: 'ETB' });
    expect(frame.getAttribute('src')).toBe(url);
    expect(frame.getAttribute('allow')).toBe('fullscreen; autoplay; encrypted-media; gyroscope; accelerometer');
    expect(q(document, 'player-loading')?.textContent).toContain('Loading Virtual Football League...');
    expect(q(document, 'player-loading')?.textContent).toContain('Please wait while the virtual game loads');
    expect(document.body.style.overflow).toBe('hidden');
    await click(q(document, 'player-close'));
    expect(q(document, 'game-player')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('a launch without a URL: the red banner with the no-URL text, dismissed by its button', async () => {
    const { host } = await show({ 'POST /api/v1/virtual-games/launch': { success: true, data: { url: '' } } }, true);
    await click(tile(host, 'vfootball'));
    const banner = await until(() => q(host, 'launch-error'));
    expect(banner.textContent).toContain('No game URL returned from API');
    expect(q(document, 'game-player')).toBeNull();
    await click(banner.querySelector('button'));
    expect(q(host, 'launch-error')).toBeNull();
  });

  it('a failed first read: its text, Try Again (reads again) and Back', async () => {
    const { host, api } = await show({ '/api/v1/virtual-games': new ApiRequestError('Network error', 0, 'NETWORK') });
    const failed = q(host, 'virtuals-failed');
    expect(failed?.textContent).toContain('Failed to load games. Please try again later.');
    expect(q(host, 'virtuals-back')?.textContent).toBe('Back');
    api.set('/api/v1/virtual-games', byProvider);
    await click([...(failed?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Try Again'));
    expect(tiles(host)).toHaveLength(3);
  });

  it('6 pulsing tiles while the first read is on its way', async () => {
    const { host } = await show({ '/api/v1/virtual-games': () => new Promise(() => undefined) });
    expect(q(host, 'games-skeleton')?.children).toHaveLength(6);
  });
});
