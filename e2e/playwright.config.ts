// Playwright journeys against the built client and a running server (BASE_URL, started by
// scripts/test.mjs). Chromium is Debian's (CHROME_PATH); Playwright never downloads a browser here.
import { defineConfig } from '@playwright/test';

const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:8087',
    launchOptions,
    trace: 'off',
    // The service worker (issue 17) would answer the page's requests itself, where page.route mocks no longer see
    // them; only e2e/pwa.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
    // The promo popup (core §4) would cover the page 1.5 s after the sports load in every fresh browser; journeys
    // start as a player who chose 'never show again'. e2e/promotions.spec.ts starts without it.
    // They were written for the client-rendered page (they tap as soon as it shows, and mock API answers the
    // server-rendered page would already carry): they ask for it with the ssr=off cookie. e2e/ssr.spec.ts and
    // the journeys that open their own contexts meet the server-rendered home.
    storageState: {
      cookies: [
        {
          name: 'ssr',
          value: 'off',
          domain: new URL(process.env.BASE_URL ?? 'http://127.0.0.1:8087').hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [
        { origin: new URL(process.env.BASE_URL ?? 'http://127.0.0.1:8087').origin, localStorage: [{ name: 'promoPopup.never', value: '1' }] },
      ],
    },
  },
  // settlement.spec.ts, lotofoot.spec.ts, live.spec.ts and live-bet.spec.ts move every match's kick-off through the
  // operator's feed clock and live-odds.spec.ts changes prices other journeys bet on, so they run once the other
  // journeys are done, one viewport after the other, one journey at a time.
  projects: [
    {
      name: 'mobile',
      // The operators' back office (issue 33) is desktop-first: its journeys run on the desktop viewport.
      testIgnore: /(settlement|live-odds|live-bet|lotofoot|shop|live|backoffice|backoffice-trading|backoffice-audit)\.spec/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
    {
      name: 'desktop',
      // The channels' simulators (issue 34) are phone pages: their journeys run once, on the phone viewport.
      testIgnore:
        /(settlement|live-odds|live-bet|lotofoot|shop|live|backoffice-trading|backoffice-audit|channels-ussd|channels-sms|channels-telegram)\.spec/,
      use: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
    },
    {
      name: 'late-mobile',
      testMatch: /(settlement|live-odds|live-bet|lotofoot|shop|live)\.spec/,
      dependencies: ['mobile', 'desktop'],
      workers: 1,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
    {
      name: 'late-desktop',
      // backoffice-trading.spec.ts changes a price from the trading desk like live-odds.spec.ts (desktop only).
      testMatch: /(settlement|live-odds|live-bet|lotofoot|shop|live|backoffice-trading|backoffice-games)\.spec/,
      dependencies: ['late-mobile'],
      workers: 1,
      use: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
    },
    {
      name: 'last-desktop',
      // backoffice-audit.spec.ts reads the audit trail the other back-office journeys wrote: it runs after all of them.
      testMatch: /backoffice-audit\.spec/,
      dependencies: ['late-desktop'],
      workers: 1,
      use: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
    },
  ],
});
