// `npm run bench:size`: gzip bytes of the JS and CSS the home route loads (the entry chunk, its static
// imports and CSS, as listed in dist/index.html and the Vite manifest), against the 150 KB JS budget.
// Prints every lazy chunk too. Builds the client first so the figure is never stale.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildClient } from './build-client.mjs';

const BUDGET_JS = 150 * 1024;
await buildClient();
const html = readFileSync('dist/index.html', 'utf8');
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gz = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
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
  (chunk.css ?? []).forEach((f) => css.add(f));
  (chunk.imports ?? []).forEach((k) => walk(manifest[k]));
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
if (jsBytes > BUDGET_JS) {
  console.error(`✖ home route JS is over budget by ${kb(jsBytes - BUDGET_JS)}`);
  process.exit(1);
}
