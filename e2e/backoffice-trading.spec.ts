// The trading desk in Chromium (issue 33): a trader finds the match a visitor has open, sets a new price for its home
// win and suspends the market from the back office; the visitor's page shows the new price and then the disabled
// cell through the socket (ODDS_CHANGE), without a reload; resuming opens it again. Desktop, after the other journeys
// (it changes a price they may bet on). A trader also limits a market's stake from the desk's Limit action and sees the
// limit on the risk screen (removed at the end: later journeys bet on these markets), and sets the LotoFoot 7-match
// game's weekly cap from the LotoFoot desk (restored at the end).
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { OPERATOR } from './account-helpers.ts';
import { createOperator, firstSignIn, OPERATOR_PASSWORD } from './backoffice-helpers.ts';

/** Repeats a trader's action until the visitor's page shows it: the visitor's socket connects after its first paint. */
async function untilShown(act: () => Promise<void>, shown: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    await act();
    try {
      await shown();
      return;
    } catch (error) {
      if (attempt >= 3) {
        throw error;
      }
    }
  }
}

async function setPrice(market: Locator, odds: number): Promise<void> {
  const outcome = market.getByTestId('outcome-1');
  await outcome.getByRole('textbox', { name: 'New price' }).fill(odds.toFixed(2));
  await outcome.getByRole('button', { name: 'Set price' }).click();
  await expect(outcome.getByTestId('price')).toHaveText(odds.toFixed(2));
}

test('a trader changes a price and suspends a market from the back office; a visitor sees both live', async ({ page, browser, request }) => {
  await page.goto('/');
  const row = page.getByTestId('matches-panel').getByTestId('match-row').first();
  await expect(row).toBeVisible();
  const matchId = (await row.getAttribute('data-match-id')) ?? '';
  const cell = row.getByTestId('odds').first();
  const before = Number(await cell.locator('b').textContent());

  const trader = await createOperator(request, ['trader'], 'Yonas (trader)');
  const desk = await (await browser.newContext()).newPage();
  await firstSignIn(desk, trader.login, trader.password);
  await desk.getByRole('link', { name: 'Trading' }).click();
  await desk.locator('input[name="q"]').fill(matchId);
  await desk.getByRole('button', { name: 'Search' }).click();
  await desk.getByTestId(`trading-match-${matchId}`).getByRole('link').click();
  const market = desk.getByTestId('market-1-');
  await expect(market).toContainText('open');

  let odds = Math.round((before + 0.37) * 100) / 100;
  await untilShown(
    async () => {
      odds = Math.round((odds + 0.01) * 100) / 100;
      await setPrice(market, odds);
    },
    () => expect(cell.locator('b')).toHaveText(odds.toFixed(2), { timeout: 4_000 }),
  );
  await desk.screenshot({ path: 'test-results/screens/backoffice-trading.png' });

  await market.getByRole('button', { name: 'Suspend market' }).click();
  await expect(market).toContainText('suspended');
  await expect(cell).toBeDisabled({ timeout: 4_000 });
  await market.getByRole('button', { name: 'Resume market' }).click();
  await expect(market).toContainText('open');
  await expect(cell).toBeEnabled({ timeout: 4_000 });

  // Both changes are in the audit trail under the trader's name (the endpoint writes them in their transaction).
  const audit = await request.get('/api/admin/v1/audit?action=odds.change&limit=5', {
    headers: { Authorization: `Bearer ${process.env.OPERATOR_TOKEN ?? 'e2e-operator-token'}` },
  });
  const entries = ((await audit.json()) as { data: { actor_name: string; target_id: string | null }[] }).data;
  expect(entries.filter((e) => e.actor_name === 'Yonas (trader)').length).toBeGreaterThanOrEqual(3);
});

