// The house virtual football league (issue 15), on a phone and on a desktop: a new player opens /virtual-sport (the
// next round's fixtures with odds), taps Play and plays for real money: the vfootball page opens in the full-screen
// player with a launch token, a 10 ETB single bet is placed inside the game (the balance falls live in the app's
// header too), the round kicks off and is watched LIVE, and once it is over the bet is Won or Lost and the balance —
// in the game and in the header — is 90 ETB plus the payout. The journeys' server plays a round every 20 s.
// Issue 29: at 360 and 390 px wide, the player's close button never covers the game's balance (football and horses)
// and the horse race's slip, once a runner is picked, never covers a runner.
import { test, expect, type FrameLocator, type Locator } from '@playwright/test';
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

type Box = { x: number; y: number; width: number; height: number };
const apart = (a: Box, b: Box): boolean => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** Both on screen and not one pixel over the other (boxes in the page's coordinates, the frame's included). */
async function expectApart(a: Locator, b: Locator, what: string): Promise<void> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA, what).not.toBeNull();
  expect(boxB, what).not.toBeNull();
  expect(apart(boxA as Box, boxB as Box), `${what}: ${JSON.stringify(boxA)} / ${JSON.stringify(boxB)}`).toBe(true);
}

test('at 360 and 390 px the close button never covers the balance, and the horse slip never covers the runners', async ({ page }) => {
  test.setTimeout(150_000);
  const typed = uniquePhone();
  await page.goto('/virtual-sport');
  await register(page, page.request, typed);
  await login(page, typed);
  const close = page.getByTestId('player-close');
  const game = page.frameLocator('[data-testid="game-frame"]');
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/virtual-sport');
    await page.getByTestId('virtual-play').click();
    await page.getByTestId('launch-modal').getByTestId('play-real').click();
    await expect(game.locator('body')).toHaveAttribute('data-balance', '100.00');
    await expectApart(close, game.locator('header .bal'), `football at ${width}`);
    await close.click();

    await page.goto('/virtuals');
    await page.getByTestId('virtual-provider').click();
    await page.getByTestId('virtual-provider-modal').getByRole('button', { name: 'KIRON' }).click();
    await page.getByTestId('game-tile').filter({ hasText: 'Virtual Horse Racing' }).click();
    await expect(game.locator('body')).toHaveAttribute('data-balance', '100.00');
    await expectApart(close, game.locator('header .bal'), `horses at ${width}`);
    const runners = game.locator('#board .runner');
    await expect(runners).toHaveCount(8, { timeout: 30_000 });
    await runners.first().locator('button.odd').click();
    const slip = game.locator('#slip');
    await expect(slip).toHaveClass(/has-pick/);
    await expect(slip).toBeInViewport();
    // The slip and the runners measured in one layout (the race's live panel changes height as races start and end).
    const covered = await game.locator('body').evaluate(() => {
      const s = (document.getElementById('slip') as HTMLElement).getBoundingClientRect();
      const rows = [...document.querySelectorAll('#board .runner')].map((r) => r.getBoundingClientRect());
      const over = rows.filter((b) => !(b.bottom <= s.top || s.bottom <= b.top || b.right <= s.left || s.right <= b.left));
      return { runners: rows.length, over: over.map((b) => Math.round(b.top)), slip: [Math.round(s.top), Math.round(s.bottom)] };
    });
    expect(covered, `horse slip at ${width}`).toMatchObject({ runners: 8, over: [] });
    await page.screenshot({ path: `test-results/shots/virtual-horses-slip-${width}-${test.info().project.name}.png` });
    await close.click();
  }
});
