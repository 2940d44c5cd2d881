// The wallet statement as a player sees it (issue 13): a visitor is asked to log in; a new player who places a
// bet and is credited by an operator opens Statement from the account menu and finds, newest first, the credit,
// the bet with its ticket reference and the balance after it, the welcome funds and the welcome bonus in points.
import { test, expect } from '@playwright/test';
import { canonical, credit, login, register, uniquePhone } from './account-helpers.ts';
import { leagueOdds as odds, openHome } from './home-helpers.ts';

test('a visitor is asked to log in on the statement screen', async ({ page }) => {
  await page.goto('/statement');
  await expect(page.getByRole('heading', { name: 'Statement' })).toBeVisible();
  await expect(page.getByTestId('statement-login')).toContainText('Please login to continue');
  await page.getByTestId('statement-login').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('a player finds the bet, the credit, the welcome funds and the bonus in the statement', async ({ page, request }) => {
  const typed = uniquePhone();
  await openHome(page);
  await register(page, request, typed);
  await login(page, typed);

  await odds(page, 0, 0).click();
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('slip-stake').fill('20');
  await page.getByTestId('place-bet').click();
  const reference = (await page.getByTestId('reference').textContent()) ?? '';
  expect(reference).not.toBe('');
  await page.getByTestId('reference-dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('balance')).toHaveText('80.00 ETB');
  await credit(request, canonical(typed), 15.5);
  await expect(page.getByTestId('balance')).toHaveText('95.50 ETB');

  await page.getByTestId('account-button').click();
  await page.getByTestId('account-menu').getByRole('link', { name: 'Statement' }).click();
  await expect(page.getByRole('heading', { name: 'Statement' })).toBeVisible();
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveAttribute('data-kind', 'operator_credit');
  await expect(rows.nth(0)).toContainText('Credit');
  await expect(rows.nth(0).getByTestId('statement-amount')).toHaveText('+15.50 ETB');
  await expect(rows.nth(0).getByTestId('statement-balance')).toHaveText('95.50 ETB');

  const bet = rows.nth(1);
  await expect(bet).toContainText('Bet');
  await expect(bet.getByTestId('statement-reference')).toHaveText(reference);
  await expect(bet.getByTestId('statement-amount')).toHaveText('−20.00 ETB');
  await expect(bet.getByTestId('statement-balance')).toHaveText('80.00 ETB');
  await expect(bet.locator('time')).toHaveText(/^\d\d\/\d\d\/20\d\d \d\d:\d\d$/);

  await expect(rows.nth(2)).toContainText('Welcome funds');
  await expect(rows.nth(2).getByTestId('statement-amount')).toHaveText('+100.00 ETB');
  await expect(rows.nth(3)).toContainText('Bonus granted');
  await expect(rows.nth(3).getByTestId('statement-amount')).toHaveText('+50 pts');
  await expect(rows.nth(3).getByTestId('statement-balance')).toHaveCount(0);
  await expect(page.getByTestId('statement-more')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/shots/statement-${test.info().project.name}.png`, fullPage: true });

  // The profile panel opens it too.
  await page.goto('/');
  await page.getByTestId('account-button').click();
  await page.getByTestId('menu-phone').click();
  await page.getByTestId('profile-statement').click();
  await expect(page).toHaveURL(/\/statement$/);
  await expect(page.getByTestId('statement-row')).toHaveCount(4);
});
