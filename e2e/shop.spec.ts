// Shops (issue 18): a visitor shares a slip as a booking code; a second visitor opens its link and makes a cashier
// ticket of it on the home slip (CASH-…); a cashier, created by the operator
// endpoint, signs in at /shop, loads it (Enter), accepts it (Enter again: the stake is shown), the operator plays
// the match (feed clock + result), the cashier pays it out once, and a second payout is refused (ALREADY_PAID);
// Check Ticket then names the shop and shows 'Paid'. Cash-out at the counter (issue 32): a visitor's CASH- ticket,
// accepted, shows its offer; the cashier cashes it out (confirming the amount), is told what to hand over, and the
// ticket shows 'Cashed out'. This spec moves every match's kick-off, so it runs with the late journeys
// (playwright.config.ts).
import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContextOptions } from '@playwright/test';
import { OPERATOR } from './account-helpers.ts';
import { signedGet } from './signed-get.ts';

const MERCHANT = process.env.MERCHANT_ID ?? 'birrbet-demo';
const KEY = process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026';
const PASSWORD = 'counter-pass-42';
const op = { Authorization: `Bearer ${OPERATOR}` };

async function signedPost(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const ts = String(Date.now());
  const body = '{}';
  const signature = createHmac('sha256', KEY).update(`${body}${ts}${MERCHANT}`).digest('hex');
  return request.post(path, {
    headers: { 'X-Merchant-ID': MERCHANT, 'X-Timestamp': ts, 'X-Signature': signature, 'content-type': 'application/json', ...headers },
    data: body,
  });
}

test('a shared booking code becomes a CASH- ticket; a cashier accepts it, the operator settles it, the cashier pays it out exactly once', async ({
  page,
  request,
  browser,
}, info) => {
  const name = `e2e-${info.project.name}-${Date.now().toString(36)}`;
  const shop = await request.post('/api/admin/v1/shops', { headers: op, data: { name } });
  expect(shop.status()).toBe(201);
  const shopId = ((await shop.json()) as { id: string }).id;
  const made = await request.post(`/api/admin/v1/shops/${shopId}/cashiers`, { headers: op, data: { username: name, password: PASSWORD } });
  expect(made.status()).toBe(201);

  // A visitor builds a slip (a home single on the soonest three-way match) and shares it as a booking code.
  await page.goto('/');
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
  await page.getByTestId('booking-save').click();
  await expect(page.getByTestId('booking-code')).toHaveText(/^[A-Z2-9]{6}$/);
  const code = await page.getByTestId('booking-code').innerText();

  // A second visitor opens the shared link, finds the pick in the slip and makes a cashier ticket of it.
  const use = info.project.use;
  const second = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    storageState: use.storageState as BrowserContextOptions['storageState'],
    serviceWorkers: 'block',
  });
  const visitor = await second.newPage();
  await visitor.goto(`/?booking=${code}`);
  await expect(visitor.getByTestId('betslip-panel').getByTestId('slip-pick')).toHaveCount(1);
  await visitor.getByTestId('slip-stake').fill('20');
  await visitor.getByTestId('place-bet').click();
  const reference = (await visitor.getByTestId('reference').textContent()) ?? '';
  expect(reference).toMatch(/^CASH-/);
  await second.close();

  // The cashier signs in and works from the keyboard.
  await page.goto('/shop');
  await page.getByTestId('shop-signin').locator('input[name="username"]').fill(name);
  await page.getByTestId('shop-signin').locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId('shop-signin').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('shop-cashier')).toContainText(name);
  const field = page.getByTestId('shop-counter').locator('input[name="reference"]');
  await expect(field).toBeFocused();
  await field.fill(reference.toLowerCase());
  await field.press('Enter');
  await expect(page.getByTestId('shop-state')).toHaveText('Not paid yet');
  await expect(page.getByTestId('shop-accept')).toHaveText('Accept · take 20.00 ETB');
  await field.press('Enter');
  await expect(page.getByTestId('shop-done')).toHaveText('Accepted. Take 20.00 ETB in cash.');
  await expect(page.getByTestId('shop-state')).toHaveText('Accepted');
  await expect(page.getByTestId('shop-accepted')).toContainText(name);

  // The operator plays the match: it kicks off, the home side wins 2-0, settlement runs.
  const ticket = await signedGet(request, `/api/v1/tickets/reference/${reference}`);
  const kickOff = Date.parse(String((ticket['market_status'] as Array<{ StartTime: string }>)[0]?.StartTime));
  const advanced = await request.post('/api/admin/v1/feed/advance', {
    headers: op,
    data: { minutes: Math.ceil((kickOff - Date.now()) / 60_000) + 2 },
  });
  expect(advanced.status()).toBe(200);
  const result = await request.post('/api/admin/v1/feed/results', {
    headers: op,
    data: { results: [{ match_id: matchId, home_score: 2, away_score: 0, ht_home_score: 1, ht_away_score: 0 }] },
  });
  expect(result.status(), await result.text()).toBe(200);

  // Esc clears, the reference again: won, not paid; Enter again pays out.
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
  await field.fill(reference);
  await field.press('Enter');
  await expect(page.getByTestId('shop-state')).toHaveText('Won · not paid');
  const due = (await page.getByTestId('shop-payable').textContent()) ?? '';
  await field.press('Enter');
  await expect(page.getByTestId('shop-done')).toHaveText(`Paid. Hand out ${due.replace(' ETB', '')} ETB.`);
  await expect(page.getByTestId('shop-state')).toHaveText('Paid');
  await expect(page.getByTestId('shop-payout')).toHaveCount(0);

  // A second payout, from the same cashier session straight at the API: refused.
  const token = await page.evaluate(() => sessionStorage.getItem('birrbet.cashier-session') ?? '');
  const again = await signedPost(request, `/api/v1/shop/tickets/${reference}/payout`, { 'X-Cashier-Token': token });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe('ALREADY_PAID');

  // The till shows the day's stake and payout.
  await page.getByTestId('shop-till-toggle').click();
  await expect(page.getByTestId('till-stakes')).toHaveText('20.00');
  await expect(page.getByTestId('till-payouts')).toHaveText(due.replace(' ETB', ''));
  await page.screenshot({ path: `test-results/screens/${info.project.name}-shop-till.png` });

  // Check Ticket names the shop and shows it paid.
  await page.goto('/check-ticket');
  const form = page.getByTestId('check-ticket-form');
  await form.locator('input[name="reference"]').fill(reference);
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('ticket-shop')).toContainText(name);
  await expect(page.getByTestId('ticket-paid')).toBeVisible();
});

