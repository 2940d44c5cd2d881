// Shared parts of `npm run bench:server` (scripts/bench-server.mjs): the repository root, request signing as the
// client does it (domain/signing.ts: HMAC-SHA256 hex of body + timestamp + merchant id, a fresh timestamp per
// request), the built product server started in a child process on a free port (built first when its bundle is
// missing), a Fastify hello-world beside it, scratch PostgreSQL databases (created and dropped here) and the
// reading of a process's resident memory. Every child started here is stopped by the handle that started it.
import { spawn } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MERCHANT_ID = 'birrbet-bench';
export const MERCHANT_KEY = 'birrbet-bench-key';
/** Strong enough for NODE_ENV=production (32+ characters, 16+ different ones: server/config-operator.ts). */
export const OPERATOR_TOKEN = 'birrbet-bench-operator-7Q2xK9wZ4mVd';
/** The cluster the project's tests use (docs/operations.md); DATABASE_URL and TEST_DATABASE_URL win. */
const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** The signing headers of a request with this body, stamped now (or at `stampMs`). */
export function signedHeaders(body = '', stampMs = Date.now()) {
  const timestamp = String(stampMs);
  const signature = createHmac('sha256', MERCHANT_KEY).update(`${body}${timestamp}${MERCHANT_ID}`).digest('hex');
  return { 'x-merchant-id': MERCHANT_ID, 'x-timestamp': timestamp, 'x-signature': signature };
}

export const percentile = (xs, p) => {
  if (xs.length === 0) {
    return Number.NaN;
  }
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** Resident memory of a process in KiB (Linux /proc), or NaN where it cannot be read. */
export function rssKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match === null ? Number.NaN : Number(match[1]);
  } catch {
    return Number.NaN;
  }
}

export async function ensureServerBuilt(force) {
  if (force || !existsSync(join(ROOT, 'dist-server/main.mjs'))) {
    const { buildServer } = await import('../build-server.mjs');
    process.chdir(ROOT);
    await buildServer();
  }
}

/** A port nothing listens on: the system's pick (a random one in 20000–40000 met Linux's ephemeral ports). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Spawns `node <script>` and resolves once a stdout line matches `ready` (its match is returned). */
function spawnUntil(args, env, ready, what) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (chunk) => {
    err = (err + String(chunk)).slice(-4000);
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      const hard = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(hard);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const started = new Promise((resolve, reject) => {
    let out = '';
    const onExit = (code) => reject(new Error(`${what} exited (${code}) before it listened: ${err.trim()}`));
    child.once('exit', onExit);
    child.stdout.on('data', (chunk) => {
      out = (out + String(chunk)).slice(-4000);
      const match = ready.exec(out);
      if (match !== null) {
        child.off('exit', onExit);
        child.stdout.resume();
        resolve(match);
      }
    });
  });
  return { child, started, stop };
}

/**
 * The built product server with a production configuration (a placeholder SMS gateway: no code is sent here),
 * the bench's merchant and operator token; `env` adds to it (DATA_DIR or DATABASE_URL, limits, ODDS_MOVE_EVERY_MS).
 */
export const productEnv = (env) => ({
  NODE_ENV: 'production',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/bench-sends-no-sms',
  MERCHANT_ID,
  MERCHANT_API_KEY: MERCHANT_KEY,
  OPERATOR_TOKEN,
  // The bench credits its players with the token (issue 33: scoped like a role; finance may credit).
  OPERATOR_TOKEN_ROLES: 'finance,machine',
  DATABASE_URL: '',
  ...env,
});

export async function startProduct(env) {
  const port = await freePort();
  const full = { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...productEnv(env) };
  const t0 = performance.now();
  // BENCH_SERVER_BUNDLE benches another build of the server (a before/after comparison); dist-server/ by default.
  const bundle = process.env.BENCH_SERVER_BUNDLE ?? 'dist-server/main.mjs';
  const run = spawnUntil([bundle], full, /is running at/, 'the product server');
  await run.started;
  return { base: `http://127.0.0.1:${port}`, port, pid: run.child.pid, startMs: performance.now() - t0, stop: run.stop };
}

/**
 * The built server (built when missing) in test mode with the bench's merchant and no odds moves, for the tickets
 * and history benches; `env` adds to it (DATA_DIR or DATABASE_URL); `serverPath` runs another bundle.
 */
export async function startTestServer(env, serverPath) {
  if (serverPath === undefined) {
    await ensureServerBuilt(false);
  }
  const port = await freePort();
  const full = {
    ...process.env,
    NODE_ENV: 'test',
    ODDS_MOVE_EVERY_MS: '0',
    HOST: '127.0.0.1',
    PORT: String(port),
    MERCHANT_ID,
    MERCHANT_API_KEY: MERCHANT_KEY,
    ...env,
  };
  const run = spawnUntil([serverPath ?? 'dist-server/main.mjs'], full, /is running at/, 'the server');
  await run.started;
  return { base: `http://127.0.0.1:${port}`, pid: run.child.pid, stop: run.stop };
}

/** A day's session for a seeded player (stored as its hash, as the server does); returns its token. */
export async function insertSession(query, userId, merchantId, now) {
  const token = randomBytes(32).toString('base64url');
  await query(`insert into sessions (id, token_hash, user_id, merchant_id, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)`, [
    randomBytes(12).toString('base64url'),
    createHash('sha256').update(token).digest('hex'),
    userId,
    merchantId,
    now,
    new Date(now.getTime() + 86_400_000),
  ]);
  return token;
}

/** A Fastify hello-world ({hello: 'world'}) in its own process, the framework's ceiling on this machine. */
export async function startHello() {
  const run = spawnUntil(['scripts/bench-server/hello.mjs'], process.env, /listening on (\d+)/, 'the hello-world server');
  const match = await run.started;
  return { base: `http://127.0.0.1:${match[1]}`, pid: run.child.pid, stop: run.stop };
}

/** A pg client: { query, close }. */
export async function openPg(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  return { query: (text, params) => client.query(text, params), close: () => client.end() };
}

/** A reachable PostgreSQL (DATABASE_URL, TEST_DATABASE_URL, then the local cluster), or null. */
export async function findPostgres(explicit) {
  const candidates = [explicit, process.env.DATABASE_URL, process.env.TEST_DATABASE_URL, LOCAL_POSTGRES].filter((u) => u);
  for (const url of new Set(candidates)) {
    try {
      const c = await openPg(url);
      await c.query('select 1');
      await c.close();
      return url;
    } catch {
      // next one
    }
  }
  return null;
}

/** A new empty database on the cluster: { url, drop }. */
export async function scratchPg(clusterUrl, label) {
  const name = `bench_${label}_${process.pid}_${Date.now()}`;
  const admin = await openPg(clusterUrl);
  await admin.query(`create database ${name}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** A PGlite session on a data directory no server holds: { query, close }. */
export async function openPglite(dir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dir);
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}
