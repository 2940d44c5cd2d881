// `node scripts/journey.mjs [--no-build] e2e/<file>.spec.ts …`: runs some Playwright journeys against a private
// build and server, so several people (or helpers) can work side by side without sharing dist/, dist-server/,
// a port or a database. The build lands in JOURNEY_DIR (default /tmp/journey-<cwd hash>): client in client/,
// server rendering in ssr/; the server runs from source (tsx) on a free port and a fresh data directory, with
// the environment scripts/test.mjs gives the full run. Extra Playwright arguments pass through (--grep, --project).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const rest = args.filter((a) => a !== '--no-build');
const root = process.env.JOURNEY_DIR ?? join(tmpdir(), `journey-${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 8)}`);
const clientDir = join(root, 'client');
const ssrDir = join(root, 'ssr');

if (!noBuild) {
  rmSync(root, { recursive: true, force: true });
  process.env.CLIENT_OUT_DIR = clientDir;
  process.env.SSR_OUT_DIR = ssrDir;
  const { buildClient } = await import('./build-client.mjs');
  await buildClient();
}

const port = await new Promise((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => done(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'journey-data-'));
// node --import tsx, not npx tsx: the pid is the server's own, so stopping it leaves no orphan behind.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    STATIC_DIR: clientDir,
    SSR_BUNDLE: resolve(ssrDir, 'render.mjs'),
    OPERATOR_TOKEN: 'e2e-operator-token',
    // The token may do everything the tests and journeys drive (OPERATOR_TOKEN_ROLES; a real server scopes it: 'machine').
    OPERATOR_TOKEN_ROLES: 'admin,trader,risk,finance,support,marketing,shop_manager,machine',
    ODDS_MOVE_EVERY_MS: '0',
    CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
    VIRTUAL_ROUND_EVERY_MS: '20000',
    VIRTUAL_RACE_EVERY_MS: '16000',
    LIVE_TICK_MS: '1000',
  },
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 240 || server.exitCode !== null) {
    console.error('✖ the server did not start');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}
console.log(`server at ${base} (client ${clientDir})`);
const run = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, BASE_URL: base, CHROME_PATH: findChromium() },
});
run.on('exit', (code) => {
  stop();
  process.exit(code ?? 1);
});
