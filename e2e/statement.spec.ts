// The wallet statement as a player sees it (issue 13): a visitor is asked to log in; a new player who places a
// bet and is credited by an operator opens Statement from the account menu and finds, newest first, the credit,
// the bet with its ticket reference and the balance after it, the welcome funds and the welcome bonus in points.
// A casino round's stake reads as a bet of that game with its round (issue 29), never 'Other'.
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

test("a casino round's stake is named on the statement by its game and round", async ({ page }) => {
  test.setTimeout(90_000);
  const typed = uniquePhone();
  await page.goto('/casino');
  await register(page, page.request, typed);
  await login(page, typed);
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');
  await page.goto('/casino');
  await page.getByTestId('game-tile').filter({ hasText: 'Plinko' }).first().click();
  await page.getByTestId('launch-modal').getByTestId('play-real').click();
  const game = page.frameLocator('[data-testid="game-player"] [data-testid="game-frame"]');
  await expect(game.locator('body')).toHaveAttribute('data-round-status', 'idle');
  await game.locator('#bet').fill('10');
  await game.locator('#go').click();
  await expect(game.locator('body')).toHaveAttribute('data-round-status', /^(won|lost)$/, { timeout: 20_000 });
  await page.getByTestId('player-close').click();

  await page.goto('/statement');
  const rows = page.getByTestId('statement-row');
  const stake = rows
    .filter({ has: page.getByTestId('statement-game') })
    .and(rows.filter({ hasText: 'Bet' }))
    .last();
  await expect(stake).toHaveAttribute('data-kind', 'stake');
  await expect(stake.getByTestId('statement-game')).toHaveText('Plinko');
  await expect(stake.getByTestId('statement-amount')).toHaveText('−10.00 ETB');
  await expect(stake.getByTestId('statement-round')).toHaveText(/^[0-9a-f-]{36}$/);
  await expect(stake).toContainText('Round');
  await expect(page.locator('[data-testid="statement-row"][data-kind="other"]')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/shots/statement-casino-${test.info().project.name}.png`, fullPage: true });
});
