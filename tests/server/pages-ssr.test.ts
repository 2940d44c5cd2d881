// The home page rendered on the server (issue 17), through HTTP against a real PGlite database, with the bundle
// built from the sources (scripts/build-ssr.mjs) into a temporary folder: the markup carries the day's matches
// and odds in the reader's language, the data block replays into the same store the browser's own fetch builds,
// revalidation answers 304, and a renderer that fails leaves the plain client shell — never a 500.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSsr } from '../../scripts/build-ssr.mjs';
import { createAppData, type AppData } from '../../sync/store.ts';
import { applyEvent } from '../../sync/apply.ts';
import { createApiClient } from '../../sync/http.ts';
import { createSyncEngine } from '../../sync/engine.ts';
import { homepageResource } from '../../sync/resources.ts';
import type { AppEvent } from '../../schema/event.ts';
import { injectFetch } from '../../server/modules/pages/inject-fetch.ts';
import { createTestApp, MERCHANT_ID, MERCHANT_KEY, type TestApp } from './helpers.ts';

const TEMPLATE =
  '<!doctype html>\n<html lang="en">\n<head><title>BirrBet</title></head>\n<body><div id="root"></div><script type="module" src="/assets/index-x.js"></script></body>\n</html>\n';
const PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let dir: string;
let t: TestApp;
let broken: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'birrbet-ssr-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  await buildSsr(join(dir, 'ssr'));
  writeFileSync(
    join(dir, 'broken.mjs'),
    "export const homeLazySources = () => []; export async function renderPage() { throw new Error('render exploded'); }\n",
  );
  t = await createTestApp({ staticDir: dir, env: { SSR_BUNDLE: join(dir, 'ssr/render.mjs') } });
  broken = await createTestApp({ staticDir: dir, env: { SSR_BUNDLE: join(dir, 'broken.mjs') } });
}, 120_000);
afterAll(async () => {
  await t?.app.close();
  await broken?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (app: FastifyInstance, headers: Record<string, string>, url = '/') => app.inject({ method: 'GET', url, headers });

function embeddedOf(html: string): { language: string; layout: string; offsetMin: number; events: AppEvent[] } {
  const m = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'the data block').not.toBeNull();
  return JSON.parse(m?.[1] ?? 'null');
}

/** The store's tables without the fetch times (the two copies were fetched at different moments). */
function comparable(data: AppData): Record<string, unknown> {
  const tables = data.store.getTables() as Record<string, Record<string, Record<string, unknown>>>;
  const out: Record<string, unknown> = {};
  for (const [name, rows] of Object.entries(tables)) {
    out[name] = Object.fromEntries(
      Object.entries(rows).map(([id, row]) => [id, Object.fromEntries(Object.entries(row).filter(([cell]) => cell !== 'fetched_at'))]),
    );
  }
  return out;
}

describe('GET / on a phone', () => {
  it("is the home drawn in HTML: the sport strip, the league's matches with their odds, and the data block", async () => {
    const res = await page(t.app, { 'user-agent': PHONE, cookie: 'tzo=180' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('data-testid="sport-strip"');
    expect((html.match(/data-testid="match-row"/g) ?? []).length).toBeGreaterThanOrEqual(5);
    expect(html).toMatch(/>\d+\.\d{2}</);
    // Nothing the CSP would block: no inline script runs, no inline style attribute.
    expect(html).not.toMatch(/<script(?![^>]*(type="module"|type="application\/json"))[^>]*>/);
    expect(html).not.toMatch(/\sstyle="/);
    // The first page of a fresh process too: no part left for the browser to draw (a lazy part not loaded yet).
    expect(html).not.toContain('<!--$!-->');
    // The scripts come after the first paint: named in the loader's block, not as tags the browser fetches at once.
    expect(html).not.toContain('<script type="module"');
    const after = /<script type="application\/json" id="after-paint">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(after?.[1] ?? 'null')).toMatchObject({ entry: ['/assets/index-x.js'] });
    const embedded = embeddedOf(html);
    expect(embedded).toMatchObject({ language: 'en', layout: 'phone', offsetMin: 180 });
    expect(embedded.events.map((e) => e.type)).toContain('v1.HomepageLoaded');
    // React's markup (issue 30): every part complete in its place (no pending boundary), listed for the browser to
    // wait for; the Upcoming list is drawn, not its skeleton (a reader with JavaScript off reads it).
    expect(html).not.toContain('<!--$?-->');
    const parts = (embedded as unknown as { parts: string[] }).parts;
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect((html.match(/<!--\$-->/g) ?? []).length).toBeGreaterThanOrEqual(parts.length);
    const upcoming = html.slice(html.indexOf('data-testid="upcoming"'));
    expect(upcoming).toContain('data-testid="match-row"');
    expect(upcoming.slice(0, upcoming.indexOf('</section>'))).not.toContain('data-testid="skeleton"');
  });

  it('replays into the same store as the browser builds by fetching the home itself', async () => {
    const embedded = embeddedOf((await page(t.app, { 'user-agent': PHONE })).body);
    const replayed = createAppData();
    for (const event of embedded.events) {
      expect(applyEvent(replayed, event), event.type).toBe(true);
    }
    const fetched = createAppData();
    const api = createApiClient({ baseUrl: '', merchantId: MERCHANT_ID, apiKey: MERCHANT_KEY, fetch: injectFetch(t.app), now: () => t.clock.now });
    const engine = createSyncEngine(fetched, api, { now: () => t.clock.now, retryDelaysMs: [] });
    const done = new Promise<void>((resolve) => {
      const sub = engine.events$.subscribe((e) => {
        if (e.type === 'v1.HomepageLoaded') {
          sub.unsubscribe();
          resolve();
        }
      });
    });
    engine.request(homepageResource());
    await done;
    engine.dispose();
    expect(comparable(replayed)).toEqual(comparable(fetched));
    expect(Object.keys(replayed.store.getTable('matches')).length).toBeGreaterThan(0);
  });

  it("speaks the reader's language: the lang cookie, else Accept-Language", async () => {
    const amharic = await page(t.app, { 'user-agent': PHONE, 'accept-language': 'am-ET,am;q=0.9,en;q=0.5' });
    expect(amharic.body).toContain('<html lang="am">');
    expect(amharic.body).toMatch(/[\u1200-\u137F]/);
    expect(embeddedOf(amharic.body).language).toBe('am');
    const oromo = await page(t.app, { 'user-agent': PHONE, cookie: 'lang=or', 'accept-language': 'am' });
    expect(oromo.body).toContain('<html lang="om">');
  });

  it('sends the page compressed once per encoding: the brotli and gzip bodies are the page', async () => {
    const plain = await page(t.app, { 'user-agent': PHONE, cookie: 'tzo=120' });
    const brotli = await page(t.app, { 'user-agent': PHONE, cookie: 'tzo=120', 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzipped = await page(t.app, { 'user-agent': PHONE, cookie: 'tzo=120', 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(String(brotli.headers.vary)).toContain('Accept-Encoding');
  });

  it('answers 304 to a revalidation of the same page', async () => {
    const first = await page(t.app, { 'user-agent': PHONE, cookie: 'tzo=60' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await page(t.app, { 'user-agent': PHONE, cookie: 'tzo=60', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET / on a desktop', () => {
  it("is the desktop home, with its own blocks' data in the block", async () => {
    const res = await page(t.app, { 'user-agent': DESKTOP });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="top-matches"');
    expect(embeddedOf(res.body).layout).toBe('desktop');
  });
});

describe('bad input and failure', () => {
  it('ignores garbage in the cookies, the language and the address', async () => {
    const res = await page(t.app, { 'user-agent': PHONE, cookie: 'lang=%00; tzo=abc', 'accept-language': ';;;q=x,,' }, '/?sport=%3Cscript%3E&x=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(embeddedOf(res.body)).toMatchObject({ language: 'en', offsetMin: 180 });
  });

  it('serves the plain client shell to a browser that asks for it with ssr=off', async () => {
    const res = await page(t.app, { 'user-agent': PHONE, cookie: 'lang=am; ssr=off' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
  });

  it('serves the plain client shell when the renderer fails, never a 500', async () => {
    const res = await page(broken.app, { 'user-agent': PHONE });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
  });
});
