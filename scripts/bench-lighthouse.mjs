// `npm run bench:lighthouse`: a Lighthouse mobile run (simulated slow 4G, 4× CPU slowdown: Lighthouse's
// defaults) of the home page served by `npm start` on a fresh data directory, with Debian's Chromium.
// Prints the performance score, LCP and the other Web Vitals against the targets (≥ 90, LCP ≤ 2.5 s).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { findChromium } from './chromium.mjs';

const port = String(19000 + Math.floor(Math.random() * 1000));
const dataDir = mkdtempSync(join(tmpdir(), 'birrbet-lh-'));
const server = spawn('node', ['scripts/start.mjs'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', ODDS_MOVE_EVERY_MS: '0' },
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

const url = `http://127.0.0.1:${port}/`;
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${url}api/health`)).ok) {
      break;
    }
  } catch {
    // not listening yet
  }
  if (i > 300) {
    stop();
    throw new Error('server did not start within 5 minutes');
  }
  await new Promise((r) => setTimeout(r, 1000));
}

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  // A first visit warms the server (catalogue sync, compression caches) so the run measures the page.
  await fetch(url);
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) {
    throw new Error('Lighthouse returned no report');
  }
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/lighthouse.json', JSON.stringify(lhr));
  const audit = (id) => lhr.audits[id];
  const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
  const lcp = audit('largest-contentful-paint').numericValue / 1000;
  console.log(`lighthouse mobile (${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling) of ${url}`);
  console.log(`  performance score : ${score} (target ≥ 90)`);
  console.log(`  LCP               : ${lcp.toFixed(2)} s (target ≤ 2.5 s)`);
  for (const id of ['first-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive']) {
    console.log(`  ${audit(id).title.padEnd(18)}: ${audit(id).displayValue}`);
  }
  console.log('  full report       : test-results/lighthouse.json');
} finally {
  await chrome.kill();
  stop();
}
