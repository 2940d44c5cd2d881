// The Telegram journey (issue 34) on the simulator's chat page (/sim/telegram): a player registered on the web links
// their Telegram account (shares their own contact, types the code the SMS outbox holds), places a bet from the
// inline buttons (a price, a stake, Place), then opens the Mini App from the chat and is signed in there already —
// no password — with the balance the bet left.
import { expect, test } from '@playwright/test';
import { canonical, credit, readCode, register, uniquePhone } from './account-helpers.ts';

test('link Telegram, bet from inline buttons, open the Mini App signed in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const typed = uniquePhone();
  const phone = canonical(typed);
  await page.goto('/');
  await register(page, request, typed);
  await credit(request, phone, 100);

  await page.goto('/sim/telegram');
  const telegramId = String(600_000_000 + Math.floor(Math.random() * 100_000_000));
  await page.locator('#uid').fill(telegramId);
  await page.locator('#uid').dispatchEvent('change');
  await page.locator('#uphone').fill(phone);
  await page.locator('#ulang').selectOption('en');
  const chat = page.locator('#chat');
  const last = () => chat.locator('.msg.bot').last();

  await page.getByRole('button', { name: '/start' }).click();
  await expect(last()).toContainText('Welcome to BirrBet!');
  await page.locator('#reply').getByRole('button', { name: 'Share my phone number' }).click();
  await expect(last()).toContainText('We sent a 6-digit code by SMS');
  await page.locator('#text').fill(await readCode(request, phone));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(last()).toContainText('Linked! This chat now uses the BirrBet account');

  await last()
    .getByRole('button', { name: /Balance/ })
    .click();
  await expect(last()).toContainText(/^Balance: \d+\.\d\d ETB/);
  const before = Number(/Balance: (\d+\.\d\d)/.exec((await last().textContent()) ?? '')?.[1]);
  expect(before).toBeGreaterThanOrEqual(100);
  await last().getByRole('button', { name: /Menu/ }).click();

  await last()
    .getByRole('button', { name: /Matches/ })
    .click();
  const price = chat.locator('.kb button', { hasText: /^1 · \d+\.\d\d$/ }).first();
  await expect(price).toBeVisible();
  await price.click();
  await expect(page.locator('#toast')).toContainText('Added:');
  await expect(last()).toContainText('Choose a stake or type an amount in ETB.');
  await last().getByRole('button', { name: '20', exact: true }).click();
  await expect(last()).toContainText('Stake: 20.00 ETB');
  await last()
    .getByRole('button', { name: /Place bet/ })
    .click();
  await expect(chat.locator('.msg.bot', { hasText: 'Bet placed. Ticket' })).toContainText(/Ticket [A-Z0-9-]+\nStake 20\.00 ETB/);

  // The Mini App: the page opens the web app with Telegram's signed launch data in the hash, and no password is typed.
  const [app] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open app' }).click()]);
  await expect(app.getByTestId('balance')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => Number(((await app.getByTestId('balance').textContent()) ?? '').replace(/[^\d.]/g, '')))
    .toBe(Math.round((before - 20) * 100) / 100);
  expect(app.url()).not.toContain('tgWebAppData');
});
