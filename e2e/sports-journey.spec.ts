// The whole phone journey of issue 5 in one go, as a player does it: home → All Sports → a sport → a
// category → a tournament → a match's markets → an odd into the betslip. Every step is a tap; no address is typed.
import { test, expect } from '@playwright/test';
import { openHome } from './home-helpers.ts';
import { openMarketsOf } from './markets-helpers.ts';

test('phone: home → sport → category → tournament → match markets → betslip', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone journey (desktop has its own: desktop-home, desktop-sports)');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await openHome(page);

  await page.getByTestId('tab-bar').getByRole('link', { name: 'All Sports' }).click();
  const browser = page.getByTestId('sports-browser');
  await browser.locator('[data-testid="sport-tab"][data-sport="2"]').click();
  await expect(page).toHaveURL(/\/sports\/2$/);
  await browser.locator('[data-testid="sport-tab"][data-sport="1"]').click();
  await expect(page).toHaveURL(/\/sports\/1$/);

  const england = browser.getByTestId('category').filter({ hasText: 'England' });
  await england.getByTestId('category-header').click();
  const league = england.getByTestId('tournament-open').first();
  await expect(league).toContainText('Premier League');
  await league.click();
  await expect(page).toHaveURL(/[?&]t=/);

  const view = page.getByTestId('tournament-view');
  await expect(view.getByTestId('tournament-title')).toContainText('Premier League');
  const { home, away, panel } = await openMarketsOf(page, view.getByTestId('match-row').first());
  const odd = panel.getByTestId('market').first().getByTestId('odds').and(page.locator(':enabled')).first();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('betslip-count')).toHaveText('1');
  await expect(page.getByTestId('betslip-bar')).toContainText(`${home} v ${away}`);
  expect(errors).toEqual([]);
});
