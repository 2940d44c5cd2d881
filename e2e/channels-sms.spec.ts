// Issue 34's SMS journey on the SMS phone simulator (/sim/sms): a registered phone with money asks for the next
// matches, texts a bet by match code, confirms it with the code the server sent (YES <code>) and finds the receipt —
// reference, stake, VAT, potential win, tax — in its inbox; the balance by SMS shows the stake gone. Then the
// phone switches to Amharic and its HELP answers in Ethiopic script.
import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { credit, readCode, uniquePhone } from './account-helpers.ts';

const MERCHANT = process.env.MERCHANT_ID ?? 'birrbet-demo';
const KEY = process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026';

async function send(page: Page, text: string): Promise<string> {
  const replies = page.locator('.msg[data-dir="in"]');
  const before = await replies.count();
  await page.locator('#text').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(replies).toHaveCount(before + 1);
  return (await replies.last().textContent()) ?? '';
}

test('a registered phone bets by SMS and gets the receipt in its inbox', async ({ page, request }) => {
  const typed = uniquePhone();
  const phone = `+251${typed.slice(1)}`;
  const signedPost = async (path: string, data: Record<string, unknown>) => {
    const body = JSON.stringify(data);
    const ts = String(Date.now());
    const signature = createHmac('sha256', KEY).update(`${body}${ts}${MERCHANT}`).digest('hex');
    const headers = { 'content-type': 'application/json', 'X-Merchant-ID': MERCHANT, 'X-Timestamp': ts, 'X-Signature': signature };
    const res = await request.post(path, { headers, data: body });
    expect(res.status(), path).toBe(200);
  };
  await signedPost('/api/v1/auth/register', { phone, password: 'secret12', merchant_id: MERCHANT, age_confirmed: true });
  await signedPost('/api/v1/auth/verify', { phone, otp: await readCode(request, phone), merchant_id: MERCHANT });
  await credit(request, phone, 100);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/sim/sms?phone=${encodeURIComponent(phone)}`);
  await expect(page.getByRole('heading', { name: /SMS phone/ })).toBeVisible();
  const before = /Balance: ([\d,.]+) ETB/.exec(await send(page, 'BAL'))?.[1] ?? '';
  expect(before).not.toBe('');

  const games = await send(page, 'games');
  const code = /Next matches: (\d{4,}) /.exec(games)?.[1];
  expect(code, games).toBeDefined();
  const ask = await send(page, `${code}#1#20`);
  expect(ask).toContain('Stake 20.00 ETB (VAT');
  const yes = /Reply YES (\d{4}) within 2 min/.exec(ask)?.[1];
  expect(yes, ask).toBeDefined();
  const receipt = await send(page, `YES ${yes}`);
  expect(receipt).toMatch(
    /^Bet placed\. Ref BB-[A-Z0-9]{10}\. Stake 20\.00 ETB, VAT [\d.]+, odds [\d.]+, potential win [\d,.]+ ETB, tax [\d,.]+, you get [\d,.]+ ETB\./,
  );
  const ref = /Ref (BB-[A-Z0-9]{10})/.exec(receipt)?.[1] ?? '';
  expect(await send(page, `check ${ref}`)).toContain(`Ticket ${ref}: open. Stake 20.00 ETB`);
  const after = /Balance: ([\d,.]+) ETB/.exec(await send(page, 'BAL'))?.[1] ?? '';
  expect(Number(after.replace(/,/g, ''))).toBeCloseTo(Number(before.replace(/,/g, '')) - 20, 2);

  expect(await send(page, 'LANG AM')).toContain('ቋንቋ፦ አማርኛ።');
  expect(await send(page, 'እርዳታ')).toContain('ብርቤት SMS');
  await page.screenshot({ path: test.info().outputPath('sms-phone.png') });
});
