// With the API gone, screens a player has already seen still render from the local store, and a refresh
// that fails keeps the copy on screen with the quiet 'Offline — updated HH:mm' note instead of an error box.
// "API stopped" is every /api/ call failing at the network level (the page and its chunks are already here).
import { test, expect, type Page } from '@playwright/test';
import { openHome, settledCount } from './home-helpers.ts';

const goOffline = async (page: Page): Promise<void> => {
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
};
/** What the browser fires when the connection comes back: every screen on view asks again. */
const retryNow = (page: Page): Promise<void> =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
  });

test('phone: home, the sports browser and a tournament still show with the API stopped', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone screens');
  await openHome(page);
  const homeRows = await settledCount(page.getByTestId('matches-panel').getByTestId('match-row'));

  await page.getByRole('link', { name: 'All Sports' }).click();
  const browser = page.getByTestId('sports-browser');
  await expect(browser.getByTestId('tournament-row').first()).toBeVisible();
  const tournamentLabel = (await browser.getByTestId('tournament-open').first().getAttribute('aria-label')) ?? '';
  await browser.getByTestId('tournament-open').first().click();
  const view = page.getByTestId('tournament-view');
  await expect(view.getByTestId('match-row').first()).toBeVisible();
  const viewRows = await settledCount(view.getByTestId('match-row'));

  await goOffline(page);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('matches-panel').getByTestId('match-row')).toHaveCount(homeRows);
  await retryNow(page);
  await expect(page.getByTestId('matches-panel').getByTestId('stale-note')).toHaveText(/^Offline — updated \d{2}:\d{2}$/);
  await expect(page.getByTestId('matches-panel').getByTestId('match-row')).toHaveCount(homeRows);
  await expect(page.getByTestId('error-box')).toHaveCount(0);

  await page.getByRole('link', { name: 'All Sports' }).click();
  await expect(browser.getByTestId('tournament-open').first()).toHaveAttribute('aria-label', tournamentLabel);
  await retryNow(page);
  await expect(browser.getByTestId('stale-note').first()).toBeVisible();
  await browser.getByTestId('tournament-open').first().click();
  await expect(view.getByTestId('match-row')).toHaveCount(viewRows);
  await retryNow(page);
  await expect(view.getByTestId('stale-note')).toBeVisible();
  await expect(page.getByTestId('error-box')).toHaveCount(0);
});

test('desktop: the home tables still show with the API stopped, and a refresh says when they were fetched', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the desktop home');
  await openHome(page);
  const rows = page.getByTestId('matches-panel').getByTestId('match-row');
  const count = await settledCount(rows);
  await goOffline(page);
  await page.getByRole('link', { name: 'Sports View' }).click();
  await page.getByRole('link', { name: 'Sports', exact: true }).first().click();
  await expect(rows).toHaveCount(count);
  await retryNow(page);
  await expect(page.getByTestId('stale-note').first()).toHaveText(/^Offline — updated \d{2}:\d{2}$/);
  await expect(rows).toHaveCount(count);
});
