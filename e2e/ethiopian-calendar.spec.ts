// The date style (issue 18): the language menu's 'Ethiopian calendar' and 'Local time (12-hour)' switches turn the
// home's date headers and kick-off times to the Ethiopian calendar and the local 12-hour count at once; the next
// page comes from the server in that style (the `dates` cookie) and is hydrated in place with no hydration error;
// the profile panel has the same switches. Expected texts are computed from each row's own ISO time (Addis Ababa).
import { test, expect, type Browser, type Page, type ViewportSize } from '@playwright/test';
import { localHour, toEthiopian } from '../domain/ethiopian-calendar.ts';
import { DAY_PERIODS, ETHIOPIAN_MONTHS } from '../domain/ethiopian-names.ts';
import { login, register, uniquePhone } from './account-helpers.ts';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const ORIGIN = new URL(process.env.BASE_URL ?? 'http://127.0.0.1:8087').origin;

async function newPage(browser: Browser, isMobile: boolean | undefined, viewport: ViewportSize | null, language = 'en') {
  const context = await browser.newContext({
    viewport,
    timezoneId: 'Africa/Addis_Ababa',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: ORIGIN,
          localStorage: [
            { name: 'promoPopup.never', value: '1' },
            { name: 'language', value: language },
          ],
        },
      ],
    },
    serviceWorkers: 'block',
    ...(isMobile ? { userAgent: PHONE_UA, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) {
      errors.push(m.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { ssrFirst: Element | null }).ssrFirst = document.getElementById('root')?.firstElementChild ?? null;
    });
  });
  return { context, page, errors };
}

/** Waits until the app has taken the server's page over (src/main.tsx marks <html data-hydrated>). */
async function started(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
}

