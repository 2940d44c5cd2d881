// Account security journeys of issue 29, phone and desktop: restore a password in the UI end to end (the code taken
// from a pasted SMS, the new password typed into a field that takes it) and sign in with the new one; a login opened
// by the setActiveSection event goes home; an unknown promo code is refused on its field; change the password in
// the profile: the player's other device is signed out, and the new password signs in.
import { test, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { canonical, readCode, register, uniquePhone } from './account-helpers.ts';

const SMS = (code: string): string => `Your BirrBet verification code is ${code}. It expires in 5 minutes.`;

async function signIn(page: Page, typed: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.locator('input[name="identifier"]').fill(typed);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('auth-dialog')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');
}

/** Pastes through the system clipboard, as a player does with the SMS they copied. */
async function pasteInto(page: Page, selector: string, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.locator(selector).focus();
  await page.keyboard.press('ControlOrMeta+V');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Each sign-up, login and password change costs a memory-hard hash (0.6 s alone, far more on a busy machine).
  test.setTimeout(150_000);
});

test('restore a password in the UI: pasted SMS code, new password, then sign in with it', async ({ page, request }, info) => {
  const typed = uniquePhone();
  await page.goto('/');
  await register(page, request, typed);
  await page.getByTestId('login-form').getByRole('button', { name: 'Forgot password?' }).click();
  const restore = page.getByTestId('restore-form');
  await restore.locator('input[name="phone"]').fill(typed);
  // One code per phone per 30 s window (the sign-up's was just sent): ask again until the next window takes it.
  await expect(async () => {
    await restore.getByRole('button', { name: 'Send code' }).click();
    await expect(restore.getByTestId('restore-sent')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  // The reset code is the newest SMS (the sign-up's came first).
  const code = await readCode(request, canonical(typed));
  await pasteInto(page, '[data-testid="restore-form"] input[name="otp"]', SMS(code));
  await expect(restore.locator('input[name="otp"]')).toHaveValue(code);
  await restore.getByRole('button', { name: 'Verify code' }).click();

  const next = restore.locator('input[name="password"]');
  await expect(next).toBeVisible();
  expect(await next.getAttribute('maxlength')).toBeNull();
  await next.fill('fresh-secret-31');
  await restore.locator('input[name="confirm"]').fill('fresh-secret-31');
  await expect(next).toHaveValue('fresh-secret-31');
  await page.screenshot({ path: `test-results/screens/${info.project.name}-restore-password.png` });
  await restore.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByTestId('form-note')).toHaveText('Your password is updated. Please log in.', { timeout: 30_000 });

  const login = page.getByTestId('login-form');
  await login.locator('input[name="identifier"]').fill(typed);
  await login.locator('input[name="password"]').fill('secret12');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Invalid phone number or password', { timeout: 30_000 });
  await signIn(page, typed, 'fresh-secret-31');
});

test('a login opened by the setActiveSection event goes home on success', async ({ page, request }) => {
  const typed = uniquePhone();
  await page.goto('/');
  await register(page, request, typed);
  await page.getByTestId('auth-dialog').getByRole('button', { name: 'Close' }).click();
  // Bet History's own login button sends the event (spec §2).
  await page.goto('/history');
  await page.getByTestId('history-login').getByRole('button').click();
  await signIn(page, typed, 'secret12');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown promo code at sign-up is refused on its field; the dialog never shows the help line without its number', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('open-register').click();
  const form = page.getByTestId('register-form');
  await form.locator('input[name="phone"]').fill(uniquePhone());
  await form.locator('input[name="password"]').fill('secret12');
  await form.locator('input[name="confirm"]').fill('secret12');
  await form.locator('input[name="promo"]').fill('nosuchcode');
  await form.locator('input[name="agree"]').check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByTestId('promo-error')).toHaveText('This promo code is not valid. Check it or leave the field empty');
  await expect(form.locator('input[name="promo"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('support-line')).toHaveText(/^Need help\? Call \+251[\d ]+$/);
});

test('change the password in the profile: the other device is signed out, the new password signs in', async ({ page, request, browser }, info) => {
  const typed = uniquePhone();
  await page.goto('/');
  await register(page, request, typed);
  await signIn(page, typed, 'secret12');

  const use = info.project.use;
  const other = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    storageState: use.storageState as BrowserContextOptions['storageState'],
    serviceWorkers: 'block',
  });
  const second = await other.newPage();
  await second.goto('/');
  await second.getByTestId('open-login').click();
  await signIn(second, typed, 'secret12');

  await page.getByTestId('account-button').click();
  await page.getByTestId('menu-phone').click();
  const panel = page.getByTestId('profile-panel');
  await panel.getByTestId('change-password-open').click();
  const form = panel.getByTestId('change-password-form');
  await form.locator('input[name="current"]').fill('wrong-pass-1');
  await form.locator('input[name="password"]').fill('changed-secret-8');
  await form.locator('input[name="confirm"]').fill('changed-secret-8');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByTestId('form-error')).toHaveText('The current password is not correct', { timeout: 30_000 });
  await form.locator('input[name="current"]').fill('secret12');
  await page.screenshot({ path: `test-results/screens/${info.project.name}-change-password.png` });
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByTestId('form-note')).toHaveText('Your password is changed. Your other devices are signed out.', { timeout: 30_000 });

  // The other device's session ended: it is signed out without a reload.
  await expect(second.getByTestId('open-login')).toBeVisible();
  await other.close();

  // This device stays signed in until it logs out; then only the new password signs in.
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');
  await panel.getByRole('button', { name: 'Logout' }).click();
  await page.getByTestId('open-login').click();
  // The old password no longer signs in (tests/server/auth-change-password.test.ts); the new one does.
  await signIn(page, typed, 'changed-secret-8');
});

