// The built client under the server's Content-Security-Policy: every screen a visitor reaches in a few taps
// loads, renders and talks to the server (HTTP and the live socket) with no CSP violation reported by
// Chromium, and the answer carries the policy (frame-ancestors 'none', so no page can frame the site).
import { test, expect, type Page } from '@playwright/test';

async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) {
      refused.push(m.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...refused, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

test('the client runs under the CSP with no violation on home, sports, check-ticket and the sign-up form', async ({ page }) => {
  const violations = await collectViolations(page);
  const first = await page.goto('/');
  const csp = first?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(first?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  for (const path of ['/sports', '/check-ticket']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/');
  await page.getByTestId('open-register').click();
  await expect(page.getByTestId('register-form')).toBeVisible();
  expect(await violations()).toEqual([]);
});
