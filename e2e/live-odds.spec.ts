// Live odds (issue 5): a price the operator changes on the server reaches an anonymous visitor's page
// through the socket's ODDS_CHANGE, with no reload — the cell shows the new price, a pick in the slip
// shows it beside the accepted one (old → new, issue 12), and a suspended outcome can no longer be tapped.
import { test, expect, type APIRequestContext, type Locator } from '@playwright/test';
import { OPERATOR } from './account-helpers.ts';

async function push(request: APIRequestContext, change: Record<string, unknown>): Promise<void> {
  const res = await request.post('/api/admin/v1/feed/odds', { headers: { Authorization: `Bearer ${OPERATOR}` }, data: { changes: [change] } });
  expect(res.status()).toBe(200);
}

/** Pushes until the page shows it: the socket connects after the first paint, so the first push may precede it. */
async function pushUntilShown(
  request: APIRequestContext,
  cell: Locator,
  change: Record<string, unknown>,
  shown: (c: Locator) => Promise<void>,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    await push(request, change);
    try {
      await shown(cell);
      return;
    } catch (error) {
      if (attempt >= 3) {
        throw error;
      }
    }
  }
}

test('an odds change pushed by the server appears on screen and in the slip without reload; suspension disables the cell', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const row = page.getByTestId('matches-panel').getByTestId('match-row').first();
  await expect(row).toBeVisible();
  const matchId = (await row.getAttribute('data-match-id')) ?? '';
  const cell = row.getByTestId('odds').first();
  const before = Number(await cell.locator('b').textContent());
  await cell.click();
  const odds = Math.round((before + 0.37) * 100) / 100;
  const change = { match_id: matchId, market_id: '1', specifier: '', outcome_id: '1', odds };

  await pushUntilShown(request, cell, change, (c) => expect(c.locator('b')).toHaveText(odds.toFixed(2), { timeout: 4_000 }));
  await expect(cell.locator('b')).toHaveAttribute('data-move', 'up');
  await page.getByTestId('betslip-bar').click();
  // The default policy, 'Higher only' (issue 32), takes a rise at once: the pick shows the new price, nothing to accept.
  await expect(page.getByTestId('slip-pick-odds')).toHaveText(odds.toFixed(2));
  await expect(page.getByTestId('slip-pick').locator('s')).toHaveCount(0);
  await page.getByRole('button', { name: 'Minimise' }).click();

  await pushUntilShown(request, cell, { ...change, status: 'suspended' }, (c) => expect(c).toBeDisabled({ timeout: 4_000 }));
  await push(request, { ...change, status: 'active' });
  await expect(cell).toBeEnabled({ timeout: 4_000 });
});
