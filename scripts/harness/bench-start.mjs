// The product for the browser benches (bench-size's browser half, bench-lighthouse): `node scripts/start.mjs` on a
// fresh data directory and a random port, resolved once /api/health answers. start.mjs rebuilds a stale client
// under the NODE_ENV it runs with, and Vite then builds React's development bundle under `test` or `development`
// (three times the JS, far slower): when start.mjs did rebuild, the server is stopped, the client rebuilt here for
// production and the server started again (the fresh build is then current, so start.mjs keeps it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const STAMP = 'dist-server/client-stamp.json';
const builtAt = () => (existsSync(STAMP) ? JSON.parse(readFileSync(STAMP, 'utf8')).builtAt : 0);

async function startOnce(env, log) {
  const port = String(21000 + Math.floor(Math.random() * 9000));
  const dataDir = mkdtempSync(join(tmpdir(), 'birrbet-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + String(chunk)).slice(-3000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) {
        done();
        return;
      }
      const hard = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(hard);
        done();
      });
      child.kill('SIGTERM');
    });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode}) before it answered: ${tail.trim()}`);
    }
    try {
      if ((await fetch(`${url}api/health`)).ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (i > 600) {
      await stop();
      throw new Error(`the server did not answer within 5 minutes: ${tail.trim()}`);
    }
    if (i === 30) {
      log('  (scripts/start.mjs is still starting: it builds what is stale, then creates the database)');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, stop };
}

/** Starts the product with `env` (NODE_ENV, ODDS_MOVE_EVERY_MS …) over a production client build: { url, stop }. */
export async function startForBench(env, log = console.log) {
  const before = builtAt();
  const server = await startOnce(env, log);
  if (builtAt() === before || env.NODE_ENV === 'production') {
    return server;
  }
  log(`  scripts/start.mjs rebuilt the client under NODE_ENV=${env.NODE_ENV}: rebuilding it for production and restarting`);
  await server.stop();
  const { buildClient } = await import('../build-client.mjs');
  // buildClient builds for production whatever NODE_ENV is (scripts/harness/production-env.mjs).
  await buildClient();
  return startOnce(env, log);
}
