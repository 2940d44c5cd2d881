// The back office in Chromium (issue 33), desktop: an admin signs in for the first time (new password, authenticator
// enrolled), creates a support operator who must do the same at their first sign-in, and finds both in the audit
// trail, whose chain verifies; support finds a player on the players desk by phone, notes the call on the profile and
// asks for a credit from it (the credit screen opens with the phone filled in), which waits until finance approves it
// — then the player's open page shows the money, once — and support cannot approve it themself. Amharic shows Ethiopic
// script.
import { expect, test } from '@playwright/test';
import { canonical, login, register, uniquePhone } from './account-helpers.ts';
import { createOperator, firstSignIn } from './backoffice-helpers.ts';

test('an admin creates an operator who must enrol an authenticator at first sign-in; the audit trail shows it and verifies', async ({
  browser,
  request,
}) => {
  const admin = await createOperator(request, ['admin'], 'Hana Tesfaye');
  const adminPage = await (await browser.newContext()).newPage();
  await firstSignIn(adminPage, admin.login, admin.password);

  await adminPage.getByRole('link', { name: 'Operators' }).click();
  const login = `selam-${Date.now().toString(36)}@birrbet.test`;
  await adminPage.locator('input[name="name"]').fill('Selam Bekele');
  await adminPage.locator('input[name="login"]').fill(login);
  await adminPage.locator('input[name="new-role-support"]').check();
  await adminPage.getByRole('button', { name: 'Create operator' }).click();
  const temporary = (await adminPage.getByTestId('temporary-password').textContent()) ?? '';
  expect(temporary).toMatch(/^[\w-]{16}$/);
  await expect(adminPage.getByTestId(`operator-${login}`)).toContainText('Authenticator: not yet');

  // Selam's first sign-in asks for a new password, then an authenticator, before anything else.
  const selamPage = await (await browser.newContext()).newPage();
  await firstSignIn(selamPage, login, temporary);
  await expect(selamPage.getByRole('link', { name: 'Player credit' })).toBeVisible();
  await expect(selamPage.getByRole('link', { name: 'Operators' })).toHaveCount(0);

  await adminPage.getByRole('link', { name: 'Audit trail' }).click();
  await adminPage.locator('input[name="action"]').fill('operator.');
  await adminPage.getByRole('button', { name: 'Search' }).click();
  const created = adminPage.getByTestId('audit-operator.create').filter({ hasText: login });
  await expect(created).toContainText('Hana Tesfaye');
  await expect(created).toContainText('"roles":["support"]');
  await expect(adminPage.getByTestId('audit-operator.totp_enrol').filter({ hasText: 'Selam Bekele' })).toHaveCount(1);
  await adminPage.getByRole('button', { name: 'Verify the chain' }).click();
  await expect(adminPage.getByRole('status')).toContainText(/Chain verified: \d+ entries, none changed\./);

  await adminPage.getByRole('combobox').selectOption('am');
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('የኦዲት መዝገብ');
  await adminPage.evaluate(() => document.fonts.ready);
  await adminPage.screenshot({ path: 'test-results/screens/backoffice-audit-am.png', fullPage: true });
});

test("support asks for a credit, finance approves it, and the player's open page shows the money once", async ({ browser, page, request }) => {
  const phone = uniquePhone();
  await page.goto('/');
  await register(page, request, phone);
  await login(page, phone);
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText('100.00 ETB');

  const support = await createOperator(request, ['support'], 'Selam (support)');
  const finance = await createOperator(request, ['finance'], 'Dawit (finance)');
  const supportPage = await (await browser.newContext()).newPage();
  await firstSignIn(supportPage, support.login, support.password);
  // The players desk: found by the phone as the player gave it, a note on the profile, then its Credit link.
  await supportPage.getByRole('link', { name: 'Players' }).click();
  await supportPage.locator('input[name="q"]').fill(phone);
  await supportPage.getByRole('button', { name: 'Find' }).click();
  await supportPage.getByRole('link', { name: canonical(phone) }).click();
  await expect(supportPage.getByTestId('player-balance')).toHaveText('100.00');
  await supportPage.locator('textarea[name="note"]').fill('Called: deposit 4471 never credited');
  await supportPage.getByRole('button', { name: 'Add note' }).click();
  await expect(supportPage.getByTestId('player-note').first()).toContainText('Selam (support)');
  await expect(supportPage.locator('textarea[name="note"]')).toHaveValue('');
  await supportPage.getByRole('link', { name: 'Credit', exact: true }).click();
  await expect(supportPage.locator('input[name="phone"]')).toHaveValue(canonical(phone));
  await supportPage.locator('input[name="amount"]').fill('50');
  await supportPage.locator('input[name="reason"]').fill('deposit 4471 never credited');
  await supportPage.getByRole('button', { name: 'Credit' }).click();
  await expect(supportPage.getByRole('status')).toContainText('Your request waits for approval');
  await expect(balance).toHaveText('100.00 ETB');

  // Support sees its own request with no Approve button: only Withdraw.
  await supportPage.getByRole('link', { name: 'Approvals' }).click();
  const own = supportPage.locator('tr', { hasText: 'deposit 4471 never credited' });
  await expect(own).toContainText('Your request: another person decides it.');
  await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const financePage = await (await browser.newContext()).newPage();
  await firstSignIn(financePage, finance.login, finance.password);
  await financePage.getByRole('link', { name: 'Approvals' }).click();
  const request_ = financePage.locator('tr', { hasText: 'deposit 4471 never credited' });
  await expect(request_).toContainText('Credit 50.00 ETB to');
  await expect(request_).toContainText('Selam (support)');
  await request_.getByRole('button', { name: 'Approve' }).click();
  await financePage.getByRole('tab', { name: 'Approved' }).click();
  await expect(financePage.locator('tr', { hasText: 'deposit 4471 never credited' })).toContainText('Dawit (finance)');

  // The player's open page gets the new balance over its socket, without a reload.
  await expect(balance).toHaveText('150.00 ETB');
  await financePage.screenshot({ path: 'test-results/screens/backoffice-approvals.png', fullPage: true });
  // Approving again (a second tab, a double click) moves nothing: the request is decided.
  await financePage.reload();
  await financePage.getByRole('tab', { name: 'Pending' }).click();
  await expect(financePage.locator('tr', { hasText: 'deposit 4471 never credited' })).toHaveCount(0);
  await expect(balance).toHaveText('150.00 ETB');
});
