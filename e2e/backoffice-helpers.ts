// Steps of the back-office journeys (issue 33): operators made through the operator endpoint with the journeys'
// token (its roles include admin), a first sign-in in the browser (temporary password → new password → authenticator
// enrolled from the key the page shows), later sign-ins with a fresh TOTP code, computed with the server's own RFC 6238
// code (as any authenticator app would), never the same step twice.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { base32Decode, hotp, stepAt, TOTP_STEP_MS } from '../server/modules/backoffice/totp.ts';
import { OPERATOR } from './account-helpers.ts';

export const OPERATOR_PASSWORD = 'a long e2e passphrase 2026';
const lastStep = new Map<string, number>();

/** A code the server has not taken yet: this step's, or the next one's (the server allows one step ahead). */
export async function freshCode(secret: string): Promise<string> {
  let now = stepAt(Date.now());
  const last = lastStep.get(secret) ?? -1;
  if (last >= now + 1) {
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * TOTP_STEP_MS - Date.now() + 200));
    now = stepAt(Date.now());
  }
  const step = Math.max(now, last + 1);
  lastStep.set(secret, step);
  return hotp(base32Decode(secret) ?? Buffer.alloc(0), step);
}

let serial = 0;

/** An operator made with the journeys' token: login and temporary password. */
export async function createOperator(request: APIRequestContext, roles: string[], name: string): Promise<{ login: string; password: string }> {
  serial += 1;
  const login = `e2e-${Date.now().toString(36)}-${serial}-${roles[0]}@birrbet.test`;
  const res = await request.post('/api/admin/v1/operators', {
    headers: { Authorization: `Bearer ${OPERATOR}` },
    data: { name, email: login, roles },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { login, password: ((await res.json()) as { temporary_password: string }).temporary_password };
}

/** First sign-in: the temporary password, a new one, an authenticator enrolled. Returns the TOTP secret. */
export async function firstSignIn(page: Page, login: string, temporary: string): Promise<string> {
  await page.goto('/backoffice');
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(temporary);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.locator('input[name="current"]').fill(temporary);
  await page.locator('input[name="next"]').fill(OPERATOR_PASSWORD);
  await page.locator('input[name="repeat"]').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the code to scan' }).click();
  await expect(page.getByTestId('totp-qr').locator('svg')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.locator('input[name="code"]').fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('pending-count')).toBeVisible();
  return secret;
}

/** A later sign-in: password, then the code the server asks for. */
export async function signIn(page: Page, login: string, secret: string): Promise<void> {
  await page.goto('/backoffice');
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('input[name="code"]').fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('pending-count')).toBeVisible();
}
