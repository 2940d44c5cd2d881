// The risk desk's shared-device flag in Chromium (issue 33): two players sign up and sign in, one after the other, in
// one browser — the player client's device id (localStorage, sent as X-Device-ID) is the same for both and survives
// the first one's sign-out. A risk operator then sees each flagged "Shares a device" on the risk screen, with the
// other as the related player, opens the first one's page on the players desk and finds their sessions with the
// device's tag and the browser they came from. Desktop project: the back office is desktop-first.
import { expect, type Page, test } from '@playwright/test';
import { canonical, login, register, uniquePhone } from './account-helpers.ts';
import { createOperator, firstSignIn } from './backoffice-helpers.ts';

const deviceIdOf = (page: Page): Promise<string | null> => page.evaluate(() => localStorage.getItem('birrbet.device'));

async function signUpAndIn(page: Page, request: Parameters<typeof register>[1], typed: string): Promise<void> {
  await register(page, request, typed);
  await login(page, typed);
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');
}

test('two players on one browser are flagged as sharing a device; the players desk shows the device and browser', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  test.skip(isMobile === true, 'the back office is desktop-first');
  test.setTimeout(180_000);
  const [first, second] = [uniquePhone(), uniquePhone()];

  await page.goto('/');
  await signUpAndIn(page, request, first);
  const device = await deviceIdOf(page);
  expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await page.getByTestId('account-button').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('open-login')).toBeVisible();
  await signUpAndIn(page, request, second);
  expect(await deviceIdOf(page)).toBe(device);

  const risk = await browser.newPage();
  const { login: email, password } = await createOperator(request, ['risk'], 'Selam (risk)');
  await firstSignIn(risk, email, password);
  await risk.goto('/backoffice/risk');
  const flags = risk.getByTestId('risk-flags');
  // The player's own line (their phone in the first cell) of this kind of flag.
  const lineOf = (phone: string) =>
    flags.locator('tbody tr', { has: risk.locator('td:first-child a', { hasText: phone }) }).filter({ hasText: 'Shares a device' });
  for (const [player, other] of [
    [canonical(first), canonical(second)],
    [canonical(second), canonical(first)],
  ] as const) {
    const row = lineOf(player);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Signed in on a device 1 other player(s) also used');
    await expect(row.locator('td').last().getByRole('link', { name: other })).toBeVisible();
  }

  await lineOf(canonical(first)).locator('td:first-child a').click();
  const sessions = risk.getByTestId('playerSessions');
  await expect(sessions.getByTestId('playerSessions-line').first()).toBeVisible();
  const tags = await sessions.locator('code').allTextContents();
  expect(tags.length).toBeGreaterThanOrEqual(2);
  expect(new Set(tags).size).toBe(1);
  expect(tags[0]).toMatch(/^[0-9a-f]{8}$/);
  await expect(sessions.getByTestId('playerSessions-line').first()).toContainText('Mozilla/5.0');
  await risk.close();
});
