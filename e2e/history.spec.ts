// Bet history and the betting mode as a player sees them (issue 4, companion §2): a visitor is asked to
// log in; a player with no bets sees 'No bets found'; after a money bet the ticket is listed with its
// figures, the filters narrow the list, and a row opens the ticket's detail. Points mode is disabled for
// a visitor and offered to a signed-in player.
import { test, expect } from '@playwright/test';
import { uniquePhone, register, login } from './account-helpers.ts';
import { leagueOdds as odds, openHome } from './home-helpers.ts';

test('a visitor is asked to log in on the history screen, and cannot switch the slip to points', async ({ page }) => {
  await page.goto('/history');
  await expect(page.getByTestId('history-login')).toContainText('Please login to see your bet history');
  await page.getByTestId('history-login').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.keyboard.press('Escape');
  await openHome(page);
  await odds(page, 0, 0).click();
  await page.getByTestId('betslip-bar').click();
  await expect(page.getByTestId('mode-points')).toBeDisabled();
  await expect(page.getByTestId('mode-money')).toHaveAttribute('aria-pressed', 'true');
});

test('a player sees no bets, places one, then finds it in history with its figures, filters and detail', async ({ page, request }) => {
  const typed = uniquePhone();
  await openHome(page);
  await register(page, request, typed);
  await login(page, typed);
  await page.goto('/history');
  await expect(page.getByTestId('empty-state')).toContainText('No bets found');

  await openHome(page);
  await odds(page, 0, 0).click();
  await odds(page, 1, 2).click();
  await page.getByTestId('betslip-bar').click();
  await expect(page.getByTestId('mode-points')).toBeEnabled();
  await page.getByTestId('slip-stake').fill('20');
  await page.getByTestId('place-bet').click();
  const reference = (await page.getByTestId('reference').textContent()) ?? '';
  await page.getByTestId('reference-dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('balance')).toHaveText('80.00 ETB');

  await page.getByTestId('account-button').click();
  await page.getByTestId('account-menu').getByRole('link', { name: 'Bet History' }).click();
  const row = page.getByTestId('history-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(reference);
  await expect(row.getByTestId('history-status')).toHaveText('Pending');
  await expect(row).toContainText('20.00 ETB');
  await expect(row).toContainText('2 selections · Multiple');
  await expect(row.locator('time')).toHaveText(/^\d\d\/\d\d\/20\d\d \d\d:\d\d$/);

  await page.getByTestId('filter-WON').click();
  await expect(page.getByTestId('empty-state')).toContainText('No bets found');
  await page.getByTestId('filter-PENDING').click();
  await page.getByTestId('filter-today').click();
  await expect(row).toHaveCount(1);
  await page.getByTestId('history-filter-toggle').click();
  await expect(page.getByTestId('filter-PENDING')).toBeHidden();

  await row.click();
  const modal = page.getByTestId('ticket-modal');
  await expect(modal).toContainText(reference);
  await expect(modal.getByTestId('ticket-leg')).toHaveCount(2);
  await expect(modal.getByTestId('ticket-amount')).not.toHaveText('0.00');
  await page.screenshot({ path: `test-results/shots/history-${test.info().project.name}.png` });
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
});

test('a signed-in player can switch the slip to points: stake in points, rules and rate shown', async ({ page, request }) => {
  const typed = uniquePhone();
  await openHome(page);
  await register(page, request, typed);
  await login(page, typed);
  await odds(page, 0, 0).click();
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('mode-points').click();
  await expect(page.getByTestId('mode-points')).toHaveAttribute('aria-pressed', 'true');
  const panel = page.getByTestId('betslip-panel');
  await expect(panel).toContainText('1 point = 0.1 ETB');
  await page.getByTestId('slip-stake').fill('50');
  await expect(page.getByTestId('slip-net-win')).toHaveText('5.00 ETB');
  await expect(page.getByTestId('slip-rule')).toHaveText('Minimum 5 selections required');
  await page.screenshot({ path: `test-results/shots/points-${test.info().project.name}.png` });
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('slip-error')).toHaveText('Minimum 5 selections required');
  await page.getByTestId('mode-money').click();
  await expect(page.getByTestId('slip-breakdown')).toContainText('VAT (15%)');
});
