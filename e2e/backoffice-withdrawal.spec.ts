// A large withdrawal's four-eyes review in Chromium (issue 33), desktop: a player (signed up and paid out through the
// API as the spec's client does it, signed, with the session token) withdraws 6,000 then 5,000 ETB the same day; the
// second takes the day above 10,000 ETB, so it is held and waits ('pending'). A finance person finds it on the
// payments desk under "awaiting approval", approves it from the payment's page and watches it complete there; the
// request is no longer pending, and the player's balance went down by exactly 11,000 ETB, once. The reports screen,
// narrowed to today, counts both payouts among today's withdrawals by method. Then the overview's dashboard, open on the same page, shows a deposit made meanwhile without a reload (its socket).
import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { canonical, credit, OPERATOR, readCode, uniquePhone } from './account-helpers.ts';
import { createOperator, firstSignIn } from './backoffice-helpers.ts';

const MERCHANT = process.env.MERCHANT_ID ?? 'birrbet-demo';
const KEY = process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026';

/** A call signed as the spec's client signs it (HMAC-SHA256 of body + timestamp + merchant id), as the player. */
async function asPlayer<T>(request: APIRequestContext, path: string, token: string | null, body?: Record<string, unknown>): Promise<T> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const ts = String(Date.now());
  const headers: Record<string, string> = {
    'X-Merchant-ID': MERCHANT,
    'X-Timestamp': ts,
    'X-Signature': createHmac('sha256', KEY).update(`${text}${ts}${MERCHANT}`).digest('hex'),
    ...(token === null ? {} : { 'X-Auth-Token': token }),
  };
  const res =
    body === undefined
      ? await request.get(path, { headers })
      : await request.post(path, { headers: { ...headers, 'content-type': 'application/json' }, data: text });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A verified player: their typed phone, user id and session token. */
async function signUp(request: APIRequestContext): Promise<{ typed: string; userId: string; token: string }> {
  // The payment simulator reads some endings as scenarios (0000 declines, 1111 never answers, 2222 storms): not these.
  const typed = `${uniquePhone().slice(0, 8)}57`;
  const phone = canonical(typed);
  await asPlayer(request, '/api/v1/auth/register', null, { phone, password: 'secret12', merchant_id: MERCHANT, age_confirmed: true });
  const login = await asPlayer<{ user: { id: string }; session: { id: string } }>(request, '/api/v1/auth/verify', null, {
    phone,
    otp: await readCode(request, phone),
    merchant_id: MERCHANT,
  });
  return { typed, userId: login.user.id, token: login.session.id };
}

test.skip(({ isMobile }) => isMobile, 'The back office is desktop-first: its journeys run on the desktop viewport');

