// The shops desk in Chromium (issue 33): a shop manager signs in for the first time, creates a shop from the Shops
// screen and opens it, adds a cashier — a weak password is refused with the server's text and the form keeps the
// username — then the cashier signs in at the counter (through the counter API) and takes a 10 ETB stake in cash.
// The desk shows it in today's figures and in the daily cash report (the ticket, the cashier, the totals). The manager
// disables the cashier with a reason: the cashier's session stops and the counter refuses their right password with
// CASHIER_DISABLED; enabled again, they sign in. Names carry the project, so the phone and desktop runs never meet.
import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { betBreakdown, betTypeFor } from '../domain/bet-math.ts';
import { fromCents } from '../domain/money.ts';
import { createOperator, firstSignIn } from './backoffice-helpers.ts';
import { signedGet } from './signed-get.ts';

const MERCHANT = process.env.MERCHANT_ID ?? 'birrbet-demo';
const KEY = process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026';
const PASSWORD = 'counter-pass-42';

/** A signed POST as the counter's client sends it (HMAC-SHA256 of body + timestamp + merchant id). */
function signedPost(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}) {
  const ts = String(Date.now());
  const body = JSON.stringify(data);
  const signature = createHmac('sha256', KEY).update(`${body}${ts}${MERCHANT}`).digest('hex');
  return request.post(path, {
    headers: { 'X-Merchant-ID': MERCHANT, 'X-Timestamp': ts, 'X-Signature': signature, 'content-type': 'application/json', ...headers },
    data: body,
  });
}

interface MatchLine {
  id: string;
  start_time: string;
  main_market: { market_id: string; outcomes: Array<{ id: string; odds: number }> } | null;
}

