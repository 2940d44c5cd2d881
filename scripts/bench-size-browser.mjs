// The measured half of `npm run bench:size` (issue 17): the home page in a real browser (playwright-core with
// Debian's Chromium) against a server started by scripts/start.mjs on a fresh data directory (NODE_ENV=test, no
// odds moves, a random port; harness/bench-start.mjs keeps the client a production build). A phone (390×844, an
// Android Chrome user agent, Africa/Addis_Ababa): the first visit (every response until network idle + 3 s: JS
// bytes, JS bytes started after first paint, total bytes, requests) and a revisit in the same context (service
// worker and localStorage in place: bytes, requests, and whether the match rows were painted before the first
// /api/ response reached the page); then the same two with `Save-Data: on`. Bytes are what crossed the network
// (Playwright's request.sizes(): encoded body + headers), including the service worker's own fetches; answers the
// worker gave from its cache count as requests served by it, not as bytes. Chromium offers no br over plain http,
// so compressed answers here are gzip.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { startForBench } from './harness/bench-start.mjs';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SETTLE_MS = 3_000;

/** Before any page script: the time the first match row was in the DOM and the frame after it was painted. */
function markRows() {
  const mark = { inDom: null, painted: null };
  window.__benchRows = mark;
  const observer = new MutationObserver(() => {
    if (mark.inDom === null && document.querySelector('[data-testid="match-row"]')) {
      mark.inDom = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        setTimeout(() => {
          mark.painted = performance.now();
        }, 0);
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

const isJs = (url, type) => /\.m?js(\?|$)/.test(new URL(url).pathname) || /javascript/.test(type ?? '');

/** One navigation to `url` on `page`, recording every request of the context until network idle + 3 s. */
async function visit(context, page, url) {
  const started = new Map();
  const rows = [];
  const pending = [];
  const onRequest = (request) => {
    started.set(request, Date.now());
  };
  const onDone = (failed) => (request) => {
    pending.push(
      (async () => {
        const response = failed ? null : await request.response().catch(() => null);
        const fromSw = response?.fromServiceWorker() ?? false;
        let bytes = 0;
        let body = 0;
        if (!failed && !fromSw) {
          // Playwright's body size is Chromium's encodedDataLength minus the headers' size: their sum is what came
          // over the wire, 0 for an answer from the HTTP cache (whose 'body' is then minus the headers).
          const sizes = await request.sizes().catch(() => null);
          bytes = sizes === null ? 0 : Math.max(0, sizes.responseBodySize + sizes.responseHeadersSize);
          body = sizes === null ? 0 : Math.max(0, sizes.responseBodySize);
        }
        rows.push({
          url: request.url(),
          at: started.get(request) ?? Date.now(),
          bytes,
          body,
          fromSw,
          byWorker: request.serviceWorker() !== null,
          failed,
          js: isJs(request.url(), response?.headers()['content-type']),
          status: response?.status() ?? 0,
        });
      })(),
    );
  };
  const onFinished = onDone(false);
  const onFailed = onDone(true);
  context.on('request', onRequest);
  context.on('requestfinished', onFinished);
  context.on('requestfailed', onFailed);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 }).catch(() => page.waitForLoadState('load'));
  await page.waitForTimeout(SETTLE_MS);
  context.off('request', onRequest);
  context.off('requestfinished', onFinished);
  context.off('requestfailed', onFailed);
  await Promise.all(pending);
  const marks = await page.evaluate(() => {
    const paint = performance.getEntriesByType('paint');
    const first = paint.find((p) => p.name === 'first-paint') ?? paint.find((p) => p.name === 'first-contentful-paint');
    const api = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .map((e) => e.responseEnd);
    return {
      timeOrigin: performance.timeOrigin,
      firstPaint: first?.startTime ?? null,
      rowsPainted: window.__benchRows?.painted ?? null,
      apiCount: api.length,
      firstApiEnd: api.length === 0 ? null : Math.min(...api),
    };
  });
  const paintAt = marks.firstPaint === null ? Number.POSITIVE_INFINITY : marks.timeOrigin + marks.firstPaint;
  const net = rows.filter((r) => !r.fromSw && !r.failed);
  // JS the page loaded (gzip body bytes, each file once), and JS only the service worker fetched (its precache of
  // what the page has not loaded yet; what it has is answered by the HTTP cache and costs nothing).
  const pageJs = new Map();
  for (const r of net.filter((x) => x.js && !x.byWorker)) {
    if ((pageJs.get(r.url)?.body ?? -1) < r.body) {
      pageJs.set(r.url, r);
    }
  }
  const js = [...pageJs.values()];
  const workerJs = net.filter((x) => x.js && x.byWorker && !pageJs.has(x.url));
  return {
    total: net.reduce((s, r) => s + r.bytes, 0),
    jsBytes: js.reduce((s, r) => s + r.body, 0),
    jsAfterPaint: js.filter((r) => r.at > paintAt).reduce((s, r) => s + r.body, 0),
    workerJs: workerJs.reduce((s, r) => s + r.body, 0),
    workerBytes: net.filter((r) => r.byWorker).reduce((s, r) => s + r.bytes, 0),
    requests: net.length,
    byWorker: net.filter((r) => r.byWorker).length,
    servedBySw: rows.filter((r) => r.fromSw).length,
    failed: rows.filter((r) => r.failed).length,
    marks,
    rows,
  };
}

/** First visit and revisit in one fresh phone context; `saveData` sends `Save-Data: on` with every request. */
async function phoneVisits(browser, url, saveData) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    userAgent: ANDROID_UA,
    timezoneId: 'Africa/Addis_Ababa',
    serviceWorkers: 'allow',
    ...(saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
  });
  try {
    await context.addInitScript(markRows);
    const page = await context.newPage();
    const first = await visit(context, page, url);
    const sw = await page
      .evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise((resolve) => {
            setTimeout(() => resolve(false), 10_000);
          }),
        ]),
      )
      .catch(() => false);
    const again = await visit(context, page, url);
    return { first, again, sw };
  } finally {
    await context.close();
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const msOf = (n) => (n === null ? '–' : `${Math.round(n)} ms`);

/** Runs the whole measurement and prints its table; `budgets` {homeJs, firstVisit, revisit} in bytes. */
export async function benchBrowser(budgets) {
  const server = await startForBench({ NODE_ENV: 'test', ODDS_MOVE_EVERY_MS: '0' });
  const browser = await chromium.launch({ executablePath: findChromium(), args: LAUNCH_ARGS });
  try {
    // One warm-up request (the catalogue's first queries, the renderer's first pass), as bench-lighthouse does.
    await fetch(server.url).catch(() => undefined);
    const plain = await phoneVisits(browser, server.url, false);
    const saving = await phoneVisits(browser, server.url, true);
    const lines = [];
    const over = [];
    const row = (label, v, budget) => {
      const m = v.marks;
      const rowsFirst = m.rowsPainted === null ? 'no rows' : m.firstApiEnd === null || m.rowsPainted < m.firstApiEnd ? 'yes' : 'no';
      lines.push(
        `  ${label.padEnd(22)} ${kb(v.jsBytes).padStart(9)} ${kb(v.jsAfterPaint).padStart(9)} ${kb(v.workerJs).padStart(8)} ${kb(v.total).padStart(9)} ${String(v.requests).padStart(5)} ${String(v.byWorker).padStart(4)} ${String(v.servedBySw).padStart(5)}   ${msOf(m.firstPaint).padStart(7)} ${msOf(m.rowsPainted).padStart(8)} ${`${msOf(m.firstApiEnd)} (${m.apiCount})`.padStart(12)} ${rowsFirst.padStart(5)}`,
      );
      for (const [what, value, limit] of budget) {
        if (value > limit) {
          over.push(`  OVER BUDGET ${label}: ${what} ${kb(value)} > ${kb(limit)}`);
        }
      }
    };
    lines.push(`measured in Chromium, phone 390×844, Android UA, Africa/Addis_Ababa, ${server.url} (network idle + ${SETTLE_MS / 1000} s)`);
    lines.push(`  (machine load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores: timings move with it, bytes do not)`);
    lines.push(
      `  ${'visit'.padEnd(22)} ${'JS'.padStart(9)} ${'JS>paint'.padStart(9)} ${'sw JS'.padStart(8)} ${'total'.padStart(9)} ${'reqs'.padStart(5)} ${'(sw)'.padStart(4)} ${'by-sw'.padStart(5)}   ${'paint'.padStart(7)} ${'rows'.padStart(8)} ${'1st /api/ (n)'.padStart(12)} ${'rows<api'.padStart(5)}`,
    );
    for (const [tag, run] of [
      ['', plain],
      [', Save-Data', saving],
    ]) {
      row(`first visit${tag}`, run.first, [
        ['JS', run.first.jsBytes, budgets.homeJs],
        ['total', run.first.total, budgets.firstVisit],
      ]);
      row(`revisit${tag}`, run.again, [['total', run.again.total, budgets.revisit]]);
    }
    lines.push(
      `  budgets: home JS ≤ ${kb(budgets.homeJs)} (lazy chunks included), first visit ≤ ${kb(budgets.firstVisit)}, revisit ≤ ${kb(budgets.revisit)}`,
    );
    lines.push(
      '  JS: gzip bodies of the JS the page loaded, of which JS>paint started after first paint; sw JS: JS only the service worker fetched (precache); total: every byte over the wire, headers included',
    );
    lines.push(
      '  reqs: network requests, (sw) of them sent by the service worker; by-sw: answers the worker gave from its cache; rows<api: match rows painted before the first /api/ response reached the page',
    );
    if (!plain.sw || !saving.sw) {
      lines.push('  note: the service worker was not ready before a revisit');
    }
    lines.push('  first visit, largest transfers:');
    const top = [...plain.first.rows].filter((r) => !r.fromSw && !r.failed).sort((a, b) => b.bytes - a.bytes);
    for (const r of top.slice(0, 8)) {
      lines.push(`    ${kb(r.bytes).padStart(9)}  ${r.byWorker ? '(sw) ' : ''}${new URL(r.url).pathname}${new URL(r.url).search.slice(0, 40)}`);
    }
    const againNet = plain.again.rows.filter((r) => !r.fromSw && !r.failed);
    if (againNet.length > 0) {
      lines.push('  revisit, network requests:');
      for (const r of againNet.sort((a, b) => b.bytes - a.bytes).slice(0, 8)) {
        lines.push(
          `    ${kb(r.bytes).padStart(9)}  ${r.byWorker ? '(sw) ' : ''}${r.status} ${new URL(r.url).pathname}${new URL(r.url).search.slice(0, 40)}`,
        );
      }
    }
    console.log(lines.join('\n'));
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/bench-size-browser.json', JSON.stringify({ plain, saving }, null, 1));
    console.log('  every request: test-results/bench-size-browser.json');
    for (const line of over) {
      console.log(line);
    }
    return { plain, saving, over: over.length > 0 };
  } finally {
    await browser.close();
    await server.stop();
  }
}
