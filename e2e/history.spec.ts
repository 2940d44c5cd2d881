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

/** A phone whose simulated wallet approves (endings 0000, 1111 and 2222 are the simulator's failure scenarios). */
const approvingPhone = (): string => `09${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${3000 + Math.floor(Math.random() * 6000)}`;

test('a points ticket is listed in Bet History beside the money ticket, marked as points with its stake in points', async ({ page, request }) => {
  test.setTimeout(120_000);
  const typed = approvingPhone();
  await openHome(page);
  await register(page, request, typed);
  await login(page, typed);
  // 200 ETB of deposits unlock the 50 welcome points (a Telebirr push the simulated phone approves).
  await page.goto('/deposit');
  await page.locator('[data-testid="payment-method"][data-method="santimpay-telebirr"]').getByRole('button').first().click();
  await page.getByTestId('payment-amount').fill('200');
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('balance')).toHaveText('300.00 ETB', { timeout: 30_000 });

  await openHome(page);
  await odds(page, 0, 0).click();
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('slip-stake').fill('10');
  await page.getByTestId('place-bet').click();
  const money = (await page.getByTestId('reference').textContent()) ?? '';
  await page.getByTestId('reference-dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('balance')).toHaveText('290.00 ETB');

  // Five draws (each priced well above 1.45): a points ticket of 40 points.
  await openHome(page);
  for (let row = 0; row < 5; row += 1) {
    await odds(page, row, 1).click();
  }
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('mode-points').click();
  await page.getByTestId('slip-stake').fill('40');
  await page.getByTestId('place-bet').click();
  const points = (await page.getByTestId('reference').textContent()) ?? '';
  expect(points).toMatch(/^PTS-/);
  await page.getByTestId('reference-dialog').getByRole('button', { name: 'Close' }).click();

  await page.goto('/history');
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(2);
  const first = rows.nth(0);
  await expect(first).toHaveAttribute('data-kind', 'points');
  await expect(first).toContainText(points);
  await expect(first.getByTestId('history-points')).toHaveText('Points');
  await expect(first.getByTestId('history-stake')).toHaveText('40 pts');
  const second = rows.nth(1);
  await expect(second).toHaveAttribute('data-kind', 'money');
  await expect(second).toContainText(money);
  await expect(second.getByTestId('history-points')).toHaveCount(0);
  await expect(second.getByTestId('history-stake')).toHaveText('10.00 ETB');
  await page.screenshot({ path: `test-results/shots/history-points-${test.info().project.name}.png` });
  // Its details say points too: the stake in points, never as an amount of money.
  await first.click();
  const modal = page.getByTestId('ticket-modal');
  await expect(modal.getByTestId('ticket-points')).toHaveText('Points');
  await expect(modal.getByTestId('ticket-stake')).toHaveText('40 pts');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await second.click();
  await expect(modal.getByTestId('ticket-points')).toHaveCount(0);
  await expect(modal.getByTestId('ticket-stake')).toHaveText('10.00');
});

test("Bet History's filter chips fit whole at 360 and 390 px in all four languages", async ({ page, request }, info) => {
  test.skip(info.project.name !== 'mobile', 'the phone widths');
  test.setTimeout(90_000);
  const typed = uniquePhone();
  await openHome(page);
  await register(page, request, typed);
  await login(page, typed);
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 780 });
    for (const lang of ['en', 'am', 'or', 'ti']) {
      await page.evaluate((l) => window.localStorage.setItem('language', l), lang);
      await page.goto('/history');
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'or' ? 'om' : lang);
      await expect(page.getByTestId('filter-month')).toBeVisible();
      // Every chip's label is whole (no overflow inside it) and every chip lies inside its row and the screen.
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.chips')].flatMap((group) => {
          const box = group.getBoundingClientRect();
          const out = group.scrollWidth > group.clientWidth ? [`row ${group.getAttribute('aria-label')} scrolls`] : [];
          for (const chip of group.querySelectorAll<HTMLElement>('button')) {
            const r = chip.getBoundingClientRect();
            if (chip.scrollWidth > chip.clientWidth || r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.right > window.innerWidth) {
              out.push(`${chip.textContent} (${Math.round(r.left)}–${Math.round(r.right)} of ${Math.round(box.right)})`);
            }
          }
          return out;
        }),
      );
      expect(cut, `${lang} at ${width}px`).toEqual([]);
      // The signed-in header (search, balance, deposit, menu, language) fits the screen whole as well.
      const header = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('header a, header button')]
          .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((el) => el.getAttribute('aria-label') ?? el.textContent),
      );
      expect(header, `header ${lang} at ${width}px`).toEqual([]);
      await page.screenshot({ path: `test-results/shots/history-chips-${lang}-${width}.png` });
    }
  }
});
