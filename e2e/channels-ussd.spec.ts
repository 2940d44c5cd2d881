// Issue 34's USSD journey on the feature-phone simulator (/sim/ussd): a new phone dials *804#, chooses English,
// registers (21+, a PIN twice), deposits 100 ETB through the simulated Telebirr push (the simulated phone approves it
// after SIM_USSD_DELAY_MS) and sees it in its balance, places a multiple by match code with the slip's figures, PIN
// and confirmation; then the same phone sets a web password with "Forgot password?" (the code by SMS) and finds the
// ticket in the web's Bet History.
import { expect, test, type Page } from '@playwright/test';
import { readCode, uniquePhone } from './account-helpers.ts';

const PIN = '4821';

/** Types keys on the keypad and presses the green key; returns the next screen's text. */
async function press(page: Page, keys: string): Promise<string> {
  const screen = page.locator('#screen');
  const before = await screen.textContent();
  for (const k of keys) {
    await page.click(`[data-k="${k}"]`);
  }
  await page.click('#send');
  await expect(screen).not.toHaveText(before ?? '', { timeout: 15_000 });
  return (await screen.textContent()) ?? '';
}

/** Dials the service code afresh: an open session is hung up (End), an ended one dismissed (the green key). */
async function dial(page: Page): Promise<string> {
  const state = await page.locator('#screen').getAttribute('data-state');
  if (state === 'ended') {
    await page.click('#send');
  } else if (state === 'open') {
    await page.click('#end');
  }
  await expect(page.locator('#screen')).toHaveAttribute('data-state', 'idle');
  return press(page, '*804#');
}

test('register by USSD, deposit 100 ETB, place a multiple, and see it in the web history', async ({ page, request }) => {
  test.setTimeout(180_000);
  const typed = uniquePhone();
  const phone = `+251${typed.slice(1)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sim/ussd');
  await page.fill('#msisdn', phone);

  expect(await dial(page)).toContain('ትግርኛ');
  expect(await press(page, '1')).toBe('Welcome to BirrBet\n1 Register\n2 Help\n3 Language');
  expect(await press(page, '1')).toContain('Are you 21 or older?');
  expect(await press(page, '1')).toContain('Choose a 4-digit PIN');
  expect(await press(page, PIN)).toBe('Enter the same PIN again:');
  expect(await press(page, PIN)).toContain(`Your BirrBet account is ${phone}`);
  await page.screenshot({ path: test.info().outputPath('ussd-registered.png') });

  expect(await dial(page)).toMatch(/^BirrBet\n1 Bet by code/);
  expect(await press(page, '6')).toBe('Deposit amount in ETB:');
  expect(await press(page, '100')).toBe(`Deposit 100.00 ETB from ${phone}.\nEnter your PIN:`);
  expect(await press(page, PIN)).toBe(`Deposit 100.00 ETB from ${phone} (Telebirr)?\n1 Yes\n2 No`);
  expect(await press(page, '1')).toContain('Approve the 100.00 ETB payment on your phone');
  // The simulated phone approves after SIM_USSD_DELAY_MS; the balance screen shows it once credited (on top of the
  // demo's 100.00 ETB welcome funds every new account gets: docs/decisions/money-and-ledger.md).
  await expect(async () => {
    await dial(page);
    expect(await press(page, '3')).toMatch(/^Balance 200\.00 ETB/);
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  // Two match codes from the top matches (the match screen's header names each match's code).
  await dial(page);
  await press(page, '2');
  await press(page, '1');
  const second = await press(page, '2');
  const codeB = /^#(\d+) /.exec(second)?.[1];
  expect(codeB, second).toBeDefined();
  await dial(page);
  await press(page, '2');
  await press(page, '1');
  expect(await press(page, '1')).toMatch(/^#\d+ .+\n1 /);
  expect(await press(page, '1')).toMatch(/^Slip: 1 pick\(s\)/);
  expect(await press(page, '1')).toBe('Enter the match code:');
  expect(await press(page, codeB ?? '')).toMatch(new RegExp(`^#${codeB} `));
  expect(await press(page, '1')).toMatch(/^Slip: 2 pick\(s\), odds [\d.]+\n1 Add a match\n2 Enter stake/);
  expect(await press(page, '2')).toBe('Stake in ETB (1-100000):');
  const figures = await press(page, '20');
  expect(figures).toMatch(/^Multiple odds [\d.]+\nStake 20\.00 VAT 2\.61\nBonus [\d.]+ Tax [\d.]+\nWin [\d.]+ ETB\nEnter your PIN:$/);
  await page.screenshot({ path: test.info().outputPath('ussd-slip.png') });
  expect(await press(page, PIN)).toMatch(/^Place Multiple of 20\.00 ETB to win [\d.]+ ETB\?\n1 Yes, place\n2 No$/);
  const placed = await press(page, '1');
  const reference = /Ticket (BB-[A-Z2-7]{10}) placed/.exec(placed)?.[1] ?? '';
  expect(reference, placed).not.toBe('');

  // The web: the account exists with a random password; "Forgot password?" sets one with a code by SMS.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByTestId('open-login').click();
  await page.getByTestId('login-form').getByRole('button', { name: 'Forgot password?' }).click();
  const restore = page.getByTestId('restore-form');
  await restore.locator('input[name="phone"]').fill(typed);
  await restore.getByRole('button', { name: 'Send code' }).click();
  await expect(restore.getByTestId('restore-sent')).toBeVisible({ timeout: 15_000 });
  await restore.locator('input[name="otp"]').fill(await readCode(request, phone));
  await restore.getByRole('button', { name: 'Verify code' }).click();
  await restore.locator('input[name="password"]').fill('ussd-web-secret-9');
  await restore.locator('input[name="confirm"]').fill('ussd-web-secret-9');
  await restore.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByTestId('form-note')).toHaveText('Your password is updated. Please log in.', { timeout: 30_000 });
  const login = page.getByTestId('login-form');
  await login.locator('input[name="identifier"]').fill(typed);
  await login.locator('input[name="password"]').fill('ussd-web-secret-9');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('auth-dialog')).toBeHidden({ timeout: 30_000 });
  // 100.00 welcome + 100.00 deposited − 20.00 staked by USSD.
  await expect(page.getByTestId('balance')).toHaveText(/180\.00/);

  await page.goto('/history');
  const row = page.getByTestId('history-row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('history-status')).toHaveText('Pending');
  await expect(row).toContainText('20.00 ETB');
  await expect(row).toContainText('2 selections · Multiple');
  await page.screenshot({ path: test.info().outputPath('ussd-web-history.png') });
});