test('at 360 px in Amharic, Afan Oromo and Tigrinya the promo refusal and the change-password form are whole', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'mobile', 'a phone layout');
  await page.setViewportSize({ width: 360, height: 780 });
  const typed = uniquePhone();
  await page.goto('/');
  await register(page, request, typed);
  await signIn(page, typed, 'secret12');
  /** Every label, button and error line in the part shows its whole text: nothing is cut or runs past the screen. */
  const whole = (selector: string) =>
    page
      .locator(selector)
      .evaluate((root) =>
        [...root.querySelectorAll('label, button, [role="alert"], [role="status"], h3')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth)
          .map((el) => el.textContent),
      );
  for (const lang of ['am', 'or', 'ti']) {
    await page.evaluate((l) => window.localStorage.setItem('language', l), lang);
    await page.reload();
    await page.getByTestId('account-button').click();
    await page.getByTestId('menu-phone').click();
    const panel = page.getByTestId('profile-panel');
    await panel.getByTestId('change-password-open').click();
    const form = panel.getByTestId('change-password-form');
    await form.locator('input[name="current"]').fill('secret12');
    await form.locator('input[name="password"]').fill('short');
    await form.locator('input[name="confirm"]').fill('short');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByTestId('form-error')).toBeVisible();
    await expect(form.getByTestId('form-error')).not.toContainText('Password');
    expect(await whole('[data-testid="change-password-form"]')).toEqual([]);
    await page.screenshot({ path: `test-results/screens/change-password-360-${lang}.png` });
    await page.getByTestId('profile-backdrop').click({ position: { x: 5, y: 400 } });
  }
  await panelLogout(page);
  await page.getByTestId('open-register').click();
  const form = page.getByTestId('register-form');
  await form.locator('input[name="phone"]').fill(uniquePhone());
  await form.locator('input[name="password"]').fill('secret12');
  await form.locator('input[name="confirm"]').fill('secret12');
  await form.locator('input[name="promo"]').fill('nosuchcode');
  await form.locator('input[name="agree"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(form.getByTestId('promo-error')).toBeVisible({ timeout: 30_000 });
  expect(await whole('[data-testid="register-form"]')).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/promo-refused-360-ti.png', fullPage: true });
});

async function panelLogout(page: Page): Promise<void> {
  await page.getByTestId('account-button').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('open-login')).toBeVisible();
}
