// Builds the client with Vite, then writes .br and .gz beside every text asset so the server sends
// precompressed bytes (cheap on a slow, costly mobile connection). Stamps the build with the merchant
// it was built for, so `npm start` rebuilds when MERCHANT_ID / MERCHANT_API_KEY change. The stamp lives outside
// dist/ (nothing in it is served) and holds only a digest of the key, never the key itself.
import { build } from 'vite';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { buildGames } from './build-games.mjs';
import { buildServiceWorker } from './build-sw.mjs';
import { buildSsr, SSR_ENTRY } from './build-ssr.mjs';
import { precompress } from './precompress.mjs';
import { asProduction } from './harness/production-env.mjs';

export const STAMP = 'dist-server/client-stamp.json';

export function merchantStamp(env = process.env) {
  const key = env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026';
  return { merchantId: env.MERCHANT_ID ?? 'birrbet-demo', merchantKeyDigest: createHash('sha256').update(`birrbet-stamp:${key}`).digest('hex') };
}

export async function buildClient() {
  // Always a production build: run under NODE_ENV=test or development (npm start in a test shell), Vite would
  // otherwise bundle React's development build — half as big again and far slower on a phone.
  await asProduction(buildAll);
}

async function buildAll() {
  await build({ logLevel: 'warn' });
  // The operators' back office (issue 33): its own bundle into dist/backoffice/, after the build that empties dist/.
  await build({ configFile: 'vite.backoffice.config.ts', logLevel: 'warn' });
  // The home page's server-rendering bundle, from the same sources and config (scripts/build-ssr.mjs).
  await buildSsr(process.env.SSR_OUT_DIR || undefined);
  // The game pages (games/<id>/) after the client, whose build empties dist/: they land in dist/games/house/<id>/.
  await buildGames({ compress: false });
  await buildServiceWorker(process.env.CLIENT_OUT_DIR ?? 'dist');
  precompress(process.env.CLIENT_OUT_DIR ?? 'dist', /\.(js|css|html|svg|json|txt)$/);
  // An older build kept its stamp (with the key in clear) inside dist/, where it was served.
  rmSync(`${process.env.CLIENT_OUT_DIR ?? 'dist'}/.build-stamp.json`, { force: true });
  // The stamp speaks for dist/ (what `npm start` serves): a build elsewhere (CLIENT_OUT_DIR) leaves it alone.
  if ((process.env.CLIENT_OUT_DIR ?? 'dist') === 'dist') {
    mkdirSync('dist-server', { recursive: true });
    writeFileSync(STAMP, JSON.stringify({ ...merchantStamp(), builtAt: Date.now() }));
  }
}

export { SSR_ENTRY };

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildClient();
  console.log('client built into dist/');
}
