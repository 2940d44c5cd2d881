// The service worker (issue 17), bundled by scripts/build-sw.mjs into dist/sw.js with __BUILD_ID__ and __PRECACHE__
// (the app shell the home route loads) injected. Invariants:
// - hashed /assets/* are cache-first: a name never changes content, so any build's copy is right;
// - navigations are network-first with a short timeout, then the last good HTML of that address, then this build's
//   '/'; page caches belong to one build, so a cached page only ever names chunks of a build whose assets are kept;
// - public catalogue reads (GET /api/v1/… with no X-Auth-Token / session_token) are network-first and, when the
//   network fails, answered from cache with `x-sw-cached-at` (ms of the original fetch) so the app shows them stale;
//   a player-bound read or any POST is never touched;
// - a new build installs into its own asset cache and takes over on the next visit; the previous build's assets
//   stay (a page still running the old code lazy-loads its chunks from them), anything older is deleted.
// No imports: the file must typecheck under the client's DOM lib, so the few worker types it uses are declared here
// (module-scoped: the `export {}` below keeps them from merging into the DOM's own).
export {};

declare const __BUILD_ID__: string;
declare const __PRECACHE__: readonly string[];

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: { readonly origin: string };
}

const sw = globalThis as unknown as WorkerScope;
const BUILD = __BUILD_ID__;
const PREFIX = 'birrbet-';
const assetCache = (build: string): string => `${PREFIX}assets-${build}`;
const ASSETS = assetCache(BUILD);
const PAGES = `${PREFIX}pages-${BUILD}`;
const API = `${PREFIX}api`;
const META = `${PREFIX}meta`;
/** The builds whose assets are kept, oldest first (the current one last), in META. */
const BUILDS_KEY = '/__sw/builds';
/** Read by sync/operators/offline-copy.ts (same name there). */
const CACHED_AT = 'x-sw-cached-at';
const NAV_TIMEOUT_MS = 3500;
const MAX_PAGES = 20;
const MAX_API = 80;
const ANY = { ignoreVary: true } as const;

/** Drops the oldest entries (a put moves an entry to the end) beyond `max`. */
async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // Hashed files come from the HTTP cache when the page already loaded them: no bytes on the air.
      await (await caches.open(ASSETS)).addAll(__PRECACHE__.filter((url) => url !== '/'));
      await (await caches.open(PAGES)).add(new Request('/', { cache: 'no-cache' }));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const meta = await caches.open(META);
      const stored = await meta.match(BUILDS_KEY);
      const builds: string[] = stored ? await stored.json() : [];
      const kept = [...builds.filter((build) => build !== BUILD).slice(-1), BUILD];
      await meta.put(BUILDS_KEY, new Response(JSON.stringify(kept)));
      const keep = new Set([API, META, PAGES, ...kept.map(assetCache)]);
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && !keep.has(name)).map((name) => caches.delete(name)));
      await sw.clients.claim();
    })(),
  );
});

/** The page sends the /assets/ files it loaded before this worker controlled it (they come from the HTTP cache). */
sw.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'cache-assets' || !Array.isArray(data.urls)) {
    return;
  }
  const urls = data.urls.filter((url): url is string => typeof url === 'string' && isAsset(new URL(url, sw.location.origin)));
  event.waitUntil(
    caches
      .open(ASSETS)
      .then((cache) => Promise.all(urls.map(async (url) => ((await caches.match(url, ANY)) ? undefined : cache.add(url).catch(() => undefined))))),
  );
});

const isAsset = (url: URL): boolean => url.origin === sw.location.origin && url.pathname.startsWith('/assets/');

async function asset(event: FetchEvent): Promise<Response> {
  const hit = await caches.match(event.request, ANY);
  if (hit) {
    return hit;
  }
  const response = await fetch(event.request);
  if (response.status === 200) {
    const copy = response.clone();
    event.waitUntil(caches.open(ASSETS).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

async function navigation(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(PAGES);
  const network = fetch(event.request).then((response) => {
    const html = (response.headers.get('content-type') ?? '').includes('text/html');
    // A page that asks not to be stored (a payment simulator's checkout) never is.
    const storable = !(response.headers.get('cache-control') ?? '').includes('no-store');
    if (response.status === 200 && html && storable && !response.redirected) {
      const copy = response.clone();
      event.waitUntil(cache.put(event.request.url, copy).then(() => trim(cache, MAX_PAGES)));
    }
    return response;
  });
  const late = new Promise<null>((resolve) => setTimeout(resolve, NAV_TIMEOUT_MS, null));
  const first = await Promise.race([network, late]).catch(() => null);
  if (first) {
    return first;
  }
  const cached = (await cache.match(event.request.url, ANY)) ?? (await cache.match('/', ANY));
  // Nothing cached: wait the network out (or fail as the browser would).
  return cached ?? network;
}

async function catalogueRead(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.status === 200) {
      const headers = new Headers(response.headers);
      headers.set(CACHED_AT, String(Date.now()));
      const copy = new Response(response.clone().body, { status: 200, statusText: response.statusText, headers });
      event.waitUntil(caches.open(API).then((cache) => cache.put(event.request.url, copy).then(() => trim(cache, MAX_API))));
    }
    return response;
  } catch (error) {
    const hit = await caches.open(API).then((cache) => cache.match(event.request.url, ANY));
    if (hit) {
      return hit;
    }
    throw error;
  }
}

const isPublicRead = (request: Request, url: URL): boolean =>
  url.pathname.startsWith('/api/v1/') && !request.headers.has('x-auth-token') && !url.searchParams.has('session_token');

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== sw.location.origin) {
    return;
  }
  if (isAsset(url)) {
    event.respondWith(asset(event));
  } else if (request.mode === 'navigate' && request.destination === 'document' && !/^\/(api|games|backoffice)(\/|$)/.test(url.pathname)) {
    // The back office (issue 33) is never kept offline: an operator's page always comes from the server.
    event.respondWith(navigation(event));
  } else if (isPublicRead(request, url)) {
    event.respondWith(catalogueRead(event));
  }
});
