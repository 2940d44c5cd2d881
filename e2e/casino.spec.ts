// The casino journey (issue 15), on a phone and on a desktop: a visitor opens /casino, searches (the curated tab's
// empty text with its search variant on the phone), picks the BirrBet Originals provider (the picker modal on the
// phone, the tab strip on the desktop), searches 'cra', taps Rocket Crash and reads the visitor's launch modal, then
// tries the demo: the full-screen player opens the house crash page in its frame. A new player signs in, plays crash
// for real money (the frame's page gets a launch token), a round is played with that token as the crash page would,
// and the header balance changes live (BALANCE_UPDATE), with no reload.
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

// The house crash page (games/crash/) is being written by another helper; once it is served, this plays a demo round
// inside the frame. Until then the journey above checks the frame's address only.
test.skip('a demo crash round plays inside the player frame', async () => {});

test('a player plays crash for real money and the balance changes live', async ({ page }) => {
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
  const frame = page.getByTestId('game-player').getByTestId('game-frame');
  await expect(frame).toHaveAttribute('src', /^\/games\/house\/crash\/#token=[\w-]+&lang=en$/);
  const token = /#token=([\w-]+)/.exec((await frame.getAttribute('src')) ?? '')?.[1] ?? '';
  // One round with the launch token, as the crash page sends it: 10 ETB staked (the round stays open while the
  // multiplier climbs), then a cash-out: won if the crash point was not reached yet, else lost.
  const played = await page.request.post('/api/games/house/play', { data: { token, bet: 10, params: { autoCashout: 1000 } } });
  expect(played.status()).toBe(200);
  const round = (await played.json()) as { balance: number; round: { id: string; status: string } };
  expect(round.balance).toBe(90);
  await expect(page.getByTestId('balance')).toHaveText('90.00 ETB');
  const acted = await page.request.post('/api/games/house/act', { data: { token, round_id: round.round.id, action: 'cashout' } });
  const after = (await acted.json()) as { balance?: number; round?: { status: string } };
  await page.getByTestId('player-close').click();
  if (acted.status() === 200 && after.round?.status === 'won' && after.balance !== undefined) {
    await expect(page.getByTestId('balance')).toHaveText(`${after.balance.toFixed(2)} ETB`);
    expect(amount(await page.getByTestId('balance').textContent())).toBeGreaterThan(90);
  } else {
    await expect(page.getByTestId('balance')).toHaveText('90.00 ETB');
  }
});