test('a cashier cashes out an accepted CASH- ticket at the counter: offer, confirmation, amount to hand over', async ({ page, request }, info) => {
  const name = `e2e-co-${info.project.name}-${Date.now().toString(36)}`;
  const shop = await request.post('/api/admin/v1/shops', { headers: op, data: { name } });
  expect(shop.status()).toBe(201);
  const shopId = ((await shop.json()) as { id: string }).id;
  expect((await request.post(`/api/admin/v1/shops/${shopId}/cashiers`, { headers: op, data: { username: name, password: PASSWORD } })).status()).toBe(
    201,
  );

  // A visitor places a home single on a later three-way match: a CASH- ticket to take to the shop.
  await page.goto('/');
  const upcoming = page.getByTestId('upcoming').getByTestId('match-row');
  await expect(upcoming.first()).toBeVisible();
  const rows = [];
  for (const r of await upcoming.all()) {
    if ((await r.getByTestId('odds').count()) === 3) {
      rows.push(r);
    }
  }
  await (rows[2] ?? rows[rows.length - 1])?.getByTestId('odds').nth(0).click();
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('slip-stake').fill('50');
  await page.getByTestId('place-bet').click();
  const reference = (await page.getByTestId('reference').textContent()) ?? '';
  expect(reference).toMatch(/^CASH-/);

  // The cashier accepts it; the offer shows with its button.
  await page.goto('/shop');
  await page.getByTestId('shop-signin').locator('input[name="username"]').fill(name);
  await page.getByTestId('shop-signin').locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId('shop-signin').getByRole('button', { name: 'Sign in' }).click();
  const field = page.getByTestId('shop-counter').locator('input[name="reference"]');
  await field.fill(reference);
  await field.press('Enter');
  await expect(page.getByTestId('shop-accept')).toBeVisible();
  await field.press('Enter');
  await expect(page.getByTestId('shop-state')).toHaveText('Accepted');
  const offer = page.getByTestId('shop-cashout-offer');
  await expect(offer).toHaveText(/^[\d,]+\.\d\d ETB$/);
  const amount = ((await offer.textContent()) ?? '').replace(' ETB', '');
  await expect(page.getByTestId('shop-cashout-button')).toHaveText(`Cash out ${amount} ETB`);

  // Cash out: confirm with the amount, then the amount to hand over; the ticket is cashed out.
  await page.getByTestId('shop-cashout-button').click();
  await expect(page.getByTestId('shop-cashout-confirm')).toContainText(`${amount} ETB`);
  await page.getByTestId('shop-ticket').screenshot({ path: `test-results/shots/shop-cashout-confirm-${info.project.name}.png` });
  await page.getByTestId('shop-cashout-yes').click();
  await expect(page.getByTestId('shop-cashout-done')).toHaveText(`Cashed out. Hand over ${amount} ETB.`);
  await expect(page.getByTestId('shop-state')).toHaveText('Cashed out');
  await expect(page.getByTestId('shop-cashed-out')).toHaveText(`${amount} ETB`);
  await expect(page.getByTestId('shop-cashout-button')).toHaveCount(0);
  await page.screenshot({ path: `test-results/shots/shop-cashout-${info.project.name}.png`, fullPage: true });

  // Loaded again, it stays cashed out with nothing to pay or cash out; the till lists the cash-out.
  await page.keyboard.press('Escape');
  await field.fill(reference);
  await field.press('Enter');
  await expect(page.getByTestId('shop-state')).toHaveText('Cashed out');
  await expect(page.getByTestId('shop-payout')).toHaveCount(0);
  await expect(page.getByTestId('shop-cashout')).toHaveCount(0);
  await page.getByTestId('shop-till-toggle').click();
  await expect(page.locator('.moves li[data-kind="cashout"]')).toContainText(reference);
});
