// The home page arrives as HTML (issue 17): with JavaScript off a player still sees the day's matches and their
// odds, and with it on the page is hydrated in place — the server's markup kept, no second fetch of the data it
// came with, no error — then works as before (a pick lands in the slip). A reader in Addis Ababa on a phone (its
// user agent) or a desktop, as the server guesses from the request; the first visit carries no cookies.
import { test, expect, type Page } from '@playwright/test';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

test.use({ timezoneId: 'Africa/Addis_Ababa' });

/** The phone project reads like a phone: its user agent says so, as a real one does. No ssr=off cookie here
 *  (the other journeys' default, e2e/playwright.config.ts): a first visit, as a new player makes it. */
const asDevice = (isMobile: boolean | undefined) => ({
  storageState: { cookies: [], origins: [] },
  ...(isMobile ? { userAgent: PHONE_UA } : {}),
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("the home shows today's matches with their odds", async ({ browser, isMobile, viewport }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'Africa/Addis_Ababa', viewport, ...asDevice(isMobile) });
    const page = await context.newPage();
    await page.goto('/');
    const rows = page.getByTestId('match-row');
    expect(await rows.count()).toBeGreaterThanOrEqual(5);
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByTestId('odds').first()).toHaveText(/\d+\.\d{2}/);
    // The markup is styled (its stylesheets, the lazy parts' too, are linked): the odds sit in a row, not stacked.
    const box = await rows.first().boundingBox();
    expect(box?.height ?? 999).toBeLessThan(isMobile ? 120 : 200);
    await context.close();
  });
});

async function watchHydration(page: Page): Promise<{ errors: string[]; apiReads: string[] }> {
  const errors: string[] = [];
  const apiReads: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) {
      errors.push(m.text());
    }
  });
  page.on('request', (r) => {
    if (/\/api\/v1\/(composite|sports|matches|top-|banners)/.test(r.url())) {
      apiReads.push(new URL(r.url()).pathname);
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const first = document.getElementById('root')?.firstElementChild ?? null;
      const rows = document.querySelectorAll('[data-testid="match-row"]');
      Object.assign(window, { ssrFirst: first, ssrLast: rows[rows.length - 1] ?? null });
    });
  });
  return { errors, apiReads };
}

test('JavaScript on: the page is hydrated in place, fetches nothing it came with, and takes a pick', async ({ browser, isMobile, viewport }) => {
  const context = await browser.newContext({ timezoneId: 'Africa/Addis_Ababa', viewport, ...asDevice(isMobile) });
  await context.addInitScript(() => localStorage.setItem('promoPopup.never', '1'));
  const page = await context.newPage();
  const seen = await watchHydration(page);
  await page.goto('/');
  expect(await page.locator('#ssr-data').count()).toBe(1);
  const rows = page.getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  const odds = rows.first().getByTestId('odds').first();
  // Hydrated: the app has taken over the server's markup (src/main.tsx marks <html data-hydrated> once every part
  // is live) before the checks below.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  // In place: the elements the server sent are still the ones on screen (a fresh render would have replaced them),
  // down to the lowest row, hydrated in a task of its own (src/ssr/hydration-parts.tsx).
  const inPlace = await page.evaluate(() => {
    const w = window as unknown as { ssrFirst: Element | null; ssrLast: Element | null };
    const rows = document.querySelectorAll('[data-testid="match-row"]');
    return {
      first: document.getElementById('root')?.firstElementChild === w.ssrFirst,
      last: rows[rows.length - 1] === w.ssrLast && w.ssrLast !== null,
    };
  });
  expect(inPlace).toEqual({ first: true, last: true });
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  expect(seen.apiReads, 'reads the page already carried').toEqual([]);
  expect(seen.errors).toEqual([]);
  await context.close();
});

test('another time zone: hydrated, then the times shown in the device zone, and the lowest row takes a pick', async ({
  browser,
  isMobile,
  viewport,
}) => {
  // A first visit from Tokyo: the server draws Addis Ababa's times (it cannot know the zone yet); the page is
  // hydrated in that zone anyway — its lower lists a part per task (src/ssr/hydration-parts.tsx) — then redrawn.
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', viewport, ...asDevice(isMobile) });
  await context.addInitScript(() => localStorage.setItem('promoPopup.never', '1'));
  const page = await context.newPage();
  const seen = await watchHydration(page);
  await page.goto('/');
  const time = page.getByTestId('match-row').first().locator('time');
  const iso = (await time.getAttribute('datetime')) ?? '';
  const inZone = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(time).toHaveText(inZone('Asia/Tokyo'));
  expect(inZone('Asia/Tokyo')).not.toBe(inZone('Africa/Addis_Ababa'));
  expect(
    await page.evaluate(() => document.getElementById('root')?.firstElementChild === (window as unknown as { ssrFirst: Element }).ssrFirst),
  ).toBe(true);
  // The lowest row was hydrated in a task of its own: it takes a pick like the first.
  const odds = page.getByTestId('match-row').last().getByTestId('odds').first();
  await odds.scrollIntoViewIfNeeded();
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  expect(seen.apiReads, 'reads the page already carried').toEqual([]);
  expect(seen.errors).toEqual([]);
  await context.close();
});

