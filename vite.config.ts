// Client build: React + linaria (wyw-in-js), every non-home route split into its own chunk.
// MERCHANT_ID / MERCHANT_API_KEY come from the environment at build time (README lists the defaults).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';

const merchantId = process.env.MERCHANT_ID ?? 'birrbet-demo';
const merchantKey = process.env.MERCHANT_API_KEY ?? 'birrbet-demo-key-2026';
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8087}`;

export default defineConfig({
  plugins: [react(), wyw({ include: ['src/**/*.{ts,tsx}'] })],
  define: {
    __MERCHANT_ID__: JSON.stringify(merchantId),
    __MERCHANT_API_KEY__: JSON.stringify(merchantKey),
  },
  build: { outDir: 'dist', target: 'es2020', sourcemap: false, assetsInlineLimit: 2048 },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, ws: true } } },
});
