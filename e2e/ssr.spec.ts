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
      (window as unknown as { ssrFirst: Element | null }).ssrFirst = first;
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
  // Hydrated: the app has taken over the server's markup (src/main.tsx marks <html data-hydrated> once the whole
  // tree has committed) before the tap — a tap before that would be lost, as on a real phone.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  // In place: the element the server sent is still the one on screen (a fresh render would have replaced it).
  expect(
    await page.evaluate(() => document.getElementById('root')?.firstElementChild === (window as unknown as { ssrFirst: Element }).ssrFirst),
  ).toBe(true);
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  expect(seen.apiReads, 'reads the page already carried').toEqual([]);
  expect(seen.errors).toEqual([]);
  await context.close();
});
