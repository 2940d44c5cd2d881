// The whole life of a bet (issue 4): a signed-in player backs all three outcomes of the soonest football
// match in three single tickets (exactly one must win), the balance drops on screen, the operator moves
// the demo feed's clock forward (POST /api/admin/v1/feed/advance) so the match starts, plays and settles,
// the payout arrives live on the socket, and history shows one WON and two LOST tickets.
// This spec moves every match's kick-off, so it runs after the other journeys (playwright.config.ts).
import { test, expect, type Page } from '@playwright/test';
import { OPERATOR, uniquePhone, register, login } from './account-helpers.ts';
import { signedGet } from './signed-get.ts';

async function placeSingle(page: Page, row: ReturnType<Page['getByTestId']>, cell: number): Promise<string> {
  await row.getByTestId('odds').nth(cell).click();
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('slip-stake').fill('10');
  await page.getByTestId('place-bet').click();
  const reference = (await page.getByTestId('reference').textContent()) ?? '';
  await page.getByTestId('reference-dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('betslip-panel')).toBeHidden();
  return reference;
}

test('three singles on one match: the feed settles them, the payout arrives live, history shows 1 won and 2 lost', async ({ page, request }) => {
  const typed = uniquePhone();
  await page.goto('/');
  await register(page, request, typed);
  await login(page, typed);
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');

  // The soonest football match with a three-way main market.
  const upcoming = page.getByTestId('upcoming').getByTestId('match-row');
  await expect(upcoming.first()).toBeVisible();
  const rows = await upcoming.all();
  let row = rows[0];
  for (const r of rows) {
    if ((await r.getByTestId('odds').count()) === 3) {
      row = r;
      break;
    }
  }
  const match = page.locator(`[data-testid="upcoming"] [data-match-id="${await row?.getAttribute('data-match-id')}"]`).first();
  const references: string[] = [];
  for (const cell of [0, 1, 2]) {
    references.push(await placeSingle(page, match, cell));
  }
  await expect(page.getByTestId('balance')).toHaveText('70.00 ETB');

  const ticket = await signedGet(request, `/api/v1/tickets/reference/${references[0]}`);
  const kickOff = Date.parse(String((ticket['market_status'] as Array<{ StartTime: string }>)[0]?.StartTime));
  const minutes = Math.ceil((kickOff - Date.now()) / 60_000) + 125;
  const advanced = await request.post('/api/admin/v1/feed/advance', { headers: { Authorization: `Bearer ${OPERATOR}` }, data: { minutes } });
  expect(advanced.status()).toBe(200);
  expect((await advanced.json()) as Record<string, unknown>).toMatchObject({ success: true, minutes });

  // The payout arrives on the socket: no reload, no navigation.
  await expect(page.getByTestId('balance')).not.toHaveText('70.00 ETB', { timeout: 5_000 });
  const balance = Number((await page.getByTestId('balance').textContent())?.replace(/[^\d.]/g, ''));

  await page.getByTestId('account-button').click();
  await page.getByTestId('account-menu').getByRole('link', { name: 'Bet History' }).click();
  const history = page.getByTestId('history-row');
  await expect(history).toHaveCount(3);
  await expect(page.getByTestId('history-row').and(page.locator('[data-status="WON"]'))).toHaveCount(1);
  await expect(page.getByTestId('history-row').and(page.locator('[data-status="LOST"]'))).toHaveCount(2);
  const won = page.locator('[data-testid="history-row"][data-status="WON"]');
  const winAmount = Number((await won.getByTestId('history-win').textContent())?.replace(/[^\d.]/g, ''));
  expect(winAmount).toBeGreaterThan(10);
  expect(Math.round((70 + winAmount) * 100)).toBe(Math.round(balance * 100));

  await page.getByTestId('filter-WON').click();
  await expect(history).toHaveCount(1);
  await history.click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Won');
  await expect(page.getByTestId('ticket-modal')).toContainText('Settled');
  await page.screenshot({ path: `test-results/shots/settled-${test.info().project.name}.png` });
});
