// Live betting (issue 32): a player bets on a match in play from its live page. The next football match kicks off (the
// operator moves the feed clock) and its play comes through the live feed (e2e/live-helpers.ts); the in-play book
// opens its markets. A single on the favourite's win shows its LIVE tag in the slip, the countdown while the server
// holds it, then the reference: the balance falls by the stake. A second single, on the draw, under the slip's default
// 'Higher only': while it is held (its stake reserved) the feed's match clock reaches 40:00 at 0:0 — less play left
// makes a draw likelier, so the in-play book lowers its price — and the bet is refused with ODDS_CHANGED, the lower
// price offered on the pick, the reserved stake given back. This spec moves every match's kick-off, so it runs after
// the other journeys (playwright.config.ts).
import { expect, test, type Locator } from '@playwright/test';
import { login, register, uniquePhone } from './account-helpers.ts';
import { openHome } from './home-helpers.ts';
import { feed, kickOffNextFootball } from './live-helpers.ts';

/** Places the slip's ticket; answers the pick's price it is placed at. A reprice in play (every 15 s) may lower the
 *  price meanwhile, and 'Higher only' then asks first ('Accept changes'): the player accepts, then places. */
async function place(panel: Locator): Promise<number> {
  const button = panel.getByTestId('place-bet');
  await expect(async () => {
    if ((await button.getAttribute('data-action')) === 'accept') {
      await button.click();
    }
    await expect(button).toHaveAttribute('data-action', 'place', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const odds = Number(await panel.getByTestId('slip-pick-odds').textContent());
  await button.click();
  return odds;
}

test('a live single is held with a countdown, then taken; under "higher only" a price lowered during the hold is refused', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const match = await kickOffNextFootball(request, isMobile ? 0 : 1);
  await feed(request, match.id, match.start, [{ kind: 'period_start', clock_ms: 0 }]);

  const typed = uniquePhone();
  await openHome(page);
  await register(page, request, typed);
  await login(page, typed);
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText('100.00 ETB');
  await page.goto(`/live/${encodeURIComponent(match.id)}`);
  await expect(page.locator(`[data-testid="live-scoreboard"][data-match-id="${match.id}"]`).getByTestId('live-board-score')).toHaveText('0 : 0');

  // The main market (1X2), opened in play by the in-play book.
  const main = page.getByTestId('markets-panel').getByTestId('market').first();
  await expect(main.locator('h3')).toContainText('1X2');
  const [home, draw, away] = [0, 1, 2].map((i) => main.getByTestId('odds').nth(i)) as [Locator, Locator, Locator];
  await expect(home).toBeEnabled({ timeout: 15_000 });
  // The favourite's win: at 0 : 0 its price only rises as the clock runs (the book re-prices every 15 s of play), which
  // 'Higher only' takes, so the first bet is taken whatever the timing. The underdog's may fall meanwhile.
  const priceOf = async (cell: Locator): Promise<number> => Number(await cell.locator('b').textContent());
  const favourite = (await priceOf(home)) <= (await priceOf(away)) ? home : away;
  // The slip: a sheet the phone opens from its bar, the page's right-hand column on a desktop.
  const panel = isMobile ? page.getByTestId('betslip-panel') : page.getByTestId('live-slip').getByTestId('betslip-panel');
  const openSlip = async (): Promise<void> => {
    if (isMobile) {
      await page.getByTestId('betslip-bar').click();
    }
    await expect(panel).toBeVisible();
  };
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await openSlip();
  const pick = panel.getByTestId('slip-pick');
  await expect(pick.getByTestId('slip-pick-live-tag')).toHaveText('LIVE');
  await expect(panel.getByTestId('odds-policy').locator('[data-policy="higher"]')).toHaveAttribute('aria-pressed', 'true');
  await panel.getByTestId('slip-stake').fill('10');

  // Held: the countdown runs down from the server's delay for football, then the reference.
  await place(panel);
  const held = panel.getByTestId('slip-held');
  await expect(held).toContainText(/^Live bet: confirming in [1-6] s$/);
  const first = Number(await held.getAttribute('data-left'));
  await expect.poll(async () => Number((await held.getAttribute('data-left')) ?? first)).toBeLessThan(first);
  await page.screenshot({ path: `test-results/shots/live-bet-held-${test.info().project.name}.png` });
  const dialog = page.getByTestId('reference-dialog');
  await expect(dialog.getByTestId('reference')).toHaveText(/\S+/, { timeout: 15_000 });
  await expect(held).toBeHidden();
  await expect(balance).toHaveText('90.00 ETB');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(pick).toHaveCount(0);
  if (isMobile) {
    await page.getByRole('button', { name: 'Minimise' }).click();
  }

  // The second single: the stake is reserved while it is held, and the feed's clock moves on meanwhile.
  await draw.click();
  await expect(draw).toHaveAttribute('aria-pressed', 'true');
  await openSlip();
  await expect(pick.getByTestId('slip-pick-live-tag')).toHaveText('LIVE');
  await expect(panel.getByTestId('odds-policy').locator('[data-policy="higher"]')).toHaveAttribute('aria-pressed', 'true');
  await panel.getByTestId('slip-stake').fill('10');
  const seen = await place(panel);
  await expect(held).toBeVisible();
  await expect(balance).toHaveText('80.00 ETB');
  await feed(request, match.id, match.start, [{ kind: 'shot', side: 'home', clock_ms: 40 * 60_000 }]);
  await expect(panel.getByTestId('slip-error')).toHaveText('Odds have changed. Please refresh and try again', { timeout: 15_000 });
  await expect(held).toBeHidden();
  await expect(dialog).toHaveCount(0);
  // The current, lower price is offered on the pick (old → new), for the player to accept or not.
  await expect(pick).toHaveAttribute('data-change', 'down');
  const offered = Number(await pick.getByTestId('slip-pick-live').textContent());
  expect(offered).toBeLessThan(seen);
  await expect(pick.locator('s')).toHaveText(seen.toFixed(2));
  await expect(panel.getByTestId('place-bet')).toHaveAttribute('data-action', 'accept');
  await expect(balance).toHaveText('90.00 ETB');
  await page.screenshot({ path: `test-results/shots/live-bet-refused-${test.info().project.name}.png` });
});
