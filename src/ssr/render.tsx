// Server-side rendering of a page (issue 17), built as its own bundle (scripts/build-ssr.mjs) that the server
// loads (server/modules/pages): the client's own sync engine fetches through a fetch the server gives it (its
// API, in process), and React's `prerender` draws the route with the client's components in one pass — a
// component that needs data suspends on the engine (ServerRequestsContext) until its answer is in the store, and
// the complete HTML comes out once every part is drawn (no inline script: the CSP allows none). The events that
// built the store travel with the markup; the browser replays them into its own store and hydrates
// (src/ssr/embedded.ts), so it never fetches the same data twice and paints nothing new.
import { prerender } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import type { AppEvent } from '../../schema/event.ts';
import type { Language } from '../../schema/language.ts';
import { createAppData, type AppData } from '../../sync/store.ts';
import { createApiClient } from '../../sync/http.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { createAccount } from '../../sync/account.ts';
import type { ResourceDef } from '../../sync/resources.ts';
import { AppTree } from '../app-tree.tsx';
import { ServerRequestsContext, type ServerRequests } from '../data/hooks.ts';
import { loadAllMessages } from '../i18n/load-messages.ts';
import { loadEthiopianNames, setRenderOffset } from '../i18n/calendar.ts';
import type { Layout } from '../layout/layout.ts';
import { createAppRouter } from '../router.tsx';
import { preloadHome } from '../screens/home/HomeScreen.tsx';
export { homeLazySources } from '../screens/home/HomeScreen.tsx';
import { EMBED_VERSION, embedJson, type Embedded } from './embedded.ts';
import { listDrawnParts } from './hydration-parts.tsx';

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

/**
 * What a component asks for while the page renders: the resources not in the store yet are requested together,
 * and the component suspends until all have an answer (or the deadline has passed: it then draws them loading).
 * One promise per set of keys, so a retried component meets the promise it suspended on.
 */
function serverRequests(data: AppData, request: (resource: ResourceDef) => void, deadline: number, now: () => number): ServerRequests {
  const waits = new Map<string, Promise<void>>();
  return (resources) => {
    const missing = resources.filter((r) => !settled(data, r.key));
    if (missing.length === 0 || now() >= deadline) {
      return;
    }
    const id = missing.map((r) => r.key).join('\n');
    let wait = waits.get(id);
    if (wait === undefined) {
      missing.forEach(request);
      wait = untilSettled(
        data,
        missing.map((r) => r.key),
        deadline,
        now,
      );
      waits.set(id, wait);
    }
    throw wait;
  };
}

/**
 * Renders run one at a time in this process: the zone, the date style and the language a render draws in are
 * module state of the client's formatters (src/i18n/calendar.ts, load-messages.ts), set for the whole of an
 * asynchronous render. The cache in front (server/modules/pages) makes renders rare: one per page kind per 2 s.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** The route's HTML, every part drawn: React's prerender waits for each suspended part. */
async function drawn(tree: React.ReactElement, offsetMin: number, deadline: number, now: () => number): Promise<string> {
  // A part still suspended well after the deadline (it should not be) is drawn as its fallback; the browser draws it.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error('render deadline')), Math.max(0, deadline - now()) + 2_000);
  setRenderOffset(offsetMin);
  try {
    const errors: unknown[] = [];
    // No part is sent apart from its place (React's default past 12.8 KB): that would need an inline script.
    const { prelude } = await prerender(tree, {
      signal: abort.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    });
    if (errors.length > 0) {
      // A part that threw is left to the browser: the page is served as a client-rendered one (as before).
      throw errors[0];
    }
    return await new Response(prelude).text();
  } finally {
    clearTimeout(timer);
    setRenderOffset(null);
  }
}

export function renderPage(input: RenderInput): Promise<RenderOutput> {
  return oneAtATime(() => renderOnce(input));
}

async function renderOnce(input: RenderInput): Promise<RenderOutput> {
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
    // The store at the deadline is what the page shows: the engine stops there, so a later answer is neither
    // drawn into a part rendered after it nor sent with the page.
    let renderedFrom: number | null = null;
    const freeze = setTimeout(
      () => {
        renderedFrom = events.length;
        engine.dispose();
      },
      Math.max(0, deadline - now()),
    );
    const ask = serverRequests(data, (resource) => engine.request(resource), deadline, now);
    const tree = (
      <ServerRequestsContext.Provider value={ask}>
        <AppTree data={data} engine={engine} account={account} socket={null} router={router} layout={input.layout} />
      </ServerRequestsContext.Provider>
    );
    const parts = listDrawnParts();
    const html = await drawn(tree, input.offsetMin, deadline, now).finally(() => clearTimeout(freeze));
    const embedded: Embedded = {
      v: EMBED_VERSION,
      language: input.language,
      layout: input.layout,
      offsetMin: input.offsetMin,
      saveData: input.saveData === true,
      dates: `${dates.calendar}.${dates.clock}`,
      renderedAt: now(),
      events: events.slice(0, renderedFrom ?? events.length),
      parts: parts(),
    };
    return { html, embedded, embeddedJson: embedJson(embedded) };
  } finally {
    recording.unsubscribe();
    engine.dispose();
  }
}
