// Installable and offline (issue 17), against the built client: the service worker keeps the app and the catalogue
// usable with the network off (the copy says when it was fetched; a bet says it is offline and is never sent later),
// a new build's worker replaces the cached app on the next visit and deletes all but the previous build's assets,
// and the manifest and sw.js are served as browsers need them. Journeys assert behaviour, not markup: the home page
// may be server-rendered and the store restored from storage, and these still hold.
// A new build cannot be built during CI, and Chromium fetches a worker's script where no route sees it: the update is
// simulated the other way round, by leaving in the browser what two earlier builds' workers would have left.
import { test, expect, type Page } from '@playwright/test';
import { leagueOdds, openHome } from './home-helpers.ts';

// Every other journey blocks service workers (playwright.config.ts); these are about them.
test.use({ serviceWorkers: 'allow' });

/** Resolves once a service worker controls the page (it claims the page it was registered from). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const cacheNames = (page: Page): Promise<string[]> => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('birrbet-')));
const cachedUrls = (page: Page, name: string): Promise<string[]> =>
  page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).map((request) => new URL(request.url).pathname), name);

test('offline: the app and the catalogue still show with the fetch time; a bet says it is offline and is never sent later', async ({
  page,
  context,
}) => {
  await openHome(page);
  await controlled(page);
  // This visit goes through the worker, which keeps the page and the public catalogue reads it makes (a page the
  // server rendered brings its data along and may make none).
  await page.reload();
  await openHome(page);
  await page.waitForLoadState('networkidle');

  const posts: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) {
      posts.push(request.url());
    }
  });
  await context.setOffline(true);
  await page.reload();
  const rows = page.getByTestId('matches-panel').getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  // What is on screen is asked for again (as when the browser says it is back online; asked until the app, which may
  // start after a server-rendered page shows, listens): the network is down, so the copy stays, saying when it was fetched.
  await expect(async () => {
    await page.evaluate(() => {
      window.dispatchEvent(new Event('online'));
    });
    await expect(page.getByTestId('stale-note').first()).toHaveText(/^Offline — updated \d{2}:\d{2}$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('error-box')).toHaveCount(0);

  await leagueOdds(page, 0, 0).click();
  await expect(leagueOdds(page, 0, 0)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('slip-error')).toHaveText('Network error. Please check your connection.');
  await expect(page.getByTestId('reference-dialog')).toHaveCount(0);
  const triedOffline = posts.length;

  await context.setOffline(false);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
  });
  // Back online the screen refreshes, and the refused bet stays on the slip, unsent until the player taps again.
  await expect(page.getByTestId('stale-note')).toHaveCount(0);
  await page.waitForTimeout(1_500);
  expect(posts).toHaveLength(triedOffline);
  await expect(page.getByTestId('reference-dialog')).toHaveCount(0);
});

test("a new build's worker takes over on the next visit, keeps the previous build's assets and deletes older ones", async ({ page, context }) => {
  // Two earlier builds as their workers left the browser: e2eold1's assets, e2eold2's (the active one) with a lazy
  // chunk only it had and its cached home page, and the list of builds that were active (src/sw/sw.ts).
  await page.goto('/robots.txt');
  await page.evaluate(async () => {
    const put = async (cache: string, path: string, body: string, type: string): Promise<void> =>
      (await caches.open(cache)).put(path, new Response(body, { headers: { 'content-type': type } }));
    await put('birrbet-assets-e2eold1', '/assets/e2e-old1-chunk.js', 'export const build = 1;', 'text/javascript');
    await put('birrbet-assets-e2eold2', '/assets/e2e-old2-chunk.js', 'export const build = 2;', 'text/javascript');
    await put('birrbet-pages-e2eold2', '/', '<!doctype html><title>old</title><p id="e2e-old-app">the old app</p>', 'text/html');
    await put('birrbet-meta', '/__sw/builds', JSON.stringify(['e2eold1', 'e2eold2']), 'application/json');
  });

  // The next visit brings this deployment's worker: it installs into its own caches and takes over.
  await openHome(page);
  await controlled(page);
  await expect.poll(() => cacheNames(page)).not.toContain('birrbet-assets-e2eold1');
  const names = await cacheNames(page);
  expect(names).toContain('birrbet-assets-e2eold2');
  expect(names).not.toContain('birrbet-pages-e2eold2');
  const own = names.filter((name) => /^birrbet-assets-/.test(name) && !name.includes('e2eold'));
  expect(own).toHaveLength(1);
  expect(names.filter((name) => name.startsWith('birrbet-pages-'))).toEqual([own[0]?.replace('assets', 'pages')]);
  // Its shell is precached in its own cache: the entry the page runs is there.
  const entry = await page.evaluate(() => new URL((document.querySelector('script[type="module"][src]') as HTMLScriptElement).src).pathname);
  expect(await cachedUrls(page, own[0] ?? '')).toContain(entry);
  // A page still running the previous build lazy-loads its chunks from that build's kept cache (the server has none).
  expect(await page.evaluate(() => fetch('/assets/e2e-old2-chunk.js').then((r) => r.text()))).toBe('export const build = 2;');
  expect(await page.evaluate(() => fetch('/assets/e2e-old1-chunk.js').then((r) => r.status))).toBe(404);

  // Offline, the home page is this build's, never the previous build's cached one, and it runs.
  await page.reload();
  await openHome(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('matches-panel').getByTestId('match-row').first()).toBeVisible();
  await expect(page.locator('#e2e-old-app')).toHaveCount(0);
  expect(await page.evaluate(() => new URL((document.querySelector('script[type="module"][src]') as HTMLScriptElement).src).pathname)).toBe(entry);
});

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer): [number, number] => {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
};

test('the manifest is linked, served as application/manifest+json and installable; sw.js is always revalidated', async ({ page, request }) => {
  await openHome(page);
  const href = (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
  const answer = await request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await answer.json();
  expect(manifest).toMatchObject({ name: 'BirrBet', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0a1224' });
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  for (const size of [192, 512]) {
    expect(icons.some((icon) => icon.sizes === `${size}x${size}` && icon.type === 'image/png')).toBe(true);
  }
  expect(icons.some((icon) => (icon.purpose ?? '').includes('maskable'))).toBe(true);
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(
      pngSize(await png.body())
        .map(String)
        .join('x'),
    ).toBe(icon.sizes);
  }
  const touch = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '';
  expect((await request.get(touch)).headers()['content-type']).toBe('image/png');

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');
});
