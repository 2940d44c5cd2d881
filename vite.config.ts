// Client build: React 19 + linaria (wyw-in-js), every non-home route split into its own chunk.
// MERCHANT_ID / MERCHANT_API_KEY come from the environment at build time (README lists the defaults).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { fileURLToPath } from 'node:url';
import { compiledMessages } from './build/messages-plugin.ts';
import { localFlags } from './build/flags-plugin.ts';
import { bundledPackages } from './build/packages-plugin.ts';

// tinybase's persisters stay out of vendor: only the store snapshot's writer (sync/store-snapshot-writer.ts) uses
// them, as its own chunk loaded after the first paint.
const HOME_LIBS =
  /node_modules\/(react|react-dom|scheduler|@linaria|@tanstack\/(react-router|router-core|history|store|react-store)|rxjs|tinybase(?!\/persisters)|superstruct|tslib|use-sync-external-store)\//;
const STYLE = /\.css(\?|$)/;

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;
const HOME_ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
let homeModules: Set<string> | null = null;

/**
 * The app's own modules the home route loads anyway (statically reachable from the entry) travel in one 'home'
 * chunk. Left to itself the bundler moves every module that a lazy screen also imports into small shared chunks,
 * and a dozen small files compress worse than one (≈ 2 KB gzip more on the home route).
 */
function homeChunk(id: string, getModuleInfo: ModuleInfoOf): string | undefined {
  if (homeModules === null) {
    homeModules = new Set();
    const stack = [HOME_ENTRY];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (!homeModules.has(next)) {
        homeModules.add(next);
        stack.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
  }
  return homeModules.has(id) && !STYLE.test(id) && !id.includes('/node_modules/') ? 'home' : undefined;
}

const messagesDir = fileURLToPath(new URL('./src/i18n/messages', import.meta.url));

const merchantId = process.env.MERCHANT_ID ?? 'birrbet-demo';
const merchantKey = process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026';
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8087}`;

export default defineConfig({
  plugins: [compiledMessages(messagesDir), localFlags(), react(), wyw({ include: ['src/**/*.{ts,tsx}'] }), bundledPackages()],
  define: {
    __MERCHANT_ID__: JSON.stringify(merchantId),
    __MERCHANT_API_KEY__: JSON.stringify(merchantKey),
  },
  publicDir: 'src/public',
  // linaria's prop filter, without the 2.3 KB attribute list (src/styles/dom-props.ts says why that is safe here).
  // rxjs's ES2015 build, not its default ES5 one: native classes instead of tslib's helpers (about 2 KB gzip less on
  // the home route; every browser we serve runs ES2020).
  resolve: {
    alias: [
      { find: '@emotion/is-prop-valid', replacement: fileURLToPath(new URL('./src/styles/dom-props.ts', import.meta.url)) },
      { find: /^rxjs$/, replacement: fileURLToPath(new URL('./node_modules/rxjs/dist/esm/index.js', import.meta.url)) },
    ],
  },
  build: {
    // CLIENT_OUT_DIR builds elsewhere (scripts/build-client.mjs follows it): dist/ is what `npm start` serves.
    outDir: process.env.CLIENT_OUT_DIR ?? 'dist',
    target: 'es2020',
    sourcemap: false,
    // CLIENT_MINIFY=0 keeps names readable for a CPU profile of the start-up (never for a served build).
    minify: process.env.CLIENT_MINIFY !== '0',
    assetsInlineLimit: 2048,
    manifest: true,
    // The libraries every page needs travel in one chunk: lazy screens importing router pieces would
    // otherwise split them into small shared chunks, each costing the home route a request and bytes.
    rollupOptions: {
      output: {
        codeSplitting: {
          // A group does not pull its modules' dependencies in: vendor stays its own long-cached file.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'vendor', test: HOME_LIBS, priority: 2 },
            { name: (id: string, ctx: { getModuleInfo: ModuleInfoOf }) => homeChunk(id, (m) => ctx.getModuleInfo(m)) ?? null, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, ws: true } } },
});
