// A new player's whole path (issue 3): register with a phone number, read the code from the local SMS
// outbox, verify, sign in and see the balance; an operator credit changes it on screen without a
// reload; a cut socket comes back with the right balance; logout clears everything.
import { test, expect } from '@playwright/test';

import { uniquePhone, canonical, register, login, credit } from './account-helpers.ts';

test('register, verify, sign in, see the balance change live, survive a cut socket, log out', async ({ page, request }, info) => {
  let cut: (() => Promise<void>) | null = null;
  await page.routeWebSocket(/\/api\/v1\/auth\/ws/, (ws) => {
    const server = ws.connectToServer();
    cut = async () => {
      await server.close({ code: 4000, reason: 'cut by test' });
    };
  });
  const typed = uniquePhone();
  const phone = canonical(typed);
  await page.goto('/');
  await register(page, request, typed);
  await login(page, typed);

  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText('100.00 ETB');
  expect(await page.evaluate(() => ['auth-state', 'authToken', 'session_id', 'merchant_id'].map((k) => localStorage.getItem(k) !== null))).toEqual([
    true,
    true,
    true,
    true,
  ]);
  await page.screenshot({ path: `test-results/screens/${info.project.name}-signed-in.png` });

  await credit(request, phone, 25.5);
  await expect(balance).toHaveText('125.50 ETB', { timeout: 2_000 });

  expect(cut).not.toBeNull();
  await cut!();
  await credit(request, phone, 10);
  await expect(balance).toHaveText('135.50 ETB', { timeout: 8_000 });

  await page.getByTestId('balance-pill').getByRole('button').click();
  await expect(balance).toHaveText('••••');

  await page.getByTestId('account-button').click();
  await expect(page.getByTestId('menu-phone')).toHaveText(phone);
  await page.getByTestId('sport-strip').click({ position: { x: 5, y: 5 } });
  await expect(page.getByTestId('account-menu')).toBeHidden();
  await page.getByTestId('account-button').click();
  await page.getByTestId('account-button').click();
  await expect(page.getByTestId('account-menu')).toBeHidden();
  await page.getByTestId('account-button').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('open-login')).toBeVisible();
  expect(await page.evaluate(() => ['auth-state', 'authToken', 'session_id', 'merchant_id'].map((k) => localStorage.getItem(k)))).toEqual([
    null,
    null,
    null,
    null,
  ]);
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
});

test('a sign-in survives a reload; wrong credentials show the server text', async ({ page, request }) => {
  const typed = uniquePhone().replace(/^09/, '07');
  await page.goto('/');
  await register(page, request, typed);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="identifier"]').fill(typed);
  await form.locator('input[name="password"]').fill('wrong-password');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Invalid phone number or password');
  await login(page, typed);
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');
});

test('the setActiveSection window event opens login; register validates before calling the server', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('setActiveSection', { detail: 'login' })));
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByTestId('login-form').getByRole('button', { name: 'Register' }).click();
  const form = page.getByTestId('register-form');
  await form.locator('input[name="phone"]').fill('0911223344');
  await form.locator('input[name="password"]').fill('12345');
  await form.locator('input[name="confirm"]').fill('12345');
  await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled();
  await form.locator('input[name="agree"]').check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Password must be at least 6 characters long');
  await form.locator('input[name="password"]').fill('123456');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Passwords do not match');
});

test('a socket closed for good shows Reconnect, which brings the live balance back', async ({ page, request }) => {
  const servers: Array<{ close: (o: { code: number; reason: string }) => Promise<void> }> = [];
  await page.routeWebSocket(/\/api\/v1\/auth\/ws/, (ws) => {
    servers.push(ws.connectToServer());
  });
  const typed = uniquePhone();
  await page.goto('/');
  await register(page, request, typed);
  await login(page, typed);
  await expect(page.getByTestId('balance')).toHaveText('100.00 ETB');
  await expect.poll(() => servers.length).toBeGreaterThan(0);
  await servers[servers.length - 1]!.close({ code: 1000, reason: 'server says bye' });
  const reconnect = page.getByTestId('reconnect');
  await expect(reconnect).toBeVisible();
  await credit(request, canonical(typed), 5);
  await reconnect.click();
  await expect(reconnect).toBeHidden();
  await expect(page.getByTestId('balance')).toHaveText('105.00 ETB');
  await credit(request, canonical(typed), 1);
  await expect(page.getByTestId('balance')).toHaveText('106.00 ETB', { timeout: 2_000 });
});
