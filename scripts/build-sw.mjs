// Builds the service worker (src/sw/sw.ts) into <out>/sw.js with esbuild, after Vite has written the client.
// Injected: __PRECACHE__, the app shell the home route loads (the entry, its static imports and their CSS, read
// from <out>/.vite/manifest.json), the slip's lazy chunks, and '/' for the offline navigation fallback; __BUILD_ID__, a digest of the whole
// manifest and the worker's source, so the same build always gives byte-identical sw.js (no needless update) and
// any changed file gives a new worker with its own cache. Run after the build, before precompression.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const SOURCE = 'src/sw/sw.ts';
/** Lazy chunks of the home route a player needs offline though the first visit may not have loaded them: the slip
 *  panel and placing a bet from it (a refusal is then shown, not a broken button). A few KB gzip. */
// The slip (with its booking-code part) and its commands, and the English texts of lazy screens (what a slip shows offline when the player's own
// language's lazy texts were never fetched: src/i18n/load-messages.ts falls back to them).
// The commands' handlers are their families' (sync/families/): placing a bet's is in the slip's own chunk; the others
// a slip or form can send are listed by module. A name missing from the manifest fails the build: a renamed module
// must not silently drop out of the offline copy.
const OFFLINE_LAZY = [
  'src/betslip/BetslipPanel.tsx',
  'src/betslip/BookingCodes.tsx',
  'sync/ticket-lookup.ts',
  'sync/commands-account.ts',
  'sync/payments-command.ts',
  'messages:en_rest',
];

/** '/assets/…' URLs of the entries and everything they import statically, with their CSS (no other lazy chunk, no font). */
export function shellFiles(manifest, entries = ['index.html']) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      return;
    }
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) {
      files.add(`/${css}`);
    }
    for (const next of chunk.imports ?? []) {
      visit(next);
    }
  };
  for (const entry of entries) {
    if (!manifest[entry]) {
      console.warn(`build-sw: ${entry} is not in the client's manifest; it is not precached`);
    }
    visit(entry);
  }
  return [...files].filter((file) => file.startsWith('/assets/')).sort();
}

export async function buildServiceWorker(outDir = process.env.CLIENT_OUT_DIR ?? 'dist') {
  const manifestText = readFileSync(join(outDir, '.vite/manifest.json'), 'utf8');
  const manifest = JSON.parse(manifestText);
  const missing = OFFLINE_LAZY.filter((key) => !manifest[key]);
  if (missing.length > 0) {
    throw new Error(`build-sw: ${missing.join(', ')} not in the client's manifest: the offline copy would lack them`);
  }
  const precache = [...shellFiles(manifest, ['index.html', ...OFFLINE_LAZY]), '/'];
  const buildId = createHash('sha256').update(manifestText).update(readFileSync(SOURCE)).digest('hex').slice(0, 12);
  await build({
    entryPoints: [SOURCE],
    outfile: join(outDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { __BUILD_ID__: JSON.stringify(buildId), __PRECACHE__: JSON.stringify(precache) },
  });
  return { buildId, precache };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildId, precache } = await buildServiceWorker();
  console.log(`sw.js built: ${buildId}, ${precache.length} files precached`);
}
