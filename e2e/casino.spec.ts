// The casino journey (issue 15), on a phone and on a desktop: a visitor opens /casino, searches (from TOP every game,
// featured or not, issue 29; the curated tab's empty text with its search variant on the phone), picks the BirrBet Originals provider (the picker modal on the
// phone, the tab strip on the desktop), searches 'cra', taps Rocket Crash and reads the visitor's launch modal, then
// tries the demo: the full-screen player opens the house crash page in its frame, where a demo round plays. A new
// player signs in and plays crash for real money inside the frame (the page gets a launch token): the header balance
// falls by the stake and rises by a win live (BALANCE_UPDATE), with no reload.
import { test, expect, type Page } from '@playwright/test';
import { uniquePhone, register, login } from './account-helpers.ts';

const amount = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));
const tiles = (page: Page) => page.getByTestId('game-tile');

async function pickHouseProvider(page: Page): Promise<void> {
  const layout = await page.getByTestId('casino').getAttribute('data-layout');
  if (layout === 'mobile') {
    await expect(page.getByTestId('provider-button')).toContainText('SELECT PROVIDER');
    await page.getByTestId('provider-button').click();
    await page.getByTestId('provider-picker').getByRole('button', { name: 'BirrBet Originals' }).click();
    await expect(page.getByTestId('provider-picker')).toBeHidden();
    await expect(page.getByTestId('provider-button')).toContainText('BIRRBET ORIGINALS');
  } else {
    await page.locator('[data-testid="provider-tab"][data-provider="house"]').click();
  }
}

test('a visitor searches, picks a provider and tries the crash demo in the player overlay', async ({ page }) => {
  await page.goto('/casino');
  await expect(page.getByTestId('casino-banner')).toContainText('Casino');
  await expect(tiles(page).filter({ hasText: 'Rocket Crash' })).toBeVisible();
  const layout = await page.getByTestId('casino').getAttribute('data-layout');
  const search = page.getByTestId('games-search');
  // A search from TOP looks through every game, not only the featured ones (issue 29): Lucky Wheel is not featured.
  await expect(tiles(page).filter({ hasText: 'Lucky Wheel' })).toHaveCount(0);
  await search.fill('whe');
  await expect(tiles(page)).toHaveText([/Lucky Wheel/]);
  await search.fill('zzz');
  await expect(page.getByTestId('empty-state')).toContainText(layout === 'mobile' ? 'No featured games match your search' : 'No games available');
  if (layout === 'mobile') {
    await page.getByTestId('shortcut-keno').click();
    await expect(search).toHaveValue('');
    await expect(tiles(page)).toHaveText([/Keno 40/]);
  }
  await pickHouseProvider(page);
  await expect(search).toHaveValue('');
  await expect(tiles(page)).toHaveCount(6);
  await search.fill('CRA');
  await expect(tiles(page)).toHaveCount(1);
  await tiles(page).filter({ hasText: 'Rocket Crash' }).click();
  const modal = page.getByTestId('launch-modal');
  await expect(modal).toContainText('Login to play with real money or try the demo version');
  await expect(modal).toContainText('BirrBet Originals');
  await expect(modal.getByTestId('login-to-play')).toHaveText('Login to Play');
  await modal.getByTestId('try-demo').click();
  const player = page.getByTestId('game-player');
  await expect(player).toBeVisible();
  await expect(player.getByTestId('game-frame')).toHaveAttribute('src', /^\/games\/house\/crash\/#demo=1&lang=en$/);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.screenshot({ path: `test-results/shots/casino-demo-${test.info().project.name}.png` });
  await player.getByTestId('player-close').click();
  await expect(player).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

/** The crash page inside the player frame. */
const crashFrame = (page: Page) => page.frameLocator('[data-testid="game-player"] [data-testid="game-frame"]');

test('a demo crash round plays inside the player frame and never touches the wallet', async ({ page }) => {
  await page.goto('/casino');
  await tiles(page).filter({ hasText: 'Rocket Crash' }).click();
  await page.getByTestId('launch-modal').getByTestId('try-demo').click();
  const game = crashFrame(page);
  await expect(game.locator('body')).toHaveAttribute('data-round-status', 'idle');
  // A low auto cash-out ends the round within a second either way (cashed out at 1.01x, or busted before).
  await game.locator('#auto').fill('1.01');
  await game.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(game.locator('body')).toHaveAttribute('data-round-status', /^(won|lost)$/, { timeout: 15_000 });
  await page.getByTestId('player-close').click();
});

test('a player plays crash for real money inside the frame and the balance changes live', async ({ page }) => {
  const typed = uniquePhone();
  await page.goto('/casino');
  await register(page, page.request, typed);
  await login(page, typed);
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');
  // Login success goes home (spec §2 'App shell'): back to the lobby.
  await page.goto('/casino');
  await tiles(page).filter({ hasText: 'Rocket Crash' }).click();
  const modal = page.getByTestId('launch-modal');
  await expect(modal).not.toContainText('Login to play with real money');
  await modal.getByTestId('play-real').click();
  await expect(page.getByTestId('game-player').getByTestId('game-frame')).toHaveAttribute('src', /^\/games\/house\/crash\/#token=[\w-]+&lang=en$/);
  const game = crashFrame(page);
  await expect(game.locator('body')).toHaveAttribute('data-round-status', 'idle');
  await game.locator('#auto').fill('1000');
  await game.getByRole('button', { name: 'Bet', exact: true }).click();
  // The stake leaves the wallet at once: the header under the frame says so without a reload (BALANCE_UPDATE).
  await expect(page.getByTestId('balance')).toHaveText(/^9\d\.\d\d ETB$/);
  await expect(page.getByTestId('balance')).toHaveText('90.00 ETB');
  const status = game.locator('body');
  await expect(status).toHaveAttribute('data-round-status', /^(open|won|lost)$/);
  // A cash-out before the minimum multiplier is refused and the rocket flies on (a high crash point can take
  // minutes): the player presses again until the round is over.
  await expect(async () => {
    if ((await status.getAttribute('data-round-status')) === 'open') {
      await game.getByRole('button', { name: /Cash out/ }).click({ timeout: 2_000 });
    }
    await expect(status).toHaveAttribute('data-round-status', /^(won|lost)$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const won = (await status.getAttribute('data-round-status')) === 'won';
  await page.screenshot({ path: `test-results/shots/casino-real-${test.info().project.name}.png` });
  await page.getByTestId('player-close').click();
  if (won) {
    await expect.poll(async () => amount(await page.getByTestId('balance').textContent())).toBeGreaterThan(90);
  } else {
    await expect(page.getByTestId('balance')).toHaveText('90.00 ETB');
  }
});
