// The home page rendered on the server in the player's date style (issue 18): the `dates` cookie (written by
// sync/date-style.ts) turns kick-offs to the local 12-hour count and date headers to the Ethiopian calendar, in the
// page's language; the data block says which style it was drawn in (the browser hydrates only in the same one); a
// page is never reused across styles; a bad cookie is the default style, never an error.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSsr } from '../../scripts/build-ssr.mjs';
import { localHour, toEthiopian } from '../../domain/ethiopian-calendar.ts';
import { DAY_PERIODS, ETHIOPIAN_MONTHS } from '../../domain/ethiopian-names.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const TEMPLATE =
  '<!doctype html>\n<html lang="en">\n<head><title>BirrBet</title></head>\n<body><div id="root"></div><script type="module" src="/assets/index-x.js"></script></body>\n</html>\n';
const PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'birrbet-dates-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  await buildSsr(join(dir, 'ssr'));
  t = await createTestApp({ staticDir: dir, env: { SSR_BUNDLE: join(dir, 'ssr/render.mjs') } });
}, 120_000);
afterAll(async () => {
  await t?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const home = async (ua: string, cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': ua, cookie } });
  expect(res.statusCode).toBe(200);
  const block = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? 'null';
  return { html: res.body, dates: (JSON.parse(block) as { dates?: string } | null)?.dates };
};

/** Each match row's kick-off: its ISO instant and the text drawn. */
const kickOffs = (html: string): Array<{ iso: string; text: string }> =>
  [...html.matchAll(/data-testid="match-row"[^>]*>(?:<[^>]*>[^<]*<\/span>)?<time date[tT]ime="([^"]+)"[^>]*>([^<]*)<\/time>/g)].map((m) => ({
    iso: m[1] ?? '',
    text: m[2] ?? '',
  }));

const addis = (iso: string): Date => new Date(Date.parse(iso) + 3 * 3_600_000);

describe('GET / in a date style', () => {
  it('the local 12-hour count on a phone, exact for every kick-off; the block says the style', async () => {
    const { html, dates } = await home(PHONE, 'tzo=180; dates=ethiopian.local');
    expect(dates).toBe('ethiopian.local');
    const rows = kickOffs(html);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const { iso, text } of rows) {
      const d = addis(iso);
      const { hour, period } = localHour(d.getUTCHours());
      expect(text).toBe(`${hour}:${String(d.getUTCMinutes()).padStart(2, '0')} ${DAY_PERIODS.en[period]}`);
    }
  });

  it('Ethiopian date headers in Amharic on the desktop, 24-hour times', async () => {
    const { html, dates } = await home(DESKTOP, 'tzo=180; lang=am; dates=ethiopian.24h');
    expect(dates).toBe('ethiopian.24h');
    const headers = [...html.matchAll(/data-testid="day-header"[^>]*>([^<]*)</g)].map((m) => m[1] ?? '');
    expect(headers.length).toBeGreaterThan(0);
    const first = kickOffs(html)[0];
    expect(first?.text).toMatch(/^\d{2}:\d{2}$/);
    const d = addis(first?.iso ?? '');
    const e = toEthiopian({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
    expect(headers).toContain(`${String(e.day).padStart(2, '0')} ${ETHIOPIAN_MONTHS.am[e.month - 1]} ${e.year}`);
  });

  it('the Gregorian 24-hour default without the cookie, never the page drawn for another style', async () => {
    await home(PHONE, 'tzo=180; dates=ethiopian.local');
    const { html, dates } = await home(PHONE, 'tzo=180');
    expect(dates).toBe('gregorian.24h');
    for (const { text } of kickOffs(html)) {
      expect(text).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it("a malformed cookie part is that part's default, not an error", async () => {
    const cases: Array<[string, string]> = [
      ['dates=julian.local', 'gregorian.local'],
      ['dates=%3Cscript%3E', 'gregorian.24h'],
      ['dates=ethiopian', 'ethiopian.24h'],
      [`dates=${'x'.repeat(4000)}`, 'gregorian.24h'],
      ['dates=ethiopian.local.extra', 'ethiopian.local'],
      ['dates=\u0000ethiopian.local', 'gregorian.local'],
    ];
    for (const [cookie, style] of cases) {
      const { html, dates } = await home(PHONE, `tzo=180; ${cookie}`);
      expect(dates, cookie).toBe(style);
      expect(html).not.toContain('<script>');
    }
  });
});
