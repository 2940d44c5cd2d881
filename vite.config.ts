// Client build: React + linaria (wyw-in-js), every non-home route split into its own chunk.
// MERCHANT_ID / MERCHANT_API_KEY come from the environment at build time (README lists the defaults).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { fileURLToPath } from 'node:url';
import { compiledMessages } from './build/messages-plugin.ts';
import { localFlags } from './build/flags-plugin.ts';

const HOME_LIBS = /node_modules\/(react|react-dom|scheduler|@tanstack\/(react-router|router-core|history|store|react-store)|rxjs|tinybase|superstruct|tslib|use-sync-external-store)\//;
const messagesDir = fileURLToPath(new URL('./src/i18n/messages', import.meta.url));

const merchantId = process.env.MERCHANT_ID ?? 'birrbet-demo';
const merchantKey = process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026';
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8087}`;

export default defineConfig({
  plugins: [compiledMessages(messagesDir), localFlags(), react(), wyw({ include: ['src/**/*.{ts,tsx}'] })],
  define: {
    __MERCHANT_ID__: JSON.stringify(merchantId),
    __MERCHANT_API_KEY__: JSON.stringify(merchantKey),
  },
  publicDir: 'src/public',
  build: {
    outDir: 'dist', target: 'es2020', sourcemap: false, assetsInlineLimit: 2048, manifest: true,
    // The libraries every page needs travel in one chunk: lazy screens importing router pieces would
    // otherwise split them into small shared chunks, each costing the home route a request and bytes.
    rollupOptions: { output: { manualChunks: (id: string) => (HOME_LIBS.test(id) ? 'vendor' : undefined) } },
  },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, ws: true } } },
});
