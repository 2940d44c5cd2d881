// Several server instances on one PostgreSQL behind HAProxy (scripts/cluster/haproxy.mjs): `npm run
// start:cluster`, the cluster test (tests/cluster/cluster-pg.test.ts) and the bench's reads through the load
// balancer use startCluster(). The first instance starts alone (it runs the migrations and the first catalogue
// sync), the others after it is healthy; each listens on 127.0.0.1 on a free port with INSTANCE_ID i1, i2, …
// (x-instance header, health answer), TRUST_PROXY=loopback (players' own addresses from X-Forwarded-For) and
// DRAIN_MS (2 s: HAProxy takes a SIGTERM'd instance out before it stops listening). stop() stops the instances
// (each drains) and then the load balancer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findHaproxy, haproxyConfig } from './haproxy.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A port nobody listens on right now (the OS's pick). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls url until it answers 200; fails when the process ends first or after ms. */
async function waitFor(url, child, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was up:\n${child.tail().join('\n')}`);
    }
    try {
      if ((await fetch(url)).status === 200) {
        return;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > end) {
      throw new Error(`${what} did not answer ${url} within ${ms} ms:\n${child.tail().join('\n')}`);
    }
    await sleep(100);
  }
}

/** Spawns a process whose output lines are prefixed (or kept quiet) and whose last lines are kept for errors. */
function run(name, cmd, args, env, quiet) {
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const take = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 40) {
          lines.shift();
        }
        if (!quiet) {
          out.write(`[${name}] ${line}\n`);
        }
      }
    });
  };
  take(child.stdout, process.stdout);
  take(child.stderr, process.stderr);
  child.tail = () => lines;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

async function stopProcess(child, signal, ms) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  child.kill(signal);
  const done = await Promise.race([child.exited.then(() => true), sleep(ms).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await child.exited;
  }
}

/**
 * Starts `instances` servers and the load balancer on host:port.
 * command: how to run one server (default the built bundle, dist-server/main.mjs; tests pass tsx and server/main.ts).
 * statsPort: HAProxy's stats page (CSV at /stats;csv), for tests that watch servers go down.
 */
export async function startCluster({
  instances = 2,
  databaseUrl,
  port = 8087,
  host = '127.0.0.1',
  env = {},
  command = [process.execPath, 'dist-server/main.mjs'],
  statsPort = null,
  quiet = false,
  startTimeoutMs = 90_000,
} = {}) {
  if (!databaseUrl) {
    throw new Error('startCluster needs a PostgreSQL databaseUrl: instances share one database');
  }
  const haproxy = findHaproxy();
  if (haproxy === null) {
    throw new Error('HAProxy not found: install it (Debian: sudo apt-get install haproxy) or set HAPROXY_PATH');
  }
  const dir = mkdtempSync(join(tmpdir(), 'birrbet-cluster-'));
  const servers = [];
  let lb = null;
  const stop = async () => {
    await Promise.all(servers.map((s) => stopProcess(s.child, 'SIGTERM', 15_000)));
    if (lb !== null) {
      await stopProcess(lb, 'SIGTERM', 5_000);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const start = async (i) => {
      const id = `i${i + 1}`;
      const serverPort = await freePort();
      const child = run(
        id,
        command[0],
        command.slice(1),
        {
          ...process.env,
          DRAIN_MS: '2000',
          TRUST_PROXY: 'loopback',
          ...env,
          DATABASE_URL: databaseUrl,
          PORT: String(serverPort),
          HOST: '127.0.0.1',
          INSTANCE_ID: id,
        },
        quiet,
      );
      const server = { id, port: serverPort, url: `http://127.0.0.1:${serverPort}`, pid: child.pid, child };
      servers.push(server);
      await waitFor(`${server.url}/api/health`, child, startTimeoutMs, `instance ${id}`);
    };
    await start(0);
    await Promise.all(Array.from({ length: instances - 1 }, (_, i) => start(i + 1)));
    servers.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));

    const cfg = join(dir, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig({ host, port, statsPort, servers: servers.map((s) => ({ name: s.id, host: '127.0.0.1', port: s.port })) }));
    lb = run('haproxy', haproxy, ['-f', cfg, '-db'], process.env, quiet);
    const shown = host === '0.0.0.0' ? '127.0.0.1' : host;
    const url = `http://${shown}:${port}`;
    await waitFor(`${url}/api/health`, lb, 15_000, 'haproxy');
    return {
      url,
      statsUrl: statsPort === null ? null : `http://127.0.0.1:${statsPort}/stats;csv`,
      instances: servers.map(({ id, url: u, pid, port: p }) => ({ id, url: u, pid, port: p })),
      /** Resolves with instance i's exit code or signal once its process has ended. */
      exited: (i) => servers[i].child.exited,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** HAProxy's view of each server of the backend, from its stats CSV: { i1: 'UP', i2: 'DOWN', … }. */
export async function serverStates(statsUrl) {
  const text = await (await fetch(statsUrl)).text();
  const [header, ...rows] = text.replace(/^# /, '').trim().split('\n');
  const cols = header.split(',');
  const at = (row, name) => row.split(',')[cols.indexOf(name)];
  const states = {};
  for (const row of rows) {
    if (at(row, 'pxname') === 'instances' && !['FRONTEND', 'BACKEND'].includes(at(row, 'svname'))) {
      states[at(row, 'svname')] = at(row, 'status');
    }
  }
  return states;
}
