// Booking codes (issue 18) as players use them: one builds a slip, saves it as a code and sees the code, its expiry,
// Copy and the SMS / WhatsApp / Telegram links carrying the code's link; another, in a fresh browser, opens that link
// (/?booking=CODE): the slip opens with the same picks, the parameter is gone from the address, and a code nobody
// saved, typed into the slip's field, is refused in words. A code loaded into an empty slot reports a moved price
// (old → new) and a closed pick, which stays out of the slip.
import { test, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { leagueOdds as odds, openHome as open } from './home-helpers.ts';

/** Three picks in the slip, opened: the journeys' common start. */
async function slipOfThree(page: Page): Promise<void> {
  await open(page);
  await odds(page, 0, 0).click();
  await odds(page, 1, 2).click();
  await odds(page, 2, 1).click();
  await page.getByTestId('betslip-bar').click();
  await expect(page.getByTestId('slip-pick')).toHaveCount(3);
}

test('save a slip as a booking code, share it, and load it from the link in a fresh browser', async ({ page, browser, baseURL }) => {
  await slipOfThree(page);
  const picks = await page.getByTestId('slip-pick').locator('b').allInnerTexts();
  expect(picks).toHaveLength(3);

  await page.getByTestId('booking-save').click();
  const codeText = page.getByTestId('booking-code');
  await expect(codeText).toHaveText(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
  const code = await codeText.innerText();
  await expect(page.getByTestId('booking-expiry')).toContainText('Valid until');
  const link = `${baseURL}/?booking=${code}`;
  await expect(page.getByTestId('share-sms')).toHaveAttribute(
    'href',
    new RegExp(`^sms:\\?&body=.*${encodeURIComponent(link).replace(/[.?]/g, '\\$&')}`),
  );
  await expect(page.getByTestId('share-whatsapp')).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${code}`));
  await expect(page.getByTestId('share-telegram')).toHaveAttribute(
    'href',
    `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(`Bet on my BirrBet slip with booking code ${code}:`)}`,
  );
  await expect(page.getByTestId('booking-copy')).toBeVisible();
  await page.screenshot({ path: `/tmp/ha-shots/saved-${test.info().project.name}.png` }).catch(() => undefined);

  const use = test.info().project.use;
  const fresh = await browser.newContext({
    baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    storageState: use.storageState as BrowserContextOptions['storageState'],
    serviceWorkers: 'block',
  });
  try {
    const other = await fresh.newPage();
    await other.goto(`/?booking=${code.toLowerCase()}`);
    const panel = other.getByTestId('betslip-panel');
    await expect(panel).toBeVisible();
    await expect(other.getByTestId('booking-report')).toContainText(`Code ${code}: 3 picks added to Betslip 1`);
    await expect(panel.getByTestId('slip-pick')).toHaveCount(3);
    expect(await panel.getByTestId('slip-pick').locator('b').allInnerTexts()).toEqual(picks);
    await expect.poll(() => new URL(other.url()).search).not.toContain('booking');
    await other.screenshot({ path: `/tmp/ha-shots/loaded-${test.info().project.name}.png` }).catch(() => undefined);

    await other.getByTestId('booking-input').fill('zzzz22');
    await other.getByTestId('booking-load').click();
    await expect(other.getByTestId('booking-load-error')).toHaveText('No slip has this booking code. Check the code and try again.');
    await other.getByTestId('booking-input').fill('ABC1');
    await other.getByTestId('booking-load').click();
    await expect(other.getByTestId('booking-load-error')).toHaveText('A booking code is 6 letters and digits, like K7M2QX.');
  } finally {
    await fresh.close();
  }
});

test('loading a code shows a moved price (old → new) and a closed pick, which is left out of the slip', async ({ page, context }) => {
  await slipOfThree(page);
  await page.getByTestId('booking-save').click();
  const code = await page.getByTestId('booking-code').innerText();
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByTestId('slip-pick')).toHaveCount(0);
  // The feed would take minutes to move a price and close a market: the answer is rewritten on its way to the page.
  await context.route('**/api/v1/booking-codes/*', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    const [, second, third] = body.selections;
    Object.assign(second, { state: 'changed', odds: 9.99 });
    Object.assign(third, { state: 'closed', odds: null });
    await route.fulfill({ response: res, json: body });
  });
  await page.getByTestId('booking-input').fill(code.toLowerCase());
  await page.getByTestId('booking-load').click();
  const report = page.getByTestId('booking-report');
  await expect(report).toContainText(`Code ${code}: 2 picks added to Betslip 2`);
  const lines = report.getByTestId('booking-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveAttribute('data-state', 'changed');
  await expect(lines.nth(0)).toContainText('→ 9.99');
  await expect(lines.nth(0)).toContainText('Price changed');
  await expect(lines.nth(1)).toHaveAttribute('data-state', 'closed');
  await expect(lines.nth(1)).toContainText('Closed — not added');
  await expect(page.getByTestId('slip-pick')).toHaveCount(2);
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(report).toBeHidden();
});
