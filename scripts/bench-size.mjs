// `npm run bench:size`: gzip bytes of the JS and CSS the home route loads (the entry chunk, its static
// imports and CSS, as listed in dist/index.html and the Vite manifest), against the 160 KB JS budget (issue 30: React).
// Prints every lazy chunk, and each sports route's extra JS against its 50 KB budget. Builds the client first
// so the figure is never stale (DIST_DIR=<folder> measures an existing build instead). Then measures the home
// page in Chromium against a server it starts (scripts/bench-size-browser.mjs): first visit, revisit, and both
// with Save-Data, against the budgets (home JS ≤ 160 KB with what loads after first paint, first visit
// ≤ 260 KB, revisit ≤ 20 KB); BENCH_BROWSER=0 or DIST_DIR skips it. Over-budget figures are marked, never fatal:
// the exit code is 0 unless the build or the server fails.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildClient } from './build-client.mjs';

const BUDGET_JS = 160 * 1024;
const BUDGET_FIRST_VISIT = 260 * 1024;
const BUDGET_REVISIT = 20 * 1024;
if (!process.env.DIST_DIR) {
  await buildClient();
}
const DIST = process.env.DIST_DIR ?? 'dist';
const html = readFileSync(`${DIST}/index.html`, 'utf8');
const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'));
const gz = (file) => gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const entry = Object.values(manifest).find((c) => c.isEntry);
const seen = new Set();
const js = [];
const css = new Set();
const walk = (chunk) => {
  if (seen.has(chunk.file)) {
    return;
  }
  seen.add(chunk.file);
  js.push(chunk.file);
  (chunk.css ?? []).forEach((f) => {
    css.add(f);
  });
  (chunk.imports ?? []).forEach((k) => {
    walk(manifest[k]);
  });
};
walk(entry);
for (const m of html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)) {
  css.add(m[1]);
}
const jsBytes = js.reduce((s, f) => s + gz(f), 0);
const cssBytes = [...css].reduce((s, f) => s + gz(f), 0);
console.log(`home route JS : ${kb(jsBytes)} gzip (${js.length} file${js.length > 1 ? 's' : ''}) — budget ${kb(BUDGET_JS)}`);
console.log(`home route CSS: ${kb(cssBytes)} gzip`);
console.log('lazy chunks:');
for (const c of Object.values(manifest)) {
  if (!seen.has(c.file) && c.file.endsWith('.js')) {
    console.log(`  ${c.file.padEnd(44)} ${kb(gz(c.file))}`);
  }
}

// Each sports route's extra JS: its lazy screen chunk and every chunk it imports that the home route does not
// already load (the texts of the lazy screens are counted once, in English, as a player on that route loads them).
const BUDGET_ROUTE = 50 * 1024;
const ROUTES = {
  '/sports, /sports/{id} (browser, tournament view, markets)': 'src/screens/sports/SportsScreen.tsx',
  '/desktop-sports': 'src/screens/desktop-sports/DesktopSportsScreen.tsx',
  '/express': 'src/screens/express/ExpressScreen.tsx',
  '/ (desktop home)': 'src/screens/home/desktop/DesktopHome.tsx',
};
const extraOf = (key) => {
  const files = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(chunk.file) || files.has(chunk.file)) {
      return;
    }
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
    // A screen's first render also waits for the sub-chunks it loads at once (its lazy parts are counted too). A
    // command's handler (sync/*-command.ts, commands-account.ts, its family's `handler()`) loads at the player's first
    // command of its kind, never with the screen: not counted.
    (chunk.dynamicImports ?? []).filter((d) => !/messages|noble|hmac|sha2|-command\.ts$|commands-account\.ts$/.test(d)).forEach(visit);
  };
  visit(key);
  const rest = Object.keys(manifest).find((k) => /messages.en.rest/.test(k));
  if (rest) {
    visit(rest);
  }
  return [...files].reduce((sum, f) => sum + gz(f), 0);
};
let over = jsBytes > BUDGET_JS;
console.log('sports routes, extra JS over the home route:');
for (const [route, key] of Object.entries(ROUTES)) {
  if (!manifest[key]) {
    console.log(`  ${route.padEnd(58)} (not built)`);
    continue;
  }
  const bytes = extraOf(key);
  over ||= bytes > BUDGET_ROUTE;
  console.log(`  ${route.padEnd(58)} ${kb(bytes)} — budget ${kb(BUDGET_ROUTE)}${bytes > BUDGET_ROUTE ? ' OVER BUDGET' : ''}`);
}
if (jsBytes > BUDGET_JS) {
  console.log(`OVER BUDGET: home route JS by ${kb(jsBytes - BUDGET_JS)}`);
}
if (process.env.DIST_DIR || process.env.BENCH_BROWSER === '0') {
  console.log('(browser figures skipped: DIST_DIR or BENCH_BROWSER=0)');
} else {
  const { benchBrowser } = await import('./bench-size-browser.mjs');
  const measured = await benchBrowser({ homeJs: BUDGET_JS, firstVisit: BUDGET_FIRST_VISIT, revisit: BUDGET_REVISIT });
  over ||= measured.over;
}
console.log(over ? 'Some figures are OVER BUDGET (marked above).' : 'Every figure is within its budget.');
