// Client entry: builds the store, the signed API client and the sync engine (the only holder of the client:
// components emit commands and read the store), restores the stored language (loading its messages before the
// first paint), then renders the router.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createAppData } from '../sync/store.ts';
import { createApiClient } from '../sync/http.ts';
import { createSyncEngine } from '../sync/engine.ts';
import { persistLanguage } from '../sync/persistence.ts';
import { createAccount } from '../sync/account.ts';
import { clearStoredAuth, persistAuth, restoreAuth } from '../sync/auth-persistence.ts';
import { AccountProvider } from './account/context.tsx';
import { startSessionReport } from './account/session-report.ts';
import type { LiveSocket } from '../sync/socket.ts';
import { persistSlips, restoreSlips } from '../sync/slip-persistence.ts';
import { persistStore, restoreStore } from '../sync/store-persistence.ts';
import { listenForBannerUpdates } from '../sync/banners.ts';
import { CONFIG } from './config.ts';
import { Provider, EngineContext } from './data/hooks.ts';
import { I18nProvider } from './i18n/I18nProvider.tsx';
import { storedLanguage } from './i18n/languages.ts';
import { loadMessages } from './i18n/load-messages.ts';
import { globals } from './styles/theme.ts';
import { createAppRouter, type AppRouter } from './router.tsx';

/** Lets the browser run between start-up steps, so no step joins the next in one long main-thread task. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Main-thread time one task may spend decoding and applying answers, in ms (the re-render follows it). */
const SLICE_MS = 4;

/**
 * Start-up in steps, each its own task (none long enough to delay a tap on a cheap phone): the store; the
 * engine, the language and the home's data call; what storage restores; the router; the first render.
 */
async function start(): Promise<void> {
  const data = createAppData();
  await nextTask();
  const api = createApiClient({ baseUrl: CONFIG.apiBase, merchantId: CONFIG.merchantId, apiKey: CONFIG.merchantApiKey });
  // Answers land in short slices of main-thread work, so a big one never blocks a tap or a paint.
  const engine = createSyncEngine(data, api, { sliceMs: SLICE_MS, merchantId: CONFIG.merchantId });
  // "Report a problem" saves this visit's events: recorded (scrubbed, bounded) from the engine's first event on.
  startSessionReport(engine.events$);
  const language = storedLanguage(window.localStorage, CONFIG.languageStorageKey);
  const messages = loadMessages(language).catch(() => undefined);
  persistLanguage(engine, window.localStorage, CONFIG.languageStorageKey);
  engine.emit({ type: 'v1.LanguageSelected', at: Date.now(), source: 'system', payload: { language } });
  document.body.classList.add(globals);
  await nextTask();

  // The catalogue (and the same player's wallet) as the last visit left it; the TTL then refreshes it.
  const kept = restoreStore(window.localStorage, CONFIG.merchantId, Date.now());
  if (kept) {
    engine.emit(kept);
  }
  // Betslips: restored from storage (slots older than 24 h come back empty) and kept there.
  const slips = restoreSlips(window.localStorage, Date.now());
  if (slips) {
    engine.emit(slips);
  }
  persistSlips(engine, data, window.localStorage);
  persistStore(engine, data, window.localStorage);

  // The page may ask for fresh banners with a 'bannerUpdate' window event (spec §7).
  listenForBannerUpdates(window, (event) => engine.emit(event), CONFIG.merchantId);
  // Back online: the engine fetches again what is on screen.
  window.addEventListener('online', () => engine.online());

  // Sign-in: restored from storage (spec §4 merchant check), kept in storage, and verified with the server.
  const account = createAccount({ engine, data });
  persistAuth(engine, data, window.localStorage, window.sessionStorage);
  const restored = restoreAuth(window.localStorage, CONFIG.merchantId, Date.now());
  if (restored.kind === 'signed-in') {
    engine.emit(restored.event);
    void account.refreshWallet();
  } else if (restored.kind === 'mismatch') {
    clearStoredAuth(window.localStorage, window.sessionStorage);
    window.history.replaceState(null, '', '/');
  }
  // The live socket is not needed for the first paint: it loads as its own chunk right after it.
  let socket: LiveSocket | null = null;
  const reconnectable = { reconnect: (): void => socket?.reconnect() };

  const render = (router: AppRouter): void => {
    const root = createRoot(document.getElementById('root') as HTMLElement);
    // A transition: the first render yields to the browser every few milliseconds instead of holding a cheap
    // phone's main thread for the whole page at once (total blocking time), and paints the same frame.
    startTransition(() =>
      root.render(
        <StrictMode>
          <Provider store={data.store} indexes={data.indexes}>
            <EngineContext.Provider value={engine}>
              <I18nProvider>
                <AccountProvider account={account} socket={reconnectable}>
                  <RouterProvider router={router} />
                </AccountProvider>
              </I18nProvider>
            </EngineContext.Provider>
          </Provider>
        </StrictMode>,
      ),
    );
  };

  await nextTask();
  // The route tree is built and the address resolved before the first render, so that render already draws
  // the page (not an empty outlet that a second, blocking render fills once the router has loaded).
  const router = createAppRouter();
  engine.events$.subscribe((event) => {
    if (event.type === 'v1.SignedOut' && event.payload.reason === 'merchant_mismatch') {
      void router.navigate({ to: '/', replace: true });
    }
  });
  await nextTask();
  await router.load().catch(() => undefined);
  await messages;
  render(router);
  void import('./account/live.ts').then(({ startLiveSocket }) => {
    socket = startLiveSocket(engine, data, account, CONFIG.merchantId);
  });
  // Installable and offline (issue 17): the service worker, in built clients only (never under Vite's dev server).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./pwa/register.ts').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  }
}

// Module evaluation is one task; the app's own start-up begins in the next.
void nextTask().then(start);
