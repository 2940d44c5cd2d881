// The virtual games page (issue 15, companion §2 'Virtual games page', §4 'Virtual games', §9), on a phone and on a
// desktop: /virtuals opens on GOLDEN RACE with its 'Virtual Football League' tile; the provider modal switches to
// KIRON (its horse race; the search typed before is cleared); search is a case-insensitive substring of the name; a
// visitor's tap gets the one-button prompt 'Login to Play', which opens login; once signed in, a tap opens the
// full-screen player on the vfootball page with a launch token, whose odds board shows inside the frame.
import { test, expect } from '@playwright/test';
import { login, register, uniquePhone } from './account-helpers.ts';

const shot = (name: string): string => `test-results/shots/virtuals-${name}-${test.info().project.name}.png`;

test('a visitor browses the virtual games, logs in from the prompt and plays virtual football', async ({ page }) => {
  test.setTimeout(90_000);
  const typed = uniquePhone();
  await page.goto('/virtuals');
  const picker = page.getByTestId('virtual-provider');
  const search = page.getByTestId('virtual-search');
  const tiles = page.getByTestId('game-tile');
  await expect(picker).toContainText('GOLDEN RACE');
  await expect(search).toHaveAttribute('placeholder', 'Search Virtual Games');
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toContainText('Virtual Football League');
  await expect(page.getByTestId('virtual-league-link')).toHaveAttribute('href', '/virtual-sport');
  await page.screenshot({ path: shot('golden-race') });

  await search.fill('FOOT');
  await expect(tiles).toHaveCount(1);
  await picker.click();
  const modal = page.getByTestId('virtual-provider-modal');
  await expect(modal).toContainText('SELECT PROVIDER');
  await expect(modal.getByRole('listitem')).toHaveText(['GOLDEN RACE', 'KIRON']);
  await modal.getByRole('button', { name: 'KIRON' }).click();
  await expect(modal).toBeHidden();
  await expect(search).toHaveValue('');
  await expect(picker).toContainText('KIRON');
  await expect(tiles).toHaveText([/Virtual Horse Racing/]);
  await search.fill('horse');
  await expect(tiles).toHaveText([/Virtual Horse Racing/]);
  await search.fill('football');
  await expect(page.getByTestId('empty-state')).toHaveText('No virtual games available');
  await picker.click();
  await modal.getByRole('button', { name: 'GOLDEN RACE' }).click();
  await expect(search).toHaveValue('');
  await expect(tiles).toHaveText([/Virtual Football League/]);

  // A registered player, signed out: registering ends on the login form, closed here.
  await register(page, page.request, typed);
  await page.getByTestId('auth-dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByTestId('auth-dialog')).toBeHidden();
  await tiles.first().click();
  const prompt = page.getByTestId('launch-modal');
  await expect(prompt).toContainText('Please log in to play this game');
  await expect(prompt.locator('.actions button')).toHaveText(['Login to Play']);
  await page.screenshot({ path: shot('prompt') });
  await prompt.getByTestId('login-to-play').click();
  await expect(prompt).toBeHidden();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await login(page, typed);
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');
  // Signing in lands on home (the app's rule for every login): back to the page.
  await page.goto('/virtuals');

  await tiles.first().click();
  const player = page.getByTestId('game-player');
  await expect(player.getByTestId('game-frame')).toHaveAttribute('src', /^\/games\/house\/vfootball\/#token=[\w-]{20,}&lang=en$/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('#board button.odd').first()).toBeVisible({ timeout: 20_000 });
  await expect(game.locator('body')).toHaveAttribute('data-balance', '100.00');
  await expect(player.getByTestId('player-loading')).toBeHidden();
  await page.screenshot({ path: shot('player') });
  await player.getByTestId('player-close').click();
  await expect(player).toBeHidden();
  await expect(tiles.first()).toBeVisible();
});
