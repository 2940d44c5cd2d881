// Results and a lost leg (issue 29): a signed-in player backs the soonest football match's home win, the operator's
// feed clock settles it (as settlement.spec.ts does), Bet History opens the ticket — Escape closes the modal as it
// closes the other dialogs — and the settled leg's 'See result' opens the results page on that match's day with the
// match marked and its final score, the one the leg was settled on. The header (desktop) and the account menu reach
// the page too. It moves every match's kick-off, so it runs with the late journeys (its name matches 'settlement').
import { test, expect } from '@playwright/test';
import { OPERATOR, uniquePhone, register, login } from './account-helpers.ts';
import { signedGet } from './signed-get.ts';

test('a settled leg links to its match result with the score; Escape closes the ticket', async ({ page, request }) => {
  // Sign-up, betting, settlement and three screens: minutes on a machine that runs several suites at once.
  test.setTimeout(240_000);
  const typed = uniquePhone();
  await page.goto('/');
  await register(page, request, typed);
  await login(page, typed);
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');

  const upcoming = page.getByTestId('upcoming').getByTestId('match-row');
  await expect(upcoming.first()).toBeVisible();
  let matchId = '';
  for (const r of await upcoming.all()) {
    if ((await r.getByTestId('odds').count()) === 3) {
      matchId = (await r.getAttribute('data-match-id')) ?? '';
      break;
    }
  }
  const row = page.locator(`[data-testid="upcoming"] [data-match-id="${matchId}"]`).first();
  await row.getByTestId('odds').nth(0).click();
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('slip-stake').fill('10');
  await page.getByTestId('place-bet').click();
  const reference = (await page.getByTestId('reference').textContent()) ?? '';
  await page.getByTestId('reference-dialog').getByRole('button', { name: 'Close' }).click();

  const ticket = await signedGet(request, `/api/v1/tickets/reference/${reference}`);
  const kickOff = Date.parse(String((ticket['market_status'] as Array<{ StartTime: string }>)[0]?.StartTime));
  const minutes = Math.ceil((kickOff - Date.now()) / 60_000) + 125;
  const advanced = await request.post('/api/admin/v1/feed/advance', { headers: { Authorization: `Bearer ${OPERATOR}` }, data: { minutes } });
  expect(advanced.status()).toBe(200);
  const settled = await signedGet(request, `/api/v1/tickets/reference/${reference}`);
  const legStatus = String((settled['selections'] as Array<{ SettlementStatus: string }>)[0]?.SettlementStatus);
  expect(['WON', 'LOST']).toContain(legStatus);

  await page.getByTestId('account-button').click();
  await page.getByTestId('account-menu').getByRole('link', { name: 'Bet History' }).click();
  const history = page.getByTestId('history-row');
  await expect(history).toHaveCount(1);
  await expect(history).toHaveAttribute('data-status', legStatus);
  await history.click();
  const modal = page.getByTestId('ticket-modal');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await history.click();
  await modal.getByTestId('leg-result').click();

  await expect(page).toHaveURL(new RegExp(`/results\\?match=${encodeURIComponent(matchId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const marked = page.locator(`[data-testid="result-row"][data-match-id="${matchId}"]`);
  await expect(marked).toHaveAttribute('data-marked', 'true');
  const score = (await marked.getByTestId('result-score').textContent()) ?? '';
  const [home, away] = score.split(' - ').map(Number);
  expect(Number.isInteger(home) && Number.isInteger(away)).toBe(true);
  // The leg backed the home win: it won exactly when the score says so.
  expect(legStatus).toBe((home as number) > (away as number) ? 'WON' : 'LOST');
  await expect(page.locator('[data-testid="results-day"][aria-current="date"]')).toHaveCount(1);
  await page.screenshot({ path: `test-results/shots/results-leg-${test.info().project.name}.png` });

  // The menus lead there too: the account menu (phone and desktop), and the header on desktop.
  await page.goto('/');
  await page.getByTestId('account-button').click();
  await page.getByTestId('menu-results').click();
  await expect(page.getByTestId('results-screen')).toBeVisible();
  if (test.info().project.name.includes('desktop')) {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Results' }).first().click();
    await expect(page.getByTestId('results-screen')).toBeVisible();
  }
});
