// Shared steps of the account journeys: a fresh phone number, registration with the code read from the
// local SMS outbox, login, and an operator credit through the admin endpoint.
import { expect, type Page, type APIRequestContext } from '@playwright/test';

export const OPERATOR = process.env.OPERATOR_TOKEN ?? 'e2e-operator-token';
/** A fresh phone number per run and project (tests on phone and desktop run side by side). */
export const uniquePhone = (): string => `09${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
export const canonical = (typed: string): string => `+251${typed.slice(1)}`;

export async function readCode(request: APIRequestContext, phone: string): Promise<string> {
  for (let i = 0; i < 20; i += 1) {
    const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    const body = (await res.json()) as { messages: Array<{ text: string }> };
    const code = /\b(\d{6})\b/.exec(body.messages[0]?.text ?? '')?.[1];
    if (code) {
      return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code for ${phone}`);
}

export async function register(page: Page, request: APIRequestContext, typed: string): Promise<void> {
  await page.getByTestId('open-register').click();
  const form = page.getByTestId('register-form');
  await form.locator('input[name="phone"]').fill(typed);
  await form.locator('input[name="password"]').fill('secret12');
  await form.locator('input[name="confirm"]').fill('secret12');
  await form.locator('input[name="agree"]').check();
  await form.getByRole('button', { name: 'Register' }).click();
  const otp = page.getByTestId('otp-form');
  // A sign-up and its verification each cost a memory-hard hash: seconds on a busy machine.
  await expect(otp.getByTestId('otp-countdown')).toContainText(/Code expires in [45]:\d\d/, { timeout: 30_000 });
  await otp.locator('input[name="otp"]').fill(await readCode(request, canonical(typed)));
  await otp.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('form-note')).toContainText('Your phone is verified', { timeout: 30_000 });
}

export async function login(page: Page, typed: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.locator('input[name="identifier"]').fill(typed);
  await form.locator('input[name="password"]').fill('secret12');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('auth-dialog')).toBeHidden();
}

export async function credit(request: APIRequestContext, phone: string, amount: number): Promise<void> {
  const res = await request.post('/api/admin/v1/wallets/credit', {
    headers: { Authorization: `Bearer ${OPERATOR}` },
    data: { phone, amount, reason: 'e2e credit' },
  });
  expect(res.status()).toBe(200);
}
