// The payments desk's reconciliation and method limits in Chromium: a finance person opens Payments, compares the
// last 2 days with the gateways on demand and sees the run named with their name; then, under Methods and limits,
// sets SantimPay Telebirr deposits to 50–2,000 ETB (a maximum above the gateway's is refused on the form) and sees
// the line marked as the merchant's own; at the end the limit goes back to the defaults, so later journeys deposit
// as before. Desktop project: the back office is desktop-first.
import { expect, test } from '@playwright/test';
import { createOperator, firstSignIn } from './backoffice-helpers.ts';

test('finance compares with the gateways and sets a deposit method’s limits', async ({ page, request, isMobile }) => {
  test.skip(isMobile === true, 'the back office is desktop-first');
  test.setTimeout(120_000);
  const finance = await createOperator(request, ['finance'], 'Dawit (finance)');
  await firstSignIn(page, finance.login, finance.password);
  await page.getByRole('link', { name: 'Payments' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments');

  await page.getByRole('link', { name: 'Reconciliation' }).click();
  const run = page.getByTestId('reconcile-run');
  await run.locator('input[name="days"]').fill('2');
  await run.getByRole('button', { name: 'Compare now' }).click();
  await expect(run.getByRole('status')).toContainText('payments of the last 2 day(s).');
  await expect(page.getByTestId('last-run')).toContainText('(Dawit (finance)): the last 2 day(s)');

  await page.getByRole('link', { name: 'Methods and limits' }).click();
  await expect(page.getByTestId('switches-santimpay')).toBeVisible();
  const line = page.getByTestId('payment-limits').getByTestId('limit-santimpay-telebirr');
  await expect(line).toContainText('Defaults');
  await line.getByRole('button', { name: 'Change' }).click();
  const editor = page.getByTestId('limit-editor');
  await editor.locator('input[name="min"]').fill('50');
  await editor.locator('input[name="max"]').fill('2000000');
  await expect(editor).toContainText('The maximum may not pass the gateway’s own');
  await expect(editor.getByRole('button', { name: 'Save limits' })).toBeDisabled();
  await editor.locator('input[name="max"]').fill('2000');
  await editor.getByRole('button', { name: 'Save limits' }).click();
  try {
    await expect(editor.getByRole('status')).toHaveText('Saved. Players see these limits at their next look.');
    await expect(line).toContainText('Merchant’s own');
    await expect(line.getByTestId('max')).toHaveText('2,000.00');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: 'test-results/screens/backoffice-payment-settings.png', fullPage: true });
  } finally {
    await editor.getByRole('button', { name: 'Back to the defaults' }).click();
    await expect(line).toContainText('Defaults');
  }
});
