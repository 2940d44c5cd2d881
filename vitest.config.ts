// Unit, data-layer and server tests (Playwright journeys live in e2e/ and run separately).
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/**/*.test.{ts,tsx}'],
      environment: 'node',
      css: { include: [/\.wyw-in-js\.css$/] },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
    },
  }),
);
