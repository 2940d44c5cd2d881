// The house virtual football league (issue 15), on a phone and on a desktop: a new player opens /virtual-sport (the
// next round's fixtures with odds), taps Play and plays for real money: the vfootball page opens in the full-screen
// player with a launch token, a 10 ETB single bet is placed inside the game (the balance falls live in the app's
// header too), the round kicks off and is watched LIVE, and once it is over the bet is Won or Lost and the balance —
// in the game and in the header — is 90 ETB plus the payout. The journeys' server plays a round every 20 s.
import { test, expect, type FrameLocator } from '@playwright/test';
import { uniquePhone, register, login } from './account-helpers.ts';

const money = (n: number): string => n.toFixed(2);

/** Waits until the open round kicks off in 4 s or more, so the bet is not refused for a closed round. */
async function bettingWindow(game: FrameLocator): Promise<void> {
  await expect
    .poll(
      async () => {
        const [m, s] = ((await game.locator('#clock').textContent()) ?? '0:00').split(':').map(Number);
        return (m ?? 0) * 60 + (s ?? 0);
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(4);
}

test('a player bets inside the virtual football game and the settled round reaches the balance', async ({ page }) => {
  test.setTimeout(150_000);
  const typed = uniquePhone();
  await page.goto('/virtual-sport');
  await expect(page.getByTestId('virtual-next')).toContainText(/Matchday \d+/);
  await register(page, page.request, typed);
  await login(page, typed);
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');
  await page.goto('/virtual-sport');
  await page.getByTestId('virtual-play').click();
  await page.getByTestId('launch-modal').getByTestId('play-real').click();
  const frame = page.getByTestId('game-player').getByTestId('game-frame');
  await expect(frame).toHaveAttribute('src', /^\/games\/house\/vfootball\/#token=[\w-]+&lang=en$/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('body')).toHaveAttribute('data-balance', '100.00');

  await bettingWindow(game);
  const first = game.locator('#board button.odd').first();
  const odds = Number((await first.getAttribute('aria-label'))?.split(' ').pop());
  await first.click();
  await game.getByLabel('Stake (ETB)').fill('10');
  await expect(game.locator('#towin')).toHaveText(money(Math.round(10 * odds * 100) / 100));
  await game.getByRole('button', { name: 'Place bet' }).click();
  await expect(game.getByRole('status')).toHaveText('Bet placed');
  const bet = game.locator('#mybets li').first();
  await expect(bet).toHaveAttribute('data-status', 'open');
  await expect(game.locator('body')).toHaveAttribute('data-balance', '90.00');
  await expect(page.getByTestId('balance')).toHaveText('90.00 ETB');

  await expect(game.locator('#live')).toContainText('LIVE', { timeout: 30_000 });
  await page.screenshot({ path: `test-results/shots/virtual-live-${test.info().project.name}.png` });
  await expect(bet).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: 60_000 });
  const won = (await bet.getAttribute('data-status')) === 'won';
  const expected = won ? 90 + Math.round(10 * odds * 100) / 100 : 90;
  if (won) {
    await expect(bet).toContainText(`Won +${money(expected - 90)}`);
  } else {
    await expect(bet).toContainText('Lost');
  }
  await expect(game.locator('body')).toHaveAttribute('data-balance', money(expected));
  await expect(page.getByTestId('balance')).toHaveText(`${money(expected)} ETB`);
  await page.screenshot({ path: `test-results/shots/virtual-settled-${test.info().project.name}.png` });
});