/** A trader without an authenticator (totp_required false) signs in: the temporary password, then their own. */
async function signInTrader(page: Page, request: APIRequestContext, name: string): Promise<void> {
  const login = `e2e-${Date.now().toString(36)}-${name.replace(/\W+/g, '-').toLowerCase()}@birrbet.test`;
  const made = await request.post('/api/admin/v1/operators', {
    headers: { Authorization: `Bearer ${OPERATOR}` },
    data: { name, email: login, roles: ['trader'], totp_required: false },
  });
  expect(made.status(), await made.text()).toBe(201);
  const temporary = ((await made.json()) as { temporary_password: string }).temporary_password;
  await page.goto('/backoffice');
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(temporary);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('input[name="current"]').fill(temporary);
  for (const field of ['next', 'repeat']) {
    await page.locator(`input[name="${field}"]`).fill(OPERATOR_PASSWORD);
  }
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByTestId('pending-count')).toBeVisible();
}

test('a trader sets a stake limit on a market from the desk; the risk screen lists it', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${OPERATOR}` };
  const listed = await request.get('/api/admin/v1/trading/matches?limit=200', { headers: auth });
  const matches = ((await listed.json()) as { data: { match_id: string; sport_id: string }[] }).data;
  // The football match furthest down the list: the other journeys bet on the first ones.
  const matchId = matches.filter((m) => m.sport_id === '1').at(-1)?.match_id ?? '';
  await signInTrader(page, request, 'Limit trader');

  await page.goto(`/backoffice/trading/${encodeURIComponent(matchId)}`);
  await page.getByTestId('market-1-').getByRole('link', { name: 'Limit' }).click();
  const form = page.getByTestId('limit-form');
  await expect(form.locator('select[name="scope"]')).toHaveValue('market');
  await expect(form.locator('input[name="target"]')).toHaveValue(`${matchId}/1/`);
  await form.locator('input[name="max_stake"]').fill('20');
  await form.locator('input[name="reason"]').fill('Team news: the home side rests its first eleven');
  await form.getByRole('button', { name: 'Set limit' }).click();
  const line = page.getByTestId(`limit-market|${matchId}/1/`);
  await expect(line.getByTestId('max-stake')).toHaveText('20.00');
  await expect(line).toContainText('Limit trader');
  await page.screenshot({ path: 'test-results/screens/backoffice-risk.png' });

  const removed = await request.put('/api/admin/v1/risk/limits', {
    headers: auth,
    data: { scope: 'market', scope_id: `${matchId}/1/`, max_stake: null, max_win: null, reason: 'journey done' },
  });
  expect(removed.status(), await removed.text()).toBe(200);
});

test('a trader reads the LotoFoot weeks with their liability and sets the 7-match game’s weekly cap', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${OPERATOR}` };
  type Week = { id: string; variant: string; cap: number | null };
  const weeks = ((await (await request.get('/api/admin/v1/lotofoot/weeks', { headers: auth })).json()) as { data: Week[] }).data;
  const fixed = weeks.find((w) => w.variant === 'LOTOFOOT_7');
  expect(fixed?.cap).toBeGreaterThan(0);
  await signInTrader(page, request, 'Cap trader');
  await page.getByRole('link', { name: 'LotoFoot' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LotoFoot weeks');
  const line = page.getByTestId(`lotofoot-week-${fixed?.id}`);
  await expect(line).toContainText('LOTOFOOT_7');
  const form = page.getByTestId('cap-form');
  await form.locator('input[name="cap"]').fill('4000000');
  await form.locator('input[name="reason"]').fill('Derby week: more exposure than usual');
  await form.getByRole('button', { name: 'Save cap' }).click();
  await expect(form.getByRole('status')).toHaveText('The cap is saved and binds the next ticket.');
  await expect(line.getByTestId('week-cap')).toContainText('4,000,000.00');
  await expect(form).toContainText('In force: 4,000,000.00 ETB a week.');
  await page.screenshot({ path: 'test-results/screens/backoffice-lotofoot.png', fullPage: true });
  // The cap as it was, for the LotoFoot journeys that run after this one.
  const restored = await request.put('/api/admin/v1/lotofoot/caps', {
    headers: auth,
    data: { variant: 'LOTOFOOT_7', cap: fixed?.cap, reason: 'journey done' },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});
