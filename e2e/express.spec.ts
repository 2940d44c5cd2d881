// Express matches (/express) as a player sees them, on both viewports: the 'Next 1H Matches' badge and rows
// that are what it says (first halves under way, kick-offs within the hour), with prices (two decimals, X read
// as 'Draw'), a sport chosen in the dropdown narrowing the list, a price joining the betslip highlighted, a match
// opening its detail with a way back, and the spec's error and empty states (the empty one says why). The LIVE
// tag is proven on a recorded stream (tests/sync/express-replay.test.ts) instead. When the demo schedule has no
// kick-off within the hour, express-helpers.ts moves the feed's clock once so that one is 30 minutes away.
import { test, expect, type Page } from '@playwright/test';
import { ensureKickOffThisHour } from './express-helpers.ts';

const rows = (page: Page) => page.getByTestId('express-row');
const MIN = 60_000;

test.beforeEach(async ({ request }, info) => {
  await ensureKickOffThisHour(request, info);
});

async function openExpress(page: Page): Promise<void> {
  await page.goto('/express');
  await expect(page.getByTestId('express-badge')).toHaveText('Next 1H Matches');
  await expect(rows(page).first()).toBeVisible();
}

test('shows the badge and matches with their prices to two decimals', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await openExpress(page);
  const first = rows(page).first();
  await expect(first.getByTestId('teams')).toHaveText(/^.+ v .+$/);
  await expect(first.locator('time')).toHaveText(/^\d\d:\d\d$/);
  await expect(first.getByTestId('extra-outcomes')).toHaveText(/^\+\d+$/);
  // Every row carries its main market: two prices for a two-way sport, three for football. One row may be all the
  // hour holds, so the count is checked per row, not over the list.
  const perRow = await rows(page).evaluateAll((els) =>
    els.map((el) => (el.querySelector('[data-testid="odds-soon"]') ? 'soon' : el.querySelectorAll('[data-testid="odds"]').length)),
  );
  expect(perRow.some((count) => count !== 'soon')).toBe(true);
  for (const count of perRow) {
    expect(['soon', 2, 3]).toContain(count);
  }
  const cells = await rows(page).getByTestId('odds').allInnerTexts();
  for (const cell of cells) {
    expect(cell.replace(/\s+/g, ' ')).toMatch(/^(1|Draw|2) \d+\.\d{2}$/);
  }
  await expect(page.getByTestId('express-sport').locator('option').first()).toHaveText('Select Sport');
  expect(errors).toEqual([]);
});

test('every row is what the badge says: a first half under way or a kick-off within the hour', async ({ page }) => {
  await openExpress(page);
  const listed = await rows(page).evaluateAll((els) =>
    els.map((el) => ({
      live: el.hasAttribute('data-live'),
      start: Date.parse(el.querySelector('time')?.getAttribute('datetime') ?? ''),
    })),
  );
  const now = Date.now();
  for (const row of listed) {
    if (row.live) {
      expect(now - row.start).toBeLessThan(46 * MIN);
    } else {
      // The server's hour, read a moment ago: a minute of slack on each side for the time the page took.
      expect(row.start - now).toBeGreaterThan(-MIN);
      expect(row.start - now).toBeLessThan(61 * MIN);
    }
  }
});

test('choosing a sport narrows the list to that sport, two-way markets in two columns, three-way in three', async ({ page }) => {
  await openExpress(page);
  const select = page.getByTestId('express-sport');
  const all = await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-match-id')));
  // Whichever sports kick off this hour: each option narrows the list to its own rows.
  const options = (await select.locator('option').allInnerTexts()).slice(1).map((o) => o.trim());
  expect(options.length).toBeGreaterThan(0);
  for (const label of options) {
    expect(label).toMatch(/^.+ \(\d+\)$/);
    await select.selectOption({ label });
    const sportId = await select.inputValue();
    await expect(rows(page).first()).toHaveAttribute('data-sport-id', sportId);
    const sports = await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-sport-id')));
    expect(new Set(sports)).toEqual(new Set([sportId]));
    for (const row of await rows(page).all()) {
      const labels = await row.getByTestId('odds').locator('small').allInnerTexts();
      expect([['1', '2'], ['1', 'Draw', '2'], []]).toContainEqual(labels);
      if (labels.length > 0) {
        await expect(row.locator('[data-columns]')).toHaveAttribute('data-columns', String(labels.length));
      }
    }
  }
  await select.selectOption('');
  await expect.poll(() => rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-match-id')))).toEqual(all);
});

test('a price joins the betslip and stays highlighted', async ({ page }) => {
  await openExpress(page);
  const price = rows(page).getByTestId('odds').and(page.locator(':enabled')).first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('betslip-count')).toHaveText('1');
});

test('tapping a match opens its detail with the markets, and Back returns to the list', async ({ page }) => {
  await openExpress(page);
  const first = rows(page).first();
  const id = await first.getAttribute('data-match-id');
  await first.getByTestId('express-open').click();
  await expect(page).toHaveURL(/[?&]match=/);
  await expect(page.getByTestId('express-detail')).toHaveAttribute('data-match-id', id ?? '');
  await expect(page.getByTestId('markets-panel')).toHaveAttribute('data-match-id', id ?? '');
  await expect(rows(page)).toHaveCount(0);
  await page.getByTestId('express-back').click();
  await expect(page).not.toHaveURL(/match=/);
  await expect(rows(page).first()).toHaveAttribute('data-match-id', id ?? '');

  // A shared link straight to the detail: Back still lands on the list.
  await page.goto(`/express?match=${encodeURIComponent(id ?? '')}`);
  await expect(page.getByTestId('express-detail')).toBeVisible();
  await page.getByTestId('express-back').click();
  await expect(rows(page).first()).toBeVisible();
});

test('a failed load says so with Try Again, which recovers', async ({ page }) => {
  let failing = true;
  await page.route('**/api/v1/express-matches*', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Internal server error. Please try again', code: 'INTERNAL' }),
        })
      : route.continue(),
  );
  await page.goto('/express');
  const box = page.getByTestId('error-box');
  await expect(box).toContainText('Error loading matches: Internal server error. Please try again');
  failing = false;
  await box.getByRole('button', { name: 'Try Again' }).click();
  await expect(rows(page).first()).toBeVisible();
});

test('no express matches gives the empty state', async ({ page }) => {
  await page.route('**/api/v1/express-matches*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ matches: [], sports: [], total: 0, page: 1, page_size: 20 }),
    }),
  );
  await page.goto('/express');
  const empty = page.getByTestId('empty-state');
  await expect(empty).toContainText('No express matches available');
  await expect(empty).toContainText('No match kicks off in the next hour and no first half is under way. Check back later for updates');
  await expect(page.getByTestId('express-badge')).toBeVisible();
});
