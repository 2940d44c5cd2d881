// "Report a problem" (issue 12): a signed-in player who made a pick saves the session from the profile panel;
// the download is a JSONL file — a context line (build, language, viewport, browser), then this visit's events
// with the pick among them — and holds neither the session token nor the password nor the sign-up code.
import { test, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { uniquePhone, register, login, readCode, canonical } from './account-helpers.ts';

test('the profile panel saves this visit as JSONL without the session token or password', async ({ page, request }) => {
  const typed = uniquePhone();
  await page.goto('/');
  // The 'Upcoming' list is on the home of both layouts; its first price is the pick.
  const odds = page.getByTestId('upcoming').getByTestId('odds').first();
  await expect(odds).toBeVisible();
  await register(page, request, typed);
  await login(page, typed);
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  expect(token?.length).toBeGreaterThanOrEqual(16);

  await page.getByTestId('account-button').click();
  await page.getByTestId('menu-phone').click();
  const panel = page.getByTestId('profile-panel');
  const saving = page.waitForEvent('download');
  await panel.getByTestId('report-problem').click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^birrbet-session-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.jsonl$/);
  await expect(panel.getByTestId('report-saved')).toContainText(download.suggestedFilename());

  const text = await readFile(await download.path(), 'utf8');
  const lines = text.trimEnd().split('\n');
  const [head, ...events] = lines.map((l) => JSON.parse(l) as Record<string, any>);
  const viewport = page.viewportSize();
  expect(head?.context).toMatchObject({
    app: 'birrbet',
    language: 'en',
    path: '/',
    viewport: { width: viewport?.width, height: viewport?.height },
    events: events.length,
    dropped: 0,
  });
  expect(head?.context.build).toMatch(/^index-.+\.js$/);
  expect(head?.context.userAgent).toContain('Chrome');

  const types = events.map((e) => e.type as string);
  expect(types.every((t) => /^v1\.[A-Z]\w+$/.test(t))).toBe(true);
  expect(types).toContain('v1.SignedIn');
  // Start-up's own events come first (the language; the low-data setting; a server-rendered page's replayed reads).
  expect(types.indexOf('v1.LanguageSelected')).toBeGreaterThanOrEqual(0);
  expect(types.indexOf('v1.LanguageSelected')).toBeLessThan(types.indexOf('v1.SignedIn'));
  expect(types.some((t) => /^v1\.\w+Loaded$/.test(t))).toBe(true);
  const pick = events.find((e) => e.type === 'v1.SelectionToggled');
  expect(pick?.payload.slot).toBe(0);
  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));

  expect(text).not.toContain(token ?? '');
  expect(text).not.toContain('secret12');
  const code = await readCode(request, canonical(typed));
  expect(text).not.toContain(`"${code}"`);
  expect(events.find((e) => e.type === 'v1.SignedIn')?.payload.session.id).toBe('[redacted]');
});