/** A CASH- ticket of one home pick of a top-league match kicking off in more than an hour, with the slip's figures. */
async function cashTicket(request: APIRequestContext, stake: number): Promise<string> {
  const league = (await signedGet<{ top_leagues: Array<{ id: string }> }>(request, '/api/v1/top-leagues')).top_leagues[0];
  const { matches } = await signedGet<{ matches: MatchLine[] }>(
    request,
    `/api/v1/matches?tournament_id=${encodeURIComponent(league?.id ?? '')}&active=true`,
  );
  const match = matches.find((m) => Date.parse(m.start_time) > Date.now() + 3_600_000 && m.main_market !== null);
  const outcome = match?.main_market?.outcomes[0];
  if (match === undefined || outcome === undefined) throw new Error('no match to bet on');
  const b = betBreakdown(Math.round(stake * 100), [Math.round(outcome.odds * 100)]);
  const leg = { match_id: match.id, market_id: match.main_market?.market_id, specifier: '', outcome_id: outcome.id, odds: outcome.odds };
  const res = await signedPost(request, '/api/v1/tickets/cashier/anonymous', {
    bet_type: betTypeFor(1),
    total_stake: stake,
    selections: [{ ...leg, variant: null, special_value: null, variant_value: null }],
    stake_tax_amount: fromCents(b.vatCents),
    net_stake: fromCents(b.netStakeCents),
    winnings_tax_amount: fromCents(b.incomeTaxCents),
    bonus_percentage: b.bonusPercent,
    bonus_amount: fromCents(b.bonusCents),
    basic_potential_win: fromCents(b.basicWinCents),
    gross_potential_win: fromCents(b.grossWinCents),
    net_potential_win: fromCents(b.netWinCents),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { reference_id: string }).reference_id;
}

test('a shop manager creates a shop and a cashier, sees the day’s cash, and disables and enables the cashier', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const suffix = `${info.project.name}-${Date.now().toString(36)}`;
  const shopName = `E2E counter ${suffix}`;
  const username = `e2e-${suffix}`.slice(0, 32).toLowerCase();
  const { login, password } = await createOperator(request, ['shop_manager'], 'Sara Shops');
  await firstSignIn(page, login, password);
  await expect(page.getByRole('link', { name: 'Shops' })).toBeVisible();
  await page.goto('/backoffice/shops');

  const create = page.getByTestId('create-shop');
  await create.locator('input[name="name"]').fill(shopName);
  await create.getByRole('button', { name: 'Create shop' }).click();
  await expect(create.getByRole('status')).toContainText(`Created ${shopName}.`);
  await create.getByRole('link', { name: 'Open it' }).click();
  await expect(page.getByTestId('shop-name')).toHaveText(shopName);

  // The password rules' refusal, in the server's words; the username stays for the second try.
  const add = page.getByTestId('add-cashier');
  await add.locator('input[name="username"]').fill(username);
  await add.locator('input[name="password"]').fill('123');
  await add.getByRole('button', { name: 'Add cashier' }).click();
  await expect(add.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
  await expect(add.locator('input[name="username"]')).toHaveValue(username);
  await add.locator('input[name="password"]').fill(PASSWORD);
  await add.getByRole('button', { name: 'Add cashier' }).click();
  await expect(add.getByRole('status')).toContainText(`Added ${username}`);
  const line = page.getByTestId(`cashier-${username}`);
  await expect(line.getByTestId('status')).toHaveText('Active');

  // The cashier signs in at the counter and takes a 10 ETB stake in cash.
  const signedIn = await signedPost(request, '/api/v1/shop/sign-in', { username, password: PASSWORD });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const token = ((await signedIn.json()) as { token: string }).token;
  const reference = await cashTicket(request, 10);
  const accepted = await signedPost(request, `/api/v1/shop/tickets/${reference}/accept`, {}, { 'X-Cashier-Token': token });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await page.reload();
  const till = page.getByTestId('till');
  await expect(till.getByTestId('till-move')).toHaveCount(1);
  await expect(till.getByTestId('till-move')).toContainText(reference);
  await expect(till.getByTestId('till-move')).toContainText(username);
  await expect(till.getByTestId('till-stakes')).toHaveText('10.00 ETB');
  await expect(till.getByTestId('till-balance')).toHaveText('10.00 ETB');
  await page.getByRole('link', { name: 'All shops' }).click();
  const row = page.getByTestId(`shop-${shopName}`);
  await expect(row.getByTestId('stakes')).toHaveText('10.00');
  await expect(row.getByTestId('tickets')).toHaveText('1');

  // Disabled with a reason: the session stops at once, and the right password is refused with its own code.
  await row.getByRole('link', { name: shopName }).click();
  await line.getByRole('button', { name: 'Disable' }).click();
  const action = page.getByTestId('cashier-action');
  await action.locator('input[name="reason"]').fill('Left the company');
  await action.getByRole('button', { name: 'Disable' }).click();
  await expect(line.getByTestId('status')).toContainText('Disabled');
  await expect(line.getByTestId('status')).toContainText('Left the company');
  const ts = String(Date.now());
  const signature = createHmac('sha256', KEY).update(`${ts}${MERCHANT}`).digest('hex');
  const me = await request.get('/api/v1/shop/me', {
    headers: { 'X-Merchant-ID': MERCHANT, 'X-Timestamp': ts, 'X-Signature': signature, 'X-Cashier-Token': token },
  });
  expect([me.status(), ((await me.json()) as { code: string }).code]).toEqual([401, 'INVALID_CASHIER_SESSION']);
  const refused = await signedPost(request, '/api/v1/shop/sign-in', { username, password: PASSWORD });
  expect([refused.status(), await refused.json()]).toEqual([403, { code: 'CASHIER_DISABLED', error: 'This cashier account is disabled' }]);

  await line.getByRole('button', { name: 'Enable' }).click();
  await action.locator('input[name="reason"]').fill('Came back to work');
  await action.getByRole('button', { name: 'Enable' }).click();
  await expect(line.getByTestId('status')).toHaveText('Active');
  expect((await signedPost(request, '/api/v1/shop/sign-in', { username, password: PASSWORD })).status()).toBe(200);
});
