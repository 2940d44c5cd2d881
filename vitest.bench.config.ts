// Benchmarks that print figures (npm run bench:odds): run by vitest so the app's own build (linaria,
// compiled messages) applies; kept apart from the test suite, which must never be timing-sensitive.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['bench/**/*.bench.{ts,tsx}'],
      environment: 'node',
      css: { include: [/\.wyw-in-js\.css$/] },
      testTimeout: 120_000,
    },
  }),
);
