// The operators' back office (issue 33), built on its own into dist/backoffice/ and served under /backoffice/: its
// own bundle — React, the router, TinyBase and RxJS included — so no player page ever loads a byte of it, and the
// players' chunking and size budget are untouched. Run after the players' build (that one empties dist/).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('./src/backoffice', import.meta.url)),
  base: '/backoffice/',
  plugins: [react(), wyw({ include: ['src/backoffice/**/*.{ts,tsx}'] })],
  publicDir: false,
  resolve: {
    alias: [{ find: /^rxjs$/, replacement: fileURLToPath(new URL('./node_modules/rxjs/dist/esm/index.js', import.meta.url)) }],
  },
  build: {
    outDir: fileURLToPath(new URL(`${process.env.CLIENT_OUT_DIR ?? 'dist'}/backoffice`, import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
});
