// Unit, data-layer and server tests (Playwright journeys live in e2e/ and run separately).
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const LOAD_TESTS = ['tests/server/overload.test.ts', 'tests/server/idle-connections.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      css: { include: [/\.wyw-in-js\.css$/] },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
      // Two files at a time: a file spends much of its time waiting (sockets, timers, PGlite's I/O), and one worker
      // left a two-core machine half idle. The load project below still runs alone.
      maxWorkers: 2,
      // One database snapshot per run for the default test app (tests/setup/catalog-snapshot.ts).
      globalSetup: ['tests/setup/catalog-snapshot.ts'],
      // The load tests (1,000 bets at once, 1,100 idle sockets) measure answers against a deadline: they run after
      // every other file has finished, so no other test file shares the machine's two cores with them.
      projects: [
        { extends: true, test: { name: 'tests', include: ['tests/**/*.test.{ts,tsx}'], exclude: LOAD_TESTS, sequence: { groupOrder: 0 } } },
        { extends: true, test: { name: 'load', include: LOAD_TESTS, maxWorkers: 1, sequence: { groupOrder: 1 } } },
      ],
    },
  }),
);