test('a finance user approves a large withdrawal from the payments desk and sees it complete', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const player = await signUp(request);
  const phone = canonical(player.typed);
  // One credit by the journeys' token may not pass 10,000 ETB: two of 6,000.
  await credit(request, phone, 6_000);
  await credit(request, phone, 6_000);
  const balance = async () => (await asPlayer<{ wallet: { balance: number } }>(request, '/api/v1/auth/verify', player.token)).wallet.balance;
  const before = await balance();
  expect(before).toBeGreaterThanOrEqual(12_000);

  type Started = { data: { transfer_id: string; status: string } };
  const withdraw = (amount: number) =>
    asPlayer<Started>(request, '/api/v1/santimpay/transfer', player.token, {
      user_id: player.userId,
      amount,
      reason: 'Withdrawal from wallet',
      receiver_account_number: phone,
      payment_method: 'TELEBIRR',
    });
  const first = await withdraw(6_000);
  expect(first.data.status).toBe('processing');
  const second = await withdraw(5_000);
  expect(second.data.status).toBe('pending');
  const id = second.data.transfer_id;
  expect(await balance()).toBe(before - 11_000);

  const finance = await createOperator(request, ['finance'], 'Dawit (finance)');
  const desk = await (await browser.newContext()).newPage();
  await firstSignIn(desk, finance.login, finance.password);
  await desk.getByRole('link', { name: 'Payments' }).click();
  await desk.getByRole('tab', { name: 'Withdrawals awaiting approval' }).click();
  const line = desk.getByTestId(`payment-${id}`);
  await expect(line).toContainText('5,000.00');
  await expect(line).toContainText('Awaiting approval');
  await expect(line).toContainText(phone);
  await line.getByRole('link').click();

  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Withdrawal of 5,000.00 ETB');
  await expect(desk.getByTestId('payment-state')).toHaveText('Pending');
  await desk.getByRole('button', { name: 'Approve' }).click();
  // The page reads the payment again after the decision, then every 2 s while it moves: approved → sent → completed.
  await expect(desk.getByTestId('payment-state')).toHaveText('Completed', { timeout: 30_000 });
  await expect(desk.getByTestId('payment-review')).toContainText('Sent to the gateway');
  await expect(desk.getByTestId('payment-step').filter({ hasText: 'Four-eyes review' })).toHaveCount(2);
  await expect(desk.getByTestId('payment-step').last()).toContainText('Completed');
  await desk.screenshot({ path: 'test-results/screens/backoffice-withdrawal.png', fullPage: true });

  await desk.getByRole('link', { name: 'Approvals' }).click();
  await expect(desk.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible();
  await expect(desk.locator('tr', { hasText: phone })).toHaveCount(0);
  await desk.getByRole('tab', { name: 'Approved' }).click();
  await expect(desk.locator('tr', { hasText: phone })).toContainText('Dawit (finance)');

  // Both payouts are paid (the first needed no review); the balance is 11,000 ETB lower, and stays so.
  await expect
    .poll(async () => {
      const res = await request.get(`/api/admin/v1/payments?q=${encodeURIComponent(phone)}`, { headers: { Authorization: `Bearer ${OPERATOR}` } });
      return ((await res.json()) as { data: { state: string }[] }).data.map((p) => p.state);
    })
    .toEqual(['completed', 'completed']);
  expect(await balance()).toBe(before - 11_000);
  await desk.waitForTimeout(3_000);
  expect(await balance()).toBe(before - 11_000);

  // Reports, from today (East Africa Time): the payments by flow and method count both payouts, 11,000 ETB at least.
  await desk.getByRole('link', { name: 'Reports' }).click();
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  await desk.locator('input[name="from"]').fill(today);
  await desk.getByRole('button', { name: 'Show report' }).click();
  await expect(desk).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  const paidOut = desk.getByTestId('reportPayments-line').filter({ hasText: 'Withdrawal' }).filter({ hasText: 'TELEBIRR' });
  expect(Number(((await paidOut.locator('[data-cell="amount"]').textContent()) ?? '').replace(/[^\d.]/g, ''))).toBeGreaterThanOrEqual(11_000);
  await desk.screenshot({ path: 'test-results/screens/backoffice-reports.png', fullPage: true });

  // The overview's dashboard is live: a deposit completing now raises today's deposits on the open page, no reload.
  await desk.getByRole('link', { name: 'Overview' }).click();
  const deposits = desk.getByTestId('dash-deposits');
  await expect(deposits).toContainText('ETB');
  await expect(desk.getByTestId('health')).toContainText('SantimPay');
  const figure = async () => Number(((await deposits.textContent()) ?? '').replace(/[^\d.]/g, ''));
  const shown = await figure();
  const paid = await asPlayer<{ data: { status: string } }>(request, '/api/v1/santimpay/direct', player.token, {
    user_id: player.userId,
    amount: 123,
    reason: 'Deposit to wallet',
    phone_number: phone,
    payment_method: 'TELEBIRR',
  });
  expect(paid.data.status).toBeDefined();
  // The simulated phone approves after a few seconds; the socket pushes the new figures within its interval.
  await expect.poll(figure, { timeout: 30_000 }).toBeGreaterThanOrEqual(shown + 123);
  await desk.screenshot({ path: 'test-results/screens/backoffice-dashboard.png', fullPage: true });
});
