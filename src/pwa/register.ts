// Registers the service worker (src/sw/sw.ts, built to /sw.js) once the page has loaded, so its install never
// competes with the first paint for a slow connection. Loaded lazily by main.tsx in production builds only.
// Invariant: nothing here can break the page — a browser without service workers, a failed registration or a worker
// that fails to install leaves the site working as without one, with one warning in the console.

const warnOnce = (() => {
  let warned = false;
  return (error: unknown): void => {
    if (!warned) {
      warned = true;
      console.warn('[pwa] service worker unavailable; the site works online only', error);
    }
  };
})();

/** The worker's install copies the files this page already loaded (from the HTTP cache, no bytes on the air). */
function shareLoadedAssets(worker: ServiceWorker | null): void {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
  worker?.postMessage({ type: 'cache-assets', urls });
}

export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  const register = (): void => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        registration?.installing?.addEventListener('statechange', (event) => {
          if ((event.target as ServiceWorker).state === 'redundant' && !registration?.active) {
            warnOnce(new Error('install failed'));
          }
        });
        return container.ready;
      })
      .then((registration) => shareLoadedAssets(registration.active))
      .catch(warnOnce);
  };
  if (document.readyState === 'complete') {
    register();
  } else {
    window.addEventListener('load', register, { once: true });
  }
}
