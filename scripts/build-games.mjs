// Builds the HTML5 game pages of games/<id>/ (house games and virtual sports; games/shell is their shared frame)
// with Vite as one multi-page build: base /games/house/, into dist/games/house/<id>/index.html with hashed,
// shared chunks in dist/games/house/assets/. No React: each page is plain TypeScript and DOM. Prints each page's
// gzip weight (its HTML, scripts and styles, chunks shared with other pages counted for every page that loads
// them; fonts apart: they load only for Ethiopic text).
import { build } from 'vite';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { precompress } from './precompress.mjs';

const ROOT = resolve('games');
// CLIENT_OUT_DIR: a build elsewhere than dist/ (a second working copy of the client beside the served one).
const OUT = resolve(process.env.CLIENT_OUT_DIR ?? 'dist', 'games/house');

export const gamePages = () => readdirSync(ROOT).filter((name) => name !== 'shell' && existsSync(join(ROOT, name, 'index.html')));

/** gzip bytes of a page: its HTML plus every script and stylesheet it loads, followed through static imports. */
export function pageWeight(id) {
  const seen = new Set();
  const html = readFileSync(join(OUT, id, 'index.html'), 'utf8');
  let total = gzipSync(html, { level: 9 }).length;
  const queue = [...html.matchAll(/(?:src|href)="\/games\/house\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) {
      continue;
    }
    seen.add(file);
    const body = readFileSync(join(OUT, file), 'utf8');
    total += gzipSync(body, { level: 9 }).length;
    if (file.endsWith('.js')) {
      queue.push(...[...body.matchAll(/from\s*"\.\/([^"]+\.js)"|import\s*"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1] ?? m[2]}`));
    }
  }
  return total;
}

export async function buildGames({ compress = true } = {}) {
  const pages = gamePages();
  await build({
    configFile: false,
    root: ROOT,
    base: '/games/house/',
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir: OUT,
      emptyOutDir: true,
      target: 'es2020',
      sourcemap: false,
      assetsInlineLimit: 0,
      rollupOptions: { input: Object.fromEntries(pages.map((id) => [id, join(ROOT, id, 'index.html')])) },
    },
  });
  if (compress) {
    precompress(OUT, /\.(js|css|html|svg)$/);
  }
  return pages.map((id) => ({ id, gzip: pageWeight(id) }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = await buildGames();
  for (const { id, gzip } of sizes) {
    console.log(`${id.padEnd(10)} ${(gzip / 1024).toFixed(1)} KB gzip`);
  }
}
