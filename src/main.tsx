// Client entry: builds the store, the signed API client and the sync engine (the only holder of the client:
// components emit commands and read the store), restores the stored language (loading its messages before the
// first paint), then renders the router. A page the server rendered (issue 17) brings the events its markup was
// built from: they are replayed into the store first, and the markup is hydrated — not painted again — when this
// window's layout and language are the server's (in another time zone, its times are redrawn after); what the
// browser kept (slips, sign-in) is restored after that.
// Low-data mode (issue 17) starts from the player's kept choice, else the browser's or the server's hint, and
// the markup is hydrated only when it was rendered in the same mode — and the same date style (issue 18).
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { filter, firstValueFrom } from 'rxjs';
import { createAppData } from '../sync/store.ts';
import { createApiClient } from '../sync/http.ts';
import { createSyncEngine } from '../sync/engine.ts';
import { persistLanguage } from '../sync/persistence.ts';
import { persistSaveData, SAVE_DATA_COOKIE } from '../sync/save-data.ts';
import { startingSaveData } from './data/save-data.ts';
import { DATE_STYLE_COOKIE, dateStyleText, persistDateStyle } from '../sync/date-style.ts';
import { startingDateStyle } from './data/date-style.ts';
import { persistOddsFormat, startingOddsFormat } from '../sync/odds-format.ts';
import { createAccount } from '../sync/account.ts';
import { clearStoredAuth, persistAuth, restoreAuth } from '../sync/auth-persistence.ts';
import { startSessionReport } from './account/session-report.ts';
import type { LiveSocket } from '../sync/socket.ts';
import { persistSlips, restoreSlips } from '../sync/slip-persistence.ts';
import { persistStore, restoreStore } from '../sync/store-persistence.ts';
import { listenForBannerUpdates } from '../sync/banners.ts';
import { CONFIG } from './config.ts';
import { AppTree } from './app-tree.tsx';
import { languageCookieWriter, storedLanguage } from './i18n/languages.ts';
import { windowLayout } from './layout/layout.ts';
import { readEmbedded } from './ssr/embedded.ts';
import { hydrationMismatch, rootHydrated, trackHydration, whenHydrated } from './ssr/hydration-parts.tsx';
import { replayEarlyTaps } from './ssr/early-taps.ts';
import { OFFSET_COOKIE, rememberForServer } from './ssr/cookies.ts';
import { preloadHome } from './screens/home/HomeScreen.tsx';
import { deviceOffsetMin, loadEthiopianNames, setRenderOffset } from './i18n/calendar.ts';
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
  const embedded = readEmbedded(document);
  // A visitor who never chose a language gets the one the server rendered (from the browser's languages).
  const language = storedLanguage(window.localStorage, CONFIG.languageStorageKey, embedded?.language);
  const messages = loadMessages(language).catch(() => undefined);
  const languageStorage = languageCookieWriter(window.localStorage, document);
  persistLanguage(engine, languageStorage, CONFIG.languageStorageKey);
  if (embedded !== null && embedded.language !== language) {
    // A choice kept from before the cookie existed: the next page comes rendered in it.
    languageStorage.setItem(CONFIG.languageStorageKey, language);
  }
  const layout = windowLayout();
  const offsetMin = deviceOffsetMin();
  // The next page comes with its dates in this device's zone (Addis Ababa's until the server knows).
  rememberForServer(document, OFFSET_COOKIE, offsetMin);
  const saveData = startingSaveData(window.localStorage, embedded?.saveData === true);
  persistSaveData(engine, window.localStorage, (on) => rememberForServer(document, SAVE_DATA_COOKIE, on ? 1 : 0));
  // The date style (issue 18): the kept choice, else the server's; the cookie is written again so the next page agrees.
  const dates = startingDateStyle(window.localStorage, embedded?.dates);
  const datesText = dateStyleText(dates);
  persistDateStyle(engine, window.localStorage, (text) => rememberForServer(document, DATE_STYLE_COOKIE, text));
  rememberForServer(document, DATE_STYLE_COOKIE, datesText);
  // Its names arrive before the first render (the page never shows Gregorian dates first); not loaded by default.
  const dateNames = datesText === 'gregorian.24h' ? undefined : loadEthiopianNames().catch(() => undefined);
  // The odds format (issue 29): the kept choice; the server renders decimal, so another format paints afresh.
  const oddsFormat = startingOddsFormat(window.localStorage);
  persistOddsFormat(engine, window.localStorage);
  const hydrate =
    embedded !== null &&
    embedded.language === language &&
    embedded.layout === layout &&
    (embedded.saveData === true) === saveData &&
    (embedded.dates ?? 'gregorian.24h') === datesText &&
    oddsFormat === 'decimal';
  // Rendered in another zone than this device's (a first visit from abroad; the cookie now tells the server):
  // hydrated in the server's zone, its times then redrawn in the device's (afterHydration) — a few texts, not a page.
  const serverZone = hydrate && embedded.offsetMin !== offsetMin;
  if (serverZone) {
    setRenderOffset(embedded.offsetMin);
  }
  // The server's events first (each decoded by the engine; the store then holds what the markup shows), then the
  // language: once that is applied, every event before it is too.
  for (const event of embedded?.events ?? []) {
    engine.emit(event);
  }
  const replayed = firstValueFrom(engine.events$.pipe(filter((e) => e.type === 'v1.LanguageSelected')));
  engine.emit({ type: 'v1.SaveDataChanged', at: Date.now(), source: 'system', payload: { on: saveData } });
  engine.emit({ type: 'v1.DateStyleChanged', at: Date.now(), source: 'system', payload: dates });
  engine.emit({ type: 'v1.OddsFormatChanged', at: Date.now(), source: 'system', payload: { format: oddsFormat } });
  engine.emit({ type: 'v1.LanguageSelected', at: Date.now(), source: 'system', payload: { language } });
  document.body.classList.add(globals);
  await replayed;
  await nextTask();

  // Betslips: restored from storage (slots older than 24 h come back empty) and kept there; after hydration when
  // the page was server-rendered (picked odds buttons would not match the server's markup).
  const restoreKept = (): void => {
    // The catalogue (and the same player's wallet) as the last visit left it; the TTL then refreshes it.
    const kept = restoreStore(window.localStorage, CONFIG.merchantId, Date.now());
    if (kept) {
      engine.emit(kept);
    }
    const slips = restoreSlips(window.localStorage, Date.now());
    if (slips) {
      engine.emit(slips);
    }
  };
  if (!hydrate) {
    restoreKept();
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
  const restoreSignIn = (): void => {
    const restored = restoreAuth(window.localStorage, CONFIG.merchantId, Date.now());
    if (restored.kind === 'signed-in') {
      engine.emit(restored.event);
      void account.refreshWallet();
    } else if (restored.kind === 'mismatch') {
      clearStoredAuth(window.localStorage, window.sessionStorage);
      window.history.replaceState(null, '', '/');
    }
  };
  if (!hydrate) {
    restoreSignIn();
  }
  // Opened as Telegram's Mini App (issue 34): its signed launch data signs the linked player in (a chunk of its own).
  if (window.location.hash.includes('tgWebAppData=')) {
    void import('./account/telegram-launch.ts').then((m) => m.signInFromTelegram(account, window.location, window.history));
  }
  // The live socket is not needed for the first paint: it loads as its own chunk right after it.
  let socket: LiveSocket | null = null;
  const reconnectable = { reconnect: (): void => socket?.reconnect() };

  const render = (router: AppRouter): void => {
    const container = document.getElementById('root') as HTMLElement;
    const tree = (
      <StrictMode>
        <AppTree data={data} engine={engine} account={account} socket={reconnectable} router={router} layout={layout}>
          {hydrate ? <Hydrated onDone={afterHydration} /> : null}
        </AppTree>
      </StrictMode>
    );
    if (hydrate) {
      // Hydrated in a transition: React works through the page in slices of a few milliseconds, yielding to the
      // browser between them (the default hydration lane would hold the main thread for the whole shell at once).
      // Each part (src/ssr/hydration-parts.tsx) follows at a lower priority still; a tapped one is hydrated first.
      trackHydration(embedded.parts);
      startTransition(() => {
        hydrateRoot(container, tree, { onRecoverableError: logHydrationError });
      });
      return;
    }
    // Drawn afresh: a tap kept from the server's markup (now replaced) has nothing to land on.
    window.__earlyTaps = null;
    const root = createRoot(container);
    // A transition: the first render yields to the browser every few milliseconds instead of holding a cheap
    // phone's main thread for the whole page at once (total blocking time), and paints the same frame.
    startTransition(() => root.render(tree));
  };
  let hydrated = false;
  const afterHydration = (): void => {
    rootHydrated();
    // In a task of its own: inside this commit's effects React could not hydrate the tapped part synchronously.
    setTimeout(replayEarlyTaps, 0);
    whenHydrated(pageLive);
  };
  const pageLive = (): void => {
    if (!hydrated) {
      hydrated = true;
      // Says every part of the server's markup is live and what the browser kept is restored (journeys wait on it).
      document.documentElement.dataset['hydrated'] = 'true';
      if (serverZone) {
        setTimeout(() => setRenderOffset(null), 0);
      }
      restoreKept();
      restoreSignIn();
    }
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
  await dateNames;
  if (hydrate) {
    await preloadHome(layout).catch(() => undefined);
    // TanStack Router draws its matches without Suspense wrappers on the server; marked as a server-rendered
    // page, it does the same here, so the first render is the server's markup node for node.
    router.ssr = { manifest: undefined };
  }
  // The first render (or hydration) in a task of its own, not behind the router's loading in one long task.
  await nextTask();
  render(router);
  void import('./account/live.ts').then(({ startLiveSocket }) => {
    socket = startLiveSocket(engine, data, account, CONFIG.merchantId);
  });
  // Installable and offline (issue 17): the service worker, in built clients only (never under Vite's dev server).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./pwa/register.ts').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  }
}

/**
 * A part that differs from the server's markup is drawn afresh by React (the page stays live); the console says
 * which component, so a mismatch is found rather than silently paid for.
 */
function logHydrationError(error: unknown, info: { componentStack?: string }): void {
  console.error('[hydration] drawn afresh:', error instanceof Error ? error.message : error, info.componentStack ?? '');
  hydrationMismatch();
}

/** Tells start-up that the server's markup is hydrated (its effects run once the whole tree has committed). */
function Hydrated({ onDone }: { onDone: () => void }) {
  useEffect(() => onDone(), [onDone]);
  return null;
}

// Module evaluation is one task; the app's own start-up begins in the next.
void nextTask().then(start);