test('a tap on the lowest row right after the first paint, before the app has the page, lands in the slip', async ({
  browser,
  isMobile,
  viewport,
}) => {
  test.skip(!isMobile, 'the phone home: its lowest row, as a thumb reaches it while the page is still loading');
  const context = await browser.newContext({ timezoneId: 'Africa/Addis_Ababa', viewport, isMobile: true, hasTouch: true, ...asDevice(isMobile) });
  await context.addInitScript(() => {
    localStorage.setItem('promoPopup.never', '1');
    // When the finger came down, and whether the app had the page then (its loader still keeps taps).
    addEventListener(
      'touchstart',
      () => {
        const w = window as unknown as { __earlyTaps?: unknown; touchedAt?: number; touchedEarly?: boolean };
        w.touchedAt ??= performance.now();
        w.touchedEarly ??= Array.isArray(w.__earlyTaps);
      },
      { capture: true },
    );
  });
  const page = await context.newPage();
  const seen = await watchHydration(page);
  // The scripts arrive half a second late (a slow line): the tap lands before React has the page, whatever the
  // machine's speed; without the loader's keeping and the app's replay, it would be lost.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((done) => setTimeout(done, 500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 'raf' });
  // As fast as a script can: the lowest row scrolled into view and touched where it is, no waiting for stillness.
  const where = await page.evaluate(() => {
    const rows = document.querySelectorAll('[data-testid="match-row"]');
    const button = rows[rows.length - 1]?.querySelector('[data-testid="odds"]');
    button?.scrollIntoView({ block: 'center' });
    const box = button?.getBoundingClientRect();
    return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  });
  expect(where).not.toBeNull();
  await page.touchscreen.tap(where?.x ?? 0, where?.y ?? 0);
  const tap = await page.evaluate(() => {
    const w = window as unknown as { touchedAt: number; touchedEarly: boolean };
    return { afterPaintMs: w.touchedAt - (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0), early: w.touchedEarly };
  });
  test.info().annotations.push({ type: 'tap after first paint', description: `${Math.round(tap.afterPaintMs)} ms` });
  expect(tap.early).toBe(true);
  expect(tap.afterPaintMs).toBeLessThan(500);
  const odds = page.getByTestId('match-row').last().getByTestId('odds').first();
  await expect(odds).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('betslip-bar')).toBeVisible();
  // The row is the server's, hydrated in place: the tap was not answered by a page drawn afresh.
  const inPlace = await page.evaluate(() => {
    const rows = document.querySelectorAll('[data-testid="match-row"]');
    return rows[rows.length - 1] === (window as unknown as { ssrLast: Element }).ssrLast;
  });
  expect(inPlace).toBe(true);
  expect(seen.errors).toEqual([]);
  await context.close();
});

test('markup that differs from what the app draws is drawn afresh and logged with its components; the page stays live', async ({
  browser,
  isMobile,
  viewport,
}) => {
  test.skip(!isMobile, 'one layout is enough: the same hydration code runs on both');
  const context = await browser.newContext({ timezoneId: 'Africa/Addis_Ababa', viewport, ...asDevice(isMobile) });
  await context.addInitScript(() => localStorage.setItem('promoPopup.never', '1'));
  const page = await context.newPage();
  const seen = await watchHydration(page);
  // The server's page with one text changed on the way (as a stale cache or a proxy might): Upcoming's count.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/(data-testid="upcoming"><h2[^>]*>[^<]*<!-- --> <span>)\d+(<\/span>)/, '$1999$2');
    expect(body).toContain('<span>999</span>');
    await route.fulfill({ response, body });
  });
  await page.goto('/');
  // Live as soon as React has drawn the part afresh (its parts have new ids: nothing waits for the server's).
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 5_000 });
  // Logged once, with the component stack (which part of the page), not a silent redraw nor an uncaught error.
  // (A page answered through page.route is not local to Chromium, which then refuses its local live socket.)
  const errors = seen.errors.filter((e) => !/ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS/.test(e));
  expect(errors.length).toBe(1);
  expect(errors[0]).toMatch(/^\[hydration\] drawn afresh: /);
  expect(errors[0]).toMatch(/\n\s+at span \(<anonymous>\)\n\s+at h2 /);
  await expect(page.getByTestId('upcoming').locator('h2 span')).not.toHaveText('999');
  const odds = page.getByTestId('match-row').last().getByTestId('odds').first();
  await odds.scrollIntoViewIfNeeded();
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});
