// Server-side rendering of a page (issue 17), built as its own bundle (scripts/build-ssr.mjs) that the server
// loads (server/modules/pages): the client's own sync engine fetches through a fetch the server gives it (its
// API, in process), and the route renders with the client's components in passes — a component asks for its
// data during render (ServerRequestsContext), the answers land in the store, and the page renders again until
// nothing more is asked. The events that built the store travel with the markup; the browser replays them into
// its own store and hydrates (src/ssr/embedded.ts), so it never fetches the same data twice and paints nothing new.
import { renderToString } from 'react-dom/server';
import { renderToStringAsync } from 'preact-render-to-string';
import { createMemoryHistory } from '@tanstack/react-router';
import type { AppEvent } from '../../schema/event.ts';
import type { Language } from '../../schema/language.ts';
import { createAppData, type AppData } from '../../sync/store.ts';
import { createApiClient } from '../../sync/http.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { createAccount } from '../../sync/account.ts';
import type { ResourceDef } from '../../sync/resources.ts';
import { AppTree } from '../app-tree.tsx';
import { ServerRequestsContext } from '../data/hooks.ts';
import { loadAllMessages } from '../i18n/load-messages.ts';
import { loadEthiopianNames, setRenderOffset } from '../i18n/calendar.ts';
import type { Layout } from '../layout/layout.ts';
import { createAppRouter } from '../router.tsx';
import { preloadHome } from '../screens/home/HomeScreen.tsx';
export { homeLazySources } from '../screens/home/HomeScreen.tsx';
import { EMBED_VERSION, embedJson, type Embedded } from './embedded.ts';

export interface RenderInput {
  /** Path and query of the page, e.g. '/' or '/?sport=2'. */
  url: string;
  language: Language;
  layout: Layout;
  /** Minutes east of UTC the page's dates and times are shown in (the player's zone). */
  offsetMin: number;
  /** Low-data mode (issue 17: the saveData cookie or the Save-Data header): no images, fewer matches per list. */
  saveData?: boolean;
  /** The date style (issue 18: the dates cookie); Gregorian and 24-hour when absent. */
  calendar?: 'gregorian' | 'ethiopian';
  clock?: '24h' | 'local';
  merchantId: string;
  apiKey: string;
  /** The server's API for the engine's reads (signed like the browser's). */
  fetch: typeof fetch;
  now?: () => number;
  /** How long the page may wait for its data in all, ms; what has not arrived by then renders as loading. */
  waitMs?: number;
}

export interface RenderOutput {
  /** The markup inside #root. */
  html: string;
  /** What the page needs to replay the store and hydrate. */
  embedded: Embedded;
  /** The same, as the text of the page's data block (safe inside <script>). */
  embeddedJson: string;
}

/** Renders ask for data at most this many times: the phone home needs 2 (composite, then its banners), the desktop 4. */
const MAX_PASSES = 5;

const settled = (data: AppData, key: string): boolean => {
  const status = data.store.getCell('resources', key, 'status');
  return status !== undefined && status !== 'loading';
};

/** Resolves once every key has an answer or a failure in the store, or at the deadline. */
function untilSettled(data: AppData, keys: readonly string[], deadline: number, now: () => number): Promise<void> {
  return new Promise((resolve) => {
    const check = (): boolean => keys.every((k) => settled(data, k));
    if (check()) {
      resolve();
      return;
    }
    const done = (): void => {
      clearTimeout(timer);
      data.store.delListener(listener);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, deadline - now()));
    const listener = data.store.addRowListener('resources', null, () => {
      if (check()) {
        done();
      }
    });
  });
}

/** The page as HTML, its dates in the reader's zone. Synchronous: no other page's render runs meanwhile. */
function drawnNow(tree: React.ReactElement, offsetMin: number): string {
  setRenderOffset(offsetMin);
  try {
    return renderToString(tree);
  } finally {
    setRenderOffset(null);
  }
}

/**
 * The page drawn in one piece, in order, with no inline script (the CSP allows none). The client runs on Preact
 * (vite.config.ts), whose synchronous renderer refuses a part that suspends: a lazy part met for the first time in
 * this process (a dialog mount in the shell, say) is loaded by one asynchronous render, whose markup is thrown
 * away (it ran without the reader's zone), and the page is drawn again. Later pages meet it loaded and are drawn once.
 */
async function drawn(tree: React.ReactElement, offsetMin: number): Promise<string> {
  try {
    return drawnNow(tree, offsetMin);
  } catch (error) {
    if (!String((error as Error | undefined)?.message).includes('renderToStringAsync')) {
      throw error;
    }
  }
  await renderToStringAsync(tree as never);
  return drawnNow(tree, offsetMin);
}

export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const now = input.now ?? Date.now;
  const deadline = now() + (input.waitMs ?? 3000);
  const data = createAppData();
  const api = createApiClient({ baseUrl: '', merchantId: input.merchantId, apiKey: input.apiKey, fetch: input.fetch, now });
  // No retries: a read that fails here renders as the browser would show it, and the browser tries again itself.
  const engine = createSyncEngine(data, api, { merchantId: input.merchantId, retryDelaysMs: [], now, log: () => undefined });
  const events: AppEvent[] = [];
  const dates = { calendar: input.calendar ?? 'gregorian', clock: input.clock ?? '24h' } as const;
  const recording = engine.events$.subscribe((event) => {
    // The browser sets its own language and mode (src/main.tsx); the block says which ones the markup has.
    if (event.type !== 'v1.LanguageSelected' && event.type !== 'v1.SaveDataChanged' && event.type !== 'v1.DateStyleChanged') {
      events.push(event);
    }
  });
  try {
    engine.emit({ type: 'v1.LanguageSelected', at: now(), source: 'system', payload: { language: input.language } });
    engine.emit({ type: 'v1.SaveDataChanged', at: now(), source: 'system', payload: { on: input.saveData === true } });
    engine.emit({ type: 'v1.DateStyleChanged', at: now(), source: 'system', payload: dates });
    await loadAllMessages(input.language);
    await loadEthiopianNames();
    const account = createAccount({ engine, data, now });
    const router = createAppRouter(createMemoryHistory({ initialEntries: [input.url] }));
    await router.load();
    await preloadHome(input.layout);
    let html = '';
    // The events the markup was rendered from: an answer that lands during the last render is not in it.
    let renderedFrom = 0;
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      renderedFrom = events.length;
      const asked = new Map<string, ResourceDef>();
      const ask = (resource: ResourceDef): void => {
        if (!settled(data, resource.key)) {
          asked.set(resource.key, resource);
        }
      };
      const tree = (
        <ServerRequestsContext.Provider value={ask}>
          <AppTree data={data} engine={engine} account={account} socket={null} router={router} layout={input.layout} />
        </ServerRequestsContext.Provider>
      );
      // The home's lazy parts are loaded before the first pass; the pass that asks for nothing more is the page.
      html = await drawn(tree, input.offsetMin);
      if (asked.size === 0 || now() >= deadline || pass === MAX_PASSES - 1) {
        break;
      }
      for (const resource of asked.values()) {
        engine.request(resource);
      }
      await untilSettled(data, [...asked.keys()], deadline, now);
    }
    const embedded: Embedded = {
      v: EMBED_VERSION,
      language: input.language,
      layout: input.layout,
      offsetMin: input.offsetMin,
      saveData: input.saveData === true,
      dates: `${dates.calendar}.${dates.clock}`,
      renderedAt: now(),
      events: events.slice(0, renderedFrom),
    };
    return { html, embedded, embeddedJson: embedJson(embedded) };
  } finally {
    recording.unsubscribe();
    engine.dispose();
  }
}
