// `npm test`: typecheck, lint, unit + data-layer + server tests (vitest), the README's first run on a clean copy,
// then the Playwright journeys in Chromium against the built client and a freshly started server on its own
// port and database, then short passes of `npm run fuzz` and `npm run chaos`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findChromium } from './chromium.mjs';
import { buildClient } from './build-client.mjs';
import { buildServer } from './build-server.mjs';

// Each step says how long it took: CI has 40 minutes for all of them, and this is where to look when it nears that.
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const run = (title, cmd, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  const at = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds(at)}`);
    process.exit(r.status ?? 1);
  }
  console.log(`⏱ ${title}: ${seconds(at)} (${seconds(started)} so far)`);
};

run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint (Biome: biome.jsonc; warnings fail too)', 'npm', ['run', '--silent', 'lint']);
mkdirSync('test-results', { recursive: true });
run('unit, data-layer and server tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve('test-results/vitest.json')}`,
]);

// Nothing skips silently (issue 31): every step says how many tests it skipped, and in CI (CI=true, set by
// .ci/run, where PostgreSQL and HAProxy are installed or the run fails) a skipped unit test fails the run.
const IN_CI = process.env.CI === 'true';
const unit = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
{
  const skipped = unit.testResults.flatMap((f) =>
    f.assertionResults
      .filter((a) => a.status !== 'passed' && a.status !== 'failed')
      .map((a) => `${f.name.replace(/^.*\/tests\//, 'tests/')} › ${a.title}`),
  );
  console.log(
    `vitest: ${unit.numPassedTests} passed, ${skipped.length} skipped${skipped.length > 0 && !process.env.TEST_DATABASE_URL ? ' (no TEST_DATABASE_URL: the PostgreSQL tests)' : ''}`,
  );
  if (IN_CI && skipped.length > 0) {
    console.error(`✖ ${skipped.length} unit tests skipped in CI, where nothing may:\n  ${skipped.slice(0, 20).join('\n  ')}`);
    process.exit(1);
  }
}

run('README first run (npm start on a clean checkout, then register with the SMS outbox)', 'node', ['scripts/readme-first-run.mjs']);

const chrome = findChromium();
console.log('\n▶ build (client and server)');
const buildAt = Date.now();
await buildClient();
await buildServer();
console.log(`⏱ build: ${seconds(buildAt)} (${seconds(started)} so far)`);
run('one React: the client and the server renderer bundle react-dom, no other implementation', 'node', ['scripts/check-runtime.mjs']);

const port = String(18000 + Math.floor(Math.random() * 1000));
const dataDir = mkdtempSync(join(tmpdir(), 'birrbet-e2e-'));
const server = spawn('node', ['dist-server/main.mjs'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    OPERATOR_TOKEN: 'e2e-operator-token',
    // The token may do everything the tests and journeys drive (OPERATOR_TOKEN_ROLES; a real server scopes it: 'machine').
    OPERATOR_TOKEN_ROLES: 'admin,trader,risk,finance,support,marketing,shop_manager,machine',
    // Prices move only when a journey asks (POST /api/admin/v1/feed/odds): a random move between reading a price
    // and placing a bet would make a journey fail for no fault of the product.
    ODDS_MOVE_EVERY_MS: '0',
    // Every journey signs its players up from 127.0.0.1: more than the 20 code sends an hour one address may make.
    CODE_SENDS_PER_ADDRESS_PER_HOUR: '1000',
    // The virtual-sport journey watches a round settle: a round every 20 s (a match of 10 s), a race every 16 s.
    VIRTUAL_ROUND_EVERY_MS: '20000',
    VIRTUAL_RACE_EVERY_MS: '16000',
    // The live tick (issue 32; off under NODE_ENV=test): the in-play book opens and prices the markets of a match being
    // played only on it, so e2e/live-bet.spec.ts can bet in play. Its engine plays the live matches no feed writes to;
    // prematch prices still stand still.
    LIVE_TICK_MS: '1000',
  },
});
let stopped = false;
const stop = () => {
  if (!stopped) {
    stopped = true;
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

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
run('browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
  BASE_URL: base,
  CHROME_PATH: chrome,
  PLAYWRIGHT_JSON_OUTPUT_NAME: resolve('test-results/playwright.json'),
});
stop();
const report = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
{
  // A journey skips only with a reason (test.skip(condition, 'why'): one layout's journey on the other project).
  const skipped = [];
  const walk = (suite) => {
    (suite.suites ?? []).forEach(walk);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests.filter((x) => x.status === 'skipped')) {
        skipped.push({ title: `[${t.projectName}] ${spec.file} › ${spec.title}`, reason: t.annotations.find((a) => a.type === 'skip')?.description });
      }
    }
  };
  report.suites.forEach(walk);
  const unexplained = skipped.filter((t) => !t.reason);
  console.log(`playwright: ${report.stats.expected} passed, ${skipped.length} skipped (each with its reason), ${unexplained.length} without one`);
  if (unexplained.length > 0) {
    console.error(`✖ journeys skipped without a reason:\n  ${unexplained.map((t) => t.title).join('\n  ')}`);
    process.exit(1);
  }
}

// Shorter passes of the attack and crash drills (each starts its own server on its own database).
run('fuzz: 3,000 malformed requests across every route (no 5xx, server up, ledger intact)', 'npx', ['tsx', 'scripts/fuzz.mjs', '--requests', '3000']);
// Two rounds each here (npm run chaos runs more): every round kills the server mid-flight and checks every invariant.
run('chaos: kill -9 under betting, settlement, payments and LotoFoot, PGlite (2 rounds)', 'node', ['scripts/chaos.mjs', '--rounds', '2']);
if (process.env.TEST_DATABASE_URL) {
  run('chaos: kill -9 under betting, settlement, payments and LotoFoot, PostgreSQL (2 rounds)', 'node', [
    'scripts/chaos.mjs',
    '--rounds',
    '2',
    '--pg',
  ]);
}

// One plain closing line over both runners, so a run that executed no test cannot pass unnoticed.
const e2e = report.stats;
const passed = unit.numPassedTests + e2e.expected;
const failed = unit.numFailedTests + e2e.unexpected + e2e.flaky;
console.log(`\nvitest: ${unit.numPassedTests} passed · playwright: ${e2e.expected} passed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