/** Taps a switch of the language menu (the menu opened again until it shows: a tap before hydration is lost). */
async function menuSwitch(page: Page, testId: string): Promise<void> {
  await expect(async () => {
    await page.getByTestId('language-button').click();
    await expect(page.getByTestId(testId)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByTestId(testId).click();
}

/** Addis Ababa's wall clock at an ISO instant. */
const addis = (iso: string): Date => new Date(Date.parse(iso) + 3 * 3_600_000);

const localTime = (iso: string, lang: 'en' | 'am'): string => {
  const d = addis(iso);
  const { hour, period } = localHour(d.getUTCHours());
  return `${hour}:${String(d.getUTCMinutes()).padStart(2, '0')} ${DAY_PERIODS[lang][period]}`;
};

const ethiopianDate = (iso: string, lang: 'en' | 'am'): string => {
  const d = addis(iso);
  const e = toEthiopian({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  return `${String(e.day).padStart(2, '0')} ${ETHIOPIAN_MONTHS[lang][e.month - 1]} ${e.year}`;
};

/** The first kick-off on screen shows the local count, and a dated day header (or featured card) the Ethiopian date. */
async function expectEthiopian(page: Page, isMobile: boolean | undefined, lang: 'en' | 'am'): Promise<void> {
  const kickOff = page.getByTestId('match-row').locator('time[datetime]').first();
  await expect(kickOff).toBeVisible();
  const iso = (await kickOff.getAttribute('datetime')) ?? '';
  await expect(kickOff).toHaveText(localTime(iso, lang));
  if (isMobile) {
    // The phone's featured cards always carry a date ('Tue 15 Hidar 2019 4:30 evening'), this Ethiopian year or the next.
    const year = Number(ethiopianDate(new Date().toISOString(), lang).slice(-4));
    const text = (await page.getByTestId('featured-card').first().locator('time').textContent()) ?? '';
    expect(text).toMatch(new RegExp(`^\\S+ \\d{2} (${ETHIOPIAN_MONTHS[lang].join('|')}) (${year}|${year + 1}) \\d{1,2}:\\d{2} \\S`));
  } else {
    const group = page.getByTestId('day-group').first();
    const groupIso = (await group.getByTestId('match-row').locator('time[datetime]').first().getAttribute('datetime')) ?? '';
    await expect(group.getByTestId('day-header')).toHaveText(ethiopianDate(groupIso, lang));
  }
}

test('language menu: Ethiopian calendar and local time on the home, kept on reload, the server page hydrated in place', async ({
  browser,
  isMobile,
  viewport,
}) => {
  const { context, page, errors } = await newPage(browser, isMobile, viewport);
  await page.goto('/');
  await started(page);
  const kickOff = page.getByTestId('match-row').locator('time[datetime]').first();
  await expect(kickOff).toHaveText(/^\d{2}:\d{2}$/);

  await menuSwitch(page, 'ethiopian-calendar-toggle');
  await menuSwitch(page, 'local-time-toggle');
  await expectEthiopian(page, isMobile, 'en');
  expect((await context.cookies()).find((c) => c.name === 'dates')?.value).toBe('ethiopian.local');

  // The next page: drawn by the server in the same style, and kept (hydrated), not drawn again.
  const response = await page.reload();
  const html = (await response?.text()) ?? '';
  expect(html).toContain('"dates":"ethiopian.local"');
  expect(html).toMatch(/\d{1,2}:\d{2} (morning|afternoon|evening|night)</);
  await started(page);
  await expectEthiopian(page, isMobile, 'en');
  await expect
    .poll(() => page.evaluate(() => document.getElementById('root')?.firstElementChild === (window as unknown as { ssrFirst: Element }).ssrFirst))
    .toBe(true);
  await page.screenshot({ path: `/tmp/he-shots/e2e-menu-${isMobile ? 'phone' : 'desktop'}.png` });
  expect(errors.filter((e) => /hydrat|did not match|Minified React error #(418|423|425)/i.test(e))).toEqual([]);
  expect(errors).toEqual([]);

  // Off again: back to the Gregorian 24-hour default.
  await menuSwitch(page, 'ethiopian-calendar-toggle');
  await menuSwitch(page, 'local-time-toggle');
  await expect(kickOff).toHaveText(/^\d{2}:\d{2}$/);
  await context.close();
});

test('Amharic: the server renders Ethiopian months and day parts in Amharic, hydrated without error', async ({ browser, isMobile, viewport }) => {
  const { context, page, errors } = await newPage(browser, isMobile, viewport, 'am');
  await context.addCookies([
    { name: 'dates', value: 'ethiopian.local', url: ORIGIN },
    { name: 'lang', value: 'am', url: ORIGIN },
  ]);
  await page.addInitScript(() => window.localStorage.setItem('date_style', 'ethiopian.local'));
  const response = await page.goto('/');
  expect((await response?.text()) ?? '').toContain('"dates":"ethiopian.local"');
  await started(page);
  await expectEthiopian(page, isMobile, 'am');
  await expect
    .poll(() => page.evaluate(() => document.getElementById('root')?.firstElementChild === (window as unknown as { ssrFirst: Element }).ssrFirst))
    .toBe(true);
  await page.screenshot({ path: `/tmp/he-shots/e2e-am-${isMobile ? 'phone' : 'desktop'}.png` });
  expect(errors).toEqual([]);
  await context.close();
});

test('the profile panel has both switches', async ({ browser, isMobile, viewport, request }) => {
  const { context, page } = await newPage(browser, isMobile, viewport);
  const typed = uniquePhone();
  await page.goto('/');
  await started(page);
  await register(page, request, typed);
  await login(page, typed);
  await page.getByTestId('account-button').click();
  await page.getByTestId('menu-phone').click();
  const panel = page.getByTestId('profile-panel');
  for (const id of ['profile-ethiopian-calendar', 'profile-local-time']) {
    const toggle = panel.getByTestId(id);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  }
  await page.screenshot({ path: `/tmp/he-shots/e2e-profile-${isMobile ? 'phone' : 'desktop'}.png` });
  await page.getByTestId('profile-backdrop').click({ position: { x: 8, y: 300 } });
  await expectEthiopian(page, isMobile, 'en');
  await context.close();
});
