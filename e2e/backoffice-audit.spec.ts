// The audit view after every back-office journey (issue 33's "done when"), run last (project 'last-desktop'): an admin
// finds each action the other journeys' people took — the trader's price change (backoffice-trading), support's
// credit request and finance's approval of it (backoffice), finance's approval of a large withdrawal
// (backoffice-withdrawal), marketing's banner edit with its Amharic words (backoffice-content), the admin's new
// operator and that operator's authenticator enrolment (backoffice) — each with who, what changed from what to what,
// and why; then the chain verifies. The names are those the journeys give their people.
import { expect, type Page, test } from '@playwright/test';
import { createOperator, firstSignIn } from './backoffice-helpers.ts';

/** The newest entry of `action` by `actor` after filtering the view by the action. */
async function entry(page: Page, action: string, actor: string) {
  await page.locator('input[name="action"]').fill(action);
  await page.getByRole('button', { name: 'Search' }).click();
  const line = page.getByTestId(`audit-${action}`).filter({ hasText: actor }).first();
  await expect(line).toBeVisible();
  return line;
}

test('the audit view shows every journey’s action with before and after, and the chain verifies', async ({ browser, request }) => {
  const admin = await createOperator(request, ['admin'], 'Abebe (auditor)');
  const page = await (await browser.newContext()).newPage();
  await firstSignIn(page, admin.login, admin.password);
  await page.getByRole('link', { name: 'Audit trail' }).click();

  // A price change: the prices before and after.
  const price = await entry(page, 'odds.change', 'Yonas (trader)');
  await expect(price.locator('code')).toHaveCount(2);
  await expect(price).toContainText('"changes"');

  // Support's credit request (what, how much, why), finance's approval: pending → approved.
  const asked = await entry(page, 'approval.request.wallet_credit', 'Selam (support)');
  await expect(asked).toContainText('"amount_cents":5000');
  await expect(asked).toContainText('deposit 4471 never credited');
  const approved = await entry(page, 'approval.approve.wallet_credit', 'Dawit (finance)');
  await expect(approved).toContainText('"status":"pending"');
  await expect(approved).toContainText('"status":"approved"');

  // Finance approves the large withdrawal.
  const withdrawal = await entry(page, 'approval.approve.withdrawal', 'Dawit (finance)');
  await expect(withdrawal).toContainText('"status":"approved"');

  // Marketing's banner edit: the Amharic words before and after.
  const banner = await entry(page, 'banner.edit', 'Meron (marketing)');
  await expect(banner.locator('code')).toHaveCount(2);
  await expect(banner).toContainText(/[\u1200-\u137F]/);

  // The admin's new operator, who enrolled an authenticator at the first sign-in.
  await expect(await entry(page, 'operator.create', 'Hana Tesfaye')).toContainText('"roles":["support"]');
  await entry(page, 'operator.totp_enrol', 'Selam Bekele');

  await page.getByRole('button', { name: 'Verify the chain' }).click();
  await expect(page.getByRole('status')).toContainText(/Chain verified: \d+ entries, none changed\./);
  await page.screenshot({ path: 'test-results/screens/backoffice-audit-all.png', fullPage: true });
});
