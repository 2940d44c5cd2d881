// The betslip as a player uses it (issue 4): tapping odds adds, replaces and removes picks (selected odds
// stay highlighted), the bar shows count, bonus and potential win, the panel shows the §9 breakdown, the
// slip survives a reload, a visitor gets a cashier reference and a signed-in player a money ticket.
import { test, expect, type Page } from '@playwright/test';
import { uniquePhone, register, login } from './account-helpers.ts';
import { leagueOdds as odds, openHome as open } from './home-helpers.ts';

async function pickThree(page: Page): Promise<void> {
  await odds(page, 0, 0).click();
  await odds(page, 1, 2).click();
  await odds(page, 2, 1).click();
}

test('picks toggle, replace per match and persist; the bar and panel show the figures', async ({ page }) => {
  await open(page);
  await expect(page.getByTestId('betslip-bar')).toBeHidden();
  await odds(page, 0, 0).click();
  await expect(odds(page, 0, 0)).toHaveAttribute('aria-pressed', 'true');
  await odds(page, 0, 1).click();
  await expect(odds(page, 0, 0)).toHaveAttribute('aria-pressed', 'false');
  await expect(odds(page, 0, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('betslip-count')).toHaveText('1');
  await odds(page, 0, 1).click();
  await expect(page.getByTestId('betslip-bar')).toBeHidden();

  await pickThree(page);
  await expect(page.getByTestId('betslip-count')).toHaveText('3');
  await expect(page.getByTestId('betslip-bar')).toContainText('+5% bonus');
  await page.reload();
  await open(page);
  await expect(page.getByTestId('betslip-count')).toHaveText('3');
  await expect(odds(page, 1, 2)).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('slip-stake').fill('50');
  const shown = await page.getByTestId('slip-pick').locator('.odds').allInnerTexts();
  const total = shown.reduce((p, o) => p * Number(o), 1);
  await expect(page.getByTestId('slip-total-odds')).toHaveText(total.toFixed(2));
  await expect(page.getByTestId('slip-breakdown')).toContainText('43.48');
  await expect(page.getByTestId('slip-breakdown')).toContainText('6.52');
  await page.getByTestId('slip-stake').fill('');
  await page.getByTestId('slip-stake').blur();
  await expect(page.getByTestId('slip-breakdown')).toContainText('8.70');
});

test('a visitor places a cashier ticket: Reference Code, Copied!, and closing clears the slip', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  await pickThree(page);
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('place-bet').click();
  const dialog = page.getByTestId('reference-dialog');
  await expect(dialog).toContainText('Bet placed successfully');
  await expect(dialog).toContainText('Reference Code');
  await expect(page.getByTestId('reference')).toHaveText(/^CASH-[A-Z0-9]{6,}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('betslip-panel')).toBeHidden();
  await expect(page.getByTestId('betslip-bar')).toBeHidden();
});

test('a signed-in player places a money ticket: Ticket ID, and the balance drops by the stake', async ({ page, request }) => {
  const typed = uniquePhone();
  await open(page);
  await register(page, request, typed);
  await login(page, typed);
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');
  await pickThree(page);
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('slip-stake').fill('25');
  await page.getByTestId('place-bet').click();
  const dialog = page.getByTestId('reference-dialog');
  await expect(dialog).toContainText('Ticket ID');
  await expect(page.getByTestId('reference')).not.toHaveText(/^CASH-/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('balance')).toHaveText('75.00 ETB', { timeout: 3_000 });
});

test('when odds changed, the slip shows old → new and takes the new prices in one tap', async ({ page }) => {
  await open(page);
  await odds(page, 0, 0).click();
  await odds(page, 1, 2).click();
  await page.getByTestId('betslip-bar').click();
  // 'Ask': the server's higher prices are shown old → new (the default, 'Higher only', takes them at once).
  await page.getByTestId('odds-policy').locator('[data-policy="ask"]').click();
  const before = await page.getByTestId('slip-total-odds').textContent();
  await page.route('**/api/v1/tickets/cashier/anonymous', async (route) => {
    const body = route.request().postDataJSON() as {
      selections: Array<{ match_id: string; market_id: string; outcome_id: string; specifier: string | null; odds: number }>;
    };
    const first = body.selections[0]!;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Odds have changed. Please refresh and try again',
        code: 'ODDS_CHANGED',
        current: [{ ...first, specifier: first.specifier ?? '', odds: Math.round((first.odds + 0.3) * 100) / 100 }],
      }),
    });
  });
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('slip-error')).toHaveText('Odds have changed. Please refresh and try again');
  await expect(page.getByTestId('slip-pick-odds').first()).toContainText('→');
  await expect(page.getByTestId('place-bet')).toHaveText('Accept changes');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('slip-pick-odds').first()).not.toContainText('→');
  await expect(page.getByTestId('slip-total-odds')).not.toHaveText(before ?? '');
  await expect(page.getByTestId('place-bet')).toHaveText('PLACE BET');
});

test('the slip clears as soon as the ticket is placed: a reload or leaving during the reference dialog never offers the picks again', async ({
  page,
}) => {
  await open(page);
  await pickThree(page);
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('reference')).toHaveText(/^CASH-[A-Z0-9]{6,}$/);
  // The dialog is still open: the player reloads instead of closing it.
  await page.reload();
  await open(page);
  await expect(page.getByTestId('betslip-bar')).toBeHidden();
  await expect(odds(page, 1, 2)).toHaveAttribute('aria-pressed', 'false');

  await pickThree(page);
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('reference')).toHaveText(/^CASH-[A-Z0-9]{6,}$/);
  // … or leaves for another screen and comes back.
  await page.goto('/check-ticket');
  await open(page);
  await expect(page.getByTestId('betslip-bar')).toBeHidden();
  await expect(odds(page, 0, 0)).toHaveAttribute('aria-pressed', 'false');
});
