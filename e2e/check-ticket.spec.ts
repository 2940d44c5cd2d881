// Check Ticket (spec §2/§5): anyone looks a ticket up by its reference — here a cashier ticket placed as a
// visitor — and sees the status badge, selections, stake, total odds and potential win; blank and unknown
// references give the spec's texts.
import { test, expect } from '@playwright/test';

test('a visitor checks a ticket by its reference', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByTestId('matches-panel');
  await expect(panel.getByTestId('match-row').nth(1)).toBeVisible();
  await panel.getByTestId('match-row').nth(0).getByTestId('odds').nth(0).click();
  await panel.getByTestId('match-row').nth(1).getByTestId('odds').nth(2).click();
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('slip-stake').fill('20');
  await page.getByTestId('place-bet').click();
  const reference = (await page.getByTestId('reference').textContent()) ?? '';
  expect(reference).toMatch(/^CASH-/);
  await page.getByTestId('reference-dialog').getByRole('button', { name: 'Close' }).click();

  await page.goto('/check-ticket');
  const form = page.getByTestId('check-ticket-form');
  await expect(form.getByRole('button', { name: 'Check' })).toBeDisabled();
  await form.locator('input[name="reference"]').fill('   ');
  await expect(form.getByRole('button', { name: 'Check' })).toBeDisabled();
  await form.locator('input[name="reference"]').fill('CASH-NOSUCHTICKET');
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('check-error')).toHaveText('No ticket found');

  await form.locator('input[name="reference"]').fill(` ${reference} `);
  await form.getByRole('button', { name: 'Check' }).click();
  const modal = page.getByTestId('ticket-modal');
  await expect(modal).toContainText(reference);
  await expect(page.getByTestId('ticket-status')).toHaveText('Pending');
  await expect(modal.locator('li')).toHaveCount(2);
  await expect(modal).toContainText('20.00');
  await expect(modal).toContainText('Potential Win');
  await page.screenshot({ path: `test-results/screens/${test.info().project.name}-check-ticket.png` });
});
