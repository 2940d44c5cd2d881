// Low-data mode (issue 17): a browser that sends `Save-Data: on` gets the home rendered in it — banners as text
// on a plain colour, no flag or badge (nor their files fetched), 8 matches per list and a button for the rest —
// and hydrated in place; the 'Save data' switch in the language menu does the same for anyone, and the next page
// comes from the server in that mode (its cookie); a signed-in player's profile panel has the switch and a meter
// of what this visit downloaded.
import { test, expect, type Browser, type Page, type ViewportSize } from '@playwright/test';
import { uniquePhone, register, login } from './account-helpers.ts';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const STORAGE = {
  cookies: [],
  origins: [{ origin: new URL(process.env.BASE_URL ?? 'http://127.0.0.1:8087').origin, localStorage: [{ name: 'promoPopup.never', value: '1' }] }],
};

async function newPage(browser: Browser, isMobile: boolean | undefined, viewport: ViewportSize | null, headers: Record<string, string> = {}) {
  const context = await browser.newContext({
    viewport,
    timezoneId: 'Africa/Addis_Ababa',
    extraHTTPHeaders: headers,
    storageState: STORAGE,
    serviceWorkers: 'block',
    ...(isMobile ? { userAgent: PHONE_UA, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const images: string[] = [];
  page.on('request', (r) => {
    if (/\/(flags|banners)\//.test(new URL(r.url()).pathname)) {
      images.push(new URL(r.url()).pathname);
    }
  });
  return { context, page, images };
}

/** Waits until the app has taken the page over (a click on server markup before that does nothing). */
async function started(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
}

/** Opens the language menu (again until it opens: a click before the page is hydrated does nothing). */
async function openLanguageMenu(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByTestId('language-button').click();
    await expect(page.getByTestId('save-data-toggle')).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** The home in low-data mode: text-only banners, no flags or badges, 8 rows and 'Show N more' that shows the rest. */
async function expectLowData(page: Page): Promise<void> {
  await started(page);
  await expect(page.getByTestId('banner-text').first()).toBeVisible();
  await expect(page.getByTestId('banner-slide').locator('img')).toHaveCount(0);
  await expect(page.locator('img[data-flag]')).toHaveCount(0);
  await expect(page.locator('svg[data-team-code]')).toHaveCount(0);
  const panel = page.getByTestId('matches-panel');
  const more = panel.getByTestId('show-more-rows');
  await expect(more).toBeVisible();
  await expect(more).toHaveText(/Show \d+ more/);
  await expect(panel.getByTestId('match-row')).toHaveCount(8);
  await more.click();
  await expect(more).toBeHidden();
  expect(await panel.getByTestId('match-row').count()).toBeGreaterThan(8);
}

test('Save-Data: on — the server renders the home in low-data mode and the page hydrates it', async ({ browser, isMobile, viewport }) => {
  const { context, page, images } = await newPage(browser, isMobile, viewport, { 'Save-Data': 'on' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { ssrFirst: Element | null }).ssrFirst = document.getElementById('root')?.firstElementChild ?? null;
    });
  });
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('"saveData":true');
  expect(html).toContain('data-testid="show-more-rows"');
  expect(html).not.toMatch(/data-flag="|data-team-code="/);
  await expectLowData(page);
  // Hydrated: the server's markup is what is on screen (its mode was the browser's).
  await expect
    .poll(() => page.evaluate(() => document.getElementById('root')?.firstElementChild === (window as unknown as { ssrFirst: Element }).ssrFirst))
    .toBe(true);
  await page.screenshot({ path: `test-results/screens/save-data-header-${isMobile ? 'phone' : 'desktop'}.png`, fullPage: false });
  expect(images, 'no banner or flag file fetched').toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test("the language menu's 'Save data' switch turns the home to low-data mode, and the next page comes in it", async ({
  browser,
  isMobile,
  viewport,
}) => {
  const { context, page, images } = await newPage(browser, isMobile, viewport);
  await page.goto('/');
  await expect(page.getByTestId('banner-slide').locator('img').first()).toBeAttached();
  if (!isMobile) {
    await expect(page.locator('img[data-flag]').first()).toBeAttached();
    await expect(page.locator('svg[data-team-code]').first()).toBeAttached();
  }
  await expect(page.getByTestId('matches-panel').getByTestId('match-row').nth(8)).toBeAttached();
  expect(images.length).toBeGreaterThan(0);

  await openLanguageMenu(page);
  const toggle = page.getByTestId('save-data-toggle');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expectLowData(page);
  expect((await context.cookies()).find((c) => c.name === 'saveData')?.value).toBe('1');

  // The next page: rendered by the server in low-data mode (the cookie), and no image fetched for it.
  images.length = 0;
  const response = await page.reload();
  expect((await response?.text()) ?? '').toContain('"saveData":true');
  await expectLowData(page);
  expect(images).toEqual([]);

  // Off again: the images come back.
  await openLanguageMenu(page);
  await expect(page.getByTestId('save-data-toggle')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('save-data-toggle').click();
  await expect(page.getByTestId('banner-slide').locator('img').first()).toBeAttached();
  await expect(page.getByTestId('show-more-rows')).toHaveCount(0);
  await context.close();
});

test('the profile panel has the switch and shows what this visit downloaded', async ({ browser, isMobile, viewport, request }) => {
  const { context, page } = await newPage(browser, isMobile, viewport);
  const typed = uniquePhone();
  await page.goto('/');
  await expect(page.getByTestId('upcoming').getByTestId('odds').first()).toBeVisible();
  await started(page);
  await register(page, request, typed);
  await login(page, typed);
  await page.getByTestId('account-button').click();
  await page.getByTestId('menu-phone').click();
  const panel = page.getByTestId('profile-panel');
  const meter = panel.getByTestId('data-meter');
  await expect(meter).toHaveText(/^This visit: \d+ KB$/);
  await expect.poll(async () => Number(/(\d+) KB/.exec((await meter.textContent()) ?? '')?.[1] ?? 0)).toBeGreaterThan(0);
  const toggle = panel.getByTestId('profile-save-data');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: `test-results/screens/save-data-profile-${isMobile ? 'phone' : 'desktop'}.png` });
  await page.getByTestId('profile-backdrop').click({ position: { x: 8, y: 300 } });
  await expect(page.getByTestId('banner-text').first()).toBeVisible();
  await expect(page.locator('img[data-flag]')).toHaveCount(0);
  await context.close();
});
