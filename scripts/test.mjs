// `npm test`: typecheck, unit + data-layer + server tests (vitest), then the Playwright journeys in
// Chromium against the built client and a freshly started server on its own port and database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';
import { buildClient } from './build-client.mjs';
import { buildServer } from './build-server.mjs';

const run = (title, cmd, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(r.status ?? 1);
  }
};

run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('unit, data-layer and server tests', 'npx', ['vitest', 'run']);

const chrome = findChromium();
console.log('\n▶ build (client and server)');
await buildClient();
await buildServer();

const port = String(18000 + Math.floor(Math.random() * 1000));
const dataDir = mkdtempSync(join(tmpdir(), 'birrbet-e2e-'));
const server = spawn('node', ['dist-server/main.mjs'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' },
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) {
      break;
    }
  } catch {
    // not up yet
  }
  if (i > 120 || server.exitCode !== null) {
    console.error('✖ the server did not start');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}
run('browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { BASE_URL: base, CHROME_PATH: chrome });
console.log('\n✔ all tests passed');
