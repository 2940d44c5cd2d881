// Cash-out as a player does it (issue 32): sign up, place a prematch multiple of two legs, open Bet History, where the
// pending ticket shows its cash-out offer; cash out half of the stake with the slider (the amount shown is the
// offer's share, confirmed before it is taken, and the balance grows by it), then the rest; the ticket is CASHED_OUT
// in history, in its modal and in Check Ticket by its reference, with the amount it was cashed out for, and both
// cash-outs listed there; Bet History's 'Cashed out' chip lists it. Before that an automatic cash-out value is set (the
// most the ticket may win) and cleared again; at 360 px nothing of the panel is cut.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, register, uniquePhone } from './account-helpers.ts';
import { leagueOdds as odds, openHome } from './home-helpers.ts';

const amountOf = async (l: Locator): Promise<number> => Number(/([\d,]+\.\d\d)/.exec((await l.textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? NaN);
const balanceOf = async (page: Page): Promise<number> => amountOf(page.getByTestId('balance'));

/** Nothing of the page reaches past the viewport's width (no cut texts, no sideways scrolling). */
async function fitsWidth(page: Page, l: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = await l.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

/** Takes the cash-out the panel shows now (its 'Cash out X ETB', then the confirmation): the amount it says it paid. */
async function cashOut(panel: Locator): Promise<number> {
  const take = panel.getByTestId('cashout-take');
  const shown = await amountOf(take);
  await take.click();
  await expect(panel.getByTestId('cashout-confirm-text')).toContainText(`${shown.toFixed(2)} ETB`);
  await panel.getByTestId('cashout-confirm').click();
  const taken = panel.getByTestId('cashout-taken');
  await expect(taken).toBeVisible({ timeout: 20_000 });
  const paid = await amountOf(taken);
  expect(paid).toBeGreaterThanOrEqual(shown);
  return paid;
}

test('a multiple cashed out in half with the slider, then the rest: CASHED_OUT in history and in Check Ticket', async ({ page, request }) => {
  test.setTimeout(120_000);
  const typed = uniquePhone();
  await openHome(page);
  await register(page, request, typed);
  await login(page, typed);
  await odds(page, 0, 0).click();
  await odds(page, 1, 2).click();
  await page.getByTestId('betslip-bar').click();
  await page.getByTestId('slip-stake').fill('20');
  await page.getByTestId('place-bet').click();
  const reference = (await page.getByTestId('reference').textContent()) ?? '';
  await page.getByTestId('reference-dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('balance')).toHaveText('80.00 ETB');

  await page.goto('/history');
  const row = page.getByTestId('history-list').locator('li').filter({ hasText: reference });
  const panel = row.getByTestId('cashout');
  await expect(panel.getByTestId('cashout-offer')).toHaveText(/^\d+\.\d\d ETB$/, { timeout: 20_000 });
  await panel.getByTestId('cashout-open').click();
  await expect(panel.getByTestId('cashout-part')).toHaveText('20.00 of 20.00 ETB');

  // An automatic cash-out value: below the offer it is refused before anything is sent; the most the ticket may win
  // is taken and shown; Clear brings the field back.
  const hint = panel.getByTestId('cashout-auto-hint');
  await expect(hint).toHaveText(/^Above [\d,]+\.\d\d ETB, at most [\d,]+\.\d\d ETB$/);
  const [, offerText, maxText] = /Above ([\d,]+\.\d\d) ETB, at most ([\d,]+\.\d\d) ETB/.exec((await hint.textContent()) ?? '') ?? [];
  const autoInput = panel.getByTestId('cashout-auto-input');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/shots/cashout-auto-field-${test.info().project.name}.png` });
  if (test.info().project.name === 'mobile') {
    await page.setViewportSize({ width: 360, height: 780 });
    await fitsWidth(page, panel);
    await page.screenshot({ path: 'test-results/shots/cashout-auto-field-360.png' });
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await autoInput.fill(offerText ?? '');
  await panel.getByTestId('cashout-auto-set').click();
  await expect(hint).toHaveText(`Enter an amount above ${offerText} ETB and at most ${maxText} ETB`);
  await autoInput.fill((maxText ?? '').replace(/,/g, ''));
  await panel.getByTestId('cashout-auto-set').click();
  await expect(panel.getByTestId('cashout-auto-value')).toHaveText(`Automatic cash out at ${maxText} ETB`);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/shots/cashout-auto-${test.info().project.name}.png` });
  if (test.info().project.name === 'mobile') {
    await page.setViewportSize({ width: 360, height: 780 });
    await fitsWidth(page, panel);
    await page.screenshot({ path: 'test-results/shots/cashout-auto-360.png' });
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await panel.getByTestId('cashout-auto-clear').click();
  await expect(autoInput).toBeVisible();
  await expect(panel.getByTestId('cashout-auto-value')).toHaveCount(0);
  // Half the stake: 10 steps of 1 ETB down the slider, from the keyboard as from a finger.
  const slider = panel.getByTestId('cashout-slider');
  await slider.focus();
  for (let i = 0; i < 10; i += 1) {
    await slider.press('ArrowLeft');
  }
  await expect(panel.getByTestId('cashout-part')).toHaveText('10.00 of 20.00 ETB');
  const whole = await amountOf(panel.getByTestId('cashout-offer'));
  const half = await amountOf(panel.getByTestId('cashout-take'));
  expect(half).toBeGreaterThan(0);
  expect(half).toBeLessThanOrEqual(whole / 2 + 0.01);
  await page.screenshot({ path: `test-results/shots/cashout-half-${test.info().project.name}.png` });
  const first = await cashOut(panel);
  await expect.poll(() => balanceOf(page)).toBeCloseTo(80 + first, 2);
  await panel.getByTestId('cashout-ok').click();

  // The rest: 10 ETB still open, and what was cashed out so far.
  await expect(panel.getByTestId('cashout-open-stake')).toContainText('Open stake 10.00 ETB');
  await expect(panel.getByTestId('cashout-cashed')).toHaveText(`${first.toFixed(2)} ETB`);
  await expect(panel.getByTestId('cashout-part')).toHaveText('10.00 of 10.00 ETB', { timeout: 20_000 });
  const second = await cashOut(panel);
  await expect.poll(() => balanceOf(page)).toBeCloseTo(80 + first + second, 2);
  await panel.getByTestId('cashout-ok').click();
  await expect(row.getByTestId('history-status')).toHaveText('Cashed out');
  await expect(row.getByTestId('history-row')).toHaveAttribute('data-status', 'CASHED_OUT');
  await expect(row.getByTestId('history-win')).toHaveText(`${(first + second).toFixed(2)} ETB`);
  await expect(row.getByTestId('cashout')).toHaveCount(0);
  await page.screenshot({ path: `test-results/shots/cashout-done-${test.info().project.name}.png` });

  await row.getByTestId('history-row').click();
  const modal = page.getByTestId('ticket-modal');
  await expect(modal.getByTestId('ticket-status')).toHaveText('Cashed out');
  await expect(modal.getByTestId('ticket-amount')).toHaveText((first + second).toFixed(2));
  await expect(modal.getByTestId('cashout')).toHaveCount(0);
  // Both cash-outs, oldest first: what each paid for its half of the stake, and when.
  const lines = modal.getByTestId('ticket-cashout');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveText(new RegExp(`^Cashed out ${first.toFixed(2)} ETB of 10\\.00 ETB stake · \\d{1,2}:\\d\\d`));
  await expect(lines.nth(1)).toHaveText(new RegExp(`^Cashed out ${second.toFixed(2)} ETB of 10\\.00 ETB stake · \\d{1,2}:\\d\\d`));
  await modal.getByTestId('ticket-cashouts').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/shots/cashout-list-${test.info().project.name}.png` });
  if (test.info().project.name === 'mobile') {
    await page.setViewportSize({ width: 360, height: 780 });
    await fitsWidth(page, modal.getByTestId('ticket-cashouts'));
    await page.screenshot({ path: 'test-results/shots/cashout-list-360.png' });
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await page.keyboard.press('Escape');

  // Bet History's 'Cashed out' chip lists it; 'Pending' no longer does.
  await page.getByTestId('filter-CASHED_OUT').click();
  await expect(page.getByTestId('filter-CASHED_OUT')).toHaveText('Cashed out');
  await expect(page.getByTestId('history-list').locator('li').filter({ hasText: reference })).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('filter-PENDING').click();
  await expect(page.getByTestId('history-list').locator('li').filter({ hasText: reference })).toHaveCount(0);

  await page.goto('/check-ticket');
  const form = page.getByTestId('check-ticket-form');
  await form.locator('input[name="reference"]').fill(reference);
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(modal).toContainText(reference);
  await expect(modal.getByTestId('ticket-status')).toHaveText('Cashed out');
  await expect(modal.getByTestId('ticket-amount')).toHaveText((first + second).toFixed(2));
  await expect(modal.getByTestId('ticket-cashout')).toHaveCount(2);
  await page.screenshot({ path: `test-results/shots/cashout-check-${test.info().project.name}.png` });
});
