// Builds the server-rendering bundle (src/ssr/render.tsx, issue 17) with the client's own Vite config (linaria
// class names, compiled messages and flags exactly as the client's), into dist-server/ssr/ for the server to load
// (server/modules/pages). Its packages stay in node_modules; styles are the client's CSS files.
import { build } from 'vite';
import { asProduction } from './harness/production-env.mjs';

export const SSR_DIR = 'dist-server/ssr';
export const SSR_ENTRY = `${SSR_DIR}/render.mjs`;

/** Builds into `outDir` (default dist-server/ssr; a test builds its own copy elsewhere). */
export async function buildSsr(outDir = SSR_DIR) {
  // A production build whoever calls it (a test runs under NODE_ENV=test, where Vite would compile JSX for React's
  // development runtime, which the production define below leaves out).
  await asProduction(() => buildBundle(outDir));
}

async function buildBundle(outDir) {
  await build({
    logLevel: 'warn',
    // Packages bundled in, built for production whatever NODE_ENV the server runs under: React's production
    // renderer (several times faster), and linaria without the test-only class names the client never has.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/ssr/render.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // One file: the client's chunk groups mean nothing here, and lazy screens are read from disk once either way.
      rollupOptions: { output: { codeSplitting: false, entryFileNames: 'render.mjs' } },
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildSsr();
  console.log(`server-rendering bundle built into ${SSR_DIR}/`);
}
