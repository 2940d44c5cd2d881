// The content desk in Chromium: marketing edits a banner's Amharic words and the home page shows them. The journey
// makes its own HOMEPAGE_MOBILE banner (the demo league banner's artwork and words in four languages, last in the
// carousel) rather than touching the demo banners other journeys read, and retires it at the end: the open home then
// shows what it showed before. A marketing operator opens Content, opens the banner, types a new Amharic title, sees
// the preview draw it in Amharic, and saves; the other languages stay as they were; an Amharic phone home already
// open shows the new title without a reload (BANNER_UPDATE), and so does a new one. Desktop project: the back office
// is desktop-first, and the players' phone pages are contexts of their own.
import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_BANNER_WORDS } from '../server/modules/promotions/demo-banner-words.ts';
import { OPERATOR } from './account-helpers.ts';
import { createOperator, firstSignIn } from './backoffice-helpers.ts';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const AUTH = { Authorization: `Bearer ${OPERATOR}` };

/** A player's phone (390×844) with Amharic chosen, on the home page once its socket is connected. */
async function amharicHome(browser: Browser): Promise<Page> {
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1:8087';
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
    serviceWorkers: 'block',
    storageState: {
      cookies: [
        { name: 'lang', value: 'am', domain: new URL(base).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [
        {
          origin: new URL(base).origin,
          localStorage: [
            { name: 'promoPopup.never', value: '1' },
            { name: 'language', value: 'am' },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  const connected = new Promise<void>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('CONNECTION_ESTABLISHED')) {
          resolve();
        }
      }),
    ),
  );
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.getByTestId('home-banners')).toHaveAttribute('data-state', 'ready');
  await connected;
  return page;
}

test('marketing edits a banner’s Amharic words and the home page shows them', async ({ browser, request, isMobile }) => {
  test.skip(isMobile === true, 'the back office is desktop-first; the players’ phone pages are contexts of this journey');
  test.setTimeout(120_000);
  const title = `ታላቅ ቅናሽ ${Date.now() % 1000}`;
  const words = DEMO_BANNER_WORDS['phone-league']!;

  // An Amharic phone home open from the start: it gets the banner, then its new words, then loses it, all live.
  const open = await amharicHome(browser);
  const carousel = open.getByTestId('home-banners');
  const slides = carousel.getByTestId('banner-slide');
  const before = await slides.count();
  await open.evaluate(() => Object.assign(window, { sameDocument: true }));

  const image = `/banners/phone-league.svg?content-e2e=${randomUUID()}`;
  const created = await request.post('/api/admin/v1/banners', {
    headers: AUTH,
    data: { banner_type: 'HOMEPAGE_MOBILE', image_url: image, click_url: '/sports', order: 900_001, texts: words },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { banner: { id: string } }).banner.id;
  let retired = false;
  try {
    const ours = slides.filter({ has: open.locator(`img[src="${image}"]`) });
    await expect(ours.getByTestId('banner-words')).toContainText(words['am']!.title);
    await expect(slides).toHaveCount(before + 1);

    const marketing = await createOperator(request, ['marketing'], 'Meron (marketing)');
    const desk = await (await browser.newContext()).newPage();
    await firstSignIn(desk, marketing.login, marketing.password);
    await expect(desk.getByRole('link', { name: 'Operators' })).toHaveCount(0);
    await desk.getByRole('link', { name: 'Content' }).click();
    const line = desk.getByTestId('banners-HOMEPAGE_MOBILE').getByTestId(`banner-${id}`);
    await expect(line).toContainText('Active');
    await expect(line).toContainText('EN · AM · OR · TI');
    await line.getByTestId('banner-edit').click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Banner · HOMEPAGE_MOBILE');

    const amTitle = desk.locator('input[name="am-title"]');
    await expect(amTitle).toHaveValue(words['am']!.title);
    await expect(amTitle).toHaveAttribute('maxlength', '64');
    await desk.getByLabel('Preview language').selectOption('am');
    const preview = desk.getByTestId('preview-phone').getByTestId('preview-words');
    await expect(preview).toContainText(words['am']!.title);
    await amTitle.fill(title);
    // The preview follows the typing, in Amharic, on the phone and the desktop frames.
    await expect(preview.locator('strong')).toHaveText(title);
    await expect(preview).toHaveAttribute('lang', 'am');
    await expect(desk.getByTestId('preview-desktop').getByTestId('preview-words').locator('strong')).toHaveText(title);
    await desk.evaluate(() => document.fonts.ready);
    await desk.screenshot({ path: 'test-results/screens/backoffice-content.png', fullPage: true });
    await desk.getByRole('button', { name: 'Save' }).click();
    await expect(desk.getByRole('status')).toHaveText('Saved. Open player pages show it now.');

    // Only the Amharic title changed: the other languages went back as they were.
    const listed = await request.get('/api/admin/v1/banners', { headers: AUTH });
    const saved = ((await listed.json()) as { banners: { id: string; texts?: Record<string, unknown> }[] }).banners.find((b) => b.id === id);
    expect(saved?.texts).toEqual({ ...words, am: { ...words['am'], title } });

    // The open home shows it without a reload; a home opened now shows it too.
    await expect(ours.getByTestId('banner-words').locator('strong')).toHaveText(title);
    expect(await open.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const fresh = await amharicHome(browser);
    const shown = fresh.getByTestId('banner-slide').filter({ has: fresh.locator(`img[src="${image}"]`) });
    await expect(shown.getByTestId('banner-words').locator('strong')).toHaveText(title);
    const dots = fresh.getByTestId('banner-dots').getByRole('button');
    await dots.last().click();
    await expect(fresh.getByTestId('home-banners')).toHaveAttribute('data-index', String((await dots.count()) - 1));
    await expect(shown).not.toHaveAttribute('aria-hidden', 'true');
    await fresh.waitForTimeout(600); // the slide's 500 ms move, for the picture
    await fresh.screenshot({ path: 'test-results/screens/backoffice-content-home-am.png' });

    // Retired from the desk: off the homes, which show what they showed before.
    await desk.getByRole('button', { name: 'Retire' }).click();
    await expect(desk.getByTestId('banner-status')).toHaveText('Retired');
    retired = true;
    await expect(ours).toHaveCount(0);
    await expect(slides).toHaveCount(before);
  } finally {
    if (!retired) {
      await request.delete(`/api/admin/v1/banners/${encodeURIComponent(id)}`, { headers: AUTH });
    }
  }
});
